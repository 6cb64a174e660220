import ChartKit
import HealthCore

/// A year's figures in words, the one wording for its page, the years' index and the
/// dashboard's links, in the reader's language and units.
extension YearSummary {
  /// "2024 in Review".
  func title(_ words: StringCatalog) -> String {
    words.format("%@ in Review", String(year))
  }

  /// The page's path relative to `years/`: "2024/index.html".
  var pagePath: String { String(year) + "/index.html" }

  /// "January 1, 2024 – December 14, 2024 · 349 days with data".
  func period(_ locale: ReportLocale) -> String {
    let days = Set(metrics.flatMap { $0.values.map(\.date) }).count
    return locale.ranges.text(from: covering.lowerBound, to: covering.upperBound, style: .full)
      + " \u{00B7} "
      + locale.strings.plural(
        days, "%lld days with data", one: "%lld day with data",
        number: NumberFormat.grouped(Double(days), style: locale.numbers))
  }

  /// A metric's mean as shown: "8,532 steps a day", "162.9 lbs", "7 hr 12 min a night".
  static func averageText(_ figures: MetricYear, options: SiteOptions) -> String {
    guard let average = figures.average else { return WeekReport.none }
    let format = MetricFormat(metric: figures.metric, options: options)
    return per(figures.metric, format.withUnit(format.displayValue(average)), options: options)
  }

  /// `value` with " a day", " a night" or nothing after it, in the reader's words.
  static func per(_ metric: MetricKind, _ value: String, options: SiteOptions) -> String {
    let words = options.locale.strings
    if metric == .sleepAsleep { return words.format("%@ a night", value) }
    return metric.aggregation == .cumulative ? words.format("%@ a day", value) : value
  }

  /// A day's figure: "15,012 steps, Wed, Jun 12".
  static func dayText(_ day: DateValue?, metric: MetricKind, options: SiteOptions) -> String {
    guard let day else { return WeekReport.none }
    let format = MetricFormat(metric: metric, options: options)
    return format.withUnit(format.displayValue(day.value)) + ", "
      + options.locale.dates.weekdayMonthDay(day.date)
  }

  /// A week's or month's figure: the total for what adds up ("84,123 steps"), else the mean
  /// ("7 hr 40 min a night"), then the period: "84,123 steps, week of Jun 9", "July: 9,812 …".
  static func periodText(
    _ figure: PeriodFigure?, metric: MetricKind, options: SiteOptions, month: Bool
  ) -> String {
    guard let figure else { return WeekReport.none }
    let format = MetricFormat(metric: metric, options: options)
    let value =
      metric.aggregation == .cumulative
      ? format.withUnit(format.displayValue(figure.total))
      : (figure.average.map {
        per(metric, format.withUnit(format.displayValue($0)), options: options)
      }
        ?? WeekReport.none)
    let words = options.locale.strings
    let dates = options.locale.dates
    return month
      ? words.format("%@: %@", dates.monthName(figure.start.month), value)
      : words.format("%@, week of %@", value, dates.monthDay(figure.start))
  }

  /// The change of a metric's mean against the same days a year before, in percent ("▲ 4.1%");
  /// `nil` without that figure (``YearSummary/changeFromYearBefore(_:)``).
  func changeText(_ metric: MetricKind, locale: ReportLocale) -> String? {
    changeFromYearBefore(metric).map { WeekReport.percentText($0 * 100, style: locale.numbers) }
  }

  /// "▲ 4.1% from 2023" or, for a part of the year, "▲ 4.1% from the same days of 2023".
  func changeSentence(_ change: String, words: StringCatalog) -> String {
    let whole =
      covering.lowerBound.month == 1 && covering.lowerBound.day == 1
      && covering.upperBound.month == 12 && covering.upperBound.day == 31
    return whole
      ? words.format("%@ from %@", change, String(year - 1))
      : words.format("%@ from the same days of %@", change, String(year - 1))
  }

  /// A change of weight in kilograms, signed, in the change unit ("−3.0 lbs").
  static func massChangeText(_ kilograms: Double, options: SiteOptions) -> String {
    let unit = options.units.changeUnit
    return NumberFormat.signed(
      unit.value(fromKilograms: kilograms), decimals: 1, style: options.locale.numbers) + " "
      + options.locale.strings.text(unit.shortLabel)
  }

