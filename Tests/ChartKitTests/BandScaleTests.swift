import Testing

@testable import ChartKit

/// d3-scale's band-test.js tables (round = false).
struct BandScaleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var count: Int
    var range: (Double, Double)
    var inner: Double, outer: Double, align: Double
    var step: Double, bandwidth: Double
    var positions: [Double]
    var testDescription: String { "n=\(count) range=\(range) pad=\(inner)/\(outer) align=\(align)" }
  }

  static let cases: [Case] = [
    Case(
      count: 3, range: (0.0, 960.0), inner: 0.0, outer: 0.0, align: 0.5, step: 320.0,
      bandwidth: 320.0, positions: [0.0, 320, 640]),
    Case(
      count: 3, range: (960, 0), inner: 0, outer: 0, align: 0.5, step: 320, bandwidth: 320,
      positions: [640, 320, 0]),
    Case(
      count: 3, range: (0, 120), inner: 0.2, outer: 0, align: 0.5, step: 120 / 2.8,
      bandwidth: 120 / 2.8 * 0.8, positions: [0, 120 / 2.8, 120 / 2.8 * 2]),
    Case(
      count: 3, range: (0, 120), inner: 0, outer: 0.2, align: 0.5, step: 120 / 3.4,
      bandwidth: 120 / 3.4, positions: [120 / 3.4 * 0.2, 120 / 3.4 * 1.2, 120 / 3.4 * 2.2]),
    Case(
      count: 2, range: (0, 100), inner: 0.5, outer: 0.5, align: 0.5, step: 40, bandwidth: 20,
      positions: [20, 60]),  // d3: band.padding(0.5)
    Case(
      count: 4, range: (0, 10), inner: 0.2, outer: 0, align: 0.5, step: 2.631578947368421,
      bandwidth: 2.1052631578947367,
      positions: [0, 2.631578947368421, 5.263157894736842, 7.894736842105263]),
    Case(
      count: 2, range: (0, 100), inner: 0, outer: 0.5, align: 0, step: 100 / 3, bandwidth: 100 / 3,
      positions: [0, 100 / 3]),  // align 0: leftover at the end
    Case(
      count: 2, range: (0, 100), inner: 0, outer: 0.5, align: 1, step: 100 / 3, bandwidth: 100 / 3,
      positions: [100 / 3, 200 / 3]),  // align 1
    Case(
      count: 1, range: (0, 10), inner: 0, outer: 0, align: 0.5, step: 10, bandwidth: 10,
      positions: [0]),
    Case(
      count: 0, range: (0, 10), inner: 0, outer: 0, align: 0.5, step: 10, bandwidth: 10,
      positions: []),  // no keys: step uses max(1, …)
    Case(
      count: 7, range: (0, 700), inner: 1, outer: 0, align: 0.5, step: 700 / 6, bandwidth: 0,
      positions: [0, 700 / 6, 700 / 6 * 2, 700 / 6 * 3, 700 / 6 * 4, 700 / 6 * 5, 700]),
  ]

  @Test(arguments: cases)
  func bands(_ c: Case) {
    let (step, bandwidth, positions) = (c.step, c.bandwidth, c.positions)
    let scale = BandScale(
      count: c.count, range: c.range, paddingInner: c.inner, paddingOuter: c.outer,
      align: c.align)
    #expect(abs(scale.step - step) < 1e-9)
    #expect(abs(scale.bandwidth - bandwidth) < 1e-9)
    for (index, expected) in positions.enumerated() {
      let actual = scale.position(at: index) ?? .nan
      #expect(abs(actual - expected) < 1e-9, "band \(index)")
      #expect(abs((scale.center(at: index) ?? .nan) - (expected + bandwidth / 2)) < 1e-9)
    }
    #expect(scale.position(at: positions.count) == nil)
    #expect(scale.position(at: -1) == nil)
    #expect(scale.center(at: -1) == nil)
  }

  @Test func paddingIsClamped() {
    let scale = BandScale(count: 2, range: (0, 100), paddingInner: 3, paddingOuter: .nan, align: -1)
    #expect(scale.paddingInner == 1)
    #expect(scale.paddingOuter == 0)
    #expect(scale.align == 0)
    #expect(BandScale(count: -4, range: (0, 1)).count == 0)
  }

  @Test func weekdayBands() {
    let week = BandScale(count: 7, range: (0, 700), paddingInner: 0.1, paddingOuter: 0.1)
    let step = 700 / 7.1
    #expect(abs(week.step - step) < 1e-9)
    #expect(abs(week.bandwidth - step * 0.9) < 1e-9)
    #expect(abs((week.position(at: 0) ?? 0) - step * 0.1) < 1e-9)
    #expect(abs((week.center(at: 6) ?? 0) - (700 - step * 0.1 - step * 0.45)) < 1e-9)
  }
}
