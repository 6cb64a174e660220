import ChartKit
import HealthCore

/// A long chart of a noisy daily measure (weight, resting heart rate, HRV, heart rate): the
/// 7-day moving average (``MovingAverage``) as a line over the days' values as faint points,
/// with a dashed mint rule at the weight goal. Each day with a value has an annotation giving
/// it and its 7-day average.
struct TrendLineChart: WideChart, MetricSetupChart {
  /// The metric, the days shown (whole weeks), colours and title.
  var setup: MetricChartSetup
  /// The days with data in the window up to the report's last day, display unit, ascending.
  let values: [DateValue]
  /// The 7-day averages of the window's days, display unit, ascending.
  let averages: [DateValue]
  /// The goal drawn as a rule (weight), display unit; `nil` for none.
  var goal: Double?
  /// The width this rendering is drawn at, points.
  var width = LongSpan.narrowWidth

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
    setup = MetricChartSetup(format: format, window: window, weekStart: weekStart)
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
  var styleParts: Set<ChartStyleSheet.Part> {
    cartesianStyleParts(hasData: !values.isEmpty, annotated: interactive, dimming: false)
  }
  var size: (width: Double, height: Double) {
    (width, ChartSize.cartesian(annotated: interactive).height)
  }

  /// "last 52 weeks".
  var windowPhrase: String { LongSpan.phrase(window, locale: locale) }

  /// The rule of the line, written under the chart on its page, in `words`.
  static func ruleNote(_ words: StringCatalog) -> String {
    words.text(
      "The line is the 7-day average: on each day, the mean of the values of that day and the six days before, when there are at least 3 of them (a gap otherwise); the faint points are the days' values."
    )
  }

  /// The rule of the line in English.
  static var ruleNote: String { ruleNote(.english) }

  /// `<p class="chart-note">` with ``ruleNote`` (in the chart's words) when `charts` has a
  /// 7-day average; else nothing.
  static func noteNode(for charts: [any DashboardChart]) -> MarkupNode {
    guard let trend = charts.first(where: { $0 is TrendLineChart }) else { return .empty }
    return .el("p", [("class", "chart-note")], [.text(ruleNote(trend.words))])
  }

  /// The latest 7-day average; `nil` when no day has one.
  var latestAverage: DateValue? { averages.last }

  var card: ChartCard {
    var subtitle: String
    if let latest = latestAverage {
      subtitle = words.format("7-day average: %@", format.withUnit(latest.value))
    } else if let last = values.last {
      subtitle = words.format("Latest: %@", format.withUnit(last.value))
    } else {
      subtitle = words.text("No data")
    }
    if let goal { subtitle += " \u{00B7} " + words.format("Goal: %@", format.withUnit(goal)) }
    return accent.card(title: title, subtitle: subtitle, iconPaths: MetricIcons.change, link: nil)
  }

  /// The averages by day, for the annotations.
  var averageByDay: [LocalDate: Double] {
    Dictionary(averages.map { ($0.date, $0.value) }) { _, last in last }
  }

  /// "December 9: 162.4 pounds, 7-day average 162.9 pounds".
  func datumLabel(_ datum: DateValue, average: Double?) -> String {
    let date = locale.dates.longMonthDay(datum.date)
    guard let average else { return date + ": " + spoken(datum.value) }
    return words.format("%@: %@, 7-day average %@", date, spoken(datum.value), spoken(average))
  }

  /// A value in words: the weight with its spelled-out unit, others as shown.
  func spoken(_ value: Double) -> String {
    format.metric == .bodyMass
      ? WeightText.spoken(value, unit: format.units, locale: locale) : format.withUnit(value)
  }

  var accessibility: ChartAccessibility {
    let name = ChartText.midSentence(format.name, locale: locale)
    guard !values.isEmpty else {
      return ChartAccessibility(
        label: words.format("Line chart, %@, 7-day average over %@: no data.", name, windowPhrase),
        description: words.text("No data."))
    }
    let label: String
    switch (latestAverage, goal) {
    case (let latest?, let goal?):
      label = words.format(
        "Line chart, %@, 7-day average over daily values, %@, latest 7-day average: %@, goal: %@.",
        name, windowPhrase, spoken(latest.value), spoken(goal))
    case (let latest?, nil):
      label = words.format(
        "Line chart, %@, 7-day average over daily values, %@, latest 7-day average: %@.", name,
        windowPhrase, spoken(latest.value))
    case (nil, let goal?):
      label = words.format(
        "Line chart, %@, 7-day average over daily values, %@, goal: %@.", name, windowPhrase,
        spoken(goal))
    case (nil, nil):
      label = words.format(
        "Line chart, %@, 7-day average over daily values, %@.", name, windowPhrase)
    }
    let description =
      ChartText.summarize(values, window: window, locale: locale) { spoken($0) } + " "
      + words.text("The line is the mean of the last 7 days' values, on days with at least 3.")
    return ChartAccessibility(label: label, description: description)
  }

  var dataTable: DataTable? {
    guard !values.isEmpty else { return nil }
    let byDay = averageByDay
    return DataTable(
      caption: words.format("%@ per day with its 7-day average, %@", title, windowPhrase),
      columns: [words.text("Date"), format.valueHeading, words.text("7-day average")],
      rows: values.map { day in
        [
          locale.dates.longDate(day.date), format.number(day.value),
          byDay[day.date].map(format.number) ?? "",
        ]
      })
  }

  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    guard let window, !values.isEmpty else {
      writeNoData(windowPhrase: windowPhrase, ids: ids, styleSheet: styleSheet, to: &writer)
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
            return PlotDatum(
              x: Double(datum.date.dayNumber), y: datum.value,
              tip: Tip(
                title: locale.dates.weekdayMonthDay(datum.date)
                  + (average.map { " \u{00B7} " + words.format("avg %@", format.number($0)) }
                    ?? ""),
                value: format.withUnit(datum.value),
                accessibilityLabel: datumLabel(datum, average: average),
                valueColor: accent.textColor))
          }))
    }
    writeCartesian(
      marks, width: width,
      xAxis: LongSpan.axis(
        window: window, weekStart: weekStart, width: width, binDays: 1, locale: locale),
      yAxis: Chart.YAxis(
        tickCount: 4, includes: goal.map { [$0] } ?? [],
        format: { [style = locale.numbers] in NumberFormat.tick($0, decimals: 2, style: style) }),
      className: accent.chartClass, ids: ids, styleSheet: styleSheet, nested: nested, to: &writer)
  }
}
