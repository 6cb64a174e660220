import ChartKit
import HealthCore

/// The weekday bars of average daily weight change: indigo for gains, mint for losses (SPEC §3).
struct WeightChangeChart: WeekdayDashboardChart {
  static let setup = DashboardCardSetup(
    fileName: "weight-change", idCode: "c", chart: "change", rules: .change, accent: .weight)
  let data: DashboardData

  var styleParts: Set<ChartStyleSheet.Part> {
    guard !data.weekdayWeightChanges.isEmpty else { return [.empty] }
    return data.interactive ? [.datums, .dimming, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) {
    ChartSize.cartesian(annotated: data.interactive)
  }

  var card: ChartCard {
    Self.setup.card(
      title: data.words.text("Average Weight Change"),
      subtitle: data.words.plural(
        data.dayCount, "Per Weekday (Last %lld Days)", one: "Per Weekday (Last %lld Day)",
        number: data.dayCountText),
      iconPaths: MetricIcons.change)
  }

  var weekdays: [WeekdayValue] { data.weekdayWeightChanges }
  var accessibleName: String {
    data.words.text("Bar chart, average weight difference per weekday.")
  }
  var tableCaption: String {
    data.words.format("Average daily weight change per weekday, %@", data.windowPhrase)
  }
  var valueHeading: String {
    data.words.format("Average change (%@)", data.units.changeUnit.rawValue)
  }

  func valueText(_ value: Double) -> String { signed(value) }

  /// Why the chart is empty: no weights in the window, or too few days for a change.
  var changeEmptyMessage: String {
    guard !data.weightsForChange.isEmpty else { return data.emptyMessage("weight") }
    return data.words.format(
      "A change needs weight on two days or more; there is one in the %@. Add more days to see it.",
      data.windowPhrase)
  }

  /// A change with its sign in the reader's number style ("+0.4", "−1,2").
  func signed(_ value: Double) -> String {
    NumberFormat.signed(value, decimals: 1, style: data.locale.numbers)
  }

  /// "Monday: +0.4 pounds", the signed change written as `value`.
  func datumLabel(_ entry: WeekdayValue, value: String) -> String {
    let name = data.locale.dates.weekdayName(entry.weekday)
    return data.locale.datumWords.weightLabel(
      { $0.append(name) }, number: value, unit: data.units.changeUnit)
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard !data.weekdayWeightChanges.isEmpty else {
      writeEmptyState(
        changeEmptyMessage, className: Self.setup.chartClass, ids: ids, styleSheet: styleSheet,
        to: &writer)
      return
    }
    let order = data.weekStart.orderedWeekdays
    let (gainFill, lossFill) = (ids.url("gain"), ids.url("loss"))
    let bars = data.weekdayWeightChanges.map { entry in
      let gain = entry.value >= 0
      var tip: Tip?
      if data.interactive {
        let change = signed(entry.value)
        tip = Tip(
          title: data.locale.dates.weekdayMonthDay(entry.date), value: change,
          accessibilityLabel: datumLabel(entry, value: change), valueClass: gain ? nil : "loss",
          valueColor: gain ? HealthPalette.colors.weightText : HealthPalette.colors.goalText)
      }
      return BarMark.Datum(
        x: Double(data.weekStart.position(of: entry.weekday)), y: entry.value, tip: tip,
        fill: gain ? gainFill : lossFill)
    }
    let selected = data.selectedDate.map { Double(data.weekStart.position(of: $0.weekday)) }
    let hasSelected = data.weekdayWeightChanges.contains {
      Double(data.weekStart.position(of: $0.weekday)) == selected
    }
    writeCartesian(
      [BarMark(data: bars, fill: HealthPalette.colors.weight, padding: 0)],
      xAxis: .bands(
        labels: order.map(data.locale.dates.shortWeekdayName), paddingInner: 0.3,
        paddingOuter: 0.15),
      yAxis: data.decimalAxis(tickCount: 4),
      selection: hasSelected ? selected : nil, className: Self.setup.chartClass,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "gain", topColor: HealthPalette.colors.weightHighlight,
          bottomColor: HealthPalette.colors.weight),
        SVGDocument.verticalGradient(
          ids: ids, name: "loss", topColor: HealthPalette.colors.goalHighlight,
          bottomColor: HealthPalette.colors.goal),
      ], ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
