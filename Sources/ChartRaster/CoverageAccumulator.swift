import ChartKit

/// Coverage-based anti-aliasing in the manner of font renderers (font-rs, stb_truetype 2): each
/// edge adds its signed area and cover to the cells it crosses in an accumulation buffer; a
/// running sum along each row then gives every pixel's exact coverage by the outline (for
/// outlines that do not overlap themselves; overlaps saturate under the non-zero rule and fold
/// under the even-odd rule).
///
/// The buffer covers a region of the image (`width` × `height` pixels with two spare columns);
/// edges are clipped to it: parts above or below are dropped, parts to the left are moved onto
/// its left edge (they still change the winding of what lies to their right) and parts to the
/// right onto the spare column.
struct CoverageAccumulator {
  private(set) var width = 0
  private(set) var height = 0
  private(set) var cells: [Float] = []

  /// Makes the buffer `width` × `height` and zeroes it.
  mutating func reset(width: Int, height: Int) {
    self.width = width
    self.height = height
    let needed = (width + 2) * height
    if cells.count < needed {
      cells = [Float](repeating: 0, count: needed)
    } else {
      cells.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress?.update(repeating: 0, count: needed)
      }
    }
  }

  /// The row stride of ``cells``.
  var stride: Int { width + 2 }

  /// Adds the edge from `p0` to `p1`, in buffer coordinates (pixels, y down).
  mutating func addLine(_ p0: Point, _ p1: Point) {
    guard p0.y != p1.y, p0.y.isFinite, p1.y.isFinite, p0.x.isFinite, p1.x.isFinite else {
      return
    }
    let right = Double(width)
    // Split where the edge crosses the left or right side, then clamp each part.
    var cuts: [Double] = []
    if (p0.x < 0) != (p1.x < 0) { cuts.append((0 - p0.x) / (p1.x - p0.x)) }
    if (p0.x > right) != (p1.x > right) { cuts.append((right - p0.x) / (p1.x - p0.x)) }
    if cuts.isEmpty {
      addClamped(p0, p1)
      return
    }
    cuts.sort()
    var previous = p0
    for t in cuts + [1] {
      let next =
        t >= 1 ? p1 : Point(x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
      addClamped(previous, next)
      previous = next
    }
  }

  private mutating func addClamped(_ a: Point, _ b: Point) {
    let right = Double(width)
    let p0 = Point(x: min(max(a.x, 0), right), y: a.y)
    let p1 = Point(x: min(max(b.x, 0), right), y: b.y)
    accumulate(p0, p1)
  }

  /// font-rs's `draw_line`, with the rows clipped to the buffer.
  private mutating func accumulate(_ a: Point, _ b: Point) {
    if a.y == b.y { return }
    let direction: Double = a.y < b.y ? 1 : -1
    let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
    let slope = (bottom.x - top.x) / (bottom.y - top.y)
    let yStart = max(top.y, 0)
    let yEnd = min(bottom.y, Double(height))
    guard yStart < yEnd else { return }
    // Every x stays in 0...width: stepping row by row drifts by rounding (an edge ending on the
    // left side can reach -1e-15), and a cell left of column 0 is outside the buffer.
    let right = Double(width)
    var x = min(max(top.x + (yStart - top.y) * slope, 0), right)
    let stride = self.stride
    let firstRow = Int(yStart)
    let lastRow = Int(yEnd.rounded(.up))
    cells.withUnsafeMutableBufferPointer { buffer in
      guard let acc = buffer.baseAddress else { return }
      for row in firstRow..<lastRow {
        let rowStart = row * stride
        let dy = min(Double(row + 1), yEnd) - max(Double(row), yStart)
        let xNext = min(max(x + slope * dy, 0), right)
        let d = dy * direction
        let (x0, x1) = x < xNext ? (x, xNext) : (xNext, x)
        let x0Floor = x0.rounded(.down)
        let x0i = Int(x0Floor)
        let x1Ceil = x1.rounded(.up)
        let x1i = Int(x1Ceil)
        if x1i <= x0i + 1 {
          let xmf = 0.5 * (x + xNext) - x0Floor
          acc[rowStart + x0i] += Float(d - d * xmf)
          acc[rowStart + x0i + 1] += Float(d * xmf)
        } else {
          let s = 1 / (x1 - x0)
          let x0f = x0 - x0Floor
          let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
          let x1f = x1 - x1Ceil + 1
          let am = 0.5 * s * x1f * x1f
          acc[rowStart + x0i] += Float(d * a0)
          if x1i == x0i + 2 {
            acc[rowStart + x0i + 1] += Float(d * (1 - a0 - am))
          } else {
            let a1 = s * (1.5 - x0f)
            acc[rowStart + x0i + 1] += Float(d * (a1 - a0))
            if x0i + 2 < x1i - 1 {
              for column in (x0i + 2)..<(x1i - 1) { acc[rowStart + column] += Float(d * s) }
            }
            let a2 = a1 + Double(x1i - x0i - 3) * s
            acc[rowStart + x1i - 1] += Float(d * (1 - a2 - am))
          }
          acc[rowStart + x1i] += Float(d * am)
        }
        x = xNext
      }
    }
  }
}
