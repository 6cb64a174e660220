import ChartKit
import HealthCore

/// The weekday donut: average steps per weekday over the 28 days, the highest selected (SPEC §3).
struct WeekdayDonutChart: WeekdayDashboardChart {
  static let setup = DashboardCardSetup(
    fileName: "steps-weekday", idCode: "a", chart: "donut", rules: .donut, accent: .steps)
  let data: DashboardData

  var styleParts: Set<ChartStyleSheet.Part> {
    data.weekdaySteps.isEmpty ? [.empty] : [.datums, .dimming, .donut]
  }
  var size: (width: Double, height: Double) { ChartSize.donut }

  var card: ChartCard {
    Self.setup.card(
      title: data.words.text("Averages"),
      subtitle: data.words.plural(
        data.dayCount, "Last %lld Days", one: "Last %lld Day", number: data.dayCountText),
      iconPaths: MetricIcons.calendar)
  }

  var weekdays: [WeekdayValue] { data.weekdaySteps }
  var accessibleName: String { data.words.text("Pie chart, average steps per weekday.") }
  var tableCaption: String {
    data.words.format("Average steps per weekday, %@", data.windowPhrase)
  }
  var valueHeading: String { data.words.text("Average steps") }

  func valueText(_ value: Double) -> String { data.number(value) }

  /// "Monday: 12,345 steps", the average written as `value`.
  func datumLabel(_ entry: WeekdayValue, value: String) -> String {
    let name = data.locale.dates.weekdayName(entry.weekday)
    return data.locale.datumWords.stepsLabel({ $0.append(name) }, count: value)
  }

  /// The statically selected sector: the weekday of `--select` if present, else the highest
  /// average (the first one on ties).
  var selectedIndex: Int? {
    if let selected = data.selectedDate,
      let index = data.weekdaySteps.firstIndex(where: { $0.weekday == selected.weekday })
    {
      return index
    }
    var best: Int?
    for (index, entry) in data.weekdaySteps.enumerated() {
      if let current = best, data.weekdaySteps[current].value >= entry.value { continue }
      best = index
    }
    return best
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard !data.weekdaySteps.isEmpty else {
      writeEmptyState(
        data.emptyMessage("steps"), className: Self.setup.chartClass, ids: ids,
        styleSheet: styleSheet, to: &writer)
      return
    }
    let fill = ids.url("sector")
    let slices = data.weekdaySteps.map { entry in
      let count = valueText(entry.value)
      return DonutChart.Slice(
        value: entry.value, fill: fill, title: data.locale.dates.weekdayName(entry.weekday),
        valueText: count, accessibilityLabel: datumLabel(entry, value: count))
    }
    var donut = DonutChart(
      slices: slices, selectedIndex: selectedIndex, ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested),
      className: Self.setup.chartClass, valueColor: HealthPalette.colors.stepsText,
      styleSheet: styleSheet,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "sector", topColor: HealthPalette.colors.stepsHighlight,
          bottomColor: HealthPalette.colors.steps)
      ], width: size.width, height: size.height
    )
    donut.isNested = nested
    donut.write(to: &writer)
  }
}
