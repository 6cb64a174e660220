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

  /// An icon from stroked path data on the 24-point grid, as a node (drawn by
  /// ``writeIcon(x:y:size:className:color:paths:to:)`` and recorded).
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
    var writer = MarkupWriter(capacity: 256, recording: true)
    writeIcon(x: x, y: y, size: size, className: className, color: color, paths: paths, to: &writer)
    return writer.recordedNodes.first ?? .empty
  }

  /// Writes an icon from stroked path data on the 24-point grid: a group of stroked paths
  /// (every chart card's header has one, so it is written in place, not built as a tree).
  /// - Parameters:
  ///   - x: the left edge, in points.
  ///   - y: the top edge, in points.
  ///   - size: the drawn size, in points.
  ///   - className: CSS classes (colour overrides); none when empty.
  ///   - color: the stroke colour where styles are ignored.
  ///   - paths: path data on a 24 × 24 grid.
  ///   - writer: the destination.
  public static func writeIcon(
    x: Double, y: Double, size: Double, className: String, color: String, paths: [String],
    to writer: inout MarkupWriter
  ) {
    writer.open("g")
    if !className.isEmpty { writer.attribute("class", className) }
    // `translate(x,y) scale(s)`, the numbers written in place.
    writer.attributeStart("transform")
    writer.write("translate(")
    writer.write(number: x, decimals: 2)
    writer.write(byte: 44)  // ,
    writer.write(number: y, decimals: 2)
    writer.write(") scale(")
    writer.write(number: size / 24, decimals: 4)
    writer.write(byte: 41)  // )
    writer.attributeEnd()
    writer.attribute("fill", literal: "none")
    writer.attribute("stroke", color)
    writer.attribute("stroke-width", literal: "2")
    writer.attribute("stroke-linecap", literal: "round")
    writer.attribute("stroke-linejoin", literal: "round")
    writer.attribute("aria-hidden", literal: "true")
    guard !paths.isEmpty else {
      writer.endEmpty()
      return
    }
    writer.endOpen()
    for path in paths {
      writer.open("path")
      writer.attribute("d", path)
      writer.endEmpty()
    }
    writer.close("g")
  }
}
