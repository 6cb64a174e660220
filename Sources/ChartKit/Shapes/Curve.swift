/// The interpolation between the points of a line or area (d3-shape curves).
public enum Curve: Sendable, Hashable {
  /// Straight segments (`curveLinear`).
  case linear
  /// Catmull–Rom spline through the points (`curveCatmullRom.alpha(alpha)`): 0.5 is
  /// centripetal, 0 (or NaN) falls back to a uniform cardinal spline with tension 0.
  case catmullRom(alpha: Double)
  /// Monotone cubic interpolation in x (`curveMonotoneX`): no overshoot between points,
  /// assuming x increases.
  case monotoneX
}
