import ChartKit
import HealthCore

/// What the charts of one metric over a window share (the metric chart of the list pages and
/// the long-span weekly-bar and trend-line charts): how values are shown, the days shown, the
/// week's first day, the colours, the title and whether the chart is interactive.
struct MetricChartSetup: Sendable {
  /// How values are shown.
  let format: MetricFormat
  /// The days shown; `nil` without data.
  let window: ReportWindow?
  /// The first day of the week (axis ticks).
  let weekStart: WeekStart
  /// The colours and classes (``ChartAccent/of(_:)`` of the metric by default).
  var accent: ChartAccent
  /// The card's title (the metric's name by default, "Sleep" for time asleep).
  var title: String
  /// Whether the chart responds to hover, focus and taps (`false` for a picture).
  var interactive = true

  /// The set-up of `format`'s metric over `window`, in its accent and under its name.
  /// - Parameters:
  ///   - format: how values are shown.
  ///   - window: the days shown, or `nil` without data.
  ///   - weekStart: the first day of the week.
  ///   - title: the card's title instead of the metric's name, if any.
  init(format: MetricFormat, window: ReportWindow?, weekStart: WeekStart, title: String? = nil) {
    self.format = format
    self.window = window
    self.weekStart = weekStart
    accent = ChartAccent.of(format.metric)
    self.title = title ?? format.name
  }
}

/// A chart drawn from a ``MetricChartSetup``.
protocol MetricSetupChart: DashboardChart {
  /// The shared set-up.
  var setup: MetricChartSetup { get set }
}

extension MetricSetupChart {
  /// How values are shown.
  var format: MetricFormat { setup.format }
  /// The days shown; `nil` without data.
  var window: ReportWindow? { setup.window }
  /// The first day of the week (axis ticks).
  var weekStart: WeekStart { setup.weekStart }
  /// The colours and classes.
  var accent: ChartAccent {
    get { setup.accent }
    set { setup.accent = newValue }
  }
  /// The card's title.
  var title: String {
    get { setup.title }
    set { setup.title = newValue }
  }
  /// Whether the chart responds to hover, focus and taps.
  var interactive: Bool {
    get { setup.interactive }
    set { setup.interactive = newValue }
  }
  /// The reader's words.
  var words: StringCatalog { setup.format.words }
  /// The reader's language and customs.
  var locale: ReportLocale { setup.format.locale }
  var colorRules: HealthPalette.Rules { setup.accent.rules }

  /// Writes the empty state: "There is no heart rate data in the last 28 days."
  /// - Parameters:
  ///   - windowPhrase: the window in words ("last 28 days").
  ///   - ids: the chart's id generator.
  ///   - styleSheet: the style sheet to embed, if any.
  ///   - writer: where the `<svg>` goes.
  func writeNoData(
    windowPhrase: String, ids: IDGenerator, styleSheet: StyleSheet?, to writer: inout MarkupWriter
  ) {
    writeEmptyState(
      words.format(
        "There is no %@ data in the %@.", ChartText.midSentence(format.name, locale: locale),
        windowPhrase), className: accent.chartClass, ids: ids, styleSheet: styleSheet, to: &writer)
  }
}
