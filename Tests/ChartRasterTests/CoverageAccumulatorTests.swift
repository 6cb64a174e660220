import ChartKit
import Testing

@testable import ChartRaster

/// The accumulation buffer's bounds: no edge writes outside its own rows.
@Suite struct CoverageAccumulatorTests {
  /// An edge down and to the left that ends on the buffer's left side: stepped row by row, its
  /// x reaches -1.1e-15 by rounding, which used to write a cell left of column 0 (the row
  /// above's last spare column, or before the buffer in row 0).
  @Test func anEdgeEndingOnTheLeftSideStaysInItsRows() {
    var accumulator = CoverageAccumulator()
    accumulator.reset(width: 10, height: 32)
    accumulator.addLine(
      Point(x: 7.9038969542690705, y: 24.699505439758674),
      Point(x: 0, y: 29.06016714373073))
    let stride = accumulator.stride
    for row in 0..<32 {
      #expect(accumulator.cells[row * stride + stride - 1] == 0, "row \(row)")
    }
    let total = accumulator.cells.reduce(0, +)
    #expect(abs(Double(total) - (29.06016714373073 - 24.699505439758674)) < 1e-5)
  }

  /// The same edge in the first row, and edges that reach the right side, keep every cell's
  /// total: the sum of all cells is the edge's height.
  @Test(arguments: [
    (0.221, 0.307, 0.0, 0.522), (3.999, 0.1, 4.0, 1.9), (0.0, 0.0, 4.0, 2.0),
    (-3.0, 0.2, 7.0, 1.7), (2.0, -5.0, 0.0, 5.0),
  ])
  func cellsAddUpToTheEdgesHeight(x0: Double, y0: Double, x1: Double, y1: Double) {
    var accumulator = CoverageAccumulator()
    accumulator.reset(width: 4, height: 2)
    accumulator.addLine(Point(x: x0, y: y0), Point(x: x1, y: y1))
    let height = min(max(y1, 0), 2) - min(max(y0, 0), 2)
    #expect(abs(Double(accumulator.cells.reduce(0, +)) - height) < 1e-5)
  }
}
