import Testing

@testable import ChartKit

/// d3-shape's pie-test.js, with `sort(null)` (input order kept).
struct PieLayoutTests {
  static let tau = 2 * Double.pi

  @Test(
    arguments: [
      // (values, expected (start, end) pairs, padAngle)
      ([1.0, 0, 3], [(0.0, Double.pi / 2), (.pi / 2, .pi / 2), (.pi / 2, 2 * .pi)]),
      ([1, 3, 2], [(0, .pi / 3), (.pi / 3, 4 * .pi / 3), (4 * .pi / 3, 2 * .pi)]),
      ([1, -1], [(0, 2 * .pi), (2 * .pi, 2 * .pi)]),
      ([0, 0], [(0, 0), (0, 0)]),
      ([.nan, 2, .infinity], [(0, 0), (0, 2 * .pi), (2 * .pi, 2 * .pi)]),
      ([], []),
    ] as [([Double], [(Double, Double)])])
  func angles(values: [Double], expected: [(Double, Double)]) {
    let slices = PieLayout().slices(values)
    #expect(slices.count == expected.count)
    for (slice, (start, end)) in zip(slices, expected) {
      #expect(abs(slice.startAngle - start) < 1e-12)
      #expect(abs(slice.endAngle - end) < 1e-12)
      #expect(slice.padAngle == 0)
      #expect(slice.value >= 0)
    }
    #expect(slices.map(\.index) == Array(values.indices))
  }

  @Test func padAngle() {
    let slices = PieLayout(padAngle: 0.1).slices([1, 2, 3])
    let k = (Self.tau - 3 * 0.1) / 6
    let ends = [k + 0.1, 3 * k + 0.2, 6 * k + 0.3]
    for (slice, end) in zip(slices, ends) {
      #expect(abs(slice.endAngle - end) < 1e-12)
      #expect(slice.padAngle == 0.1)
    }
    #expect(abs((slices.last?.endAngle ?? 0) - Self.tau) < 1e-12)
  }

  @Test func padAngleIsLimitedBySpan() {
    let slices = PieLayout(padAngle: 10).slices([1, 1])
    #expect(slices.map(\.padAngle) == [.pi, .pi])
    #expect(PieLayout(padAngle: -1).slices([1])[0].padAngle == 0)
  }

  @Test func startAndEndAngle() {
    let slices = PieLayout(startAngle: .pi, endAngle: 0).slices([1, 1])
    #expect(slices[0].startAngle == .pi)
    #expect(slices[0].endAngle == .pi / 2)
    #expect(slices[1].endAngle == 0)
  }
}
