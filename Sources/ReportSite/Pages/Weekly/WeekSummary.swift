import HealthCore

/// The figures of one calendar week with data: steps per day, weigh-ins in the display unit and
/// the previous week's average, from which the weekly report's headline numbers follow.
struct WeekSummary: Sendable, Hashable {
  /// The week's first day.
  let start: LocalDate
  /// The week's folder name: `2024-W50` (Monday weeks) or `2024-12-08` (Sunday weeks).
  let identifier: String
  /// The year the archive lists the week under (the ISO year for Monday weeks).
  let year: Int
  /// Steps per day in week order (7 entries), `nil` for days without data.
  let dailySteps: [Double?]
  /// The week's weigh-ins in the display unit, ascending.
  let weights: [DateValue]
  /// The mean daily steps of the calendar week before, if it has step data.
  let previousAverage: Double?

  /// The week's last day.
  var end: LocalDate { start.adding(days: 6) }

  /// The days with step data, ascending.
  var stepDays: [DateValue] {
    dailySteps.enumerated().compactMap { offset, value in
      value.map { DateValue(date: start.adding(days: offset), value: $0) }
    }
  }

  /// The week's total steps; `nil` without step data.
  var totalSteps: Double? {
    let values = dailySteps.compactMap { $0 }
    return values.isEmpty ? nil : values.reduce(0, +)
  }

  /// The mean steps per day with data; `nil` without step data.
  var averageSteps: Double? {
    let values = dailySteps.compactMap { $0 }
    return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  /// The change of the mean daily steps against the previous week, in percent; `nil` when either
  /// week has no step data (or the previous mean is zero).
  var changePercent: Double? {
    guard let averageSteps, let previousAverage, previousAverage > 0 else { return nil }
    return (averageSteps - previousAverage) / previousAverage * 100
  }

  /// The day with the most steps (the earliest of equal days).
  var bestDay: DateValue? {
    var best: DateValue?
    for day in stepDays where best == nil || day.value > (best?.value ?? 0) { best = day }
    return best
  }

  /// The day with the fewest steps (the earliest of equal days).
  var quietestDay: DateValue? {
    var quietest: DateValue?
    for day in stepDays where quietest == nil || day.value < (quietest?.value ?? 0) {
      quietest = day
    }
    return quietest
  }

  /// The first weigh-in of the week.
  var startWeight: DateValue? { weights.first }
  /// The last weigh-in of the week.
  var endWeight: DateValue? { weights.last }

  /// The last weigh-in minus the first, in the display unit; `nil` with fewer than two.
  var weightChange: Double? {
    guard weights.count >= 2, let first = weights.first, let last = weights.last else { return nil }
    return last.value - first.value
  }

  /// Every week that has step or weight data, ascending; weeks after `through` are left out.
  /// One pass over each series, so ten years take well under a millisecond.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - weekStart: the first day of the week.
  ///   - units: the weight display unit.
  ///   - through: the last day to include (the report's end), or `nil` for all.
  /// - Returns: one summary per week with data, oldest first.
  static func makeAll(
    dataset: HealthDataset, weekStart: WeekStart, units: WeightUnit, through: LocalDate? = nil
  ) -> [WeekSummary] {
    let last = through ?? dataset.lastDate
    guard let last else { return [] }
    var steps: [Int: [Double?]] = [:]
    var weights: [Int: [DateValue]] = [:]
    for day in dataset[.steps].days where day.date <= last {
      let first = weekStart.weekStart(containing: day.date)
      steps[first.dayNumber, default: Array(repeating: nil, count: 7)][first.days(to: day.date)] =
        day.value
    }
    for day in dataset[.bodyMass].days where day.date <= last {
      let first = weekStart.weekStart(containing: day.date)
      weights[first.dayNumber, default: []].append(
        DateValue(date: day.date, value: units.value(fromKilograms: day.value)))
    }
    let starts = Set(steps.keys).union(weights.keys).sorted()
    return starts.map { dayNumber in
      let start = LocalDate(dayNumber: dayNumber)
      let previous = steps[dayNumber - 7].flatMap { values -> Double? in
        let present = values.compactMap { $0 }
        return present.isEmpty ? nil : present.reduce(0, +) / Double(present.count)
      }
      return WeekSummary(
        start: start, identifier: weekStart.weekIdentifier(containing: start),
        year: weekStart == .monday ? ISOWeek(containing: start).year : start.year,
        dailySteps: steps[dayNumber] ?? Array(repeating: nil, count: 7),
        weights: weights[dayNumber] ?? [], previousAverage: previous)
    }
  }
}
