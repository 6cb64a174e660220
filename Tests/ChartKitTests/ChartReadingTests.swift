import Testing

@testable import ChartKit

/// What keeps a chart readable whatever the font and device: one keyboard tab stop per chart,
/// labels anchored at the edges they would cross, annotation boxes off the Y labels, and
/// U+2212 minus signs in tick labels.
@Suite struct ChartReadingTests {
  static func tabIndexes(_ root: XMLElementNode) -> [String] {
    root.allElements.compactMap { $0.attributes["tabindex"] }
  }

  @Test func aChartIsOneTabStopAtItsFirstDatum() throws {
    let chart = ChartTests.chart(
      marks: [ChartTests.bars([3, 5, 2, 7, 1, 4, 6], tips: true)],
      labels: ChartTests.weekdays)
    let indexes = Self.tabIndexes(try XMLCheck.parse(chart.render()))
    #expect(indexes == ["0"] + Array(repeating: "-1", count: 6))
  }

  @Test func theSelectedDatumIsTheTabStop() throws {
    let chart = ChartTests.chart(
      marks: [ChartTests.bars([3, 5, 2, 7, 1, 4, 6], tips: true)],
      labels: ChartTests.weekdays, selection: 3)
    let indexes = Self.tabIndexes(try XMLCheck.parse(chart.render()))
    #expect(indexes == ["-1", "-1", "-1", "0", "-1", "-1", "-1"])
  }

  @Test func aChartWithoutTipsHasNoTabStop() throws {
    let chart = ChartTests.chart(marks: [ChartTests.bars([3, 5, 2])])
    #expect(Self.tabIndexes(try XMLCheck.parse(chart.render())).isEmpty)
  }

  @Test(arguments: [nil, 2] as [Int?])
  func aDonutIsOneTabStop(selected: Int?) throws {
    let donut = DonutChartTests.donut([1, 2, 3, 4, 5, 6, 7], selected: selected)
    let indexes = Self.tabIndexes(try XMLCheck.parse(donut.render()))
    let stop = selected ?? 0
    #expect(indexes == (0..<7).map { $0 == stop ? "0" : "-1" })
    // The focus ring goes on the visible, enlarged sector.
    #expect(try XMLCheck.parse(donut.render()).elements(withClass: "focus-ring").count == 7)
  }

  @Test func edgeLabelsAreAnchoredAtTheEdge() throws {
    // Wide labels on a narrow chart: the first and last cross the edges when centred.
    let labels = ["Monday 1", "Tuesday 2", "Wednesday, 3 September"]
    let chart = ChartTests.chart(
      marks: [ChartTests.bars([3, 5, 2])], labels: labels, width: 160)
    let (_, y, x) = try ChartTests.axisLabels(try XMLCheck.parse(chart.render()))
    #expect(x.first?.attributes["text-anchor"] == "start")
    #expect((x.first?.number("x") ?? -1) >= 0)
    #expect(x.last?.attributes["text-anchor"] == "end")
    #expect((x.last?.number("x") ?? 999) <= 160)
    #expect(x[1].attributes["text-anchor"] == nil)
    // Y labels end inside the chart's right edge.
    #expect(!y.isEmpty && y.allSatisfy { ($0.number("x") ?? 999) <= 160 - 1 })
  }

  @Test func theLastDatumsBoxStaysOffTheYLabels() throws {
    let chart = ChartTests.chart(
      marks: [ChartTests.bars([3, 5, 2, 7, 1, 4, 6], tips: true)],
      labels: ChartTests.weekdays, selection: 6)
    let root = try XMLCheck.parse(chart.render())
    let grid = try ChartTests.gridLines(root)
    let plotRight = try #require(grid.first?.maxX)
    let selected = try #require(root.elements(withClass: "selected").first)
    let box = try #require(selected.elements(withClass: "tip-box").first)
    let transform = try #require(selected.attributes["transform"])
    let origin = try #require(
      Double(transform.dropFirst("translate(".count).dropLast()))
    let right = origin + (box.number("x") ?? 0) + (box.number("width") ?? 0)
    #expect(right <= plotRight + 0.05, "box ends at \(right), the plot at \(plotRight)")
  }

  @Test func tickLabelsUseTheMinusSign() {
    #expect(NumberFormat.tick(-0.5) == "\u{2212}0.5")
    #expect(NumberFormat.tick(-0.0001) == "0")
    #expect(NumberFormat.tick(12.3, decimals: 1) == "12.3")
    #expect(NumberFormat.compact(-2500) == "\u{2212}2.5K")
    #expect(NumberFormat.compact(-1_500_000) == "\u{2212}1.5M")
  }
}
