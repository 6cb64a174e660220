import Testing

@testable import ChartKit

/// d3-shape's arc-test.js tables (expected strings re-rounded to 3 decimals).
struct ArcGeneratorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var inner: Double, outer: Double, corner: Double = 0
    var start: Double, end: Double, pad: Double = 0
    var expected: String
    var testDescription: String { "r \(inner)…\(outer) rc \(corner) θ \(start)…\(end) pad \(pad)" }
  }

  static let pi = Double.pi

  static let cases: [Case] = [
    Case(inner: 0, outer: 0, start: 0, end: 2 * pi, expected: "M0,0Z"),
    Case(inner: 0, outer: 0, start: 0, end: 0, expected: "M0,0Z"),
    Case(
      inner: 0, outer: 100, start: 0, end: 2 * pi,
      expected: "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"),
    Case(
      inner: 0, outer: 100, start: 0, end: 3 * pi,
      expected: "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"),
    Case(
      inner: 0, outer: 100, start: -pi, end: pi,
      expected: "M0,100A100,100,0,1,1,0,-100A100,100,0,1,1,0,100Z"),
    Case(
      inner: 0, outer: 100, start: 0, end: -2 * pi,
      expected: "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: 2 * pi,
      expected:
        "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
    ),
    Case(
      inner: 50, outer: 100, start: 0, end: 3 * pi,
      expected:
        "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,50A50,50,0,1,0,0,-50A50,50,0,1,0,0,50Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: -2 * pi,
      expected:
        "M0,-100A100,100,0,1,0,0,100A100,100,0,1,0,0,-100M0,-50A50,50,0,1,1,0,50A50,50,0,1,1,0,-50Z"
    ),
    Case(inner: 0, outer: 100, start: 0, end: pi / 2, expected: "M0,-100A100,100,0,0,1,100,0L0,0Z"),
    Case(
      inner: 0, outer: 100, start: 2 * pi, end: 5 * pi / 2,
      expected: "M0,-100A100,100,0,0,1,100,0L0,0Z"),
    Case(
      inner: 0, outer: 100, start: -pi, end: -pi / 2, expected: "M0,100A100,100,0,0,1,-100,0L0,0Z"),
    Case(
      inner: 0, outer: 100, start: 0, end: -pi / 2, expected: "M0,-100A100,100,0,0,0,-100,0L0,0Z"),
    Case(
      inner: 0, outer: 100, start: 0, end: 3 * pi / 2, expected: "M0,-100A100,100,0,1,1,-100,0L0,0Z"
    ),
    Case(
      inner: 0, outer: 100, start: 0, end: -3 * pi / 2, expected: "M0,-100A100,100,0,1,0,100,0L0,0Z"
    ),
    Case(
      inner: 50, outer: 100, start: 0, end: pi / 2,
      expected: "M0,-100A100,100,0,0,1,100,0L50,0A50,50,0,0,0,0,-50Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: -pi / 2,
      expected: "M0,-100A100,100,0,0,0,-100,0L-50,0A50,50,0,0,1,0,-50Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: 3 * pi / 2,
      expected: "M0,-100A100,100,0,1,1,-100,0L-50,0A50,50,0,1,0,0,-50Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: -3 * pi / 2,
      expected: "M0,-100A100,100,0,1,0,100,0L50,0A50,50,0,1,1,0,-50Z"),
    // cornerRadius
    Case(inner: 0, outer: 0, corner: 5, start: 0, end: 2 * pi, expected: "M0,0Z"),
    Case(
      inner: 0, outer: 100, corner: 5, start: 0, end: 2 * pi,
      expected: "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"),
    Case(
      inner: 0, outer: 100, corner: 5, start: 0, end: pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L0,0Z"
    ),
    Case(
      inner: 0, outer: 100, corner: 5, start: -pi, end: -pi / 2,
      expected:
        "M0,94.868330A5,5,0,0,1,-5.263158,99.861400A100,100,0,0,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L0,0Z"
    ),
    Case(
      inner: 0, outer: 100, corner: 5, start: 0, end: -pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,0,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L0,0Z"
    ),
    Case(
      inner: 0, outer: 100, corner: 5, start: 0, end: 3 * pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,1,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L0,0Z"
    ),
    Case(
      inner: 0, outer: 100, corner: 5, start: 0, end: -3 * pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,1,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L0,0Z"
    ),
    Case(
      inner: 50, outer: 100, corner: 5, start: 0, end: pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L54.772256,0A5,5,0,0,1,49.792960,-4.545455A50,50,0,0,0,4.545455,-49.792960A5,5,0,0,1,0,-54.772256Z"
    ),
    Case(
      inner: 50, outer: 100, corner: 5, start: 0, end: -pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,0,0,-99.861400,-5.263158A5,5,0,0,0,-94.868330,0L-54.772256,0A5,5,0,0,0,-49.792960,-4.545455A50,50,0,0,1,-4.545455,-49.792960A5,5,0,0,0,0,-54.772256Z"
    ),
    Case(
      inner: 50, outer: 100, corner: 5, start: 0, end: 3 * pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,1,1,-99.861400,5.263158A5,5,0,0,1,-94.868330,0L-54.772256,0A5,5,0,0,1,-49.792960,4.545455A50,50,0,1,0,4.545455,-49.792960A5,5,0,0,1,0,-54.772256Z"
    ),
    Case(
      inner: 50, outer: 100, corner: 5, start: 0, end: -3 * pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,0,-5.263158,-99.861400A100,100,0,1,0,99.861400,5.263158A5,5,0,0,0,94.868330,0L54.772256,0A5,5,0,0,0,49.792960,4.545455A50,50,0,1,1,-4.545455,-49.792960A5,5,0,0,0,0,-54.772256Z"
    ),
    // cornerRadius restricted to |r1 - r0| / 2, and merged corners.
    Case(
      inner: 90, outer: 100, corner: .infinity, start: 0, end: pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L94.868330,0A5,5,0,0,1,89.875260,-4.736842A90,90,0,0,0,4.736842,-89.875260A5,5,0,0,1,0,-94.868330Z"
    ),
    Case(
      inner: 100, outer: 90, corner: .infinity, start: 0, end: pi / 2,
      expected:
        "M0,-94.868330A5,5,0,0,1,5.263158,-99.861400A100,100,0,0,1,99.861400,-5.263158A5,5,0,0,1,94.868330,0L94.868330,0A5,5,0,0,1,89.875260,-4.736842A90,90,0,0,0,4.736842,-89.875260A5,5,0,0,1,0,-94.868330Z"
    ),
    Case(
      inner: 10, outer: 100, corner: .infinity, start: 0, end: pi / 2,
      expected:
        "M0,-41.421356A41.421356,41.421356,0,1,1,41.421356,0L24.142136,0A24.142136,24.142136,0,0,1,0,-24.142136Z"
    ),
    // padAngle
    Case(inner: 0, outer: 0, start: 0, end: 2 * pi, pad: 0.1, expected: "M0,0Z"),
    Case(
      inner: 0, outer: 100, start: 0, end: 2 * pi, pad: 0.1,
      expected: "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: 2 * pi, pad: 0.1,
      expected:
        "M0,-100A100,100,0,1,1,0,100A100,100,0,1,1,0,-100M0,-50A50,50,0,1,0,0,50A50,50,0,1,0,0,-50Z"
    ),
    Case(
      inner: 0, outer: 100, start: 0, end: pi / 2, pad: 0.1,
      expected: "M4.997917,-99.875026A100,100,0,0,1,99.875026,-4.997917L0,0Z"),
    Case(
      inner: 50, outer: 100, start: 0, end: pi / 2, pad: 0.1,
      expected:
        "M5.587841,-99.843758A100,100,0,0,1,99.843758,-5.587841L49.686779,-5.587841A50,50,0,0,0,5.587841,-49.686779Z"
    ),
    Case(
      inner: 10, outer: 100, start: 0, end: pi / 2, pad: 0.2,
      expected: "M10.033134,-99.495408A100,100,0,0,1,99.495408,-10.033134L7.071068,-7.071068Z"),
    Case(
      inner: 0, outer: 100, corner: 10, start: 0, end: pi / 2, pad: 0.1,
      expected:
        "M4.470273,-89.330939A10,10,0,0,1,16.064195,-98.701275A100,100,0,0,1,98.701275,-16.064195A10,10,0,0,1,89.330939,-4.470273L0,0Z"
    ),
    Case(
      inner: 50, outer: 100, corner: 10, start: 0, end: pi / 2, pad: 0.1,
      expected:
        "M5.587841,-88.639829A10,10,0,0,1,17.319823,-98.488698A100,100,0,0,1,98.488698,-17.319823A10,10,0,0,1,88.639829,-5.587841L57.939790,-5.587841A10,10,0,0,1,48.283158,-12.989867A50,50,0,0,0,12.989867,-48.283158A10,10,0,0,1,5.587841,-57.939790Z"
    ),
    Case(
      inner: 10, outer: 100, corner: 10, start: 0, end: pi / 2, pad: 0.2,
      expected:
        "M9.669396,-88.145811A10,10,0,0,1,21.849183,-97.583878A100,100,0,0,1,97.583878,-21.849183A10,10,0,0,1,88.145811,-9.669396L7.071068,-7.071068Z"
    ),
  ]

  @Test(arguments: cases)
  func path(_ c: Case) {
    let arc = ArcGenerator(innerRadius: c.inner, outerRadius: c.outer, cornerRadius: c.corner)
    #expect(arc.path(startAngle: c.start, endAngle: c.end, padAngle: c.pad) == d3Path(c.expected))
  }

  @Test func padRadius() {
    // An explicit pad radius of 0 disables padding, as in d3.
    let arc = ArcGenerator(innerRadius: 0, outerRadius: 100, padRadius: 0)
    #expect(
      arc.path(startAngle: 0, endAngle: Double.pi / 2, padAngle: 0.1)
        == "M0,-100A100,100,0,0,1,100,0L0,0Z")
  }

  @Test(arguments: [
    (0.0, 100.0, 0.0, Double.pi, 50.0, 0.0),
    (50, 100, 0, Double.pi / 2, 53.033, -53.033),
    (0, 0, 0, 2 * Double.pi, 0, 0),
  ])
  func centroid(inner: Double, outer: Double, a0: Double, a1: Double, x: Double, y: Double) {
    let point = ArcGenerator(innerRadius: inner, outerRadius: outer).centroid(
      startAngle: a0, endAngle: a1)
    #expect(abs(point.x - x) < 1e-3 && abs(point.y - y) < 1e-3)
  }

  @Test func degenerateInputDoesNotCrash() {
    let arc = ArcGenerator(innerRadius: .nan, outerRadius: 100, cornerRadius: .nan)
    _ = arc.path(startAngle: .nan, endAngle: 1, padAngle: .nan)
    _ = ArcGenerator(innerRadius: 10, outerRadius: 100, cornerRadius: 50).path(
      startAngle: 1, endAngle: 1)
    #expect(
      ArcGenerator(innerRadius: 0, outerRadius: -5).path(startAngle: 0, endAngle: 1) == "M0,0Z")
  }
}
