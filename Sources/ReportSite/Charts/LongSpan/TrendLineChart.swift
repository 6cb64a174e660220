import ChartKit
import HealthCore

/// A long chart of a noisy daily measure (weight, resting heart rate, HRV, heart rate): the
/// 7-day moving average (``MovingAverage``) as a line over the days' values as faint points,
/// with a dashed mint rule at the weight goal. Each day with a value has an annotation giving
/// it and its 7-day average.
struct TrendLineChart: WideChart {
  /// How values are shown.
  let format: MetricFormat
  /// The days with data in the window up to the report's last day, display unit, ascending.
  let values: [DateValue]
  /// The 7-day averages of the window's days, display unit, ascending.
  let averages: [DateValue]
  /// The days shown; `nil` without data.
  let window: ReportWindow?
  /// The first day of the week (axis ticks).
  let weekStart: WeekStart
  /// The goal drawn as a rule (weight), display unit; `nil` for none.
  var goal: Double?
  /// The colours and classes.
  var accent: ChartAccent
  /// The card's title.
  var title: String
  /// The width this rendering is drawn at, points.
  var width = LongSpan.narrowWidth
  /// Whether the chart responds to hover and focus.
  var interactive = true

  /// The chart of `series` over `window`, ending on the report's last day `end`.
  /// - Parameters:
  ///   - format: how values are shown.
  ///   - series: the metric's days, canonical unit.
  ///   - window: the days shown (whole weeks), or `nil` without data.
  ///   - end: the report's last day (later days are left out).
  ///   - weekStart: the first day of the week.
  init(
    format: MetricFormat, series: DailySeries, window: ReportWindow?, end: LocalDate?,
    weekStart: WeekStart
  ) {
    self.format = format
    self.window = window
    self.weekStart = weekStart
    accent = ChartAccent.of(format.metric)
    title = format.metric.displayName
    guard let window, let end, window.start <= end else {
      values = []
      averages = []
      return
    }
    let last = min(window.end, end)
    let shown = ReportWindow(end: last, dayCount: window.start.days(to: last) + 1)
    // The first window's average reads the six days before it.
    let reading = ReportWindow(end: last, dayCount: shown.dayCount + MovingAverage.dayCount - 1)
    let days = format.displayValues(series.values(in: reading))
    values = days.filter { $0.date >= window.start }
    averages = MovingAverage.trailing(days, from: window.start, through: last)
  }

  var fileName: String { format.metric.slug + "-trend" }
  var idCode: String { "t" }
  var colorRules: HealthPalette.Rules { accent.rules }
  var styleParts: Set<ChartStyleSheet.Part> {
    guard !values.isEmpty else { return [.empty] }
    return interactive ? [.datums, .tips, .axes] : [.axes]
  }
  var size: (width: Double, height: Double) {
    (width, ChartSize.cartesian(annotated: interactive).height)
  }

  /// "last 52 weeks".
  var windowPhrase: String { window.map { LongSpan.heading($0).lowercased() } ?? "last weeks" }

  /// The rule of the line, written under the chart on its page.
  static let ruleNote =
    "The line is the 7-day average: on each day, the mean of the values of that day and the six"
    + " days before, when there are at least 3 of them (a gap otherwise); the faint points are"
    + " the days' values."

  /// `<p class="chart-note">` with ``ruleNote`` when `charts` has a 7-day average; else nothing.
  static func noteNode(for charts: [any DashboardChart]) -> MarkupNode {
    guard charts.contains(where: { $0 is TrendLineChart }) else { return .empty }
    return .el("p", [("class", "chart-note")], [.text(ruleNote)])
  }

  /// The latest 7-day average; `nil` when no day has one.
  var latestAverage: DateValue? { averages.last }

  var card: ChartCard {
    var subtitle: String
    if let latest = latestAverage {
      subtitle = "7-day average: " + format.withUnit(latest.value)
    } else if let last = values.last {
      subtitle = "Latest: " + format.withUnit(last.value)
    } else {
      subtitle = "No data"
    }
    if let goal { subtitle += " \u{00B7} Goal: " + format.withUnit(goal) }
    return ChartCard(
      title: title, subtitle: subtitle, iconPaths: MetricIcons.change,
      accentClass: accent.accentClass, accentColor: accent.textColor, link: nil)
  }

