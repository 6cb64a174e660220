import Testing

@testable import ChartKit

/// d3-array's ticks-test.js, tickIncrement-test.js and tickStep-test.js tables.
struct TicksTests {
  static let cases: [(Double, Double, Int, [Double])] = [
    (0, 1, 10, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
    (0, 1, 9, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
    (0, 1, 8, [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]),
    (0, 1, 7, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0, 1, 6, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0, 1, 5, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0, 1, 4, [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]),
    (0, 1, 3, [0.0, 0.5, 1.0]),
    (0, 1, 2, [0.0, 0.5, 1.0]),
    (0, 1, 1, [0.0, 1.0]),
    (0, 10, 10, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    (0, 10, 9, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    (0, 10, 8, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    (0, 10, 7, [0, 2, 4, 6, 8, 10]),
    (0, 10, 6, [0, 2, 4, 6, 8, 10]),
    (0, 10, 5, [0, 2, 4, 6, 8, 10]),
    (0, 10, 4, [0, 2, 4, 6, 8, 10]),
    (0, 10, 3, [0, 5, 10]),
    (0, 10, 2, [0, 5, 10]),
    (0, 10, 1, [0, 10]),
    (-10, 10, 10, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
    (-10, 10, 9, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
    (-10, 10, 8, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
    (-10, 10, 7, [-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10]),
    (-10, 10, 6, [-10, -5, 0, 5, 10]),
    (-10, 10, 5, [-10, -5, 0, 5, 10]),
    (-10, 10, 4, [-10, -5, 0, 5, 10]),
    (-10, 10, 3, [-10, -5, 0, 5, 10]),
    (-10, 10, 2, [-10, 0, 10]),
    (-10, 10, 1, [0]),
    // Inverse increments keep decimal ticks exact (d3-array 3.2).
    (0.98, 1.14, 10, [0.98, 1, 1.02, 1.04, 1.06, 1.08, 1.1, 1.12, 1.14]),
    (1, 1, 1, [1]),
    (1, 1, 10, [1]),
  ]

  @Test(arguments: cases)
  func ticks(start: Double, stop: Double, count: Int, expected: [Double]) {
    #expect(Ticks.ticks(start, stop, count: count) == expected)
    // ticks(stop, start) is the reverse of ticks(start, stop).
    #expect(Ticks.ticks(stop, start, count: count) == expected.reversed())
  }

  @Test(arguments: [
    (Double.nan, 1.0, 1), (0, .nan, 1), (.nan, .nan, 1), (1, 1, -1), (1, 1, 0), (0, 1, 0),
    (0, 1, -1), (0, .infinity, 10), (0, 1, Int.max),
  ])
  func ticksDegenerate(start: Double, stop: Double, count: Int) {
    #expect(Ticks.ticks(start, stop, count: count).isEmpty)
  }

  @Test func noNegativeZero() {
    for tick in Ticks.ticks(-1, 1, count: 10) + Ticks.ticks(1, -1, count: 3) {
      #expect(tick != 0 || tick.sign == .plus)
    }
    #expect(Ticks.ticks(-0.0, -0.0, count: 1)[0].sign == .plus)
  }

  @Test(arguments: [
    (0.0, 1.0, 10, -10.0), (0, 1, 9, -10), (0, 1, 8, -10), (0, 1, 7, -5), (0, 1, 6, -5),
    (0, 1, 5, -5), (0, 1, 4, -5), (0, 1, 3, -2), (0, 1, 2, -2), (0, 1, 1, 1),
    (0, 10, 10, 1), (0, 10, 9, 1), (0, 10, 8, 1), (0, 10, 7, 2), (0, 10, 6, 2), (0, 10, 5, 2),
    (0, 10, 4, 2), (0, 10, 3, 5), (0, 10, 2, 5), (0, 10, 1, 10),
    (-10, 10, 10, 2), (-10, 10, 9, 2), (-10, 10, 8, 2), (-10, 10, 7, 2), (-10, 10, 6, 5),
    (-10, 10, 5, 5), (-10, 10, 4, 5), (-10, 10, 3, 5), (-10, 10, 2, 10), (-10, 10, 1, 20),
  ])
  func tickIncrement(start: Double, stop: Double, count: Int, expected: Double) {
    #expect(Ticks.tickIncrement(start, stop, count: count) == expected)
  }

  @Test(arguments: [
    (0.0, 1.0, 10, 0.1), (0, 1, 9, 0.1), (0, 1, 8, 0.1), (0, 1, 7, 0.2), (0, 1, 6, 0.2),
    (0, 1, 5, 0.2), (0, 1, 4, 0.2), (0, 1, 3, 0.5), (0, 1, 2, 0.5), (0, 1, 1, 1),
    (0, 10, 10, 1), (0, 10, 9, 1), (0, 10, 8, 1), (0, 10, 7, 2), (0, 10, 6, 2), (0, 10, 5, 2),
    (0, 10, 4, 2), (0, 10, 3, 5), (0, 10, 2, 5), (0, 10, 1, 10),
    (-10, 10, 10, 2), (-10, 10, 9, 2), (-10, 10, 8, 2), (-10, 10, 7, 2), (-10, 10, 6, 5),
    (-10, 10, 5, 5), (-10, 10, 4, 5), (-10, 10, 3, 5), (-10, 10, 2, 10), (-10, 10, 1, 20),
  ])
  func tickStep(start: Double, stop: Double, count: Int, expected: Double) {
    #expect(Ticks.tickStep(start, stop, count: count) == expected)
    #expect(Ticks.tickStep(stop, start, count: count) == -expected)
  }

  @Test func tickStepDegenerate() {
    #expect(Ticks.tickStep(.nan, 1, count: 1).isNaN)
    #expect(Ticks.tickStep(1, 1, count: 1) == 0)
  }
}
