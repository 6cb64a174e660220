/// Which points a path's outline encloses (SVG's `fill-rule`).
public enum FillRule: Sendable, Hashable {
  /// Inside where the winding number is not zero.
  case nonZero
  /// Inside where the winding number is odd.
  case evenOdd
}
