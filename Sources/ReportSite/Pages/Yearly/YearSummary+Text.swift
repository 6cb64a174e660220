import ChartKit
import HealthCore

/// A year's figures in words, the one wording for its page, the years' index and the
/// dashboard's links.
extension YearSummary {
  /// "2024 in Review".
  var title: String { String(year) + " in Review" }

  /// The page's path relative to `years/`: "2024/index.html".
  var pagePath: String { String(year) + "/index.html" }

  /// "January 1, 2024 – December 14, 2024 · 349 days with data".
  var period: String {
    let days = Set(metrics.flatMap { $0.values.map(\.date) }).count
    return covering.lowerBound.listText + " \u{2013} " + covering.upperBound.listText + " \u{00B7} "
      + NumberFormat.grouped(Double(days)) + (days == 1 ? " day" : " days") + " with data"
  }

  /// A metric's mean as shown: "8,532 steps a day", "162.9 lbs", "7 hr 12 min a night".
  static func averageText(_ figures: MetricYear, units: WeightUnit) -> String {
    guard let average = figures.average else { return WeekReport.none }
    let format = MetricFormat(metric: figures.metric, units: units)
    return format.withUnit(format.displayValue(average)) + per(figures.metric)
  }

  /// " a day", " a night" or "".
  static func per(_ metric: MetricKind) -> String {
    if metric == .sleepAsleep { return " a night" }
    return metric.aggregation == .cumulative ? " a day" : ""
  }

  /// A day's figure: "15,012 steps, Wed, Jun 12".
  static func dayText(_ day: DateValue?, metric: MetricKind, units: WeightUnit) -> String {
    guard let day else { return WeekReport.none }
    let format = MetricFormat(metric: metric, units: units)
    return format.withUnit(format.displayValue(day.value)) + ", " + day.date.annotationText
  }

  /// A week's or month's figure: the total for what adds up ("84,123 steps"), else the mean
  /// ("7 hr 40 min a night"), then the period: "84,123 steps, week of Jun 9", "July: 9,812 …".
  static func periodText(
    _ figure: PeriodFigure?, metric: MetricKind, units: WeightUnit, month: Bool
  ) -> String {
    guard let figure else { return WeekReport.none }
    let format = MetricFormat(metric: metric, units: units)
    let value =
      metric.aggregation == .cumulative
      ? format.withUnit(format.displayValue(figure.total))
      : (figure.average.map { format.withUnit(format.displayValue($0)) + per(metric) }
        ?? WeekReport.none)
    return month
      ? figure.start.monthName + ": " + value
      : value + ", week of " + figure.start.shortText
  }

  /// The change of a metric's mean against the same days a year before, in percent ("▲ 4.1%");
  /// `nil` without that figure (``YearSummary/changeFromYearBefore(_:)``).
  func changeText(_ metric: MetricKind) -> String? {
    changeFromYearBefore(metric).map { WeekReport.percentText($0 * 100) }
  }

  /// "from 2023" or, for a part of the year, "from the same days of 2023".
  var changeSuffix: String {
    let whole =
      covering.lowerBound.month == 1 && covering.lowerBound.day == 1
      && covering.upperBound.month == 12 && covering.upperBound.day == 31
    return (whole ? " from " : " from the same days of ") + String(year - 1)
  }

  /// The highlights, as (term, value, spoken detail or `nil`), for the page's figures: steps
  /// (total, mean with the change against the same days a year before, goal, streak, best day,
  /// week and month), weight (first to last weigh-in, lowest), and the means of sleep, resting
  /// heart rate and HRV, then workouts.
  func figures(units: WeightUnit) -> [(term: String, value: String, detail: String?)] {
    var rows: [(term: String, value: String, detail: String?)] = []
    func change(_ figures: MetricYear) -> String {
      changeText(figures.metric).map { " \u{00B7} " + $0 + changeSuffix } ?? ""
    }
    if let steps = self[.steps] {
      let format = MetricFormat(metric: .steps, units: units)
      rows.append(("Total steps", format.number(steps.total), nil))
      rows.append(
        ("Average steps per day", Self.averageText(steps, units: units) + change(steps), nil))
      rows.append(
        (
          "Steps goal met (" + NumberFormat.grouped(stepsGoal) + ")",
          String(goalMetDays) + " of " + String(steps.days) + " days", nil
        ))
      let streak = longestStreak
      rows.append(
        (
          "Longest goal streak",
          streak.map {
            String($0.dayCount) + ($0.dayCount == 1 ? " day, " : " days, from ")
              + ($0.dayCount == 1
                ? $0.start.shortText : $0.start.shortText + " to " + $0.end.shortText)
          } ?? WeekReport.none, nil
        ))
      rows.append(("Best day", Self.dayText(steps.bestDay, metric: .steps, units: units), nil))
      rows.append(
        (
          "Best week", Self.periodText(steps.bestWeek, metric: .steps, units: units, month: false),
          nil
        ))
      rows.append(
        (
          "Best month", Self.periodText(steps.bestMonth, metric: .steps, units: units, month: true),
          nil
        ))
    }
    if let weight = self[.bodyMass], let first = weight.first, let last = weight.last {
      let mass = { WeightGoalProgress.massText($0, units: units) }
      rows.append(
        (
          "Weight", mass(first.value) + " \u{2192} " + mass(last.value),
          "from " + mass(first.value) + " on " + first.date.accessibilityText + " to "
            + mass(last.value) + " on " + last.date.accessibilityText
        ))
      rows.append(
        (
          "Weight change",
          NumberFormat.signed(units.value(fromKilograms: last.value - first.value), decimals: 1)
            + " " + units.shortLabel, nil
        ))
      rows.append(
        ("Lowest weight", Self.dayText(weight.lowest, metric: .bodyMass, units: units), nil))
    }
    for (metric, term) in [
      (MetricKind.sleepAsleep, "Sleep"), (.restingHeartRate, "Resting heart rate"),
      (.heartRateVariability, "HRV"),
    ] {
      guard let figures = self[metric] else { continue }
      rows.append((term, Self.averageText(figures, units: units) + change(figures), nil))
    }
    if let workouts = self[.workouts], let minutes = self[.workoutMinutes] {
      let count = Int(workouts.total.rounded())
      rows.append(
        (
          "Workouts",
          String(count) + (count == 1 ? " workout, " : " workouts, ")
            + MetricFormat.hoursAndMinutes(minutes.total / 60), nil
        ))
      if let top = activities.first {
        rows.append(
          (
            "Top activity",
            top.activity + ", " + String(top.count) + (top.count == 1 ? " workout" : " workouts"),
            nil
          ))
      }
    }
    return rows
  }

  /// The one-line summary of the years' index: "8,532 steps a day · weight −3.0 lbs · sleep
  /// 7 hr 12 min a night · 150 workouts".
  func summaryText(units: WeightUnit) -> String {
    var parts: [String] = []
    if let steps = self[.steps] { parts.append(Self.averageText(steps, units: units)) }
    if let weight = self[.bodyMass], let first = weight.first, let last = weight.last {
      parts.append(
        "weight "
          + NumberFormat.signed(units.value(fromKilograms: last.value - first.value), decimals: 1)
          + " " + units.shortLabel)
    }
    if let sleep = self[.sleepAsleep] {
      parts.append("sleep " + Self.averageText(sleep, units: units))
    }
    if let workouts = self[.workouts] {
      let count = Int(workouts.total.rounded())
      parts.append(String(count) + (count == 1 ? " workout" : " workouts"))
    }
    return parts.isEmpty ? "No data" : parts.joined(separator: " \u{00B7} ")
  }
}
