import ChartKit
import HealthCore

/// The daily steps bar chart: 28 bars with a dashed average rule (SPEC §3) and a solid mint
/// rule at the daily goal (``GoalRule``).
struct StepsBarChart: DayDashboardChart {
  static let setup = DashboardCardSetup(
    fileName: "steps", idCode: "s", chart: "steps", rules: .steps, accent: .steps)
  let data: DashboardData
  /// The relative link of the card's header (the steps list page); `nil` for none.
  let link: String?

  var days: [DateValue] { data.steps }
  var annotatedParts: Set<ChartStyleSheet.Part> { [.datums, .dimming, .tips, .axes] }

  var card: ChartCard {
    let words = data.words
    let subtitle =
      average.map { words.format("Avg: %@ steps", data.number($0.rounded(.towardZero))) }
      ?? words.plural(
        data.dayCount, "No steps in the last %lld days", one: "No steps in the last %lld day",
        number: data.dayCountText)
    return Self.setup.card(
      title: words.text("Steps"), subtitle: subtitle, iconPaths: MetricIcons.steps, link: link)
  }

  var accessibility: ChartAccessibility {
    let words = data.words
    guard let average else {
      return ChartAccessibility(
        label: words.format("Bar chart, step count, %@: no data.", data.windowPhrase),
        description: words.text("No data."))
    }
    let met = words.plural(
      data.steps.count, "%@ of %lld days", one: "%@ of %lld day",
      number: data.number(Double(data.steps.count)),
      data.number(Double(GoalRule.metCount(data.steps, goal: data.stepsGoal))))
    let label = words.format(
      "Bar chart, step count, %@, average steps per day: %@ steps, daily goal: %@ steps, met on %@.",
      data.windowPhrase, data.number(average.rounded(.towardZero)), data.number(data.stepsGoal),
      met)
    return ChartAccessibility(
      label: label,
      description: ChartText.summarize(data.steps, window: data.window, locale: data.locale) {
        words.format("%@ steps", data.number($0))
      })
  }

  var dataTable: DataTable? {
    ChartText.table(
      data.steps, caption: data.words.format("Steps per day, %@", data.windowPhrase),
      labelHeading: data.words.text("Date"), valueHeading: data.words.text("Steps"),
      locale: data.locale, format: { data.number($0) })
  }

  /// "December 9: 12,345 steps", with the count already written as the reader writes it.
  func datumLabel(_ datum: DateValue, count: String) -> String {
    let dates = data.locale.dates
    return data.locale.datumWords.stepsLabel(
      { dates.appendLongMonthDay(datum.date, to: &$0) }, count: count)
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window = data.window, let average else {
      writeEmptyState(
        data.emptyMessage("steps"), className: Self.setup.chartClass, ids: ids,
        styleSheet: styleSheet, to: &writer)
      return
    }
    let annotated = data.showsAnnotations
    let dates = data.locale.dates
    let bars = data.steps.map { datum in
      guard annotated else { return BarMark.Datum(x: Double(datum.date.dayNumber), y: datum.value) }
      // The count is written once, for the annotation and the spoken label.
      let count = data.number(datum.value)
      return BarMark.Datum(
        x: Double(datum.date.dayNumber), y: datum.value,
        tip: Tip(
          title: dates.weekdayMonthDay(datum.date), value: count,
          accessibilityLabel: datumLabel(datum, count: count),
          valueColor: HealthPalette.colors.stepsText))
    }
    writeCartesian(
      data.highlightMarks + [
        BarMark(data: bars, fill: ids.url("bar"), padding: 0.25),
        RuleMark(
          y: average.rounded(.towardZero), stroke: HealthPalette.colors.secondary,
          className: "rule-average"),
        RuleMark(
          y: data.stepsGoal, stroke: HealthPalette.colors.goal, className: "rule-goal", dash: nil),
      ],
      xAxis: data.dayAxis(window),
      yAxis: Chart.YAxis(
        tickCount: 3,
        format: { [style = data.locale.numbers] in NumberFormat.compact($0, style: style) }),
      selection: data.selectedDay(in: data.steps), className: Self.setup.chartClass,
      definitions: [
        SVGDocument.verticalGradient(
          ids: ids, name: "bar", topColor: HealthPalette.colors.stepsHighlight,
          bottomColor: HealthPalette.colors.steps)
      ], ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
