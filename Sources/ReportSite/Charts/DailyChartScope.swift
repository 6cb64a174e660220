import ChartKit
import HealthCore

/// What a section's day chart (``DailyStackedChart``) is drawn over and how, taken once from
/// its ``SectionCharts/Context``: the window, the week's first day, the card's link, whether it
/// is interactive, the selected day, the highlighted week and the reader's locale.
struct DailyChartScope: Sendable {
  /// The days shown; `nil` without data.
  let window: ReportWindow?
  /// The first day of the week (axis ticks).
  let weekStart: WeekStart
  /// The relative link of the card's header; `nil` for none.
  let link: String?
  /// Whether the chart responds to hover, focus and taps.
  let interactive: Bool
  /// The statically selected day, if any.
  let selectedDate: LocalDate?
  /// Days marked with a light band (a weekly report's week), if any.
  let highlight: ClosedRange<LocalDate>?
  /// The reader's language and customs.
  let locale: ReportLocale

  /// The scope of `context`'s charts.
  init(context: SectionCharts.Context) {
    window = context.window
    weekStart = context.options.weekStart
    link = context.link
    interactive = context.interactive
    selectedDate = context.options.selectedDate
    highlight = context.highlight
    locale = context.options.locale
  }

  /// Annotations on interactive charts of up to a year.
  var showsAnnotations: Bool { interactive && (window?.dayCount ?? 0) <= 366 }

  /// "last 28 days".
  var windowPhrase: String {
    ChartText.windowPhrase(dayCount: window?.dayCount ?? 0, locale: locale)
  }
}
