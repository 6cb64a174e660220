import ChartKit
import HealthCore

/// A week's figures as text in the reader's language and units: the one wording of each figure
/// for the week page, the archive, the feed and the email, all formatted by `NumberFormat`
/// (round half to even, U+2212 minus) in the locale's style.
///
/// ``WeekReport`` (in HealthCore) holds the figures; this holds them with the ``SiteOptions``
/// that say how to write them.
public struct WeekText: Sendable, Hashable {
  /// The week's figures.
  public let report: WeekReport
  /// The reader's locale and units; their weight unit is the report's.
  public let options: SiteOptions

  /// The text of `report` for the reader of `options`.
  /// - Parameters:
  ///   - report: the week's figures.
  ///   - options: the locale and units (the weight unit is taken from `report`, whose weights
  ///     are in it).
  public init(report: WeekReport, options: SiteOptions) {
    self.report = report
    var options = options
    options.units = report.units
    self.options = options
  }

  /// The week.
  public var week: Week { report.week }
  /// The reader's locale.
  public var locale: ReportLocale { options.locale }
  /// The reader's words.
  var words: StringCatalog { options.locale.strings }
  /// How the reader writes days and times.
  var dates: DateStyle { options.locale.dates }
  /// How the reader writes numbers.
  var numbers: NumberStyle { options.locale.numbers }

  /// The format of `metric`'s values for the reader.
  func metricFormat(_ metric: MetricKind) -> MetricFormat {
    MetricFormat(metric: metric, options: options)
  }

  /// A grouped number in the reader's style ("8,748", "8.748").
  func number(_ value: Double, decimals: Int = 0) -> String {
    NumberFormat.grouped(value, decimals: decimals, style: numbers)
  }

  /// Hours as hours and minutes in the reader's words ("7 hr 12 min").
  func hoursAndMinutes(_ hours: Double) -> String {
    metricFormat(.sleepAsleep).hoursAndMinutes(hours)
  }

  /// "Week of December 8, 2024".
  public var title: String { words.format("Week of %@", dates.longDate(week.start)) }

  /// "Dec 8 – 14, 2024", "Dec 29, 2024 – Jan 4, 2025": the week's days.
  public var rangeText: String {
    locale.ranges.text(from: week.start, to: week.end, style: .medium)
  }

  /// "December 8, 2024 – December 14, 2024 (2024-W50)": the days of the week that have data
  /// (the whole week when every day has some, one day when only one has, the week's bounds
  /// when none has); the identifier only for ISO weeks.
  public var period: String {
    let (first, last) = report.dataRange ?? (week.start, week.end)
    let range = locale.ranges.text(from: first, to: last, style: .full)
    return week.weekStart == .monday ? range + " (" + week.identifier + ")" : range
  }

  /// "61,234" or "—".
  public var totalText: String { report.stepsTotal.map { number($0) } ?? WeekReport.none }

  /// "8,748" (whole steps per day with steps) or "—".
  public var averageText: String { report.stepsAverage.map { number($0) } ?? WeekReport.none }

  /// "▲ 3.2%", "▼ 12.0%", "0.0%", or "—" without a previous week.
  public var changeText: String {
    WeekReport.percentText(report.stepsChangePercent, style: numbers)
  }

  /// The change against the previous week in words, for screen readers and plain text.
  public var changeDescription: String {
    guard let percent = report.stepsChangePercent else {
      return words.text("no step data the week before")
    }
    let amount = NumberFormat.percent(abs(percent), decimals: 1, style: numbers)
    if amount == NumberFormat.percent(0, decimals: 1, style: numbers) {
      return words.text("unchanged from the week before")
    }
    return percent > 0
      ? words.format("%@ more steps per day than the week before", amount)
      : words.format("%@ fewer steps per day than the week before", amount)
  }

  /// A weight in the report's unit with its short unit: "162.4 lbs", "73,6 kg", "11 st 4.2 lb".
  func weight(_ value: Double) -> String {
    WeightText.short(value, unit: report.units, locale: locale)
  }

  /// "162.4 lbs" or "—".
  public func weightText(_ value: Double?) -> String {
    value.map { weight($0) } ?? WeekReport.none
  }

  /// "162.4 lbs (Sun, Dec 8)" or "—".
  public func datedWeightText(_ datum: DateValue?) -> String {
    guard let datum else { return WeekReport.none }
    return words.format("%@ (%@)", weightText(datum.value), dates.weekdayMonthDay(datum.date))
  }

  /// "−0.8 lbs", "+0.2 lbs" or "—" (a change of stones in pounds: "−1.4 lbs").
  public var weightChangeText: String {
    guard let change = report.weightChange else { return WeekReport.none }
    let unit = report.units.changeUnit
    let value = report.units == .stones ? change * 14 : change
    return NumberFormat.signed(value, decimals: 1, style: numbers) + " "
      + words.text(unit.shortLabel)
  }

  /// "12,345 steps, Wed, Dec 11" or "—".
  public func dayText(_ day: DateValue?) -> String {
    day.map { words.format("%@ steps, %@", number($0.value), dates.weekdayMonthDay($0.date)) }
      ?? WeekReport.none
  }

