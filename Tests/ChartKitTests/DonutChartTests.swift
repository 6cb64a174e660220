import Testing

@testable import ChartKit

struct DonutChartTests {
  static let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  static func donut(_ values: [Double], selected: Int?, prefix: String = "w") -> DonutChart {
    DonutChart(
      slices: values.enumerated().map { index, value in
        DonutChart.Slice(
          value: value, fill: "#FF2D55", title: names[index % 7], valueText: NumberFormat.grouped(value),
          accessibilityLabel: names[index % 7] + ": " + NumberFormat.grouped(value) + " steps")
      },
      selectedIndex: selected, ids: IDGenerator(prefix: prefix),
      accessibility: ChartAccessibility(label: "Pie chart, average steps per weekday.", description: "…"),
      valueClass: "fill-steps", valueColor: "#FF2D55")
  }

  static func datums(_ donut: DonutChart) throws -> (XMLElementNode, [XMLElementNode]) {
    let markup = donut.render().render()
    let root = try XMLCheck.parse(markup)
    let sector = try #require(root.allElements.first { $0.attributes["aria-label"] == "sector" })
    return (root, sector.children)
  }

  @Test(arguments: [1, 3, 7])
  func oneDatumGroupPerSliceInInputOrder(count: Int) throws {
    let values = (0..<count).map { Double(1000 * ($0 + 1)) }
    let (_, datums) = try Self.datums(Self.donut(values, selected: 0))
    #expect(datums.count == count)
    #expect(datums.map { $0.attributes["aria-label"] } == values.indices.map { Self.names[$0] + ": " + NumberFormat.grouped(values[$0]) + " steps" })
    #expect(datums.allSatisfy { $0.attributes["tabindex"] == "0" })
    #expect(datums.allSatisfy { $0.children.map { $0.attributes["class"] } == ["mark", "tip"] })
  }

  @Test func selectedSliceShowsItsTipAndCentreTextsAndOthersAreDimmed() throws {
    let (_, datums) = try Self.datums(Self.donut([8000, 9500, 8532, 7000], selected: 2))
    #expect(datums.map { $0.attributes["class"] } == ["datum", "datum", "datum selected", "datum"])
    #expect(datums.map { $0.children[0].attributes["opacity"] } == ["0.3", "0.3", nil, "0.3"])
    #expect(datums.map { $0.children[1].attributes["display"] } == ["none", "none", nil, "none"])
    let tip = datums[2].children[1]
    let texts = tip.elements(named: "text")
    #expect(texts.map(\.text) == ["Tuesday", "8,532"])
    #expect(texts[0].attributes["font-weight"] == "700")
    #expect(texts[1].attributes["class"] == "donut-value fill-steps")
    #expect(texts[1].attributes["fill"] == "#FF2D55")
    // The tip holds the enlarged sector; the mark holds the normal one.
    let normal = try #require(datums[2].children[0].elements(named: "path").first?.attributes["d"])
    let enlarged = try #require(tip.elements(named: "path").first?.attributes["d"])
    #expect(normal != enlarged)
  }

  @Test func noSelectionMeansNoDimmingAndNoVisibleTip() throws {
    let markup = Self.donut([1, 2, 3], selected: nil).render().render()
    #expect(!markup.contains(" opacity="))
    #expect(!markup.contains("datum selected"))
    #expect(occurrences(of: #"display="none""#, in: markup) == 3)
  }

  @Test(arguments: [
    [0.0, 0, 0],
    [-5, 10, 20],
    [.nan, 10, .infinity],
    [0, 0, 1],
    [1e-12, 1e12],
    [5],
    [],
  ])
  func degenerateValuesDoNotCrash(values: [Double]) throws {
    let donut = Self.donut(values, selected: values.isEmpty ? nil : 0)
    let markup = donut.render().render()
    #expect(!markup.lowercased().contains("nan"))
    #expect(!markup.contains("inf"))
    #expect(!containsNegativeZero(markup))
    let (root, datums) = try Self.datums(donut)
    #expect(datums.count == values.count)
    #expect(root.attributes["viewBox"] == "0 0 340 300")
  }

  @Test func centredAndAccessible() throws {
    let markup = Self.donut([1, 2], selected: 1).render().render()
    #expect(markup.contains(#"<g aria-label="sector" transform="translate(170,150)">"#))
    let root = try XMLCheck.parse(markup)
    #expect(root.attributes["role"] == "img")
    #expect(root.attributes["class"] == "chart donut")
    #expect(root.attributes["aria-labelledby"] == "w-title")
    #expect(root.elements(named: "title").first?.text == "Pie chart, average steps per weekday.")
    #expect(Self.donut([1, 2], selected: 1).render() == Self.donut([1, 2], selected: 1).render())
  }

  @Test func hostileSliceTextIsEscaped() throws {
    var donut = Self.donut([1, 2], selected: 0)
    donut.slices[0].title = "<script>alert(1)</script>&\"'"
    donut.slices[0].accessibilityLabel = "<script>"
    let markup = donut.render().render()
    #expect(!markup.contains("<script"))
    let (_, datums) = try Self.datums(donut)
    #expect(datums[0].attributes["aria-label"] == "<script>")
    #expect(datums[0].elements(named: "text").first?.text == "<script>alert(1)</script>&\"'")
  }
}
