import Testing

@testable import ChartKit

struct MarkTests {
  // MARK: Bars

  @Test func barsFromZeroInBands() {
    let mark = BarMark(data: [.init(x: 0, y: 50), .init(x: 2, y: 100, fill: "blue", className: "hi")], fill: "red")
    #expect(
      mark.render(in: Fixture.bands()).render(pretty: false)
        == ##"<g class="mark"><rect x="10" y="50" width="80" height="50" fill="red"/></g>"##
        + ##"<g class="mark"><rect class="hi" x="210" y="0" width="80" height="100" fill="blue"/></g>"##)
    #expect(mark.channels == [Channel(name: "y", scale: .y, values: [50, 100, 0])])
    #expect(mark.ariaName == "bar")
  }

  @Test func barsOverDays() {
    let mark = BarMark(data: [.init(x: 1, y: 25)], fill: "red", padding: 0)
    #expect(
      mark.render(in: Fixture.days()).render()
        == "<g class=\"mark\">\n  <rect x=\"100\" y=\"75\" width=\"100\" height=\"25\" fill=\"red\"/>\n</g>\n")
  }

  @Test func negativeBarsGrowDownFromTheBaseline() {
    let context = Fixture.bands(yDomain: (-50, 50))
    let mark = BarMark(data: [.init(x: 0, y: -25), .init(x: 1, y: 25), .init(x: 2, y: 0)], fill: "f", padding: 0)
    #expect(
      mark.render(in: context).render(pretty: false)
        == ##"<g class="mark"><rect x="0" y="50" width="100" height="25" fill="f"/></g>"##
        + ##"<g class="mark"><rect x="100" y="25" width="100" height="25" fill="f"/></g>"##
        + ##"<g class="mark"><rect x="200" y="50" width="100" height="0" fill="f"/></g>"##)
  }

  @Test func barsFromANonZeroBaseline() {
    let mark = BarMark(data: [.init(x: 0, y: 20)], baseline: 40, fill: "f", padding: 0)
    #expect(
      mark.render(in: Fixture.bands()).render(pretty: false)
        == ##"<g class="mark"><rect x="0" y="60" width="100" height="20" fill="f"/></g>"##)
    #expect(mark.channels.first?.values == [20, 40])
  }

  @Test(arguments: [-1.0, 0.0, 0.5, 0.95, 3])
  func barPaddingIsClamped(padding: Double) {
    let mark = BarMark(data: [], fill: "f", padding: padding)
    #expect(mark.padding == min(max(padding, 0), 0.9))
  }

  // MARK: Interactive datums

  @Test func datumWithTipIsAFocusableGroupWithHitRectMarkAndHiddenTip() throws {
    let mark = BarMark(data: [.init(x: 1, y: 50, tip: Fixture.tip())], fill: "red")
    let markup = mark.render(in: Fixture.bands()).render(pretty: false)
    let expected = [
      ##"<g class="datum" tabindex="0" aria-label="Dec 9: 12,345 steps">"##,
      ##"<rect class="hit" x="100" y="0" width="100" height="100" fill="#000" fill-opacity="0"/>"##,
      ##"<g class="mark"><rect x="110" y="50" width="80" height="50" fill="red"/></g>"##,
      ##"<g class="tip" display="none">"##,
      ##"<line class="rule-selection" x1="150" x2="150" y1="0" y2="100" stroke="#8E8E93" stroke-opacity="0.3" stroke-width="1"/>"##,
      ##"<g class="annotation"><rect class="annotation-box""##,
    ].joined()
    #expect(markup.hasPrefix(expected))
    let root = try XMLCheck.parse(markup)
    #expect(root.children.map(\.name) == ["rect", "g", "g"])
    #expect(root.children.map { $0.attributes["class"] } == ["hit", "mark", "tip"])
    let texts = root.elements(named: "text").map(\.text)
    #expect(texts == ["Mon, Dec 9", "12,345"])
    #expect(root.elements(withClass: "annotation-value").first?.attributes["fill"] == "#FF2D55")
    #expect(root.elements(withClass: "annotation-value").first?.attributes["class"] == "annotation-value fill-steps")
    #expect(root.elements(withClass: "annotation-box").first?.attributes["filter"] == "url(#t-shadow)")
  }

  @Test func selectedDatumShowsItsTipAndOthersAreDimmed() throws {
    let mark = BarMark(
      data: [.init(x: 0, y: 10, tip: Fixture.tip("A")), .init(x: 1, y: 20, tip: Fixture.tip("B")), .init(x: 2, y: 30)],
      fill: "red")
    let markup = SVGNode.el("g", [], [mark.render(in: Fixture.bands(selection: 1))]).render()
    let root = try XMLCheck.parse(markup)
    let datums = root.children
    #expect(datums.count == 3)
    #expect(datums[0].attributes["class"] == "datum")
    #expect(datums[1].attributes["class"] == "datum selected")
    #expect(datums[0].children[1].attributes["opacity"] == "0.3")
    #expect(datums[1].children[1].attributes["opacity"] == nil)
    #expect(datums[0].children[2].attributes["display"] == "none")
    #expect(datums[1].children[2].attributes["display"] == nil)
    // A datum without a tip is a plain mark group, still dimmed.
    #expect(datums[2].name == "g")
    #expect(datums[2].attributes == ["class": "mark", "opacity": "0.3"])
    #expect(occurrences(of: #" opacity="0.3""#, in: markup) == 2)
  }

  @Test func withoutSelectionNothingIsDimmed() {
    let mark = PointMark(
      data: [.init(x: 0, y: 10, tip: Fixture.tip()), .init(x: 1, y: 20)], fill: "f", stroke: "s", className: "p")
    let markup = mark.render(in: Fixture.bands()).render()
    #expect(!markup.contains(#" opacity="0.3""#))
    #expect(occurrences(of: #"display="none""#, in: markup) == 1)
  }

  // MARK: Rules, lines, areas, points, text

  @Test func ruleSpansThePlot() {
    let context = Fixture.bands()
    #expect(
      RuleMark(y: 25, stroke: "#00C7BE", className: "rule-goal", label: "goal").render(in: context).render()
        == ##"<line class="rule-goal" x1="0" x2="300" y1="75" y2="75" stroke="#00C7BE" stroke-width="1" stroke-dasharray="5"/>"## + "\n")
    #expect(
      RuleMark(y: 100, stroke: "s", className: "c", dash: nil, lineWidth: 1.5, label: "average").render(in: context)
        .render(pretty: false)
        == ##"<line class="c" x1="0" x2="300" y1="0" y2="0" stroke="s" stroke-width="1.5"/>"##)
    let rule = RuleMark(y: 7, stroke: "s", className: "c", label: "average")
    #expect(rule.ariaName == "rule average")
    #expect(rule.channels == [Channel(name: "y", scale: .y, values: [7])])
  }

  @Test func lineThroughBandCentres() {
    let mark = LineMark(points: [(0, 0), (1, 50), (2, 100)], stroke: "#5856D6", className: "line-weight")
    #expect(
      mark.render(in: Fixture.bands()).render(pretty: false)
        == ##"<path class="line-weight" d="M50,100L150,50L250,0" fill="none" stroke="#5856D6" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>"##
    )
    #expect(mark.ariaName == "line")
  }

  @Test func lineWithMissingValuesHasGaps() throws {
    let mark = LineMark(points: [(0, 10), (1, 20), (2, nil), (3, 40)], stroke: "s", className: "c", lineWidth: 1)
    let markup = mark.render(in: Fixture.days()).render(pretty: false)
    let path = try #require(try XMLCheck.parse(markup).attributes["d"])
    #expect(path == "M50,90L150,80M350,60Z")
    #expect(path.filter { $0 == "M" }.count == 2)
    #expect(mark.channels == [Channel(name: "y", scale: .y, values: [10, 20, 40])])
  }

  @Test func lineWithNoValuesRendersNothing() {
    let mark = LineMark(points: [(0, nil), (1, nil)], stroke: "s", className: "c")
    #expect(mark.render(in: Fixture.days()).isEmpty)
    #expect(LineMark(points: [], stroke: "s", className: "c").render(in: Fixture.days()).isEmpty)
  }

  @Test func areaDownToItsBaseline() {
    let mark = AreaMark(points: [(0, 50), (1, 100)], baseline: 0, fill: "url(#t-area)", className: "area")
    #expect(
      mark.render(in: Fixture.bands()).render(pretty: false)
        == ##"<path class="area" d="M50,50L150,0L150,100L50,100Z" fill="url(#t-area)"/>"##)
    #expect(mark.channels == [Channel(name: "y", scale: .y, values: [50, 100, 0])])
    #expect(mark.ariaName == "area")
  }

  @Test func areaWithGapsAndEmptyArea() throws {
    let mark = AreaMark(points: [(0, 50), (1, 60), (2, nil), (3, 80)], baseline: 40, fill: "f", className: "a")
    let path = try #require(try XMLCheck.parse(mark.render(in: Fixture.days()).render()).attributes["d"])
    #expect(path.filter { $0 == "M" }.count == 2)
    #expect(AreaMark(points: [(0, nil)], baseline: 0, fill: "f", className: "a").render(in: Fixture.days()).isEmpty)
  }

  @Test func pointsAtCentres() {
    let mark = PointMark(data: [.init(x: 0, y: 50), .init(x: 3, y: 0)], fill: "#5856D6", stroke: "#fff", className: "pt")
    #expect(
      mark.render(in: Fixture.days()).render(pretty: false)
        == ##"<g class="mark"><circle class="pt" cx="50" cy="50" r="3.5" fill="#5856D6" stroke="#fff" stroke-width="1.5"/></g>"##
        + ##"<g class="mark"><circle class="pt" cx="350" cy="100" r="3.5" fill="#5856D6" stroke="#fff" stroke-width="1.5"/></g>"##)
    #expect(mark.ariaName == "point")
    #expect(mark.channels == [Channel(name: "y", scale: .y, values: [50, 0])])
  }

  @Test func textMarkDefaultsAndOverrides() {
    let context = Fixture.bands()
    #expect(
      TextMark("Hi & bye", x: 10, y: 20.125, fill: "#000", className: "c").render(in: context).render()
        == ##"<text class="c" x="10" y="20.13" font-size="12" text-anchor="middle" fill="#000">Hi &amp; bye</text>"## + "\n")
    #expect(
      TextMark("B", x: 0, y: 0, fontSize: 17, fontWeight: "700", anchor: "start", fill: "f", className: "d").node
        .render(pretty: false)
        == ##"<text class="d" x="0" y="0" font-size="17" font-weight="700" fill="f">B</text>"##)
    #expect(TextMark("x", x: 0, y: 0, fill: "f", className: "c").channels.isEmpty)
  }

  // MARK: Numbers

  @Test func noNegativeZeroAnywhere() {
    let context = RenderContext(
      x: .bands(BandScale(count: 3, range: (-0.0, 300), paddingInner: 0.1, paddingOuter: 0.1)),
      y: LinearScale(domain: (-0.0, 10), range: (100, -0.0)),
      plot: Rect(x: -0.0, y: -0.0, width: 300, height: 100),
      bounds: Rect(x: -0.0, y: -0.0, width: 300, height: 100), ids: Fixture.ids, selection: -0.0)
    let marks: [any Mark] = [
      BarMark(data: [.init(x: 0, y: -0.0, tip: Fixture.tip()), .init(x: 1, y: -0.001)], baseline: -0.0, fill: "f"),
      RuleMark(y: -0.0, stroke: "s", className: "c", label: "zero"),
      LineMark(points: [(0, -0.0), (1, -0.004), (2, 10)], stroke: "s", className: "c"),
      AreaMark(points: [(0, -0.0), (1, -0.004)], baseline: -0.0, fill: "f", className: "a"),
      PointMark(data: [.init(x: 0, y: -0.0, tip: Fixture.tip())], fill: "f", stroke: "s", className: "p"),
      TextMark("t", x: -0.0, y: -0.001, fill: "f", className: "c"),
    ]
    for mark in marks {
      let markup = mark.render(in: context).render()
      #expect(!containsNegativeZero(markup), "\(mark.ariaName): \(markup)")
    }
  }

  @Test func negativeZeroDetectorWorks() {
    #expect(containsNegativeZero(#"x="-0""#))
    #expect(containsNegativeZero("M-0,1"))
    #expect(containsNegativeZero("M1,-0.00"))
    #expect(!containsNegativeZero("M-0.5,1"))
    #expect(!containsNegativeZero("M-10,1 -0.01 t-shadow"))
  }
}
