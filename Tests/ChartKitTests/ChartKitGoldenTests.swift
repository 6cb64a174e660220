import TestSupport
import Testing

@testable import ChartKit

/// Whole charts of the stacked, range and multi-series kinds against golden files
/// (`__Golden__/` beside this file; `RECORD_GOLDEN=1` rewrites them).
@Suite struct ChartKitGoldenTests {
  static let calendar = UTCGregorianCalendar()
  static let first = calendar.day("2024-12-09")

  /// A week of days from 2024-12-09 (a Monday), labelled `M/d`.
  static func week(_ count: Int = 7) -> Chart.XAxis {
    .days(
      first: first, last: first + count - 1, calendar: calendar, tickCount: 7,
      label: { day in
        let (_, month, dayOfMonth) = UTCGregorianCalendar().components(ofDay: day)
        return String(month) + "/" + String(dayOfMonth)
      })
  }

  /// The keys of the stacked charts, with their colours and classes (a label to escape).
  static let keys: [(label: String, color: String, className: String)] = [
    ("Low & slow", "#1E3A8A", "key-low"), ("Medium", "#3B82F6", "key-medium"),
    ("High", "#93C5FD", "key-high"), ("<Other>", "#F97316", "key-other"),
  ]

  static let legend = Legend(
    items: keys.map { Legend.Item(label: $0.label, color: $0.color, className: $0.className) })

  static let styleSheet = StyleSheet(
    ChartStyleSheet.css(
      parts: [.datums, .dimming, .tips, .axes, .card], appearance: Fixture.appearance,
      light: keys.map { "." + $0.className + "{fill:" + $0.color + "}" }.joined() + "\n",
      dark: Legend.darkRules(Fixture.appearance)))

  static func tip(day: Int, value: String) -> Tip {
    let (_, month, dayOfMonth) = calendar.components(ofDay: day)
    let date = String(month) + "/" + String(dayOfMonth)
    return Tip(
      title: date, value: value, accessibilityLabel: date + ": " + value, valueColor: "#3B82F6")
  }

  static func chart(
    marks: [any Mark], xAxis: Chart.XAxis = week(), selection: Double? = nil,
    yAxis: Chart.YAxis = Chart.YAxis(tickCount: 4, format: { NumberFormat.compact($0) })
  ) -> Chart {
    Chart(
      width: 320, plotHeight: 150, xAxis: xAxis, yAxis: yAxis, marks: marks,
      ids: IDGenerator(prefix: "k"), appearance: Fixture.appearance,
      accessibility: ChartAccessibility(
        label: "Stacked bar chart, minutes per day", description: "Dec 9: 480 minutes."),
      selection: selection)
  }

  /// `chart` nested in a standalone card with `legend` in its header (or, with
  /// `legendUnderPlot`, under the chart).
  static func card(_ chart: Chart, legend: Legend, legendUnderPlot: Bool = false) -> String {
    var chart = chart
    chart.isNested = true
    let nested = chart
    let card = ChartCard(
      title: "Minutes", subtitle: "Avg: 421 min", iconPaths: [], accentClass: "accent-minutes",
      accentColor: "#3B82F6", link: nil)
    let legendHeight = legendUnderPlot ? legend.height(width: chart.width) : 0
    var writer = MarkupWriter(pretty: true)
    card.writeStandalone(
      chartWidth: chart.width, chartHeight: chart.height + legendHeight,
      ids: IDGenerator(prefix: "kc"), appearance: Fixture.appearance,
      accessibility: ChartAccessibility(label: "Minutes per day", description: "Dec 9: 480."),
      styleSheet: styleSheet, legend: legendUnderPlot ? nil : legend, writer: &writer
    ) { writer in
      nested.write(to: &writer)
      if legendUnderPlot {
        legend.write(
          x: 0, y: nested.height, width: nested.width, appearance: Fixture.appearance,
          writer: &writer)
      }
    }
    return writer.text
  }

