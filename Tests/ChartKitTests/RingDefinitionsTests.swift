import TestSupport
import Testing

@testable import ChartKit

/// Drawings that share their definitions (``RingDefinitions``): a week in one `<svg>`, each day
/// a few `<use>` elements, its laps, its name and its tip's text.
@Suite struct RingDefinitionsTests {
  static let week: [[Double?]] = [
    [0.2, 0.1, 0.25], [0.8, 1.2, 0.003], [1, 1, 1], [1.6, 2.1, 0.9], [nil, nil, nil],
    [2.5, 0.5, 1.05], [0, 0, 0],
  ]
  static let width = 7 * 40.0
  static let height = 96.0

  static func tip(_ day: Int) -> Tip {
    Tip(
      title: "Day " + String(day + 1), value: "114%", accessibilityLabel: "", valueColor: "#FA114F")
  }

  /// The week in one `<svg>`: definitions for 32-point drawings (with one box width, or
  /// without), each day a drawing.
  static func weekSVG(
    shared: Bool = true, sharedBox: Bool = true, size: Double = 32, days: [[Double?]] = week,
    pretty: Bool = true
  ) -> String {
    let ids = IDGenerator(prefix: "w")
    let boxWidth = (0..<7).map { AnnotationBox.width(for: tip($0)) }.max()
    let definitions = RingDefinitions(
      ids: IDGenerator(prefix: "wr"), size: size, styles: ConcentricRingsTests.styles,
      appearance: Fixture.appearance, tipBoxWidth: sharedBox ? boxWidth : nil)
    var writer = MarkupWriter(pretty: pretty, syntax: .xml)
    SVGDocument.open(
      width: width, height: height, ids: ids,
      accessibility: ChartAccessibility(label: "Activity, week of March 4", description: ""),
      className: "chart rings-week", fontFamily: Fixture.appearance.fontFamily,
      styleSheet: nil, definitions: [],
      writeDefinitions: shared ? { definitions.write(to: &$0) } : nil, interactive: true,
      writer: &writer)
    for (index, progress) in days.enumerated() {
      ConcentricRingsTests.rings(progress, size: 32, tip: tip(index)).writeSymbol(
        x: Double(index) * 40 + 4, y: 58, isTabStop: index == 0,
        tipArea: Rect(x: 0, y: 0, width: width, height: height),
        definitions: shared ? definitions : nil, to: &writer)
    }
    writer.close("svg")
    return writer.text
  }

  @Test func weekGolden() throws {
    let svg = Self.weekSVG()
    let root = try XMLCheck.parse(svg)
    // Every reference is to an element of the document.
    #expect(references(in: root).isSubset(of: Set(definedIDs(in: root))))
    #expect(!containsNegativeZero(svg))
    GoldenFile.assertMatches(svg, named: "rings-week-shared.svg")
  }

  @Test func eachDayIsItsLapsAndReferences() throws {
    let root = try XMLCheck.parse(Self.weekSVG())
    let symbols = root.allElements.filter { $0.attributes["role"] == "graphics-symbol" }
    #expect(symbols.count == 7)
    #expect(symbols.map { $0.attributes["tabindex"] } == ["0"] + Array(repeating: "-1", count: 6))
    // Day 2: 80% (a dashed whole lap), 120% (a whole lap and its end at 72°), 0.3% (a dot).
    let day = symbols[1]
    let uses = day.children.filter { $0.name == "use" }.map { $0.attributes }
    #expect(uses[0] == ["class": "mark hover-target", "href": "#wr-h"])
    // The tracks the whole lap of ring 1 does not cover, each alone.
    #expect(uses[1] == ["href": "#wr-t0"])
    #expect(uses[2] == ["href": "#wr-t2"])
    let radius = RingLayout(size: 32, count: 3).radius(ofRing: 0)
    let lap = NumberFormat.point(0.8 * 2 * .pi * radius)
    let gap = NumberFormat.point((2 * .pi * radius).rounded(.up))
    #expect(uses[3] == ["href": "#wr-r0", "stroke-dasharray": lap + "," + gap])
    #expect(uses[4] == ["href": "#wr-r1"])
    #expect(uses[5] == ["href": "#wr-e1", "transform": "rotate(72)"])
    #expect(uses[6]["href"] == "#wr-r2" && uses[6]["stroke-dasharray"]?.hasPrefix("0.1,") == true)
    let tip = try #require(day.children.last)
    #expect(tip.children.map(\.name) == ["use", "use", "text", "text"])
    // Whole laps: no track and no dash; a paused day: all the tracks in one reference.
    #expect(symbols[2].children.filter { $0.attributes["stroke-dasharray"] != nil }.isEmpty)
    #expect(!symbols[2].children.contains { $0.attributes["href"]?.contains("-t") == true })
    #expect(symbols[4].children.map(\.name) == ["use", "use", "g"])
    #expect(symbols[4].children[1].attributes["href"] == "#wr-t")
  }

  /// Definitions of another size (or other styles) are not used: the drawing is whole.
  @Test func definitionsThatDoNotFitAreNotUsed() throws {
    let root = try XMLCheck.parse(Self.weekSVG(size: 40))
    let symbols = root.allElements.filter { $0.attributes["role"] == "graphics-symbol" }
    #expect(symbols.allSatisfy { $0.children.first?.name == "circle" })
  }

  /// The bytes one day adds to a page's week or month (compact markup, the days' mean):
  /// shared, with and without one box width, and self-contained; and the definitions.
  @Test func bytesPerDay() throws {
    func perDay(shared: Bool, sharedBox: Bool = true) -> Int {
      let all = Self.weekSVG(shared: shared, sharedBox: sharedBox, pretty: false).utf8.count
      let none = Self.weekSVG(shared: shared, sharedBox: sharedBox, days: [], pretty: false)
      return (all - none.utf8.count) / Self.week.count
    }
    let shared = perDay(shared: true)
    let ownBoxes = perDay(shared: true, sharedBox: false)
    let own = perDay(shared: false)
    let definitions =
      Self.weekSVG(days: [], pretty: false).utf8.count
      - Self.weekSVG(shared: false, days: [], pretty: false).utf8.count
    print(
      "rings per day in a week's <svg>: shared \(shared) bytes (\(ownBoxes) with its own box),"
        + " self-contained \(own) bytes; definitions once \(definitions) bytes")
    #expect(shared < 600)
    #expect(shared < ownBoxes && ownBoxes < own)
  }
}
