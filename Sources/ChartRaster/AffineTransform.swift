import ChartKit

/// A 2-D affine transform: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's `matrix(a b c d e f)`).
public struct AffineTransform: Sendable, Hashable {
  /// The horizontal scale (x' per x).
  public var a: Double
  /// The vertical shear (y' per x).
  public var b: Double
  /// The horizontal shear (x' per y).
  public var c: Double
  /// The vertical scale (y' per y).
  public var d: Double
  /// The horizontal translation, in device units.
  public var e: Double
  /// The vertical translation, in device units.
  public var f: Double

  /// Creates a transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
  }

  /// The identity.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  /// A translation by (`x`, `y`).
  public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
  }

  /// A scaling by `x` horizontally and `y` vertically.
  public static func scaling(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
  }

  /// This transform applied after `inner`: first `inner`, then `self`.
  public func concatenating(_ inner: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * inner.a + c * inner.b, b: b * inner.a + d * inner.b,
      c: a * inner.c + c * inner.d, d: b * inner.c + d * inner.d,
      e: a * inner.e + c * inner.f + e, f: b * inner.e + d * inner.f + f)
  }

  /// Maps a point.
  /// - Parameter point: a point in the source space.
  /// - Returns: the point in the target space.
  @inline(__always)
  public func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
  }

  /// The factor lengths are scaled by (the geometric mean of the axes' scales).
  public var lengthScale: Double {
    (abs(a * d - b * c)).squareRoot()
  }
}