  static func check(_ svg: String, named name: String) throws {
    _ = try XMLCheck.parse(svg)
    #expect(!containsNegativeZero(svg))
    GoldenFile.assertMatches(svg, named: name)
  }

  /// Stacked bars from rows of minutes per key: a week with a row of zeros (day 4) and a day
  /// without a breakdown (day 6, one plain bar), day 3 selected.
  @Test func stackedBarsWithLegendAndSelection() throws {
    let rows: [[Double]] = [
      [60, 240, 90, 30], [75, 210, 100, 20], [50, 260, 80, 45], [0, 0, 0, 0], [90, 200, 110, 25],
      [.nan, .nan, .nan, .nan], [70, 230, 95, 35],
    ]
    let series = StackLayout().series(rows, keyCount: Self.keys.count)
    let x = (0..<7).map { Double(Self.first + $0) }
    var totals = rows.map { $0.filter(\.isFinite).reduce(0, +) }
    totals[5] = 400
    let tips = zip(x, totals).map {
      Self.tip(day: Int($0), value: NumberFormat.grouped($1) + " min")
    }
    var data = StackedBarMark.makeData(series: series, x: x, tips: tips) { key in
      (Self.keys[key].color, Self.keys[key].className)
    }
    // The day without a breakdown: one bar of its total in the mark's own fill.
    data[5].segments = [.init(lower: 0, upper: 400)]
    let mark = StackedBarMark(data: data, fill: "#8E8E93", padding: 0.25)
    let chart = Self.chart(marks: [mark], selection: x[2])
    try Self.check(Self.card(chart, legend: Self.legend), named: "stacked-bars-week.svg")
  }

  @Test func stackedBarsOfOneRow() throws {
    let series = StackLayout().series([[30, 20, 10, 5]], keyCount: 4)
    let data = StackedBarMark.makeData(
      series: series, x: [0], tips: [Self.tip(day: Self.first, value: "65 min")]
    ) { key in (Self.keys[key].color, Self.keys[key].className) }
    let chart = Self.chart(
      marks: [StackedBarMark(data: data, fill: "#8E8E93")],
      xAxis: .bands(labels: ["Mon"], paddingInner: 0.2, paddingOuter: 0.1))
    try Self.check(chart.render(pretty: true), named: "stacked-bars-one-row.svg")
  }

  /// Gains above zero and losses below, stacked with the diverging offset.
  @Test func divergingStackedBars() throws {
    let rows: [[Double]] = [[3, -2, 1], [-1, -1, 0], [2, 2, -4]]
    let series = StackLayout(offset: .diverging).series(rows, keyCount: 3)
    let data = StackedBarMark.makeData(series: series, x: [0, 1, 2]) { key in
      (Self.keys[key].color, Self.keys[key].className)
    }
    let chart = Self.chart(
      marks: [StackedBarMark(data: data, fill: "#8E8E93")],
      xAxis: .bands(labels: ["A", "B", "C"], paddingInner: 0.2, paddingOuter: 0.1),
      yAxis: Chart.YAxis(tickCount: 4, format: { NumberFormat.tick($0) }))
    let svg = chart.render(pretty: true)
    #expect(svg.contains("&#8722;"))  // a negative tick label (U+2212, written as a reference)
    try Self.check(svg, named: "stacked-bars-diverging.svg")
  }

  /// No rows: the empty state, as the cartesian charts draw it.
  @Test func stackedBarsWithoutData() throws {
    let chart = Self.chart(marks: [StackedBarMark(data: [], fill: "#8E8E93")])
    let svg = EmptyState.make(
      width: chart.width, height: chart.height, title: "No Data",
      message: "No minutes in the last 7 days.", ids: IDGenerator(prefix: "k"),
      appearance: Fixture.appearance, className: "chart", styleSheet: nil
    ).render(pretty: true)
    try Self.check(svg, named: "stacked-bars-empty.svg")
    // The chart itself stays total without data: a 0...1 domain and no bars.
    let root = try XMLCheck.parse(chart.render())
    #expect(root.elements(withClass: "mark").isEmpty)
  }

