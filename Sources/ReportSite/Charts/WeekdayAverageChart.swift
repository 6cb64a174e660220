import ChartKit
import HealthCore

/// Bars of a metric's average per weekday over a window (the sleep and workout segments' second
/// card): one bar per weekday with data, in the week's order, in the section's colour.
struct WeekdayAverageChart: DashboardChart {
  /// How values are shown (hours as "7 hr 12 min", minutes as numbers).
  let format: MetricFormat
  /// The averages, in week order (weekdays without data left out).
  let averages: [WeekdayValue]
  /// The first day of the week.
  let weekStart: WeekStart
  /// The days averaged.
  let dayCount: Int
  /// The card's title ("Average Sleep").
  let title: String
  /// What is averaged, for the accessible name ("average time asleep per weekday").
  let what: String
  /// Whether the chart responds to hover, focus and taps.
  let interactive: Bool
  /// The statically selected day, if any.
  let selectedDate: LocalDate?
  /// Why the chart is empty.
  let emptyMessage: String
  /// The standalone file's name.
  let fileName: String

  var accent: ChartAccent { ChartAccent.of(format.metric) }
  var idCode: String { "w" }
  var colorRules: HealthPalette.Rules { accent.rules }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard !averages.isEmpty else { return [.empty] }
    return interactive ? [.datums, .dimming, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) { ChartSize.cartesian(annotated: interactive) }

  var card: ChartCard {
    ChartCard(
      title: title, subtitle: "Per Weekday (Last " + String(dayCount) + " Days)",
      iconPaths: MetricIcons.calendar, accentClass: accent.accentClass,
      accentColor: accent.textColor,
      link: nil)
  }

  /// A weekday's value as shown: "7 hr 12 min", "34 min".
  func text(_ value: Double) -> String { format.withUnit(value) }

  var accessibility: ChartAccessibility {
    ChartAccessibility(
      label: "Bar chart, " + what + ", last " + String(dayCount) + " days.",
      description: ChartText.describe(averages.map(datumLabel)))
  }

  var dataTable: DataTable? {
    ChartText.table(
      averages, caption: title + " per weekday, last " + String(dayCount) + " days",
      labelHeading: "Weekday", valueHeading: format.metric.definition.shortName,
      format: { format.withUnitOrNumber($0) })
  }

  func datumLabel(_ entry: WeekdayValue) -> String {
    entry.weekday.fullName + ": " + text(entry.value)
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard !averages.isEmpty else {
      writeEmptyState(
        emptyMessage, className: accent.chartClass, ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    let bars = averages.map { entry in
      BarMark.Datum(
        x: Double(weekStart.position(of: entry.weekday)), y: entry.value,
        tip: interactive
          ? Tip(
            title: entry.weekday.fullName, value: text(entry.value),
            accessibilityLabel: datumLabel(entry), valueColor: accent.textColor) : nil)
    }
    let selected = selectedDate.map { Double(weekStart.position(of: $0.weekday)) }
    let hasSelected = averages.contains { Double(weekStart.position(of: $0.weekday)) == selected }
    let chart = Chart(
      width: size.width, plotHeight: ChartSize.plotHeight,
      xAxis: .bands(
        labels: weekStart.orderedWeekdays.map(\.shortName), paddingInner: 0.3, paddingOuter: 0.15),
      yAxis: Chart.YAxis(tickCount: 4, format: NumberFormat.compact),
      marks: [BarMark(data: bars, fill: accent.color, padding: 0)],
      ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested), selection: hasSelected ? selected : nil,
      className: accent.chartClass, styleSheet: styleSheet)
    write(chart, nested: nested, to: &writer)
  }
}
