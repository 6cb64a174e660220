import Testing

@testable import ChartKit

/// d3-shape's area-test.js and the area cases of the curve tests (baseline y0 = 0).
struct AreaGeneratorTests {
  static func points(_ pairs: [(Double, Double)?]) -> [AreaPoint?] {
    pairs.map { $0.map { AreaPoint(x: $0.0, y0: 0, y1: $0.1) } }
  }

  @Test(
    arguments: [
      ([], ""),
      ([(0, 1)], "M0,1L0,0Z"),
      ([(0, 1), (1, 3)], "M0,1L1,3L1,0L0,0Z"),
      ([(0, 1), (2, 3), (4, 5)], "M0,1L2,3L4,5L4,0L2,0L0,0Z"),
      ([(0, 1), nil, (2, 3), (4, 5)], "M0,1L0,0ZM2,3L4,5L4,0L2,0Z"),
      ([nil], ""),
    ] as [([(Double, Double)?], String)])
  func linear(pairs: [(Double, Double)?], expected: String) {
    #expect(AreaGenerator().path(Self.points(pairs)) == expected)
  }

  @Test(
    arguments: [
      ([(0.0, 1.0)], "M0,1L0,0Z"),
      ([(0, 1), (1, 3)], "M0,1L1,3L1,0L0,0Z"),
      (
        [(0, 1), (1, 3), (2, 1)],
        "M0,1C0,1,0.666667,3,1,3C1.333333,3,2,1,2,1L2,0C2,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z"
      ),
      (
        [(0, 1), (1, 3), (2, 1), (3, 3)],
        "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3L3,0C3,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z"
      ),
    ] as [([(Double, Double)], String)])
  func catmullRomZeroIsCardinal(pairs: [(Double, Double)], expected: String) {
    let area = AreaGenerator(curve: .catmullRom(alpha: 0))
    #expect(area.path(Self.points(pairs)) == d3Path(expected))
    // Equal chord lengths: alpha 0.5 gives the same curve, as d3's table shows.
    #expect(
      AreaGenerator(curve: .catmullRom(alpha: 0.5)).path(Self.points(pairs)) == d3Path(expected))
  }

  @Test func usesY0AndY1() {
    let points: [AreaPoint?] = [AreaPoint(x: 0, y0: 10, y1: 1), AreaPoint(x: 5, y0: 12, y1: 2)]
    #expect(AreaGenerator().path(points) == "M0,1L5,2L5,12L0,10Z")
  }
}