  /// Floating bars: each day's lowest to highest value, the domain their extent (not zero).
  @Test func floatingRangeBars() throws {
    let ranges: [(Double, Double)] = [(52, 61), (55, 70), (50, 58), (57, 66), (53, 53), (54, 63)]
    let data = ranges.enumerated().map { index, range in
      StackedBarMark.Datum(
        x: Double(Self.first + index), lower: range.0, upper: range.1,
        tip: Self.tip(
          day: Self.first + index,
          value: NumberFormat.grouped(range.0) + "–" + NumberFormat.grouped(range.1)))
    }
    let chart = Self.chart(
      marks: [StackedBarMark(data: data, fill: "#3B82F6", padding: 0.5, includesZero: false)])
    let svg = chart.render(pretty: true)
    let (scale, _) = chart.yScaleAndTicks(range: (100, 0))
    #expect(scale.domain.0 == 50 && scale.domain.1 == 70)
    try Self.check(svg, named: "range-bars.svg")
  }

  /// Two lines in one chart: one LineMark per series (its own stroke and class, a gap for a
  /// missing day), one TipMark for both (one tip and one selectable group per day), a legend
  /// under the plot; the domain is the union of both series.
  @Test func twoSeriesLineChart() throws {
    let upper: [Double?] = [62, 60, 64, nil, 61, 59, 60]
    let lower: [Double?] = [41, 45, 38, 44, nil, 47, 43]
    func points(_ values: [Double?]) -> [(x: Double, y: Double?)] {
      values.enumerated().map { (Double(Self.first + $0.offset), $0.element) }
    }
    let tips = (0..<7).map { index in
      let value = [upper[index], lower[index]].map { $0.map { NumberFormat.grouped($0) } ?? "—" }
      return PlotDatum(
        x: Double(Self.first + index), y: 0,
        tip: Self.tip(day: Self.first + index, value: value.joined(separator: " / ")))
    }
    let marks: [any Mark] = [
      LineMark(
        points: points(upper), stroke: "#FF2D55", className: "line-upper",
        symbol: .init(fill: "#FF2D55", stroke: "#F2F2F7", className: "point-upper")),
      LineMark(
        points: points(lower), stroke: "#5856D6", className: "line-lower",
        symbol: .init(fill: "#5856D6", stroke: "#F2F2F7", className: "point-lower")),
      TipMark(data: tips),
    ]
    let chart = Self.chart(marks: marks, selection: Double(Self.first + 2))
    let (scale, _) = chart.yScaleAndTicks(range: (100, 0))
    #expect(scale.domain.0 <= 38 && scale.domain.1 >= 64)
    let legend = Legend(
      items: [
        .init(label: "Upper", color: "#FF2D55", className: "point-upper"),
        .init(label: "Lower", color: "#5856D6", className: "point-lower"),
      ])
    let svg = Self.card(chart, legend: legend, legendUnderPlot: true)
    let root = try XMLCheck.parse(svg)
    // One focusable group per day, one of them the tab stop; two paths, each with its gap.
    #expect(root.allElements.filter { $0.attributes["tabindex"] != nil }.count == 7)
    #expect(root.allElements.filter { $0.attributes["tabindex"] == "0" }.count == 1)
    let paths = root.elements(named: "path").filter {
      ["line-upper", "line-lower"].contains($0.attributes["class"] ?? "")
    }
    #expect(paths.count == 2)
    let moves = paths.map { occurrences(of: "m", in: ($0.attributes["d"] ?? "").lowercased()) }
    #expect(moves == [2, 2])
    try Self.check(svg, named: "two-series-lines.svg")
  }
}
