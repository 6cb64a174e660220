import ChartKit
import HealthCore

/// The weekday bars of average daily weight change: indigo for gains, mint for losses (SPEC §3).
struct WeightChangeChart: DashboardChart {
  let data: DashboardData

  var fileName: String { "weight-change" }
  var idCode: String { "c" }
  var colorRules: HealthPalette.Rules { .change }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard !data.weekdayWeightChanges.isEmpty else { return [.empty] }
    return data.interactive ? [.datums, .dimming, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) {
    ChartSize.cartesian(annotated: data.interactive)
  }

  var card: ChartCard {
    ChartCard(
      title: "Average Weight Change",
      subtitle: "Per Weekday (Last " + String(data.dayCount) + " Days)",
      iconPaths: MetricIcons.change, accentClass: "accent-weight",
      accentColor: HealthPalette.colors.weight,
      link: nil)
  }

  var accessibility: ChartAccessibility {
    ChartAccessibility(
      label: "Bar chart, average weight difference per weekday.",
      description: ChartText.describe(data.weekdayWeightChanges.map(datumLabel)))
  }

  var dataTable: DataTable? {
    ChartText.table(
      data.weekdayWeightChanges,
      caption: "Average daily weight change per weekday, " + data.windowPhrase,
      labelHeading: "Weekday", valueHeading: "Average change (" + data.units.rawValue + ")",
      format: { NumberFormat.signed($0, decimals: 1) })
  }

  /// Why the chart is empty: no weights in the window, or too few days for a change.
  var changeEmptyMessage: String {
    guard !data.weightsForChange.isEmpty else { return data.emptyMessage("weight") }
    return "A change needs weight on two days or more; there is one in the " + data.windowPhrase
      + ". Add more days to see it."
  }

  func datumLabel(_ entry: WeekdayValue) -> String {
    entry.weekday.fullName + ": " + NumberFormat.signed(entry.value, decimals: 1) + " "
      + data.units.spokenName
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard !data.weekdayWeightChanges.isEmpty else {
      writeEmptyState(
        changeEmptyMessage, className: "chart chart-change", ids: ids, styleSheet: styleSheet,
        to: &writer)
      return
    }
    let order = data.weekStart.orderedWeekdays
    let bars = data.weekdayWeightChanges.map { entry in
      let gain = entry.value >= 0
      return BarMark.Datum(
        x: Double(data.weekStart.position(of: entry.weekday)), y: entry.value,
        tip: data.interactive
          ? Tip(
            title: entry.date.annotationText,
            value: NumberFormat.signed(entry.value, decimals: 1),
            accessibilityLabel: datumLabel(entry), valueClass: gain ? nil : "loss",
            valueColor: gain ? HealthPalette.colors.weightText : HealthPalette.colors.goalText)
          : nil,
        fill: ids.url(gain ? "gain" : "loss"))
    }
    let selected = data.selectedDate.map { Double(data.weekStart.position(of: $0.weekday)) }
    let hasSelected = data.weekdayWeightChanges.contains {
      Double(data.weekStart.position(of: $0.weekday)) == selected
    }
    let chart = Chart(
      width: size.width, plotHeight: ChartSize.plotHeight,
      xAxis: .bands(labels: order.map(\.shortName), paddingInner: 0.3, paddingOuter: 0.15),
      yAxis: Chart.YAxis(tickCount: 4, format: { NumberFormat.tick($0, decimals: 2) }),
      marks: [BarMark(data: bars, fill: HealthPalette.colors.weight, padding: 0)],
      ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested),
      selection: hasSelected ? selected : nil,
      className: "chart chart-change", styleSheet: styleSheet,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "gain", topColor: HealthPalette.colors.weightHighlight,
          bottomColor: HealthPalette.colors.weight),
        SVGDocument.verticalGradient(
          ids: ids, name: "loss", topColor: HealthPalette.colors.goalHighlight,
          bottomColor: HealthPalette.colors.goal
        ),
      ])
    write(chart, nested: nested, to: &writer)
  }
}
