import TestSupport
import Testing

@testable import ChartKit

/// The rings drawing: its structure, accessibility and colours, and golden files for each
/// progress (0%, 50%, 100%, 150%, 250%, none), three sizes, a standalone file with its dark
/// rules and a week of drawings in one `<svg>`.
@Suite struct ConcentricRingsTests {
  /// Three rings in colours of the tests' own (ChartKit names none).
  static let styles = [
    RingStyle(
      className: "ring-red", light: .init(color: "#FA114F", track: "#FCD3DE"),
      dark: .init(color: "#FA114F", track: "#3D0615")),
    RingStyle(
      className: "ring-green", light: .init(color: "#5BC400", track: "#DAF2C4"),
      dark: .init(color: "#A6FF00", track: "#243D00")),
    RingStyle(
      className: "ring-blue", light: .init(color: "#00B4D8", track: "#C7EEF6"),
      dark: .init(color: "#00F0FF", track: "#003A3E")),
  ]

  static let label = "Red 512 of 450 (114%), Green 31 of 30, Blue 11 of 12"

  static func tip(_ title: String = "Tue, Mar 5") -> Tip {
    Tip(
      title: title, value: "114% \u{B7} 103% \u{B7} 92%", accessibilityLabel: label,
      valueColor: "#FA114F")
  }

  static func rings(
    _ progress: [Double?], size: Double = 64, tip: Tip? = tip(), label: String = label
  ) -> ConcentricRings {
    ConcentricRings(
      rings: zip(progress, styles).map { ConcentricRings.Ring(progress: $0, style: $1) },
      size: size, label: label, tip: tip, appearance: Fixture.appearance)
  }

  static let styleSheet: StyleSheet = {
    let rules = RingStyle.css(styles, appearance: Fixture.appearance)
    return StyleSheet(
      ChartStyleSheet.css(
        parts: [.datums, .tips], appearance: Fixture.appearance,
        light: rules.light + ".rings .tip-value{fill:#FA114F}\n", dark: rules.dark))
  }()

  /// The inline form, pretty, checked as XML.
  static func check(_ drawing: ConcentricRings, named name: String) throws {
    let svg = drawing.render(pretty: true)
    _ = try XMLCheck.parse(svg)
    #expect(!containsNegativeZero(svg))
    GoldenFile.assertMatches(svg, named: name)
  }

  @Test(
    arguments: [
      ("rings-0.svg", [0, 0, 0]),
      ("rings-50.svg", [0.5, 0.5, 0.5]),
      ("rings-100.svg", [1, 1, 1]),
      ("rings-150.svg", [1.5, 1.5, 1.5]),
      ("rings-250.svg", [2.5, 2.5, 2.5]),
      ("rings-paused.svg", [nil, nil, nil]),
      ("rings-mixed.svg", [1.14, nil, 0.003]),
    ] as [(String, [Double?])])
  func progressGoldens(name: String, progress: [Double?]) throws {
    try Self.check(Self.rings(progress), named: name)
  }

  @Test(arguments: [24.0, 64, 160])
  func sizeGoldens(size: Double) throws {
    try Self.check(
      Self.rings([1.14, 1.03, 0.92], size: size),
      named: "rings-size-" + NumberFormat.coordinate(size) + ".svg")
  }

