import ChartKit
import HealthCore

/// Bars of a metric's average per weekday over a window (the sleep and workout segments' second
/// card): one bar per weekday with data, in the week's order, in the section's colour.
struct WeekdayAverageChart: MetricSetupChart {
  /// The metric (hours as "7 hr 12 min", minutes as numbers), the days averaged, the week's
  /// first day, the colours, the card's title ("Average Sleep") and whether it is interactive.
  var setup: MetricChartSetup
  /// The averages, in week order (weekdays without data left out).
  let averages: [WeekdayValue]
  /// The accessible name ("Bar chart, average time asleep per weekday, last 28 days.").
  let label: String
  /// "last 28 days", in the reader's words.
  let windowPhrase: String
  /// The statically selected day, if any.
  let selectedDate: LocalDate?
  /// Why the chart is empty.
  let emptyMessage: String
  /// The standalone file's name.
  let fileName: String

  /// The days averaged.
  var dayCount: Int { window?.dayCount ?? 0 }
  var idCode: String { "w" }
  var styleParts: Set<ChartStyleSheet.Part> {
    cartesianStyleParts(hasData: !averages.isEmpty, annotated: interactive)
  }
  var size: (width: Double, height: Double) { ChartSize.cartesian(annotated: interactive) }

  var card: ChartCard {
    accent.card(
      title: title,
      subtitle: words.plural(
        dayCount, "Per Weekday (Last %lld Days)", one: "Per Weekday (Last %lld Day)",
        number: NumberFormat.grouped(Double(dayCount), style: locale.numbers)),
      iconPaths: MetricIcons.calendar, link: nil)
  }

  /// A weekday's value as shown: "7 hr 12 min", "34 min".
  func text(_ value: Double) -> String { format.withUnit(value) }

  var accessibility: ChartAccessibility {
    ChartAccessibility(
      label: label, description: ChartText.describe(averages.map(datumLabel), locale: locale))
  }

  var dataTable: DataTable? {
    ChartText.table(
      averages, caption: words.format("%@ per weekday, %@", title, windowPhrase),
      labelHeading: words.text("Weekday"), valueHeading: format.shortName, locale: locale,
      format: { format.withUnitOrNumber($0) })
  }

  func datumLabel(_ entry: WeekdayValue) -> String {
    locale.dates.weekdayName(entry.weekday) + ": " + text(entry.value)
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
            title: locale.dates.weekdayName(entry.weekday), value: text(entry.value),
            accessibilityLabel: datumLabel(entry), valueColor: accent.textColor) : nil)
    }
    let selected = selectedDate.map { Double(weekStart.position(of: $0.weekday)) }
    let hasSelected = averages.contains { Double(weekStart.position(of: $0.weekday)) == selected }
    writeCartesian(
      [BarMark(data: bars, fill: accent.color, padding: 0)],
      xAxis: .bands(
        labels: weekStart.orderedWeekdays.map(locale.dates.shortWeekdayName), paddingInner: 0.3,
        paddingOuter: 0.15),
      yAxis: HealthMarks.compactYAxis(tickCount: 4, locale: locale),
      selection: hasSelected ? selected : nil, className: accent.chartClass, ids: ids,
      styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
