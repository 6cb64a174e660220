import ChartKit
import HealthCore

/// Everything the four dashboard charts show, computed once from a dataset and the options:
/// the 28-day windows, weights in the display unit, averages, weekday statistics and the static
/// selection.
struct DashboardData: Sendable {
  /// The report's last day; `nil` when there is no data at all and no `--end`.
  let endDate: LocalDate?
  /// Steps per day in the 28-day window (missing days absent).
  let steps: [DateValue]
  /// Weight per day in the 28-day window, in `units`.
  let weights: [DateValue]
  /// Weight per day in the 29-day window, in `units.changeUnit` (pounds for stones).
  let weightsForChange: [DateValue]
  /// Mean steps per weekday over the 28 days, in week order.
  let weekdaySteps: [WeekdayValue]
  /// Mean daily weight change per weekday, in `units`, in week order.
  let weekdayWeightChanges: [WeekdayValue]
  /// The number of days the step and weight charts show (28 on the dashboard).
  let dayCount: Int
  /// Days the steps and weight charts mark with a light band (a weekly report's week); `nil`
  /// on the dashboard, whose charts stay unmarked.
  var highlight: ClosedRange<LocalDate>?
  /// Whether the charts respond to hover, focus and taps (pages, standalone SVG files); `false`
  /// for a picture, such as the email's PNGs, which shows no annotation and so keeps no room
  /// for one above the plot.
  var interactive = true
  /// The data and options the sleep, heart and workout charts are drawn from.
  let dataset: HealthDataset
  /// The report's options.
  let options: SiteOptions

  init(dataset: HealthDataset, options: SiteOptions, dayCount: Int = ReportWindow.chartDayCount) {
    let end = options.endDate ?? dataset.lastDate
    endDate = end
    self.dataset = dataset
    self.options = options
    self.dayCount = max(1, dayCount)
    guard let end else {
      (steps, weights, weightsForChange, weekdaySteps, weekdayWeightChanges) = ([], [], [], [], [])
      return
    }
    let window = ReportWindow(end: end, dayCount: self.dayCount)
    steps = ChartHelper.convert(data: dataset[.steps].values(in: window))
    let unit = options.units
    let toDisplay = { (metric: HealthMetric) in
      DateValue(date: metric.date, value: unit.value(fromKilograms: metric.value))
    }
    weights = dataset[.bodyMass].values(in: window).map(toDisplay)
    // A day's change is shown in pounds when weights are in stones.
    let changeUnit = unit.changeUnit
    weightsForChange = dataset[.bodyMass].values(
      in: ReportWindow(end: end, dayCount: self.dayCount + 1)
    ).map { DateValue(date: $0.date, value: changeUnit.value(fromKilograms: $0.value)) }
    weekdaySteps = ChartHelper.averageWeekdayCount(for: steps, weekStart: options.weekStart)
    weekdayWeightChanges = ChartHelper.averageDailyWeightDiffs(
      for: weightsForChange, weekStart: options.weekStart)
  }

  /// The display unit of weight.
  var units: WeightUnit { options.units }
  /// The goal weight in `units`.
  var goalWeight: Double { options.effectiveGoalWeight }
  /// The daily steps goal, steps.
  var stepsGoal: Double { options.stepsGoal }
  /// The first day of the week.
  var weekStart: WeekStart { options.weekStart }
  /// The statically selected day, if any.
  var selectedDate: LocalDate? { options.selectedDate }
  /// Where the data came from.
  var source: DataSource { dataset.source }

  /// The chart window (28 days on the dashboard), if there is an end day.
  var window: ReportWindow? { endDate.map { ReportWindow(end: $0, dayCount: dayCount) } }

  /// Whether the window is short enough for per-day detail (annotations, focus stops, points):
  /// up to a year of days, as longer windows draw marks narrower than a pixel (and would make
  /// files of megabytes).
  var hasDayAnnotations: Bool { dayCount <= 366 }

  /// Whether each day gets a hover annotation and a focus stop: in interactive charts with
  /// ``hasDayAnnotations``.
  var showsAnnotations: Bool { interactive && hasDayAnnotations }

  /// The band behind the highlighted days, as the first mark of a day chart (none without a
  /// highlight).
  var highlightMarks: [any Mark] { HealthMarks.weekBand(highlight) }

  /// The reader's language and customs.
  var locale: ReportLocale { options.locale }
  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// `value` grouped in the reader's number style with `decimals` places ("8,532", "8.532").
  func number(_ value: Double, decimals: Int = 0) -> String {
    NumberFormat.grouped(value, decimals: decimals, style: options.locale.numbers)
  }

  /// The number of days shown as the reader writes it ("28").
  var dayCountText: String { number(Double(dayCount)) }

  /// "last 28 days", for labels.
  var windowPhrase: String {
    ChartText.windowPhrase(dayCount: dayCount, locale: locale)
  }

  /// The time axis of a chart of the days of `window`: about 8 ticks over more than a year of
  /// days, else 5, at d3's time intervals in the calendar of `weekStart` (weeks start on it),
  /// labelled by ``axisLabel(_:window:)``.
  static func dayAxis(
    window: ReportWindow, weekStart: WeekStart, locale: ReportLocale
  ) -> Chart.XAxis {
    .days(
      first: window.start.dayNumber, last: window.end.dayNumber,
      calendar: HealthDayCalendar(weekStart: weekStart), tickCount: window.dayCount > 366 ? 8 : 5,
      label: { axisLabel($0, window: window, locale: locale) })
  }

  /// The time axis label of a day in `window`, for every day chart: the locale's numeric month
  /// and day (`M/d` in the US, `d.M.` in Germany), with the year (`M/d/yy`) when the window
  /// crosses a year.
  static func axisLabel(_ day: Int, window: ReportWindow?, locale: ReportLocale)
    -> String
  {
    let date = LocalDate(dayNumber: day)
    guard let window, window.start.year != window.end.year else {
      return locale.dates.numericMonthDay(date)
    }
    return locale.dates.numericDate(date)
  }

  /// "November 17, 2024 – December 14, 2024": the window's first and last day; `nil` without.
  var periodText: String? {
    window.map { locale.ranges.text(from: $0.start, to: $0.end, style: .full) }
  }

  /// What an empty chart says: "No steps in the last 28 days (November 17, 2024 – December 14,
  /// 2024)." with the period, or that there is no data yet. `what` is one of the keys
  /// "steps", "weight", … whose sentences the catalog holds.
  func emptyMessage(_ what: String) -> String {
    guard let periodText else {
      return words.format("No %@ yet: there is no data at all.", words.text(what))
    }
    return words.plural(
      dayCount, "No %@ in the last %lld days (%@).", one: "No %@ in the last %lld day (%@).",
      number: dayCountText, words.text(what), periodText)
  }
}
