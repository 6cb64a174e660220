import ChartKit
import HealthCore

/// The rules of charts over long spans, the list and section pages' charts over up to a year:
///
/// - A chart is **long** when it spans more than 62 days (about two months): a day is then
///   narrower than a few points, so per-day bars and dots give way to weekly bars (steps,
///   distance, energy, exercise, sleep, workouts) or to a 7-day moving average drawn over faint
///   daily points (weight, heart rates).
/// - Its days are **whole weeks**: the 52 weeks ending with the week of the report's last day
///   (fewer when the data starts later), so every bar is a whole week.
/// - It takes the page's width: drawn twice, ``narrowWidth`` for phones and ``wideWidth`` from
///   760 px (``WideChart``), each with as many month (or week) ticks as its width holds,
///   labelled by month and year (ChartKit's ``TimeTickLabel``).
enum LongSpan {
  /// The most days a chart spans before it is long: 62.
  static let dayThreshold = 62
  /// The weeks a long chart spans at most: 52.
  static let weekCount = 52
  /// The narrow rendering's width (phones), points.
  static let narrowWidth = ChartSize.width
  /// The wide rendering's width (screens of 760 px and more), points.
  static let wideWidth = 640.0

  /// Whether a chart over `dayCount` days is long.
  static func isLong(dayCount: Int) -> Bool { dayCount > dayThreshold }

  /// The whole weeks a long chart of the days up to `end` shows: from the week holding the
  /// data's first day (or 51 weeks before the last week, whichever is later) through the
  /// week holding `end`.
  /// - Parameters:
  ///   - end: the report's last day.
  ///   - firstData: the first day with data of what the chart shows, if known.
  ///   - weekStart: the first day of the week.
  /// - Returns: the window, a whole number of weeks.
  static func window(endingOn end: LocalDate, firstData: LocalDate?, weekStart: WeekStart)
    -> ReportWindow
  {
    let lastWeek = weekStart.weekStart(containing: end)
    var first = lastWeek.adding(days: -7 * (weekCount - 1))
    if let firstData, firstData > first {
      first = weekStart.weekStart(containing: min(firstData, end))
    }
    let last = lastWeek.adding(days: 6)
    return ReportWindow(end: last, dayCount: first.days(to: last) + 1)
  }

  /// "Last 52 weeks", "Last 17 weeks", "Last week", in the reader's words.
  static func heading(_ window: ReportWindow, locale: ReportLocale) -> String {
    let weeks = max(1, window.dayCount / 7)
    return locale.strings.plural(
      weeks, "Last %lld weeks", one: "Last week",
      number: NumberFormat.grouped(Double(weeks), style: locale.numbers))
  }

  /// "last 52 weeks", "last week" (inside a sentence), in the reader's words; "last weeks"
  /// without a window.
  static func phrase(_ window: ReportWindow?, locale: ReportLocale) -> String {
    guard let window else { return locale.strings.text("last weeks") }
    let weeks = max(1, window.dayCount / 7)
    return locale.strings.plural(
      weeks, "last %lld weeks", one: "last week",
      number: NumberFormat.grouped(Double(weeks), style: locale.numbers))
  }

  /// The time axis of a long chart `width` points wide over `window`: about one tick per 55
  /// points (12 on the wide chart, 6 on the narrow), labelled by year, month or `M/d`.
  /// - Parameters:
  ///   - window: the days shown.
  ///   - weekStart: the first day of the week (week ticks).
  ///   - width: the chart's width, points.
  ///   - binDays: the days each datum spans (7 for weekly bars, 1 for days).
  ///   - locale: the reader's locale (month names, days as `M/d` or `d.M.`).
  /// - Returns: the axis.
  static func axis(
    window: ReportWindow, weekStart: WeekStart, width: Double, binDays: Int,
    locale: ReportLocale
  ) -> Chart.XAxis {
    let calendar = HealthDayCalendar(weekStart: weekStart)
    let ticks = max(4, Int((width / 55).rounded(.down)))
    let dates = locale.dates
    let monthNames = (1...12).map { dates.shortMonthName($0) }
    let label: @Sendable (Int) -> String = { day in
      TimeTickLabel.multiScale(
        day, calendar: HealthDayCalendar(weekStart: weekStart), monthNames: monthNames,
        dayLabel: { dates.numericMonthDay(LocalDate(dayNumber: $0)) })
    }
    let first = window.start.dayNumber
    let last = window.end.dayNumber
    guard binDays > 1 else {
      return .days(first: first, last: last, calendar: calendar, tickCount: ticks, label: label)
    }
    return .dayBins(
      first: first, last: last, span: binDays, calendar: calendar, tickCount: ticks, label: label)
  }
}

/// A chart drawn at two widths on a page: ``LongSpan/narrowWidth`` on phones and
/// ``LongSpan/wideWidth`` on wider screens, where it takes the page's width (CSS switches
/// them at 760 px; the hidden one is out of the accessibility tree and the tab order).
protocol WideChart: DashboardChart {
  /// The width this rendering is drawn at, points.
  var width: Double { get set }
}
