import Testing

@testable import ChartKit

/// d3-shape's line-test.js and curve tests (catmullRom, linear, monotoneX).
struct LineGeneratorTests {
  static func points(_ pairs: [(Double, Double)?]) -> [Point?] {
    pairs.map { $0.map { Point(x: $0.0, y: $0.1) } }
  }

  @Test(
    arguments: [
      ([], ""),
      ([(0, 1)], "M0,1Z"),
      ([(0, 1), (2, 3), (4, 5)], "M0,1L2,3L4,5"),
      ([(0, 1), nil, (2, 3), (3, 4)], "M0,1ZM2,3L3,4"),
      ([nil, (0, 1), (1, 2), nil, nil, (5, 6), nil], "M0,1L1,2M5,6Z"),
      ([nil, nil], ""),
      ([(0, 1), (Double.nan, 1), (2, 3), (3, .infinity)], "M0,1ZM2,3Z"),
    ] as [([(Double, Double)?], String)])
  func linear(pairs: [(Double, Double)?], expected: String) {
    #expect(LineGenerator().path(Self.points(pairs)) == expected)
  }

  @Test(
    arguments: [
      // curveCatmullRom (alpha 0.5), d3's table.
      (0.5, [(0.0, 1.0)], "M0,1Z"),
      (0.5, [(0, 1), (1, 3)], "M0,1L1,3"),
      (0.5, [(0, 1), (1, 3), (2, 1)], "M0,1C0,1,0.666667,3,1,3C1.333333,3,2,1,2,1"),
      (
        0.5, [(0, 1), (1, 3), (2, 1), (3, 3)],
        "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3"
      ),
      // curveCatmullRom.alpha(1).
      (
        1, [(0, 1), (1, 3), (2, 1), (3, 3)],
        "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3"
      ),
      // alpha 0 falls back to cardinal(0).
      (
        0, [(0, 1), (1, 3), (2, 1), (3, 3)],
        "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3"
      ),
    ] as [(Double, [(Double, Double)], String)])
  func catmullRom(alpha: Double, pairs: [(Double, Double)], expected: String) {
    let line = LineGenerator(curve: .catmullRom(alpha: alpha))
    #expect(line.path(Self.points(pairs)) == d3Path(expected))
  }

  @Test func catmullRomCoincidentPointsStayFinite() {
    let line = LineGenerator(curve: .catmullRom(alpha: 0.5))
    // Zero-length chords skip the adjustment (d3's epsilon checks) instead of dividing by 0.
    let path = line.path(Self.points([(0, 0), (0, 0), (1, 1), (1, 1)]))
    #expect(path == "M0,0C0,0,0,0,0,0C0,0,1,1,1,1C1,1,1,1,1,1")
  }

  @Test(
    arguments: [
      ([(0.0, 1.0)], "M0,1Z"),
      ([(0, 1), (1, 3)], "M0,1L1,3"),
      (
        [(0, 0), (1, 0), (2, 0), (3, 0)],
        "M0,0C0.333333,0,0.666667,0,1,0C1.333333,0,1.666667,0,2,0C2.333333,0,2.666667,0,3,0"
      ),
      (
        [(0, 0), (1, 1), (2, 1), (3, 0)],
        "M0,0C0.333333,0.5,0.666667,1,1,1C1.333333,1,1.666667,1,2,1C2.333333,1,2.666667,0.5,3,0"
      ),
    ] as [([(Double, Double)], String)])
  func monotoneX(pairs: [(Double, Double)], expected: String) {
    #expect(LineGenerator(curve: .monotoneX).path(Self.points(pairs)) == d3Path(expected))
  }
}
