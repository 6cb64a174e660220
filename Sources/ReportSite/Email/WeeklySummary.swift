import ChartKit
import HealthCore

/// The headline figures of one week, for the email's text and HTML bodies: steps with the change
/// against the previous week, weight at the week's start and end, the best and quietest day.
public struct WeeklySummary: Sendable, Hashable {
  /// A day's value.
  public struct Day: Sendable, Hashable {
    /// The day.
    public var date: LocalDate
    /// The value (steps, or weight in the display unit).
    public var value: Double
  }

  /// The week.
  public var week: EmailWeek
  /// The unit weights are given in.
  public var units: WeightUnit
  /// The week's steps per day that has data, ascending.
  public var steps: [Day]
  /// The previous week's average steps per day with data; `nil` when it has none.
  public var previousAverageSteps: Double?
  /// The week's weigh-ins in `units`, ascending.
  public var weights: [Day]

  /// Computes the figures of `week`.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - week: the week to summarise.
  ///   - units: the unit weights are shown in.
  public init(dataset: HealthDataset, week: EmailWeek, units: WeightUnit) {
    self.week = week
    self.units = units
    let window = ReportWindow(end: week.end, dayCount: 7)
    steps = dataset[.steps].values(in: window).map { Day(date: $0.date, value: $0.value) }
    weights = dataset[.bodyMass].values(in: window).map {
      Day(date: $0.date, value: units.value(fromKilograms: $0.value))
    }
    let previous = dataset[.steps].values(in: ReportWindow(end: week.previous.end, dayCount: 7))
    previousAverageSteps =
      previous.isEmpty ? nil : previous.reduce(0) { $0 + $1.value } / Double(previous.count)
  }

  /// The week's total steps.
  public var totalSteps: Double { steps.reduce(0) { $0 + $1.value } }

  /// The average steps per day with data; `nil` when no day has steps.
  public var averageSteps: Double? { steps.isEmpty ? nil : totalSteps / Double(steps.count) }

  /// The change of the daily average against the previous week, in percent; `nil` without
  /// both averages or when the previous one is zero.
  public var changePercent: Double? {
    guard let averageSteps, let previousAverageSteps, previousAverageSteps > 0 else { return nil }
    return (averageSteps - previousAverageSteps) / previousAverageSteps * 100
  }

  /// The day with the most steps (the earliest of ties).
  public var bestDay: Day? {
    steps.reduce(nil) { best, day in best.map { day.value > $0.value ? day : $0 } ?? day }
  }

  /// The day with the fewest steps (the earliest of ties).
  public var quietestDay: Day? {
    steps.reduce(nil) { least, day in least.map { day.value < $0.value ? day : $0 } ?? day }
  }

  /// The weight change from the first to the last weigh-in, in `units`; `nil` with fewer than two.
  public var weightChange: Double? {
    guard weights.count >= 2, let first = weights.first, let last = weights.last else { return nil }
    return last.value - first.value
  }

  /// "8,532 steps".
  static func stepsText(_ value: Double) -> String {
    NumberFormat.grouped(value) + " steps"
  }

  /// "164.2 lbs".
  func weightText(_ value: Double) -> String {
    NumberFormat.grouped(value, decimals: 1) + " " + units.shortLabel
  }

  /// "↑ 4% vs the previous week (8,200 a day)", or "no steps in the previous week".
  var changeText: String {
    guard let changePercent, let previousAverageSteps else {
      return "no steps in the previous week to compare with"
    }
    let rounded = changePercent.rounded()
    let arrow = rounded > 0 ? "↑ " : rounded < 0 ? "↓ " : "→ "
    return arrow + NumberFormat.grouped(abs(changePercent)) + "% vs the previous week ("
      + NumberFormat.grouped(previousAverageSteps) + " a day)"
  }

  /// "Wed, Dec 11: 12,345 steps".
  static func dayText(_ day: Day) -> String {
    day.date.annotationText + ": " + stepsText(day.value)
  }
}