  /// The averages by day, for the annotations.
  var averageByDay: [LocalDate: Double] {
    Dictionary(averages.map { ($0.date, $0.value) }) { _, last in last }
  }

  /// "December 9: 162.4 pounds, 7-day average 162.9 pounds".
  func datumLabel(_ datum: DateValue, average: Double?) -> String {
    var label = datum.date.accessibilityText + ": " + spoken(datum.value)
    if let average { label += ", 7-day average " + spoken(average) }
    return label
  }

  /// A value in words: the weight with its spelled-out unit, others as shown.
  func spoken(_ value: Double) -> String {
    format.metric == .bodyMass
      ? format.number(value) + " " + format.units.spokenName : format.withUnit(value)
  }

  var accessibility: ChartAccessibility {
    let kind = "Line chart, " + format.metric.displayName.lowercased() + ", 7-day average over "
    guard !values.isEmpty else {
      return ChartAccessibility(label: kind + windowPhrase + ": no data.", description: "No data.")
    }
    var label = kind + "daily values, " + windowPhrase
    if let latest = latestAverage {
      label += ", latest 7-day average: " + spoken(latest.value)
    }
    if let goal { label += ", goal: " + spoken(goal) }
    let description =
      ChartText.summarize(values, window: window) { spoken($0) }
      + " The line is the mean of the last 7 days' values, on days with at least 3."
    return ChartAccessibility(label: label + ".", description: description)
  }

  var dataTable: DataTable? {
    guard !values.isEmpty else { return nil }
    let byDay = averageByDay
    return DataTable(
      caption: title + " per day with its 7-day average, " + windowPhrase,
      columns: ["Date", format.valueHeading, "7-day average"],
      rows: values.map { day in
        [day.date.listText, format.number(day.value), byDay[day.date].map(format.number) ?? ""]
      })
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, !values.isEmpty else {
      writeEmptyState(
        "There is no " + format.metric.displayName.lowercased() + " data in the " + windowPhrase
          + ".", className: accent.chartClass, ids: ids, styleSheet: styleSheet, to: &writer)
      return
    }
    let byDay = averageByDay
    // The line breaks where a day has no average.
    var line: [(x: Double, y: Double?)] = []
    if let first = averages.first?.date, let last = averages.last?.date {
      var day = first
      while day <= last {
        line.append((Double(day.dayNumber), byDay[day]))
        day = day.adding(days: 1)
      }
    }
    let points = values.map { PointMark.Datum(x: Double($0.date.dayNumber), y: $0.value) }
    var marks: [any Mark] = []
    if let goal {
      marks.append(
        RuleMark(y: goal, stroke: HealthPalette.colors.goal, className: "rule-goal"))
    }
    marks.append(
      PointMark(
        data: points, radius: width > LongSpan.narrowWidth ? 2.5 : 2, fill: accent.color,
        stroke: "none", className: accent.dotsClass, fillOpacity: 0.35))
    marks.append(
      LineMark(
        points: line, curve: .monotoneX, stroke: accent.color, className: accent.lineClass,
        lineWidth: 2.5))
    if interactive {
      marks.append(
        TipMark(
          data: values.map { datum in
            let average = byDay[datum.date]
            return (
              x: Double(datum.date.dayNumber),
              tip: Tip(
                title: datum.date.annotationText
                  + (average.map { " \u{00B7} avg " + format.number($0) } ?? ""),
                value: format.withUnit(datum.value),
                accessibilityLabel: datumLabel(datum, average: average),
                valueColor: accent.textColor)
            )
          }))
    }
    let chart = Chart(
      width: width, plotHeight: ChartSize.plotHeight,
      xAxis: LongSpan.axis(window: window, weekStart: weekStart, width: width, binDays: 1),
      yAxis: Chart.YAxis(
        tickCount: 4, includes: goal.map { [$0] } ?? [],
        format: { NumberFormat.tick($0, decimals: 2) }),
      marks: marks, ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested), className: accent.chartClass,
      styleSheet: styleSheet)
    write(chart, nested: nested, to: &writer)
  }
}
