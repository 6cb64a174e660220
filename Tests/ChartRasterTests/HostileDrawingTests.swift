import ChartKit
import ChartRaster
import Testing

/// Drawings with numbers no chart writes (NaN, infinities, 1e300, text the font lacks) draw
/// something or nothing, and never trap.
@Suite struct HostileDrawingTests {
  /// A 40 × 30 root `svg` around `children`.
  static func drawing(_ children: [MarkupNode]) -> [MarkupNode] {
    [.element(name: "svg", attributes: [("width", "40"), ("height", "30")], children: children)]
  }

  static let numbers = ["nan", "inf", "-inf", "1e300", "-1e300", "1e-300", "0", "-1"]

  @Test(arguments: numbers)
  func numbersNoChartWritesDoNotTrap(number: String) {
    let stroke: [(String, String?)] = [
      ("fill", "#123456"), ("stroke", "red"), ("stroke-width", number),
      ("stroke-linejoin", "round"), ("stroke-linecap", "round"),
    ]
    let nodes = Self.drawing([
      .element(
        name: "svg",
        attributes: [("x", number), ("y", "2"), ("width", "10"), ("height", number)],
        children: [
          .element(name: "rect", attributes: [("width", "5"), ("height", "5")], children: [])
        ]),
      .element(
        name: "path", attributes: [("d", "M0,0Q\(number),3,9,9C1,\(number),3,4,5,6Z")] + stroke,
        children: []),
      .element(
        name: "path", attributes: [("d", "M1,1A\(number),\(number),0,1,1,20,20")] + stroke,
        children: []),
      .element(name: "path", attributes: [("d", "M1,1A5,5,\(number),1,1,20,20")], children: []),
      .element(
        name: "circle", attributes: [("cx", "5"), ("cy", "5"), ("r", number)] + stroke,
        children: []),
      .element(
        name: "line",
        attributes: [("x1", number), ("y1", "0"), ("x2", "9"), ("y2", number)] + stroke,
        children: []),
      .element(
        name: "text", attributes: [("x", number), ("y", "10"), ("font-size", number)],
        children: [.text("Ab")]),
    ])
    _ = ChartRasterizer.png(of: nodes, scale: 2)
  }

  /// A dashed line a billion pixels long draws at once (solid: its dashes are not counted out).
  @Test func aDashedLineFarPastTheImageEnds() throws {
    let nodes = Self.drawing([
      .element(
        name: "path",
        attributes: [
          ("d", "M0,5L1000000000,5"), ("stroke", "black"), ("stroke-dasharray", "1,1"),
        ], children: [])
    ])
    let image = try #require(ChartRasterizer.image(of: nodes, scale: 1))
    #expect(image.pixel(x: 20, y: 5)?.a != 0)
  }

  @Test func aHugeRootIsRefusedNotTrapped() {
    let nodes: [MarkupNode] = [
      .element(name: "svg", attributes: [("width", "1e307"), ("height", "10")], children: [])
    ]
    #expect(ChartRasterizer.image(of: nodes, scale: 16) == nil)
  }

  /// Characters the font subset lacks (emoji, a combining mark, Arabic, a private-use
  /// character) and a 10,000-character line draw as the missing-glyph box, measured the same.
  @Test func textTheFontLacksDraws() throws {
    let text = "Schritte 👩‍👩‍👧 e\u{301} مرحبا \u{E000} " + String(repeating: "W", count: 10_000)
    let nodes = Self.drawing([
      .element(
        name: "text", attributes: [("x", "1"), ("y", "20"), ("fill", "black")],
        children: [.text(text)])
    ])
    let image = try #require(ChartRasterizer.image(of: nodes, scale: 1))
    let inked = (0..<40).contains { x in (0..<30).contains { y in image.pixel(x: x, y: y)?.a != 0 }
    }
    #expect(inked)
    #expect(TextMeasure.width(of: "👩", fontSize: 10) > 0)
  }
}
