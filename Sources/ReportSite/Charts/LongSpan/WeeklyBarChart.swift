import ChartKit
import HealthCore

/// A long chart of bars, one per week (``LongSpan``): the metric's mean per day of the week's
/// days with data (steps, distance, energy, exercise, time asleep per night), or its total for
/// the week (workout minutes, where a week without workouts is a bar of zero), with a dashed rule
/// at the mean of the window's days and, for steps, a solid rule at the daily goal.
struct WeeklyBarChart: WideChart {
  /// What a bar measures.
  enum Measure: Sendable {
    /// The mean per day with data (per night for sleep).
    case averagePerDay
    /// The week's total; every day the data covers counts (a day without a value is zero).
    case totalPerWeek
  }

  /// How values are shown.
  let format: MetricFormat
  /// The weeks shown, ascending: each week's first day and figures, in the display unit.
  let weeks: [PeriodFigure]
  /// The whole weeks shown; `nil` without data.
  let window: ReportWindow?
  /// The first day of the week (axis ticks).
  let weekStart: WeekStart
  /// What a bar measures.
  let measure: Measure
  /// The daily goal drawn as a rule (steps), display unit; `nil` for none.
  var goal: Double?
  /// The colours and classes.
  var accent: ChartAccent
  /// The card's title ("Steps", "Sleep").
  var title: String
  /// The width this rendering is drawn at, points.
  var width = LongSpan.narrowWidth
  /// Whether the chart responds to hover and focus.
  var interactive = true

  /// The weekly bars of `values` (display unit, the window's days with data) over `window`.
  /// - Parameters:
  ///   - format: how values are shown.
  ///   - values: the days with data inside `window` up to the report's last day, ascending.
  ///   - window: whole weeks (``LongSpan/window(endingOn:firstData:weekStart:)``), or `nil`.
  ///   - covered: for ``Measure/totalPerWeek``, the days the data covers (rest days count 0).
  ///   - weekStart: the first day of the week.
  ///   - measure: mean per day or total per week.
  init(
    format: MetricFormat, values: [DateValue], window: ReportWindow?,
    covered: ClosedRange<LocalDate>? = nil, weekStart: WeekStart, measure: Measure
  ) {
    self.format = format
    self.window = window
    self.weekStart = weekStart
    self.measure = measure
    weeks =
      values.isEmpty
      ? []
      : PeriodFigure.make(
        values, period: .week, weekStart: weekStart,
        covering: measure == .totalPerWeek ? covered : nil)
    accent = ChartAccent.of(format.metric)
    title = format.metric.displayName
  }

  var fileName: String { format.metric.slug + "-weeks" }
  var idCode: String { "b" }
  var colorRules: HealthPalette.Rules { accent.rules }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard average != nil else { return [.empty] }
    return interactive ? [.datums, .dimming, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) {
    (width, ChartSize.cartesian(annotated: interactive).height)
  }

  /// A bar's value: the week's mean per day or its total.
  func value(_ week: PeriodFigure) -> Double? {
    measure == .totalPerWeek ? week.total : week.average
  }

  /// The mean per day with data over the window (per week for totals); `nil` without data.
  var average: Double? {
    var days = 0
    var total = 0.0
    for week in weeks {
      days += week.days
      total += week.total
    }
    guard days > 0 else { return nil }
    return measure == .totalPerWeek ? total / Double(days) * 7 : total / Double(days)
  }

  /// "a day", "a night", "a week".
  var per: String {
    measure == .totalPerWeek ? "a week" : format.metric == .sleepAsleep ? "a night" : "a day"
  }

  /// "last 52 weeks".
  var windowPhrase: String { window.map { LongSpan.heading($0).lowercased() } ?? "last weeks" }

  var card: ChartCard {
    var subtitle = average.map { "Avg: " + format.withUnit($0) + " " + per } ?? "No data"
    if let goal { subtitle += " \u{00B7} Goal: " + format.withUnit(goal) }
    return ChartCard(
      title: title, subtitle: subtitle, iconPaths: MetricIcons.calendar,
      accentClass: accent.accentClass, accentColor: accent.textColor, link: nil)
  }

  /// "Week of December 8, 2024: 8,532 steps a day on average, 7 days with data".
  func datumLabel(_ week: PeriodFigure, value: Double) -> String {
    let days = String(week.days) + (week.days == 1 ? " day" : " days")
    let counted = measure == .totalPerWeek ? "" : ", " + days + " with data"
    let what = measure == .totalPerWeek ? " in the week" : " " + per + " on average"
    return "Week of " + week.start.listText + ": " + format.withUnit(value) + what + counted
  }

  var accessibility: ChartAccessibility {
    let kind = "Bar chart, " + format.metric.displayName.lowercased() + " by week, "
    guard let average else {
      return ChartAccessibility(label: kind + windowPhrase + ": no data.", description: "No data.")
    }
    var label = kind + windowPhrase + ", average: " + format.withUnit(average) + " " + per
    if let goal { label += ", daily goal: " + format.withUnit(goal) }
    let values = weeks.compactMap { week in value(week).map { (week, $0) } }
    var description = String(weeks.count) + " weeks"
    if let window { description += " from " + window.start.listText + " to " + window.end.listText }
    if let high = values.max(by: { $0.1 < $1.1 }), let low = values.min(by: { $0.1 < $1.1 }) {
      description +=
        ". Highest: " + datumLabel(high.0, value: high.1) + ". Lowest: "
        + datumLabel(low.0, value: low.1)
    }
    return ChartAccessibility(label: label + ".", description: description + ".")
  }

  var dataTable: DataTable? {
    guard !weeks.isEmpty else { return nil }
    let heading =
      measure == .totalPerWeek
      ? format.metric.definition.shortName + " per week"
      : format.metric.definition.shortName + " " + per
    return DataTable(
      caption: title + " by week, " + windowPhrase,
      columns: ["Week", heading, "Days"],
      rows: weeks.compactMap { week in
        value(week).map {
          ["Week of " + week.start.listText, format.withUnitOrNumber($0), String(week.days)]
        }
      })
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, let average else {
      writeEmptyState(
        "There is no " + format.metric.displayName.lowercased() + " data in the " + windowPhrase
          + ".", className: accent.chartClass, ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    let bars = weeks.compactMap { week -> BarMark.Datum? in
      guard let value = value(week) else { return nil }
      return BarMark.Datum(
        x: Double(week.start.dayNumber), y: value,
        tip: interactive
          ? Tip(
            title: "Week of " + week.start.shortText,
            value: format.withUnit(value), accessibilityLabel: datumLabel(week, value: value),
            valueColor: accent.textColor) : nil)
    }
    var marks: [any Mark] = [
      BarMark(data: bars, fill: accent.color, padding: 0.2),
      RuleMark(
        y: average, stroke: HealthPalette.colors.secondary, className: "rule-average"),
    ]
    if let goal {
      marks.append(
        RuleMark(
          y: goal, stroke: HealthPalette.colors.goal, className: "rule-goal", dash: nil))
    }
    let chart = Chart(
      width: width, plotHeight: ChartSize.plotHeight,
      xAxis: LongSpan.axis(window: window, weekStart: weekStart, width: width, binDays: 7),
      yAxis: Chart.YAxis(tickCount: 3, format: NumberFormat.compact),
      marks: marks, ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested), className: accent.chartClass,
      styleSheet: styleSheet)
    write(chart, nested: nested, to: &writer)
  }
}
