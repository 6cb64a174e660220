import Foundation

extension ArcGenerator {
  /// A rounded corner: the corner circle's centre (cx, cy), the offset from it to the tangent
  /// point on the straight edge (x01, y01) and to the tangent point on the ring (x11, y11).
  struct CornerTangent {
    var cx: Double, cy: Double, x01: Double, y01: Double, x11: Double, y11: Double

    /// The angle from the corner centre to the edge tangent point (radians).
    var startAngle: Double { atan2(y01, x01) }
    /// The angle from the corner centre to the ring tangent point (radians).
    var endAngle: Double { atan2(y11, x11) }
    /// The angle from the arc centre to the ring tangent point (radians).
    var ringAngle: Double { atan2(cy + y11, cx + x11) }
  }

  /// d3-shape's `intersect`: the intersection of line p0–p1 with line p2–p3.
  static func intersect(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
    _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double
  ) -> (x: Double, y: Double) {
    let x10 = x1 - x0
    let y10 = y1 - y0
    let x32 = x3 - x2
    let y32 = y3 - y2
    let t = (x32 * (y0 - y2) - y32 * (x0 - x2)) / (y32 * x10 - x32 * y10)
    return (x0 + t * x10, y0 + t * y10)
  }

  /// d3-shape's `cornerTangents`: the circle of radius `rc` tangent to the edge p0–p1
  /// (offset perpendicular to it) and to the ring of radius `r1`
  /// (http://mathworld.wolfram.com/Circle-LineIntersection.html). A negative `rc` is used
  /// for the inner ring.
  static func cornerTangents(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r1: Double, _ rc: Double,
    _ cw: Bool
  ) -> CornerTangent {
    let x01 = x0 - x1
    let y01 = y0 - y1
    let lo = (cw ? rc : -rc) / (x01 * x01 + y01 * y01).squareRoot()
    let ox = lo * y01
    let oy = -lo * x01
    let x11 = x0 + ox
    let y11 = y0 + oy
    let x10 = x1 + ox
    let y10 = y1 + oy
    let x00 = (x11 + x10) / 2
    let y00 = (y11 + y10) / 2
    let dx = x10 - x11
    let dy = y10 - y11
    let d2 = dx * dx + dy * dy
    let r = r1 - rc
    let cross = x11 * y10 - x10 * y11
    let d = (dy < 0 ? -1 : 1) * ScalarMath.max(0, r * r * d2 - cross * cross).squareRoot()
    var cx = (cross * dy - dx * d) / d2
    var cy = (-cross * dx - dy * d) / d2
    let cx1 = (cross * dy + dx * d) / d2
    let cy1 = (-cross * dx + dy * d) / d2
    let dx0 = cx - x00
    let dy0 = cy - y00
    let dx1 = cx1 - x00
    let dy1 = cy1 - y00
    // Pick the closer of the two intersection points.
    if dx0 * dx0 + dy0 * dy0 > dx1 * dx1 + dy1 * dy1 { (cx, cy) = (cx1, cy1) }
    return CornerTangent(
      cx: cx, cy: cy, x01: -ox, y01: -oy, x11: cx * (r1 / r - 1), y11: cy * (r1 / r - 1))
  }
}
