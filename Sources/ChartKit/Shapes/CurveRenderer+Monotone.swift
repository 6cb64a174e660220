extension CurveRenderer {
  /// d3's `MonotoneX.prototype.point` (Steffen 1990 slopes, coincident points ignored).
  /// Uses (x0, y0) and (x1, y1) as the previous two points.
  mutating func monotonePoint(_ x: Double, _ y: Double) {
    var t1 = Double.nan
    if x == x1, y == y1 { return }
    switch pointIndex {
    case 0: begin(x, y)
    case 1: pointIndex = 2
    case 2:
      pointIndex = 3
      t1 = slope3(x, y)
      monotoneSegment(slope2(t1), t1)
    default:
      t1 = slope3(x, y)
      monotoneSegment(t0, t1)
    }
    (x0, x1) = (x1, x)
    (y0, y1) = (y1, y)
    t0 = t1
  }

  /// The Hermite segment from (x0, y0) to (x1, y1) with tangents t0 and t1 as a Bézier.
  mutating func monotoneSegment(_ tangent0: Double, _ tangent1: Double) {
    let dx = (x1 - x0) / 3
    path.bezierCurveTo(x0 + dx, y0 + dx * tangent0, x1 - dx, y1 - dx * tangent1, x1, y1)
  }

  /// A one-sided slope at (x1, y1).
  func slope2(_ tangent: Double) -> Double {
    let h = x1 - x0
    return h != 0 ? (3 * (y1 - y0) / h - tangent) / 2 : tangent
  }

  /// The Steffen slope at (x1, y1) given the next point; 0 where d3 yields NaN or 0.
  func slope3(_ x2: Double, _ y2: Double) -> Double {
    let h0 = x1 - x0
    let h1 = x2 - x1
    // d3: `h0 || h1 < 0 && -0` — a zero width divides by a signed zero.
    let s0 = (y1 - y0) / (h0 != 0 ? h0 : (h1 < 0 ? -0.0 : 0.0))
    let s1 = (y2 - y1) / (h1 != 0 ? h1 : (h0 < 0 ? -0.0 : 0.0))
    let p = (s0 * h1 + s1 * h0) / (h0 + h1)
    let sign = (s0 < 0 ? -1.0 : 1.0) + (s1 < 0 ? -1.0 : 1.0)
    let smallest = ScalarMath.min(ScalarMath.min(abs(s0), abs(s1)), 0.5 * abs(p))
    let slope = sign * smallest
    return slope.isNaN || slope == 0 ? 0 : slope
  }
}