  /// What the archive and the feed say of a week without any data.
  public var noDataText: String { words.text("No data this week") }

  /// The archive's and the feed's items of a week with steps: "61,234 steps", "avg 8,748".
  var stepsItems: (total: String, average: String) {
    (words.format("%@ steps", totalText), words.format("avg %@", averageText))
  }

  /// "weight −0.8 lbs".
  var weightItem: String { words.format("weight %@", weightChangeText) }

  /// "61,234 steps · avg 8,748 · ▲ 3.2% · goal met on 4 of 7 days · weight −0.8 lbs · sleep 7 hr
  /// 12 min · 4 workouts"
  /// ("No data this week" for a week without data; sleep and workouts only when the week has
  /// them): the archive's and the feed's one-line summary.
  public var summaryText: String {
    if report.isEmpty { return noDataText }
    let dot = " \u{00B7} "
    if report.steps.isEmpty {
      switch report.weights.count {
      case 0: return words.text("No steps or weight this week") + recoverySummary
      case 1:
        return words.text("No steps") + dot
          + words.format("one weigh-in, %@", weightText(report.weights.first?.value))
          + recoverySummary
      default: return words.text("No steps") + dot + weightItem + recoverySummary
      }
    }
    let items = stepsItems
    return items.total + dot + items.average + dot + changeText + dot + goalSummary + dot
      + weightItem + recoverySummary
  }

  /// The steps of the week in one sentence, for an image's text alternative and plain text:
  /// "Steps, week of December 8: 8,748 a day on average, 3.2% more steps per day than the week
  /// before." (or "no steps recorded").
  public var stepsSentence: String {
    let start = dates.longMonthDay(week.start)
    guard report.stepsAverage != nil else {
      return words.format("Steps, week of %@: no steps recorded.", start)
    }
    return words.format(
      "Steps, week of %@: %@ a day on average, %@.", start, averageText, changeDescription)
  }

  /// The weight of the week in one sentence, in words as the charts' descriptions read them:
  /// "Weight, week of December 8: 168.9 pounds on December 8 to 168.2 pounds on December 14, a
  /// change of −0.7 pounds." (or "no weigh-ins", or the week's only weigh-in).
  public var weightSentence: String {
    let start = dates.longMonthDay(week.start)
    guard let first = report.weightStart, let last = report.weightEnd else {
      return words.format("Weight, week of %@: no weigh-ins.", start)
    }
    let units = report.units
    func weighIn(_ datum: DateValue) -> String {
      words.format(
        "%@ on %@", WeightText.spoken(datum.value, unit: units, locale: locale),
        dates.longMonthDay(datum.date))
    }
    guard let change = report.weightChange else {
      return words.format(
        "Weight, week of %@: %@, the week's only weigh-in.", start, weighIn(first))
    }
    let changeUnit = units.changeUnit
    let changeText =
      NumberFormat.signed(units == .stones ? change * 14 : change, decimals: 1, style: numbers)
      + " " + words.text(changeUnit.spokenName)
    return words.format(
      "Weight, week of %@: %@ to %@, a change of %@.", start, weighIn(first), weighIn(last),
      changeText)
  }

  /// "4 of 7 days" (days with steps that meet the goal, of the days with steps) or "—".
  public var goalText: String {
    guard !report.steps.isEmpty else { return WeekReport.none }
    return words.plural(
      report.stepsDays, "%@ of %lld days", one: "%@ of %lld day",
      number: number(Double(report.stepsDays)), number(Double(report.goalMetDays)))
  }

  /// "goal met on 4 of 7 days": the archive's and the feed's words for the steps goal.
  public var goalSummary: String { words.format("goal met on %@", goalText) }

  /// "daily goal of 10,000 steps met on 4 of 7 days with steps", for screen readers and text.
  public var goalDescription: String {
    words.format(
      "daily goal of %@ steps met on %@ with steps", number(report.stepsGoal), goalText)
  }

  /// The trends that changed this week, one sentence each ("Steps: now up from 7,905 to 9,120
  /// a day"), in metric order and the reader's words; empty when none changed.
  public var trendLines: [String] {
    report.trendChanges.map { $0.sentence(options: options) }
  }

  /// The headline figures as (term, shown value, spoken detail or `nil`), in the order every
  /// renderer lists them.
  public var figures: [(term: String, value: String, detail: String?)] {
    [
      (words.text("Total steps"), totalText, nil),
      (words.text("Average steps per day"), averageText, nil),
      (words.text("Change from last week"), changeText, changeDescription),
      (words.text("Weight at start"), datedWeightText(report.weightStart), nil),
      (words.text("Weight at end"), datedWeightText(report.weightEnd), nil),
      (words.text("Weight change"), weightChangeText, nil),
      (words.text("Best day"), dayText(report.bestDay), nil),
      (words.text("Quietest day"), dayText(report.quietestDay), nil),
      (
        words.format("Steps goal met (%@)", number(report.stepsGoal)), goalText,
        report.steps.isEmpty ? nil : goalDescription
      ),
    ] + recoveryFigures
  }
}