  /// A standalone file: the document's name and description, the embedded style sheet with the
  /// rings' dark colours and the lap shadow's, the annotation inside the view box.
  @Test func standaloneDocumentWithDarkRules() throws {
    var writer = MarkupWriter(pretty: true, syntax: .xml)
    Self.rings([1.14, 1.03, 0.92], size: 160).writeDocument(
      ids: IDGenerator(prefix: "r"),
      accessibility: ChartAccessibility(
        label: "Activity, Tuesday, March 5", description: Self.label),
      styleSheet: Self.styleSheet, to: &writer)
    let svg = writer.text
    let root = try XMLCheck.parse(svg)
    #expect(root.attributes["role"] == "graphics-document")
    #expect(root.attributes["viewBox"] == "0 0 160 160")
    let css = try #require(root.elements(named: "style").first?.text)
    let dark = try #require(css.components(separatedBy: "prefers-color-scheme:dark").last)
    for style in Self.styles {
      #expect(dark.contains("." + style.className + "{stroke:" + style.dark.color + "}"))
      #expect(
        dark.contains("." + style.className + " .ring-track{stroke:" + style.dark.track + "}"))
    }
    #expect(dark.contains(".ring-shadow{fill:" + Fixture.appearance.dark.shadow + "}"))
    // The box lies inside the view box: no room above or below a card, so over its top.
    let box = try #require(root.elements(withClass: "tip-box").first)
    let symbol = try #require(root.elements(named: "g").first)
    #expect(symbol.attributes["transform"] == "translate(80,80)")
    let left = try #require(box.number("x")) + 80
    let top = try #require(box.number("y")) + 80
    let boxWidth = try #require(box.number("width"))
    #expect(top == 0)
    #expect(left == (boxWidth > 160 ? 0 : (160 - boxWidth) / 2))
    GoldenFile.assertMatches(svg, named: "rings-document-dark.svg")
  }

  /// Small multiples: a week of drawings in one `<svg>`, one tab stop, tips kept inside.
  @Test func weekOfDrawingsInOneSVG() throws {
    let days: [[Double?]] = [
      [0.2, 0.1, 0.25], [0.8, 1.2, 1], [1, 1, 1], [1.6, 2.1, 0.9], [nil, nil, nil],
      [2.5, 0.5, 1.05], [0, 0, 0],
    ]
    let width = 7 * 40.0
    // Room above the drawings for the annotation boxes, as a calendar's rows would leave.
    let height = 96.0
    let ids = IDGenerator(prefix: "w")
    var writer = MarkupWriter(pretty: true, syntax: .xml)
    SVGDocument.open(
      width: width, height: height, ids: ids,
      accessibility: ChartAccessibility(label: "Activity, week of March 4", description: ""),
      className: "chart rings-week", fontFamily: Fixture.appearance.fontFamily,
      styleSheet: nil, definitions: [], interactive: true, writer: &writer)
    for (index, progress) in days.enumerated() {
      Self.rings(progress, size: 32, tip: Self.tip("Day " + String(index + 1)))
        .writeSymbol(
          x: Double(index) * 40 + 4, y: 58, isTabStop: index == 6,
          tipArea: Rect(x: 0, y: 0, width: width, height: height), to: &writer)
    }
    writer.close("svg")
    let svg = writer.text
    let root = try XMLCheck.parse(svg)
    let symbols = root.allElements.filter { $0.attributes["role"] == "graphics-symbol" }
    #expect(symbols.count == 7)
    #expect(symbols.map { $0.attributes["tabindex"] } == Array(repeating: "-1", count: 6) + ["0"])
    for symbol in symbols {
      let box = try #require(symbol.elements(withClass: "tip-box").first)
      let origin = try #require(translateX(symbol))
      let left = try #require(box.number("x")) + origin
      #expect(left >= 0 && left + (box.number("width") ?? 0) <= width)
    }
    #expect(!containsNegativeZero(svg))
    GoldenFile.assertMatches(svg, named: "rings-week.svg")
  }

  @Test func oneFocusableSymbolNamedByTheLabel() throws {
    let root = try XMLCheck.parse(Self.rings([0.5, 1.5, nil], label: "A & <B>").render())
    #expect(root.name == "svg")
    #expect(root.attributes["role"] == nil)  // the symbol carries the name
    #expect(root.attributes["overflow"] == "visible")
    #expect(root.attributes["viewBox"] == "-32 -32 64 64")
    let symbols = root.allElements.filter { $0.attributes["role"] != nil }
    #expect(symbols.count == 1)
    let symbol = try #require(symbols.first)
    #expect(symbol.attributes["role"] == "graphics-symbol")
    #expect(symbol.attributes["aria-label"] == "A & <B>")
    #expect(symbol.attributes["tabindex"] == "0")
    #expect(symbol.attributes["transform"] == nil)
    #expect(symbol.attributes["stroke-linecap"] == "round")
    // The hover target takes the pointer; the tip (focus ring and annotation) hides.
    #expect(symbol.children.first?.attributes["class"] == "mark hover-target")
    let tip = try #require(symbol.children.last)
    #expect(tip.attributes == ["class": "tip", "display": "none"])
    #expect(
      tip.children.map { $0.attributes["class"] } == ["focus-ring", "tip-box", nil, "tip-value"])
    #expect(tip.elements(named: "text").map(\.text) == ["Tue, Mar 5", "114% · 103% · 92%"])
  }

  @Test func withoutTipTheFocusRingRemains() throws {
    let root = try XMLCheck.parse(Self.rings([0.5, 0.5, 0.5], tip: nil).render())
    let tip = try #require(root.elements(withClass: "tip").first)
    #expect(tip.children.map { $0.attributes["class"] } == ["focus-ring"])
  }

  /// Each ring's group by progress: a track unless a whole lap covers it; a lap; over a lap on
  /// another the shadow and the last lap's end.
  @Test(
    arguments: [
      (nil, ["circle"]),
      (0, ["circle"]),
      (0.5, ["circle", "path"]),
      (1, ["path"]),
      (1.5, ["path", "g", "path"]),
      (2, ["path", "g", "path"]),
      (2.5, ["path", "g", "path"]),
    ] as [(Double?, [String])])
  func ringParts(progress: Double?, parts: [String]) throws {
    let root = try XMLCheck.parse(Self.rings([progress]).render())
    let ring = try #require(root.elements(withClass: "ring-red").first)
    #expect(ring.attributes["stroke"] == "#FA114F")
    #expect(ring.children.map(\.name) == parts)
    if parts.first == "circle" {
      #expect(ring.children[0].attributes["class"] == "ring-track")
      #expect(ring.children[0].attributes["stroke"] == "#FCD3DE")
    }
    if parts.contains("g") {
      let shadow = ring.children[1]
      #expect(shadow.attributes["class"] == "ring-shadow")
      #expect(shadow.attributes["fill"] == "#000000")
      #expect(shadow.attributes["stroke"] == "none")
      #expect(shadow.children.count == ConcentricRings.shadowOffsets.count)
      // The laps below are a whole circle; the last lap's end is a short arc over the shadow.
      #expect(ring.children[0].attributes["d"]?.hasSuffix("Z") == true)
      #expect(ring.children[2].attributes["d"]?.hasSuffix("Z") == false)
    }
  }

  /// The last lap's end and its shadow follow the progress: at 150% the end is at 6 o'clock,
  /// the shadow's discs just past it (clockwise, so to the left of the bottom).
  @Test func lapEndAndShadowAtTheProgress() throws {
    let layout = RingLayout(size: 64, count: 3)
    let radius = layout.radius(ofRing: 0)
    let root = try XMLCheck.parse(Self.rings([1.5, nil, nil]).render())
    let ring = try #require(root.elements(withClass: "ring-red").first)
    let end = try #require(ring.children.last?.attributes["d"])
    #expect(end.hasSuffix("," + NumberFormat.coordinate(0) + "," + NumberFormat.coordinate(radius)))
    let discs = ring.children[1].children
    let xs = discs.compactMap { $0.number("cx") }
    #expect(xs.count == 2 && xs.allSatisfy { $0 < 0 })
    #expect(xs == xs.sorted(by: >))  // further along, further left
    #expect(discs.allSatisfy { $0.number("cy") ?? 0 > radius * 0.99 })
  }

  /// The markup of one day's drawing as a page holds it (compact, inline), in bytes: the
  /// figure for a month's calendar of 31.
  @Test func bytesPerDrawing() {
    for (size, tip) in [(32.0, nil), (32, Self.tip()), (160, Self.tip())] as [(Double, Tip?)] {
      let bytes = Self.rings([1.14, 1.03, 0.92], size: size, tip: tip).render().utf8.count
      print("rings inline: size \(size), tip \(tip != nil): \(bytes) bytes")
      #expect(bytes < (tip == nil ? 1300 : 1500))
    }
    // The label is most of it; a paused day (tracks only) is the smallest.
    let paused = Self.rings([nil, nil, nil], size: 32, tip: nil).render().utf8.count
    print("rings inline: paused, size 32, no tip: \(paused) bytes")
  }

  @Test func ruleTextNamesEachClassOnce() {
    let rules = RingStyle.css(Self.styles, appearance: Fixture.appearance)
    #expect(
      rules.light.hasPrefix(
        ".ring-red{stroke:#FA114F}.ring-red .ring-track{stroke:#FCD3DE}.ring-green{stroke:#5BC400}"
      ))
    #expect(rules.light.hasSuffix(".ring-shadow{fill:#000000}\n"))
    #expect(!rules.light.contains("<") && !rules.dark.contains(">"))
  }
}
