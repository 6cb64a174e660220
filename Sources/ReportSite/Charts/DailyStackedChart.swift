import ChartKit
import HealthCore

/// A day chart of stacked bars, the sleep and workout cards: a light band over a weekly
/// report's week, one bar of coloured segments per day, a dashed rule at the average, and the
/// statically selected day's annotation. ``SleepChart`` and ``WorkoutChart`` configure it with
/// their days' segments, their accent and their words; it draws the rest.
protocol DailyStackedChart: DashboardChart {
  /// The days shown and how (window, week start, link, interaction, selection, highlight).
  var scope: DailyChartScope { get }
  /// The chart's colours and classes.
  var accent: ChartAccent { get }
  /// The height of the dashed rule, in the bars' unit; `nil` without data (the empty state).
  var average: Double? { get }
  /// The card's title, in the reader's words ("Sleep").
  var title: String { get }
  /// The card's subtitle: the average ("Avg: 7 hr 12 min"), or what is missing.
  var subtitle: String { get }
  /// The chart's accessible name with data, naming its window and `average`.
  func label(average: Double) -> String
  /// The chart's accessible name without data.
  var emptyLabel: String { get }
  /// The days' totals the accessible description summarizes (days with data).
  var summaryValues: [DateValue] { get }
  /// A total as the description reads it ("7 hr 12 min asleep", "52 minutes").
  func summaryText(_ value: Double) -> String
  /// What the empty state says ("No sleep in the last 28 days.").
  var emptyMessage: String { get }
  /// One bar per day with data, ascending, with its segments and annotation.
  func bars() -> [StackedBarMark.Datum]
}

extension DailyStackedChart {
  /// The days shown; `nil` without data.
  var window: ReportWindow? { scope.window }
  /// The reader's language and customs.
  var locale: ReportLocale { scope.locale }
  /// The reader's words.
  var words: StringCatalog { scope.locale.strings }
  /// Annotations on interactive charts of up to a year.
  var showsAnnotations: Bool { scope.showsAnnotations }
  /// "last 28 days".
  var windowPhrase: String { scope.windowPhrase }

  var colorRules: HealthPalette.Rules { accent.rules }
  var styleParts: Set<ChartStyleSheet.Part> {
    cartesianStyleParts(hasData: average != nil, annotated: showsAnnotations)
  }
  var size: (width: Double, height: Double) { ChartSize.cartesian(annotated: showsAnnotations) }

  var card: ChartCard {
    accent.card(title: title, subtitle: subtitle, iconPaths: MetricIcons.calendar, link: scope.link)
  }

  var accessibility: ChartAccessibility {
    guard let average else {
      return ChartAccessibility(label: emptyLabel, description: words.text("No data."))
    }
    return ChartAccessibility(
      label: label(average: average),
      description: ChartText.summarize(
        summaryValues, window: window, locale: locale, format: summaryText))
  }

  /// A day's stacked segments, bottom up: each value above `minimum` (hours, minutes) with the
  /// style of its place, stacked from zero.
  /// - Parameters:
  ///   - values: the values in drawing order.
  ///   - styles: each place's fill (the colour where styles are ignored) and class, made once
  ///     per chart; values beyond them are not drawn.
  ///   - minimum: the least value drawn.
  /// - Returns: the segments, bottom first.
  static func stack(
    _ values: [Double], styles: [(fill: String, className: String)], minimum: Double = 0
  ) -> [StackedBarMark.Segment] {
    var result: [StackedBarMark.Segment] = []
    result.reserveCapacity(min(values.count, styles.count))
    var top = 0.0
    for (value, style) in zip(values, styles) where value > minimum {
      result.append(
        StackedBarMark.Segment(
          lower: top, upper: top + value, fill: style.fill, className: style.className))
      top += value
    }
    return result
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, let average else {
      writeEmptyState(
        emptyMessage, className: accent.chartClass, ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    let bars = bars()
    var marks: [any Mark] = HealthMarks.weekBand(scope.highlight)
    marks += [
      StackedBarMark(data: bars, fill: accent.color, padding: 0.25),
      HealthMarks.averageRule(average),
    ]
    let selected = scope.selectedDate.flatMap { date in
      let day = Double(date.dayNumber)
      return showsAnnotations && bars.contains { $0.x == day } ? day : nil
    }
    writeCartesian(
      marks,
      xAxis: DashboardData.dayAxis(window: window, weekStart: scope.weekStart, locale: locale),
      yAxis: HealthMarks.compactYAxis(tickCount: 3, locale: locale), selection: selected,
      className: accent.chartClass, ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
