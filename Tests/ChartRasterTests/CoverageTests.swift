import Testing

@testable import ChartRaster

/// The rasterizer's coverage on shapes whose exact area per pixel is known.
@Suite struct CoverageTests {
  /// Fills `path` in black on a transparent `size` × `size` canvas; the alpha of each pixel.
  func alphas(_ path: VectorPath, size: Int = 8, rule: FillRule = .nonZero) -> [[Int]] {
    var canvas = RasterCanvas(width: size, height: size)
    canvas.fill(
      path.flattened(transform: .identity), rule: rule,
      paint: .solid(RasterColor(red: 0, green: 0, blue: 0)))
    return (0..<size).map { y in
      (0..<size).map { x in Int(canvas.image.pixel(x: x, y: y)?.a ?? 0) }
    }
  }

  @Test(arguments: [
    // (x, y, width, height, pixel x, pixel y, expected alpha of 255)
    (1.0, 1.0, 2.0, 2.0, 1, 1, 255),  // inside a whole-pixel square
    (1.0, 1.0, 2.0, 2.0, 0, 0, 0),  // outside it
    (1.5, 1.0, 2.0, 2.0, 1, 1, 128),  // half of the pixel covered horizontally
    (1.0, 1.5, 2.0, 2.0, 1, 1, 128),  // half covered vertically
    (1.5, 1.5, 2.0, 2.0, 1, 1, 64),  // a quarter covered
    (1.25, 1.0, 1.0, 1.0, 1, 1, 191),  // three quarters
    (1.25, 1.0, 1.0, 1.0, 2, 1, 64),  // the quarter left over in the next pixel
  ])
  func rectangleCoverage(
    x: Double, y: Double, width: Double, height: Double, px: Int, py: Int, expected: Int
  ) {
    let rect = VectorPath.rect(x: x, y: y, width: width, height: height, radius: 0)
    #expect(abs(alphas(rect)[py][px] - expected) <= 1)
  }

  @Test func aDiagonalHalvesThePixelsItCrosses() {
    // The triangle (0,0)-(4,0)-(0,4): pixels on the diagonal are half covered.
    let triangle = VectorPath([
      .move(.init(x: 0, y: 0)), .line(.init(x: 4, y: 0)), .line(.init(x: 0, y: 4)), .close,
    ])
    let result = alphas(triangle)
    for index in 0..<4 { #expect(abs(result[index][3 - index] - 128) <= 1) }
    #expect(result[0][0] == 255 && result[3][3] == 0)
  }

  @Test func evenOddLeavesAHoleNonZeroDoesNot() {
    // Two squares wound the same way, one inside the other.
    func square(_ origin: Double, _ side: Double) -> [VectorPath.Segment] {
      [
        .move(.init(x: origin, y: origin)), .line(.init(x: origin + side, y: origin)),
        .line(.init(x: origin + side, y: origin + side)),
        .line(.init(x: origin, y: origin + side)), .close,
      ]
    }
    let path = VectorPath(square(0, 8) + square(2, 4))
    #expect(alphas(path, rule: .nonZero)[4][4] == 255)
    #expect(alphas(path, rule: .evenOdd)[4][4] == 0)
    #expect(alphas(path, rule: .evenOdd)[1][1] == 255)
  }

  @Test func totalCoverageOfACircleIsItsArea() {
    let circle = VectorPath.circle(cx: 16, cy: 16, r: 10)
    let total = alphas(circle, size: 32).joined().reduce(0, +)
    let area = Double(total) / 255
    // The flattened circle is inscribed, its chords within 0.1 pixel of the arc: about 1% less.
    #expect(area < Double.pi * 100 && area > Double.pi * 100 * 0.985)
  }

  @Test func strokesCoverWidthTimesLength() {
    var canvas = RasterCanvas(width: 40, height: 20)
    let line = VectorPath([.move(.init(x: 10, y: 10)), .line(.init(x: 30, y: 10))])
    let style = StrokeStyle(width: 2, cap: .butt)
    canvas.stroke(
      line, transform: .identity, style: style, paint: .solid(.init(red: 0, green: 0, blue: 0)))
    var total = 0
    for y in 0..<20 { for x in 0..<40 { total += Int(canvas.image.pixel(x: x, y: y)?.a ?? 0) } }
    #expect(abs(Double(total) / 255 - 40) < 0.5)
    // Dashes of 4 on, 4 off over 20: five dashes (the last one cut), 2 wide: half the area.
    var dashed = RasterCanvas(width: 40, height: 20)
    dashed.stroke(
      line, transform: .identity, style: StrokeStyle(width: 2, dashes: [4, 4]),
      paint: .solid(.init(red: 0, green: 0, blue: 0)))
    var dashedTotal = 0
    for y in 0..<20 {
      for x in 0..<40 { dashedTotal += Int(dashed.image.pixel(x: x, y: y)?.a ?? 0) }
    }
    #expect(abs(Double(dashedTotal) / 255 - 24) < 0.5)
  }

  @Test(arguments: [
    ("M1,2L3,4", 2), ("M0 0h10v10H0z", 5), ("M1-2.5.5.5", 2), ("M0,0A5,5,0,0,1,10,0", 2),
    ("M0 0a5 5 0 1010 0", 2), ("M0,0c1,1,2,2,3,3s1,1,2,2", 3), ("M0,0L", 1), ("oops", 0),
  ])
  func pathDataSegments(data: String, count: Int) {
    #expect(VectorPath(pathData: data).segments.count == count)
  }

  /// S and T reflect the previous curve's last control point about the current point, and
  /// start at the current point after any other segment.
  @Test(arguments: [
    (
      "M0,0C1,2,3,4,5,5S9,9,10,10",
      VectorPath.Segment.cubic(.init(x: 7, y: 6), .init(x: 9, y: 9), .init(x: 10, y: 10))
    ),
    ("M0,0Q2,4,4,0T8,0", .quad(.init(x: 6, y: -4), .init(x: 8, y: 0))),
    ("M0,0L1,1S3,3,4,4", .cubic(.init(x: 1, y: 1), .init(x: 3, y: 3), .init(x: 4, y: 4))),
    ("M0,0C1,2,3,4,5,5T8,0", .quad(.init(x: 5, y: 5), .init(x: 8, y: 0))),
  ])
  func smoothCurvesReflectTheLastControlPoint(data: String, last: VectorPath.Segment) {
    #expect(VectorPath(pathData: data).segments.last == last)
  }
}
