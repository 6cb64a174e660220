import Testing

@testable import ChartKit

/// d3-scale's linear-test.js tables.
struct LinearScaleTests {
  @Test(arguments: [
    // (domain, range, input, expected)
    (0.0, 1.0, 0.0, 100.0, 0.5, 50.0),
    (1, 2, 0, 1, 0.5, -0.5),
    (1, 2, 0, 1, 2.5, 1.5),  // no clamping: extrapolates
    (2, 1, 0, 1, 1.5, 0.5),  // reversed domain
    (0, 10, 100, 0, 2, 80),  // reversed range
    (1, 1, 0, 100, 5, 50),  // degenerate domain → range midpoint
    (1, 1, 0, 100, 1, 50),
  ])
  func map(d0: Double, d1: Double, r0: Double, r1: Double, input: Double, expected: Double) {
    let scale = LinearScale(domain: (d0, d1), range: (r0, r1))
    #expect(scale(input) == expected)
  }

  @Test(arguments: [
    (1.0, 2.0, 0.0, 1.0, 0.5, 1.5), (1, 2, 0, 1, -0.5, 0.5), (0, 10, 100, 0, 50, 5),
    (0, 10, 5, 5, 5, 5),  // degenerate range → domain midpoint
  ])
  func invert(d0: Double, d1: Double, r0: Double, r1: Double, input: Double, expected: Double) {
    #expect(LinearScale(domain: (d0, d1), range: (r0, r1)).invert(input) == expected)
  }

  @Test(arguments: [
    (0.0, 0.96, 10, 0.0, 1.0),
    (0, 96, 10, 0, 100),
    (0.96, 0, 10, 1, 0),
    (96, 0, 10, 100, 0),
    (0, -0.96, 10, 0, -1),
    (-0.96, 0, 10, -1, 0),
    (1.1, 10.9, 10, 1, 11),
    (10.9, 1.1, 10, 11, 1),
    (123.1, 6.7, 10, 130, 0),
    (0, 0.49, 10, 0, 0.5),
    (0, 14.1, 5, 0, 20),
    (0, 15, 5, 0, 20),
    (-0.1, 51.1, 8, -10, 60),
    (12, 87, 5, 0, 100),
    (12, 87, 10, 10, 90),
    (12, 87, 100, 12, 87),
    (0.5, 0.5, 10, 0.5, 0.5),  // degenerate: unchanged
    (1.5, 1.5, 10, 1.5, 1.5),
  ])
  func nice(d0: Double, d1: Double, count: Int, e0: Double, e1: Double) {
    let niced = LinearScale(domain: (d0, d1), range: (0, 1)).niced(count: count)
    #expect(niced.domainLower == e0)
    #expect(niced.domainUpper == e1)
    #expect(niced.range == (0, 1))
  }

  @Test(arguments: [(Double.nan, 1.0, 10), (0, .infinity, 10), (0, 1, 0), (0, 1, -3)])
  func niceDegenerateIsUnchanged(d0: Double, d1: Double, count: Int) {
    let scale = LinearScale(domain: (d0, d1), range: (0, 1))
    let niced = scale.niced(count: count)
    #expect(niced.domainLower.isNaN == d0.isNaN)
    #expect(d0.isNaN || niced.domainLower == d0)
    #expect(niced.domainUpper == d1)
  }

  @Test func ticksUseDomain() {
    #expect(
      LinearScale(domain: (0, 1), range: (0, 100)).ticks(count: 5)
        == [0, 0.2, 0.4, 0.6, 0.8, 1])
    #expect(LinearScale(domain: (1, 0), range: (0, 100)).ticks(count: 2) == [1, 0.5, 0])
    #expect(LinearScale(domain: (0, 1), range: (0, 100)).ticks().count == 11)
  }

  @Test func hashableStoresEnds() {
    let scale = LinearScale(domain: (0, 1), range: (0, 2))
    #expect(scale == LinearScale(domain: (0, 1), range: (0, 2)))
    #expect(scale.domain == (0, 1))
    var copy = scale
    copy.range = (5, 6)
    #expect(copy.rangeLower == 5 && copy != scale)
  }
}
