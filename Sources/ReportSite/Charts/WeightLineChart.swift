import ChartKit
import HealthCore

/// The weight line chart: a Catmull-Rom line with a point on every day, the area down to the
/// window's minimum and a dashed mint goal rule (SPEC §3).
struct WeightLineChart: DashboardChart {
  let data: DashboardData
  /// The relative link of the card's header (the weight list page); `nil` for none.
  let link: String?

  var fileName: String { "weight" }
  var idCode: String { "w" }
  var colorRules: HealthPalette.Rules { .weight }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard average != nil else { return [.empty] }
    return data.showsAnnotations ? [.datums, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) {
    ChartSize.cartesian(annotated: data.showsAnnotations)
  }

  /// The mean weight of the window, in the display unit; `nil` when there is none.
  var average: Double? { ChartHelper.averageValue(for: data.weights) }

  var card: ChartCard {
    let subtitle =
      average.map { "Avg: " + NumberFormat.grouped($0, decimals: 1) + " " + data.units.shortLabel }
      ?? "No weight in the " + data.windowPhrase
    return ChartCard(
      title: "Weight", subtitle: subtitle, iconPaths: MetricIcons.weight,
      accentClass: "accent-weight",
      accentColor: HealthPalette.colors.weight, link: link)
  }

  var accessibility: ChartAccessibility {
    let unit = data.units.spokenName
    let goal = NumberFormat.tick(data.goalWeight, decimals: 1) + " " + unit
    guard let average else {
      return ChartAccessibility(
        label: "Line chart, weight: no data, goal weight: " + goal, description: "No data.")
    }
    let label =
      "Line chart, weight, average weight: " + NumberFormat.grouped(average, decimals: 1) + " "
      + unit
      + ", goal weight: " + goal
    return ChartAccessibility(
      label: label,
      description: ChartText.summarize(data.weights, window: data.window) {
        NumberFormat.grouped($0, decimals: 1) + " " + unit
      })
  }

  var dataTable: DataTable? {
    ChartText.table(
      data.weights, caption: "Weight per day, " + data.windowPhrase,
      labelHeading: "Date", valueHeading: "Weight (" + data.units.rawValue + ")",
      format: { NumberFormat.grouped($0, decimals: 1) })
  }

  func datumLabel(_ datum: DateValue) -> String {
    datum.date.accessibilityText + ": " + NumberFormat.grouped(datum.value, decimals: 1) + " "
      + data.units.spokenName
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window = data.window, let minimum = data.weights.map(\.value).min() else {
      writeEmptyState(
        data.emptyMessage("weight"), className: "chart chart-weight", ids: ids,
        styleSheet: styleSheet, to: &writer)
      return
    }
    let points = data.weights.map { (x: Double($0.date.dayNumber), y: Optional($0.value)) }
    let tips: [(x: Double, tip: Tip)] =
      !data.showsAnnotations
      ? []
      : data.weights.map { datum in
        (
          x: Double(datum.date.dayNumber),
          tip: Tip(
            title: datum.date.annotationText, value: NumberFormat.grouped(datum.value, decimals: 1),
            accessibilityLabel: datumLabel(datum), valueColor: HealthPalette.colors.weightText)
        )
      }
    let curve = Curve.catmullRom(alpha: 0.5)
    let selected = ChartHelper.parseSelectedData(from: data.weights, in: data.selectedDate)
    let chart = Chart(
      width: size.width, plotHeight: ChartSize.plotHeight,
      xAxis: DashboardData.dayAxis(window: window, weekStart: data.weekStart),
      yAxis: Chart.YAxis(
        tickCount: 4, includes: [data.goalWeight],
        format: { NumberFormat.tick($0, decimals: 2) }),
      marks: data.highlightMarks + [
        RuleMark(
          y: data.goalWeight, stroke: HealthPalette.colors.goal, className: "rule-goal"),
        AreaMark(
          points: points, baseline: minimum, curve: curve, fill: ids.url("area"),
          className: "area-weight"),
        LineMark(
          points: points, curve: curve, stroke: HealthPalette.colors.weight,
          className: "line-weight",
          symbol: data.hasDayAnnotations
            ? LineMark.Symbol(
              fill: HealthPalette.colors.weight, stroke: HealthPalette.colors.card,
              className: "point-weight")
            : nil),
        TipMark(data: tips),
      ],
      ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested),
      selection: selected.map { Double($0.date.dayNumber) }, className: "chart chart-weight",
      styleSheet: styleSheet,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "area", topColor: HealthPalette.colors.weight, topOpacity: 0.5,
          bottomColor: HealthPalette.colors.weight, bottomOpacity: 0)
      ])
    write(chart, nested: nested, to: &writer)
  }
}
