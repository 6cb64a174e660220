/// Small line icons drawn on a 24-point grid, scaled to `size` and placed at (`x`, `y`).
/// Hand-made shapes, so no icon font or image is ever fetched.
public enum Icons {
  /// Three bars: the empty-state icon.
  public static func chartBars(x: Double, y: Double, size: Double, className: String, color: String)
    -> MarkupNode
  {
    icon(
      x: x, y: y, size: size, className: className, color: color,
      paths: [
        "M4 20V12", "M10 20V6", "M16 20V9", "M2.5 21.5H21.5",
      ])
  }

  /// A right-pointing chevron: the link cards' disclosure mark.
  public static func chevron(x: Double, y: Double, size: Double, className: String, color: String)
    -> MarkupNode
  {
    icon(x: x, y: y, size: size, className: className, color: color, paths: ["M9 5L16 12L9 19"])
  }

  /// An icon from stroked path data on the 24-point grid.
  /// - Parameters:
  ///   - x: the left edge, in points.
  ///   - y: the top edge, in points.
  ///   - size: the drawn size, in points.
  ///   - className: CSS classes (colour overrides).
  ///   - color: the stroke colour where styles are ignored.
  ///   - paths: path data on a 24 × 24 grid.
  /// - Returns: a group of stroked paths.
  public static func icon(
    x: Double, y: Double, size: Double, className: String, color: String, paths: [String]
  ) -> MarkupNode {
    let fmt = NumberFormat.coordinate
    let transform =
      "translate(" + fmt(x, 2) + "," + fmt(y, 2) + ") scale(" + fmt(size / 24, 4) + ")"
    return .el(
      "g",
      [
        ("class", className.isEmpty ? nil : className), ("transform", transform), ("fill", "none"),
        ("stroke", color),
        ("stroke-width", "2"), ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
        ("aria-hidden", "true"),
      ],
      paths.map { .el("path", [("d", $0)]) })
  }
}
