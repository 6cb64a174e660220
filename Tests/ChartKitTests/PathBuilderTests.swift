import Testing

@testable import ChartKit

/// d3-path's path-test.js cases (3-decimal output, like `pathRound(3)`).
struct PathBuilderTests {
  @Test func emptyPathIsEmpty() {
    var path = PathBuilder()
    #expect(path.string == "")
    path.closePath()
    #expect(path.string == "")
  }

  @Test func linesAndClose() {
    var path = PathBuilder()
    path.moveTo(150, 50)
    path.lineTo(200, 100)
    path.lineTo(-0.0001, 1.23456)
    path.closePath()
    path.moveTo(1, 2)
    #expect(path.string == "M150,50L200,100L0,1.235ZM1,2")
  }

  @Test func curves() {
    var quadratic = PathBuilder()
    quadratic.moveTo(150, 50)
    quadratic.quadraticCurveTo(100, 50, 200, 100)
    #expect(quadratic.string == "M150,50Q100,50,200,100")
    var cubic = PathBuilder()
    cubic.moveTo(150, 100)
    cubic.bezierCurveTo(100, 50, 0, 24, 200, 100)
    #expect(cubic.string == "M150,100C100,50,0,24,200,100")
  }

  struct ArcCase: Sendable, CustomTestStringConvertible {
    var move: Bool, x: Double, y: Double, r: Double, a0: Double, a1: Double, ccw: Bool
    var expected: String
    var testDescription: String { expected }
  }

  static let tau = 2 * Double.pi
  static let halfPi = Double.pi / 2

  static let arcCases: [ArcCase] = [
    ArcCase(
      move: false, x: 100.0, y: 100.0, r: 50.0, a0: 0.0, a1: tau, ccw: false,
      expected: "M150,100A50,50,0,1,1,50,100A50,50,0,1,1,150,100"),
    ArcCase(
      move: true, x: 100, y: 100, r: 50, a0: 0, a1: halfPi, ccw: false,
      expected: "M150,100A50,50,0,0,1,100,150"),
    ArcCase(
      move: true, x: 100, y: 100, r: 50, a0: 0, a1: -halfPi, ccw: false,
      expected: "M150,100A50,50,0,1,1,100,50"),
    ArcCase(
      move: true, x: 100, y: 100, r: 50, a0: 0, a1: halfPi, ccw: true,
      expected: "M150,100A50,50,0,1,0,100,150"),
    // An empty arc: nothing after the move.
    ArcCase(move: true, x: 100, y: 100, r: 50, a0: 0, a1: 1e-7, ccw: false, expected: "M150,100"),
    ArcCase(
      move: true, x: 100, y: 100, r: 50, a0: 0, a1: tau - 1e-7, ccw: false,
      expected: "M150,100A50,50,0,1,1,50,100A50,50,0,1,1,150,100"),
    ArcCase(
      move: true, x: 100, y: 100, r: 0, a0: 0, a1: Double.pi, ccw: false,
      expected: "M150,100L100,100"),  // zero radius: line only
    // A negative radius: nothing (d3 throws).
    ArcCase(
      move: true, x: 100, y: 100, r: -5, a0: 0, a1: Double.pi, ccw: false, expected: "M150,100"),
    ArcCase(
      move: true, x: 100, y: 100, r: 50, a0: halfPi, a1: 0, ccw: true,
      expected: "M150,100L100,150A50,50,0,0,0,150,100"),
    ArcCase(
      move: false, x: 0, y: 0, r: 50, a0: 0, a1: 13 * Double.pi, ccw: false,
      expected: "M50,0A50,50,0,1,1,-50,0A50,50,0,1,1,50,0"),
  ]

  @Test(arguments: arcCases)
  func arcs(_ c: ArcCase) {
    var path = PathBuilder()
    if c.move { path.moveTo(150, 100) }
    path.arc(c.x, c.y, c.r, c.a0, c.a1, counterclockwise: c.ccw)
    #expect(path.string == c.expected)
  }

  @Test func arcAfterOtherPointDrawsLine() {
    var path = PathBuilder()
    path.moveTo(100, 100)
    path.arc(100, 100, 50, 0, .pi / 2)
    #expect(path.string == "M100,100L150,100A50,50,0,0,1,100,150")
  }

  @Test func nonFiniteNumbersAreZero() {
    var path = PathBuilder()
    path.moveTo(.nan, .infinity)
    #expect(path.string == "M0,0")
  }
}
