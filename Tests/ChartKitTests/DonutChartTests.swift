import Testing

@testable import ChartKit

struct DonutChartTests {
  static let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

  static func donut(_ values: [Double], selected: Int?, prefix: String = "w") -> DonutChart {
    DonutChart(
      slices: values.enumerated().map { index, value in
        DonutChart.Slice(
          value: value, fill: "#FF2D55", title: names[index % 7],
          valueText: NumberFormat.grouped(value),
          accessibilityLabel: names[index % 7] + ": " + NumberFormat.grouped(value) + " steps")
      },
      selectedIndex: selected, ids: IDGenerator(prefix: prefix), appearance: Fixture.appearance,
      accessibility: ChartAccessibility(
        label: "Pie chart, average steps per weekday.", description: "…"),
      valueColor: "#FF2D55")
  }

  static func datums(_ donut: DonutChart) throws -> (XMLElementNode, [XMLElementNode]) {
    let markup = donut.render()
    let root = try XMLCheck.parse(markup)
    // The sectors' group: decorative (no role, no name), centred, holding one datum per slice.
    let sector = try #require(
      root.allElements.first { $0.name == "g" && $0.attributes["text-anchor"] == "middle" })
    return (root, sector.children)
  }

  @Test(arguments: [1, 3, 7])
  func oneDatumGroupPerSliceInInputOrder(count: Int) throws {
    let values = (0..<count).map { Double(1000 * ($0 + 1)) }
    let (_, datums) = try Self.datums(Self.donut(values, selected: 0))
    #expect(datums.count == count)
    #expect(
      datums.map { $0.attributes["aria-label"] }
        == values.indices.map {
          Self.names[$0] + ": " + NumberFormat.grouped(values[$0]) + " steps"
        })
    // One tab stop, the selected sector; the arrow keys reach the others (ChartScript).
    #expect(datums.map { $0.attributes["tabindex"] } == values.indices.map { $0 == 0 ? "0" : "-1" })
    // The normal sector (the mark) then the hidden tip: enlarged sector and centre texts.
    #expect(datums.allSatisfy { $0.children.map(\.name) == ["path", "g"] })
    #expect(
      datums.allSatisfy {
        $0.children.map { $0.attributes["class"] } == ["mark hover-target", "tip"]
      })
    #expect(datums.allSatisfy { $0.children[1].children.map(\.name) == ["path", "text", "text"] })
  }

  @Test func selectedSliceShowsItsTipAndCentreTextsAndOthersAreDimmed() throws {
    let (_, datums) = try Self.datums(Self.donut([8000, 9500, 8532, 7000], selected: 2))
    #expect(datums.map { $0.attributes["class"] } == [nil, nil, "selected", nil])
    #expect(datums.map { $0.children[0].attributes["opacity"] } == ["0.3", "0.3", nil, "0.3"])
    #expect(datums.map { $0.children[1].attributes["display"] } == ["none", "none", nil, "none"])
    let tip = datums[2].children[1]
    let texts = tip.elements(named: "text")
    #expect(texts.map(\.text) == ["Tuesday", "8,532"])
    #expect(
      texts[0].attributes == [
        "class": "donut-title", "y": "-4", "font-size": "17", "font-weight": "700",
        "fill": "#1C1C1E",
      ])
    #expect(
      texts[1].attributes == [
        "class": "donut-value", "y": "18", "font-size": "15", "font-weight": "600",
        "fill": "#FF2D55",
      ])
    // Hidden centre texts are styled by the style sheet only.
    let hidden = datums[0].children[1].elements(named: "text")
    #expect(
      hidden.map(\.attributes) == [
        ["class": "donut-title", "y": "-4"], ["class": "donut-value", "y": "18"],
      ])
    // The tip holds the enlarged sector; the mark holds the normal one.
    let normal = try #require(datums[2].children[0].elements(named: "path").first?.attributes["d"])
    let enlarged = try #require(tip.elements(named: "path").first?.attributes["d"])
    #expect(normal != enlarged)
  }

  @Test func noSelectionMeansNoDimmingAndNoVisibleTip() throws {
    let markup = Self.donut([1, 2, 3], selected: nil).render()
    #expect(!markup.contains(" opacity="))
    #expect(!markup.contains(#"class="selected""#))
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
    let markup = donut.render()
    #expect(!markup.lowercased().contains("nan"))
    #expect(!markup.contains("inf"))
    #expect(!containsNegativeZero(markup))
    let (root, datums) = try Self.datums(donut)
    #expect(datums.count == values.count)
    #expect(root.attributes["viewBox"] == "0 0 340 300")
  }

  @Test func centredAndAccessible() throws {
    let markup = Self.donut([1, 2], selected: 1).render()
    #expect(
      markup.contains(
        #"<g transform="translate(170,150)" text-anchor="middle"><g tabindex="-1" role="graphics-symbol" aria-label="Sunday: 1 steps"><path class="mark hover-target" opacity="0.3" d="M"#
      ))
    let root = try XMLCheck.parse(markup)
    // Its sectors can be focused, so the chart is a graphics document, not an image.
    #expect(root.attributes["role"] == "graphics-document")
    #expect(root.attributes["class"] == "chart donut")
    #expect(root.attributes["aria-labelledby"] == "w-title")
    #expect(root.elements(named: "title").first?.text == "Pie chart, average steps per weekday.")
    #expect(Self.donut([1, 2], selected: 1).render() == Self.donut([1, 2], selected: 1).render())
    #expect(
      Self.donut([1, 2], selected: 1).render(pretty: true)
        == Self.donut([1, 2], selected: 1).render(pretty: true))
  }

  @Test func prettyAndCompactDifferOnlyInWhiteSpaceBetweenElements() throws {
    let donut = Self.donut([8000, 9500, 8532], selected: 2)
    let pretty = donut.render(pretty: true)
    let compact = donut.render()
    #expect(pretty.contains("\n  <g transform=\"translate(170,150)\""))
    #expect(!compact.contains("\n"))
    let stripped = pretty.split(separator: "\n").map { $0.drop { $0 == " " } }.joined()
    #expect(stripped == compact)
  }

  @Test func sectorPathsUseCompactSyntax() throws {
    let (_, datums) = try Self.datums(Self.donut([1, 1, 1, 1], selected: nil))
    for datum in datums {
      let data = try #require(datum.children[0].attributes["d"])
      #expect(data.first == "M")
      #expect(!data.contains(" "))
      // One decimal at most, and the arcs' end points make a closed sector.
      #expect(
        pathCommands(data).allSatisfy {
          $0.numbers.allSatisfy { abs(($0 * 10).rounded() - $0 * 10) < 1e-6 }
        })
      #expect(data.hasSuffix("z"))
    }
  }

  @Test func nestedDonutHasNoNameOfItsOwn() throws {
    var donut = Self.donut([1, 2], selected: 0)
    donut.isNested = true
    let markup = donut.render()
    #expect(
      markup.hasPrefix(
        #"<svg viewBox="0 0 340 300" width="340" height="300" class="chart donut"><g transform="translate(170,150)""#
      ))
    let root = try XMLCheck.parse(markup)
    #expect(root.attributes["role"] == nil)
    #expect(root.elements(named: "title").isEmpty)
  }

  @Test func hostileSliceTextIsEscaped() throws {
    var donut = Self.donut([1, 2], selected: 0)
    donut.slices[0].title = "<script>alert(1)</script>&\"'"
    donut.slices[0].accessibilityLabel = "<script>"
    let markup = donut.render()
    #expect(!markup.contains("<script"))
    let (_, datums) = try Self.datums(donut)
    #expect(datums[0].attributes["aria-label"] == "<script>")
    #expect(datums[0].elements(named: "text").first?.text == "<script>alert(1)</script>&\"'")
  }
}