  /// The highlights, as (term, value, spoken detail or `nil`), for the page's figures: steps
  /// (total, mean with the change against the same days a year before, goal, streak, best day,
  /// week and month), weight (first to last weigh-in, lowest), and the means of sleep, resting
  /// heart rate and HRV, then workouts.
  func figures(options: SiteOptions) -> [(term: String, value: String, detail: String?)] {
    let words = options.locale.strings
    let number = { (value: Double) in NumberFormat.grouped(value, style: options.locale.numbers) }
    var rows: [(term: String, value: String, detail: String?)] = []
    func change(_ figures: MetricYear) -> String {
      changeText(figures.metric, locale: options.locale).map {
        " \u{00B7} " + changeSentence($0, words: words)
      } ?? ""
    }
    if let steps = self[.steps] {
      let format = MetricFormat(metric: .steps, options: options)
      rows.append((words.text("Total steps"), format.number(steps.total), nil))
      rows.append(
        (
          words.text("Average steps per day"),
          Self.averageText(steps, options: options) + change(steps), nil
        ))
      rows.append(
        (
          words.format("Steps goal met (%@)", number(stepsGoal)),
          words.plural(
            steps.days, "%@ of %lld days", one: "%@ of %lld day",
            number: number(Double(steps.days)),
            number(Double(goalMetDays))), nil
        ))
      let streak = longestStreak
      rows.append(
        (
          words.text("Longest goal streak"),
          streak.map {
            let (start, end) = options.locale.ranges.parts(
              from: $0.start, to: $0.end, style: .monthDay)
            return $0.dayCount == 1
              ? words.format("1 day, %@", start)
              : words.format("%@ days, from %@ to %@", number(Double($0.dayCount)), start, end)
          } ?? WeekReport.none, nil
        ))
      rows.append(
        (words.text("Best day"), Self.dayText(steps.bestDay, metric: .steps, options: options), nil)
      )
      rows.append(
        (
          words.text("Best week"),
          Self.periodText(steps.bestWeek, metric: .steps, options: options, month: false), nil
        ))
      rows.append(
        (
          words.text("Best month"),
          Self.periodText(steps.bestMonth, metric: .steps, options: options, month: true), nil
        ))
    }
    if let weight = self[.bodyMass], let first = weight.first, let last = weight.last {
      let mass = {
        WeightGoalProgress.massText($0, units: options.units, locale: options.locale)
      }
      let (start, end) = options.locale.ranges.parts(
        from: first.date, to: last.date, style: .longMonthDay)
      rows.append(
        (
          words.text("Weight"), mass(first.value) + " \u{2192} " + mass(last.value),
          words.format(
            "from %@ on %@ to %@ on %@", mass(first.value), start, mass(last.value), end)
        ))
      rows.append(
        (
          words.text("Weight change"),
          Self.massChangeText(last.value - first.value, options: options), nil
        ))
      rows.append(
        (
          words.text("Lowest weight"),
          Self.dayText(weight.lowest, metric: .bodyMass, options: options), nil
        ))
    }
    let shortName = { (metric: MetricKind) in
      MetricFormat(metric: metric, options: options).shortName
    }
    for (metric, term) in [
      (MetricKind.sleepAsleep, words.text("Sleep")),
      (.restingHeartRate, words.text("Resting heart rate")),
      (.heartRateVariability, shortName(.heartRateVariability)),
      (.heartRateVariabilityRMSSD, shortName(.heartRateVariabilityRMSSD)),
    ] {
      guard let figures = self[metric] else { continue }
      rows.append((term, Self.averageText(figures, options: options) + change(figures), nil))
    }
    if let workouts = self[.workouts], let minutes = self[.workoutMinutes] {
      let count = Int(workouts.total.rounded())
      let time = MetricFormat(metric: .workoutMinutes, options: options).hoursAndMinutes(
        minutes.total / 60)
      rows.append(
        (
          words.text("Workouts"),
          words.plural(
            count, "%lld workouts, %@", one: "%lld workout, %@", number: number(Double(count)),
            time), nil
        ))
      if let top = activities.first {
        rows.append(
          (
            words.text("Top activity"),
            words.plural(
              top.count, "%@, %lld workouts", one: "%@, %lld workout",
              number: number(Double(top.count)), words.text(top.activity)), nil
          ))
      }
    }
    return rows
  }

  /// The one-line summary of the years' index: "8,532 steps a day · weight −3.0 lbs · sleep
  /// 7 hr 12 min a night · 150 workouts".
  func summaryText(options: SiteOptions) -> String {
    let words = options.locale.strings
    var parts: [String] = []
    if let steps = self[.steps] { parts.append(Self.averageText(steps, options: options)) }
    if let weight = self[.bodyMass], let first = weight.first, let last = weight.last {
      parts.append(
        words.format("weight %@", Self.massChangeText(last.value - first.value, options: options)))
    }
    if let sleep = self[.sleepAsleep] {
      parts.append(words.format("sleep %@", Self.averageText(sleep, options: options)))
    }
    if let workouts = self[.workouts] {
      let count = Int(workouts.total.rounded())
      parts.append(
        words.plural(
          count, "%lld workouts", one: "%lld workout",
          number: NumberFormat.grouped(Double(count), style: options.locale.numbers)))
    }
    return parts.isEmpty ? words.text("No data") : parts.joined(separator: " \u{00B7} ")
  }
}
