import Testing

@testable import ChartKit

struct MarkTests {
  // MARK: Bars

  @Test func barsFromZeroInBands() {
    let mark = BarMark(data: [.init(x: 0, y: 50), .init(x: 2, y: 100, fill: "blue")], fill: "red")
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<rect class="mark" x="10" y="50" width="80" height="50"/>"##
        + ##"<rect class="mark" x="210" y="0" width="80" height="100" fill="blue"/>"##)
    // The shared fill is set once, on the mark's group.
    #expect(mark.layerAttributes.map(\.0) == ["fill"])
    #expect(mark.layerAttributes.map(\.1) == ["red"])
    #expect(mark.channels == [Channel(values: [50, 100, 0])])
    #expect(mark.widestTip == 0)
    #expect(mark.definitions(ids: Fixture.ids).isEmpty)
  }

  @Test func barsOverDays() {
    let mark = BarMark(data: [.init(x: 1, y: 25)], fill: "red", padding: 0)
    #expect(
      mark.markup(in: Fixture.days(), pretty: true)
        == "<rect class=\"mark\" x=\"100\" y=\"75\" width=\"100\" height=\"25\"/>\n")
  }

  @Test func negativeBarsGrowDownFromTheBaseline() {
    let context = Fixture.bands(yDomain: (-50, 50))
    let mark = BarMark(
      data: [.init(x: 0, y: -25), .init(x: 1, y: 25), .init(x: 2, y: 0)], fill: "f", padding: 0)
    #expect(
      mark.markup(in: context)
        == ##"<rect class="mark" x="0" y="50" width="100" height="25"/>"##
        + ##"<rect class="mark" x="100" y="25" width="100" height="25"/>"##
        + ##"<rect class="mark" x="200" y="50" width="100" height="0"/>"##)
  }

  @Test func barsFromANonZeroBaseline() {
    let mark = BarMark(data: [.init(x: 0, y: 20)], baseline: 40, fill: "f", padding: 0)
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<rect class="mark" x="0" y="60" width="100" height="20"/>"##)
    #expect(mark.channels.first?.values == [20, 40])
  }

  @Test(arguments: [-1.0, 0.0, 0.5, 0.95, 3])
  func barPaddingIsClamped(padding: Double) {
    let mark = BarMark(data: [], fill: "f", padding: padding)
    #expect(mark.padding == min(max(padding, 0), 0.9))
  }

  // MARK: Interactive datums

  @Test func tipWidthOfTheFixture() {
    // max(width("Mon, Dec 9") at 12 bold, width("12,345") at 17 bold) + 2 × 8, rounded up, in
    // DejaVu Sans Bold's advance widths.
    #expect(Fixture.tipWidth == 92)
    let mark = BarMark(data: [.init(x: 0, y: 1, tip: Fixture.tip()), .init(x: 1, y: 2)], fill: "f")
    #expect(mark.widestTip == 92)
  }

  @Test func datumWithTipIsAFocusableGroupWithHoverTargetMarkAndHiddenTip() throws {
    let mark = BarMark(data: [.init(x: 1, y: 50, tip: Fixture.tip())], fill: "red")
    let context = Fixture.bands(tipBoxWidth: Fixture.tipWidth)
    let markup = mark.markup(in: context)
    // Band 1 spans 100...200: the box (92 wide) is centred at 150, so the group is translated to
    // round(150 − 46 + 8) = 112, where the box's text starts. The context has no tab stop: -1.
    let expected = [
      ##"<g tabindex="-1" role="graphics-symbol" aria-label="Dec 9: 12,345 steps" transform="translate(112)">"##,
      ##"<use class="hover-target" href="#t-h"/>"##,
      ##"<rect class="mark" x="-2" y="50" width="80" height="50"/>"##,
      ##"<g class="tip" display="none"><use href="#t-t"/>"##,
      ##"<text y="19">Mon, Dec 9</text><text class="tip-value fill-steps" y="38">12,345</text>"##,
      "</g></g>",
    ].joined()
    #expect(markup == expected)
    let root = try XMLCheck.parse(markup)
    #expect(root.children.map(\.name) == ["use", "rect", "g"])
    #expect(root.children.map { $0.attributes["class"] } == ["hover-target", "mark", "tip"])
    #expect(root.children[2].children.map(\.name) == ["use", "text", "text"])
    #expect(root.elements(named: "text").map(\.text) == ["Mon, Dec 9", "12,345"])
    // Hover-only text is styled by the style sheet: no presentation attributes.
    #expect(
      root.elements(named: "text").allSatisfy {
        $0.attributes["fill"] == nil && $0.attributes["font-size"] == nil
      })
    #expect(markup == mark.markup(in: context))
  }

  @Test func sharedHoverTargetAndTipFrameAreDefinedOncePerChart() {
    let context = Fixture.bands(tipBoxWidth: 75)
    var writer = MarkupWriter(syntax: .xml)
    DatumGroup.writeDefinitions(context: context, to: &writer)
    let markup = writer.text
    // In a datum group's coordinates: the datum's centre is at 75 / 2 − 8 = 29.5.
    #expect(
      markup
        == ##"<rect id="t-h" x="-20.5" y="0" width="100" height="100" fill-opacity="0"/>"##
        + ##"<g id="t-t" class="tip-frame"><path class="tip-rule" d="M29.5,0V100"/><rect id="t-b" class="tip-box" x="-8" y="0" width="75" height="49" rx="4"/></g>"##
    )
  }

  @Test func selectedDatumShowsItsTipInFullAndOthersAreDimmed() throws {
    let mark = BarMark(
      data: [
        .init(x: 0, y: 10, tip: Fixture.tip("A")), .init(x: 1, y: 20, tip: Fixture.tip("B")),
        .init(x: 2, y: 30),
      ],
      fill: "red")
    let markup = mark.markup(in: Fixture.bands(selection: 1, tipBoxWidth: 75))
    let root = try XMLCheck.parse("<g>" + markup + "</g>")
    let datums = root.children
    #expect(datums.map(\.name) == ["g", "g", "rect"])
    #expect(datums[0].attributes["class"] == nil)
    #expect(datums[1].attributes["class"] == "selected")
    #expect(datums[0].children[1].attributes["opacity"] == "0.3")
    #expect(datums[1].children[1].attributes["opacity"] == nil)
    #expect(datums[0].children[2].attributes["display"] == "none")
    #expect(datums[1].children[2].attributes["display"] == nil)
    // A datum without a tip is a bare mark, still dimmed.
    #expect(datums[2].attributes["class"] == "mark")
    #expect(datums[2].attributes["opacity"] == "0.3")
    #expect(occurrences(of: #" opacity="0.3""#, in: markup) == 2)
    // The selected datum's tip is written out with presentation attributes, as it must read
    // right where styles are ignored.
    let tip = datums[1].children[2]
    #expect(tip.children.map(\.name) == ["path", "rect", "text", "text"])
    let rule = tip.children[0]
    #expect(rule.attributes["class"] == "tip-rule")
    #expect(rule.attributes["stroke"] == "#8E8E93")
    #expect(rule.attributes["d"] == "M29,0V100")  // 150 − round(150 − 37.5 + 8)
    let box = tip.children[1]
    #expect(box.attributes["class"] == "tip-box")
    #expect(box.attributes["fill"] == "#FFFFFF")
    #expect(box.attributes["filter"] == "url(#t-shadow)")
    #expect(box.number("x") == 112.5 - 121)
    #expect(tip.children[2].attributes["font-weight"] == "600")
    #expect(tip.children[3].attributes["fill"] == "#FF2D55")
    #expect(tip.children[3].attributes["class"] == "tip-value fill-steps")
    #expect(tip.children[2].number("x") == 112.5 + 8 - 121)
    // The other datum's tip uses the shared frame.
    #expect(datums[0].children[2].children.first?.attributes["href"] == "#t-t")
  }

  @Test func boxAtTheChartsEdgeIsMovedInsideWithItsOwnRule() throws {
    // A 150-point box on band 0 (centre 50) would start at −25: it starts at the left edge.
    let mark = BarMark(
      data: [.init(x: 0, y: 10, tip: Fixture.tip()), .init(x: 1, y: 10, tip: Fixture.tip())],
      fill: "f")
    let root = try mark.parsed(in: Fixture.bands(tipBoxWidth: 150))
    let edge = root.children[0]
    let origin = try #require(translateX(edge))
    #expect(origin == 50 - 75 + 8)
    let tip = edge.children[2]
    #expect(tip.attributes["display"] == "none")
    #expect(tip.children.map(\.name) == ["path", "use", "text", "text"])
    #expect(tip.children[0].attributes == ["class": "tip-rule", "d": "M67,0V100"])
    // The shared box (at x −8 in the group) moved so that it starts at the chart's left edge.
    #expect(tip.children[1].attributes["href"] == "#t-b")
    #expect(try #require(tip.children[1].number("x")) - AnnotationBox.padding + origin == 0)
    #expect(try #require(tip.children[2].number("x")) + origin == 8)
    #expect(tip.children[3].number("x") == tip.children[2].number("x"))
    // Band 1's box fits: shared frame, text at the group's origin.
    let centred = root.children[1].children[2]
    #expect(centred.children.map(\.name) == ["use", "text", "text"])
    #expect(centred.children[1].attributes["x"] == nil)
  }

  @Test func withoutSelectionNothingIsDimmed() {
    let mark = PointMark(
      data: [.init(x: 0, y: 10, tip: Fixture.tip()), .init(x: 1, y: 20)], fill: "f", stroke: "s",
      className: "p")
    let markup = mark.markup(in: Fixture.bands(tipBoxWidth: 75))
    #expect(!markup.contains(#" opacity="#))
    #expect(!markup.contains(#"class="selected""#))
    #expect(occurrences(of: #"display="none""#, in: markup) == 1)
  }

  @Test func aPointsOwnFillReplacesTheMarksAndTipsSpanOnlyTippedPoints() throws {
    let mark = PointMark(
      data: [.init(x: 0, y: 10), .init(x: 2, y: 20, tip: Fixture.tip(), fill: "gold")],
      fill: "f", stroke: "s", className: "p")
    let circles = try mark.parsed(in: Fixture.bands()).children.flatMap { datum in
      datum.name == "circle" ? [datum] : datum.children.filter { $0.name == "circle" }
    }
    #expect(circles.map { $0.attributes["fill"] } == [nil, "gold"])
    #expect(mark.firstTipX == 2)
    #expect(mark.widestTip == Fixture.tipWidth)
  }

  // MARK: Tips without a mark

  @Test func tipMarkWritesHoverTargetsAndTipsWithoutAMark() throws {
    let mark = TipMark(data: [
      .init(x: 0, y: 0, tip: Fixture.tip("A")), .init(x: 2, y: 0, tip: Fixture.tip("C")),
    ])
    #expect(mark.channels.isEmpty)
    // "12,345" at 17 points bold is the widest line of these tips: 65.3 + 2 × 8, rounded up.
    #expect(mark.widestTip == 82)
    #expect(mark.widestTip == AnnotationBox.width(for: Fixture.tip("A")))
    #expect(TipMark(data: []).widestTip == 0)
    let markup = mark.markup(in: Fixture.bands(tipBoxWidth: 75))
    #expect(
      markup
        == ##"<g tabindex="-1" role="graphics-symbol" aria-label="A: 12,345 steps" transform="translate(21)"><use class="hover-target" href="#t-h"/>"##
        + ##"<g class="tip" display="none"><use href="#t-t"/><text y="19">Mon, A</text><text class="tip-value fill-steps" y="38">12,345</text></g></g>"##
        + ##"<g tabindex="-1" role="graphics-symbol" aria-label="C: 12,345 steps" transform="translate(221)"><use class="hover-target" href="#t-h"/>"##
        + ##"<g class="tip" display="none"><use href="#t-t"/><text y="19">Mon, C</text><text class="tip-value fill-steps" y="38">12,345</text></g></g>"##
    )
  }

  @Test func tipMarkSelectionShowsTheTipAndDimsNothing() throws {
    let mark = TipMark(data: [
      .init(x: 0, y: 0, tip: Fixture.tip("A")), .init(x: 1, y: 0, tip: Fixture.tip("B")),
    ])
    let markup = mark.markup(in: Fixture.bands(selection: 1, tipBoxWidth: 75))
    #expect(!markup.contains(#" opacity="#))
    let datums = try mark.parsed(in: Fixture.bands(selection: 1, tipBoxWidth: 75)).children
    #expect(datums.map { $0.attributes["class"] } == [nil, "selected"])
    #expect(datums.map { $0.children.map(\.name) } == [["use", "g"], ["use", "g"]])
    #expect(datums.map { $0.children[1].attributes["display"] } == ["none", nil])
    #expect(datums[1].children[1].children.map(\.name) == ["path", "rect", "text", "text"])
  }

  // MARK: Rules, lines, areas, points, text

  @Test func ruleSpansThePlot() {
    let context = Fixture.bands()
    #expect(
      RuleMark(y: 25, stroke: "#00C7BE", className: "rule-goal").markup(
        in: context, pretty: true)
        == ##"<path class="rule-goal" d="M0,75H300" stroke="#00C7BE" stroke-dasharray="5"/>"##
        + "\n")
    #expect(
      RuleMark(y: 100, stroke: "s", className: "c", dash: nil, lineWidth: 1.5)
        .markup(in: context)
        == ##"<path class="c" d="M0,0H300" stroke="s" stroke-width="1.5"/>"##)
    let rule = RuleMark(y: 7, stroke: "s", className: "c")
    #expect(rule.channels == [Channel(values: [7])])
  }

  @Test func lineThroughBandCentres() {
    let mark = LineMark(
      points: [(0, 0), (1, 50), (2, 100)], stroke: "#5856D6", className: "line-weight")
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<path class="line-weight" d="M50,100l100-50l100-50" fill="none" stroke="#5856D6" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>"##
    )
    #expect(mark.definitions(ids: Fixture.ids).isEmpty)
  }

  @Test func lineWithMissingValuesHasGaps() throws {
    let mark = LineMark(
      points: [(0, 10), (1, 20), (2, nil), (3, 40)], stroke: "s", className: "c", lineWidth: 1)
    let path = try #require(try mark.parsed(in: Fixture.days()).children.first?.attributes["d"])
    #expect(path == "M50,90l100-10m200-20z")
    #expect(pathCommands(path).filter { $0.letter == "M" || $0.letter == "m" }.count == 2)
    #expect(
      absolutePoints(path) == [
        .init(x: 50, y: 90), .init(x: 150, y: 80), .init(x: 350, y: 60), .init(x: 350, y: 60),
      ])
    #expect(mark.channels == [Channel(values: [10, 20, 40])])
  }

  @Test func lineWithNoValuesRendersNothing() {
    let mark = LineMark(points: [(0, nil), (1, nil)], stroke: "s", className: "c")
    #expect(mark.markup(in: Fixture.days()).isEmpty)
    #expect(LineMark(points: [], stroke: "s", className: "c").markup(in: Fixture.days()).isEmpty)
  }

  @Test func linePathIsInWholePoints() throws {
    let mark = LineMark(points: [(0, 10.26), (1, 20.74), (2, 33.33)], stroke: "s", className: "c")
    let path = try #require(try mark.parsed(in: Fixture.bands()).children.first?.attributes["d"])
    #expect(!path.contains("."))
    #expect(
      absolutePoints(path) == [.init(x: 50, y: 90), .init(x: 150, y: 79), .init(x: 250, y: 67)])
  }

  static let symbol = LineMark.Symbol(fill: "#5856D6", stroke: "#fff", className: "pt")

  @Test func lineSymbolsAreOneMarkerDefinitionReferencedAtEveryVertex() throws {
    let mark = LineMark(
      points: [(0, 0), (1, 50)], stroke: "s", className: "c", symbol: Self.symbol)
    let definitions = mark.definitions(ids: Fixture.ids)
    #expect(definitions.count == 1)
    // Marker units are the stroke width (2): 9 points of view box in a 4.5-unit marker.
    #expect(
      MarkupNode.group(definitions).render(syntax: .xml)
        == ##"<marker id="t-symbol-pt" viewBox="-4.5 -4.5 9 9" markerWidth="4.5" markerHeight="4.5">"##
        + ##"<circle class="pt" r="3.5" fill="#5856D6" stroke="#fff" stroke-width="1.5"/></marker>"##
    )
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<path class="c" d="M50,100l100-50" fill="none" stroke="s" stroke-width="2" stroke-linejoin="round" stroke-linecap="round""##
        + ##" marker-start="url(#t-symbol-pt)" marker-mid="url(#t-symbol-pt)" marker-end="url(#t-symbol-pt)"/>"##
    )
    // The circle keeps its radius in points whatever the line's width.
    let thin = LineMark(
      points: [(0, 0)], stroke: "s", className: "c", lineWidth: 1,
      symbol: .init(radius: 2, fill: "f", stroke: "s", className: "k"))
    let marker = try XMLCheck.parse(MarkupNode.group(thin.definitions(ids: Fixture.ids)).render())
    #expect(marker.attributes["viewBox"] == "-3 -3 6 6")
    #expect(marker.attributes["markerWidth"] == "6")
    #expect(marker.elements(named: "circle").first?.attributes["r"] == "2")
  }

  @Test func areaDownToItsStraightBaseline() {
    let mark = AreaMark(
      points: [(0, 50), (1, 100)], baseline: 0, fill: "url(#t-area)", className: "area")
    #expect(
      mark.markup(in: Fixture.bands())
        == ##"<path class="area" d="M50,50l100-50V100H50Z" fill="url(#t-area)"/>"##)
    #expect(mark.channels == [Channel(values: [50, 100, 0])])
  }

  @Test func curvedAreaHasACurvedToplineAndOneStraightBaseline() throws {
    let mark = AreaMark(
      points: [(0, 20), (1, 80), (2, 50)], baseline: 10, curve: .monotoneX, fill: "f",
      className: "a")
    let path = try #require(try mark.parsed(in: Fixture.bands()).children.first?.attributes["d"])
    #expect(path.hasPrefix("M50,80c"))
    #expect(path.hasSuffix("V90H50Z"))
    // The baseline is one vertical and one horizontal segment: no curve back along it.
    let commands = pathCommands(path)
    #expect(commands.map(\.letter) == ["M", "c", "c", "V", "H", "Z"])
    let points = absolutePoints(path)
    #expect(points[points.count - 4] == PathPoint(x: 250, y: 50))
    #expect(
      Array(points.suffix(3)) == [.init(x: 250, y: 90), .init(x: 50, y: 90), .init(x: 50, y: 80)])
  }

  @Test func areaWithGapsAndEmptyArea() throws {
    let mark = AreaMark(
      points: [(0, 50), (1, 60), (2, nil), (3, 80)], baseline: 40, fill: "f", className: "a")
    let path = try #require(try mark.parsed(in: Fixture.days()).children.first?.attributes["d"])
    #expect(path.hasPrefix("M50,50l100-10V60H50Z"))
    #expect(pathCommands(path).filter { $0.letter == "M" }.count == 2)
    // Each run closes on its own baseline.
    #expect(occurrences(of: "V60H", in: path) == 2)
    #expect(path.hasSuffix("V60H350Z"))
    #expect(
      AreaMark(points: [(0, nil)], baseline: 0, fill: "f", className: "a").markup(
        in: Fixture.days()
      ).isEmpty)
    #expect(
      AreaMark(points: [], baseline: 0, fill: "f", className: "a").markup(in: Fixture.days())
        .isEmpty)
  }

  @Test func pointsAtCentres() {
    let mark = PointMark(
      data: [.init(x: 0, y: 50), .init(x: 3, y: 0)], fill: "#5856D6", stroke: "#fff",
      className: "pt")
    #expect(
      mark.markup(in: Fixture.days())
        == ##"<circle class="mark" cx="50" cy="50" r="3.5"/><circle class="mark" cx="350" cy="100" r="3.5"/>"##
    )
    #expect(mark.layerAttributes.map(\.0) == ["class", "fill", "stroke", "stroke-width"])
    #expect(mark.layerAttributes.map(\.1) == ["pt", "#5856D6", "#fff", "1.5"])
    #expect(mark.channels == [Channel(values: [50, 0])])
  }

  @Test func pointWithTipIsTranslatedLikeABar() throws {
    let mark = PointMark(
      data: [.init(x: 1, y: 50, tip: Fixture.tip())], fill: "f", stroke: "s", className: "p")
    let datum = try #require(try mark.parsed(in: Fixture.bands(tipBoxWidth: 75)).children.first)
    #expect(translateX(datum) == 121)
    #expect(datum.children[1].attributes == ["class": "mark", "cx": "29", "cy": "50", "r": "3.5"])
  }

  @Test func textMarkDefaultsAndOverrides() {
    let context = Fixture.bands()
    #expect(
      TextMark("Hi & bye", x: 10, y: 20.125, fill: "#000", className: "c").markup(
        in: context, pretty: true)
        == ##"<text class="c" x="10" y="20.13" font-size="12" text-anchor="middle" fill="#000">Hi &amp; bye</text>"##
        + "\n")
    #expect(
      TextMark(
        "B", x: 0, y: 0, fontSize: 17, fontWeight: "700", anchor: "start", fill: "f", className: "d"
      ).node
        .render()
        == ##"<text class="d" x="0" y="0" font-size="17" font-weight="700" fill="f">B</text>"##)
    #expect(TextMark("x", x: 0, y: 0, fill: "f", className: "c").channels.isEmpty)
  }

  // MARK: Numbers

  @Test func noNegativeZeroAnywhere() {
    let context = RenderContext(
      x: .bands(BandScale(count: 3, range: (-0.0, 300), paddingInner: 0.1, paddingOuter: 0.1)),
      y: LinearScale(domain: (-0.0, 10), range: (100, -0.0)),
      plot: Rect(x: -0.0, y: -0.0, width: 300, height: 100),
      bounds: Rect(x: -0.0, y: -0.0, width: 300, height: 100), ids: Fixture.ids,
      appearance: Fixture.appearance, selection: -0.0,
      tipBoxWidth: 75, datumWidth: 90)
    let marks: [any Mark] = [
      BarMark(
        data: [.init(x: 0, y: -0.0, tip: Fixture.tip()), .init(x: 1, y: -0.001)], baseline: -0.0,
        fill: "f"),
      RuleMark(y: -0.0, stroke: "s", className: "c"),
      LineMark(
        points: [(0, -0.0), (1, -0.004), (2, 10)], stroke: "s", className: "c", symbol: Self.symbol),
      AreaMark(points: [(0, -0.0), (1, -0.004)], baseline: -0.0, fill: "f", className: "a"),
      PointMark(
        data: [.init(x: 0, y: -0.0, tip: Fixture.tip())], fill: "f", stroke: "s", className: "p"),
      TipMark(data: [.init(x: 0, y: 0, tip: Fixture.tip()), .init(x: 2, y: 0, tip: Fixture.tip())]),
      TextMark("t", x: -0.0, y: -0.001, fill: "f", className: "c"),
    ]
    for mark in marks {
      let markup = mark.markup(in: context)
      #expect(!containsNegativeZero(markup), "\(type(of: mark)): \(markup)")
    }
    var writer = MarkupWriter()
    DatumGroup.writeDefinitions(context: context, to: &writer)
    #expect(!containsNegativeZero(writer.text))
  }

  @Test func negativeZeroDetectorWorks() {
    #expect(containsNegativeZero(#"x="-0""#))
    #expect(containsNegativeZero("M-0,1"))
    #expect(containsNegativeZero("M1,-0.00"))
    #expect(!containsNegativeZero("M-0.5,1"))
    #expect(!containsNegativeZero("M-10,1 -0.01 t-shadow"))
  }
}
