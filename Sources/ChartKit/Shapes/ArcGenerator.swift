import Foundation

/// Generates SVG path data for circular and annular sectors: a port of d3-shape's `arc`,
/// including rounded corners (`cornerRadius`, limited by the sector angle) and padding
/// (`padAngle`, `padRadius`).
///
/// Angles are in radians, clockwise from 12 o'clock; the shape is centred at (0, 0), so
/// callers translate it. Radii are in points.
public struct ArcGenerator: Sendable {
  /// The inner radius (points); 0 for a pie slice. Swapped with the outer if larger.
  public var innerRadius: Double
  /// The outer radius (points).
  public var outerRadius: Double
  /// The corner radius (points), limited to half the ring width and by the sector angle.
  public var cornerRadius: Double
  /// The radius at which padding is a fixed distance (points); `nil` for d3's default
  /// `sqrt(innerRadius² + outerRadius²)`.
  public var padRadius: Double?
  /// Places after the decimal point of every number written (3 as in d3).
  public var decimals: Int = 3
  /// Whether to write compact path syntax (see ``PathBuilder/compact``).
  public var compact = false

  /// Creates an arc generator.
  /// - Parameters:
  ///   - innerRadius: the inner radius (points).
  ///   - outerRadius: the outer radius (points).
  ///   - cornerRadius: the corner radius (points).
  ///   - padRadius: the pad radius (points), or `nil` for `sqrt(inner² + outer²)`.
  public init(
    innerRadius: Double, outerRadius: Double, cornerRadius: Double = 0, padRadius: Double? = nil
  ) {
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
    self.cornerRadius = cornerRadius
    self.padRadius = padRadius
  }

  /// The midpoint of the sector's centre line (d3's `arc.centroid`), e.g. for a label.
  /// - Parameters:
  ///   - startAngle: the start angle (radians).
  ///   - endAngle: the end angle (radians).
  /// - Returns: the point (points) relative to the centre.
  public func centroid(startAngle: Double, endAngle: Double) -> Point {
    let radius = (innerRadius + outerRadius) / 2
    let angle = (startAngle + endAngle) / 2 - .pi / 2
    return Point(
      x: ScalarMath.positiveZero(cos(angle) * radius),
      y: ScalarMath.positiveZero(sin(angle) * radius))
  }

  /// The path data of one sector.
  /// - Parameters:
  ///   - startAngle: the start angle (radians, clockwise from 12 o'clock).
  ///   - endAngle: the end angle (radians); a span ≥ 2π draws a full circle or annulus.
  ///   - padAngle: the padding to remove between adjacent sectors (radians).
  /// - Returns: the path data; `"M0,0Z"` when the outer radius is not positive.
  public func path(startAngle: Double, endAngle: Double, padAngle: Double = 0) -> String {
    var context = PathBuilder(capacity: 128, decimals: decimals)
    context.compact = compact
    var r0 = innerRadius
    var r1 = outerRadius
    let a0 = startAngle - .pi / 2
    let a1 = endAngle - .pi / 2
    let da = abs(a1 - a0)
    let cw = a1 > a0
    if r1 < r0 { swap(&r0, &r1) }

    if !(r1 > 0) {
      context.moveTo(0, 0)  // A point.
    } else if da >= 2 * .pi {
      // A circle or annulus.
      context.moveTo(r1 * cos(a0), r1 * sin(a0))
      context.arc(0, 0, r1, a0, a1, counterclockwise: !cw)
      if r0 > 0 {
        context.moveTo(r0 * cos(a1), r0 * sin(a1))
        context.arc(0, 0, r0, a1, a0, counterclockwise: cw)
      }
    } else {
      var sector = Sector(r0: r0, r1: r1, a0: a0, a1: a1, da: da, cw: cw)
      sector.applyPadding(padAngle / 2, padRadius: padRadius)
      sector.draw(cornerRadius: cornerRadius, into: &context)
    }
    context.closePath()
    return context.string
  }
}
