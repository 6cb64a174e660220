/// The annotation box of a datum (the app's `ChartAnnotation`): the date in small bold secondary
/// text over the value in heavy text of the metric's colour, in a rounded box with a soft
/// shadow, above the plot and kept inside the chart horizontally.
public enum AnnotationBox {
  /// Inner padding of the box, in points.
  public static let padding = 8.0
  /// Font size of the title line, in points.
  public static let titleSize = 11.0
  /// Font size of the value line, in points.
  public static let valueSize = 17.0
  /// The box's height, in points; charts reserve this much space above the plot.
  public static let height = padding * 2 + titleSize + 4 + valueSize

  /// Builds the box for `tip`, centred on `anchorX` where it fits.
  /// - Parameters:
  ///   - tip: the annotation's text.
  ///   - anchorX: the datum's centre, in points.
  ///   - context: the chart's render context (its `bounds` top is the box's top).
  public static func make(tip: Tip, anchorX: Double, context: RenderContext) -> SVGNode {
    let textWidth = max(
      TextMeasure.width(of: tip.title, fontSize: titleSize, bold: true),
      TextMeasure.width(of: tip.value, fontSize: valueSize, bold: true))
    let width = textWidth + padding * 2
    let bounds = context.bounds
    let left = min(max(anchorX - width / 2, bounds.x), max(bounds.x, bounds.maxX - width))
    let top = bounds.y
    let fmt = NumberFormat.coordinate
    return .el(
      "g",
      [("class", "annotation")],
      [
        .el(
          "rect",
          [
            ("class", "annotation-box"), ("x", fmt(left, 2)), ("y", fmt(top, 2)),
            ("width", fmt(width, 2)), ("height", fmt(height, 2)), ("rx", "4"),
            ("fill", "#FFFFFF"), ("filter", context.ids.url("shadow")),
          ]),
        .el(
          "text",
          [
            ("class", "annotation-title"), ("x", fmt(left + padding, 2)),
            ("y", fmt(top + padding + titleSize - 1.5, 2)), ("font-size", fmt(titleSize, 2)),
            ("font-weight", "600"), ("fill", "#6C6C70"),
          ],
          [.text(tip.title)]),
        .el(
          "text",
          [
            ("class", "annotation-value " + tip.valueClass), ("x", fmt(left + padding, 2)),
            ("y", fmt(top + padding + titleSize + 4 + valueSize - 3, 2)),
            ("font-size", fmt(valueSize, 2)), ("font-weight", "800"), ("fill", tip.valueColor),
          ],
          [.text(tip.value)]),
      ])
  }
}
