import ChartKit
import Foundation

/// Flattens SVG elliptical arcs (endpoint parameterization, SVG 1.1 appendix F.6.5).
enum ArcFlattening {
  /// Appends the points of the arc from `from` to `to` (excluding `from`) in device space.
  static func append(
    from: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool,
    to: Point, transform t: AffineTransform, tolerance: Double,
    into points: inout [Point]
  ) {
    var rx = abs(rx)
    var ry = abs(ry)
    if rx == 0 || ry == 0 || (from.x == to.x && from.y == to.y) {
      points.append(t.apply(to))
      return
    }
    let phi = rotation * .pi / 180
    let cosPhi = cos(phi)
    let sinPhi = sin(phi)
    let dx = (from.x - to.x) / 2
    let dy = (from.y - to.y) / 2
    let x1 = cosPhi * dx + sinPhi * dy
    let y1 = -sinPhi * dx + cosPhi * dy
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coefficient = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
    if large == sweep { coefficient = -coefficient }
    let cxp = coefficient * rx * y1 / ry
    let cyp = -coefficient * ry * x1 / rx
    let cx = cosPhi * cxp - sinPhi * cyp + (from.x + to.x) / 2
    let cy = sinPhi * cxp + cosPhi * cyp + (from.y + to.y) / 2
    func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
      atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    }
    let startAngle = angle(1, 0, (x1 - cxp) / rx, (y1 - cyp) / ry)
    var delta = angle((x1 - cxp) / rx, (y1 - cyp) / ry, (-x1 - cxp) / rx, (-y1 - cyp) / ry)
    if !sweep, delta > 0 { delta -= 2 * .pi }
    if sweep, delta < 0 { delta += 2 * .pi }
    let radius = max(rx, ry) * t.lengthScale
    let step =
      radius > tolerance ? 2 * acos(max(-1, min(1, 1 - tolerance / radius))) : Double.pi / 2
    let count = (abs(delta) / max(step, 1e-3)).stepCount(in: 1...360)
    for index in 1...count {
      if index == count {
        points.append(t.apply(to))
        break
      }
      let theta = startAngle + delta * Double(index) / Double(count)
      let ex = rx * cos(theta)
      let ey = ry * sin(theta)
      points.append(
        t.apply(Point(x: cosPhi * ex - sinPhi * ey + cx, y: sinPhi * ex + cosPhi * ey + cy)))
    }
  }
}
