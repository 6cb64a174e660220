import ChartKit
import HealthCore

/// The daily steps bar chart: 28 bars with a dashed average rule (SPEC §3) and a solid mint
/// rule at the daily goal (``GoalRule``).
struct StepsBarChart: DashboardChart {
  let data: DashboardData
  /// The relative link of the card's header (the steps list page); `nil` for none.
  let link: String?

  var fileName: String { "steps" }
  var idCode: String { "s" }
  var colorRules: HealthPalette.Rules { .steps }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard average != nil else { return [.empty] }
    return data.showsAnnotations ? [.datums, .dimming, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) {
    ChartSize.cartesian(annotated: data.showsAnnotations)
  }

  /// The mean of the window's days; `nil` when there is none.
  var average: Double? { ChartHelper.averageValue(for: data.steps) }

  var card: ChartCard {
    let subtitle =
      average.map { "Avg: " + NumberFormat.grouped($0.rounded(.towardZero)) + " steps" }
      ?? "No steps in the " + data.windowPhrase
    return ChartCard(
      title: "Steps", subtitle: subtitle, iconPaths: MetricIcons.steps, accentClass: "accent-steps",
      accentColor: HealthPalette.colors.steps, link: link)
  }

  var accessibility: ChartAccessibility {
    guard let average else {
      return ChartAccessibility(
        label: "Bar chart, step count, " + data.windowPhrase + ": no data.", description: "No data."
      )
    }
    let label =
      "Bar chart, step count, " + data.windowPhrase + ", average steps per day: "
      + NumberFormat.grouped(average.rounded(.towardZero)) + " steps, daily goal: "
      + NumberFormat.grouped(data.stepsGoal) + " steps, met on "
      + String(GoalRule.metCount(data.steps, goal: data.stepsGoal)) + " of "
      + String(data.steps.count) + (data.steps.count == 1 ? " day." : " days.")
    return ChartAccessibility(
      label: label,
      description: ChartText.summarize(data.steps, window: data.window) {
        NumberFormat.grouped($0) + " steps"
      })
  }

  var dataTable: DataTable? {
    ChartText.table(
      data.steps, caption: "Steps per day, " + data.windowPhrase, labelHeading: "Date",
      valueHeading: "Steps",
      format: { NumberFormat.grouped($0) })
  }

  func datumLabel(_ datum: DateValue) -> String {
    datum.date.accessibilityText + ": " + NumberFormat.grouped(datum.value) + " steps"
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window = data.window, let average else {
      writeEmptyState(
        data.emptyMessage("steps"), className: "chart chart-steps", ids: ids,
        styleSheet: styleSheet, to: &writer)
      return
    }
    let annotated = data.showsAnnotations
    let bars = data.steps.map { datum in
      BarMark.Datum(
        x: Double(datum.date.dayNumber), y: datum.value,
        tip: annotated
          ? Tip(
            title: datum.date.annotationText, value: NumberFormat.grouped(datum.value),
            accessibilityLabel: datumLabel(datum), valueColor: HealthPalette.colors.stepsText) : nil
      )
    }
    let selected = ChartHelper.parseSelectedData(from: data.steps, in: data.selectedDate)
    let chart = Chart(
      width: size.width, plotHeight: ChartSize.plotHeight,
      xAxis: DashboardData.dayAxis(window: window, weekStart: data.weekStart),
      yAxis: Chart.YAxis(tickCount: 3, format: NumberFormat.compact),
      marks: data.highlightMarks + [
        BarMark(data: bars, fill: ids.url("bar"), padding: 0.25),
        RuleMark(
          y: average.rounded(.towardZero), stroke: HealthPalette.colors.secondary,
          className: "rule-average"),
        RuleMark(
          y: data.stepsGoal, stroke: HealthPalette.colors.goal, className: "rule-goal", dash: nil),
      ],
      ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested),
      selection: selected.map { Double($0.date.dayNumber) }, className: "chart chart-steps",
      styleSheet: styleSheet,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "bar", topColor: HealthPalette.colors.stepsHighlight,
          bottomColor: HealthPalette.colors.steps)
      ])
    write(chart, nested: nested, to: &writer)
  }
}
