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

  /// The box's left edge and width for `tip` centred on `anchorX`, kept inside `bounds`.
  /// - Returns: the left edge and the width, in points.
  public static func frame(tip: Tip, anchorX: Double, bounds: Rect) -> (left: Double, width: Double) {
    let textWidth = max(
      TextMeasure.width(of: tip.title, fontSize: titleSize, bold: true),
      TextMeasure.width(of: tip.value, fontSize: valueSize, bold: true))
    let width = (textWidth + padding * 2).rounded(.up)
    let left = min(max(anchorX - width / 2, bounds.x), max(bounds.x, bounds.maxX - width))
    return (left, width)
  }

  /// Writes the box for `tip` and its two lines of text.
  /// - Parameters:
  ///   - tip: the annotation's text.
  ///   - anchorX: the datum's centre, in points.
  ///   - context: the chart's render context (its `bounds` top is the box's top).
  ///   - isStatic: whether the box is shown without CSS (then it carries presentation
  ///     attributes); hover-only boxes are styled by classes alone.
  ///   - writer: the destination.
  public static func write(
    tip: Tip, anchorX: Double, context: RenderContext, isStatic: Bool, writer: inout MarkupWriter
  ) {
    let (left, width) = frame(tip: tip, anchorX: anchorX, bounds: context.bounds)
    let top = context.bounds.y
    writer.open("rect")
    writer.attribute("class", "b")
    writer.attribute("x", number: left)
    writer.attribute("y", number: top)
    writer.attribute("width", number: width)
    writer.attribute("height", number: height)
    writer.attribute("rx", "4")
    if isStatic {
      writer.attribute("fill", "#FFFFFF")
      writer.attribute("filter", context.ids.url("shadow"))
    }
    writer.endEmpty()
    writer.open("text")
    writer.attribute("class", "tt")
    writer.attribute("x", number: left + padding)
    writer.attribute("y", number: top + padding + titleSize - 1.5)
    if isStatic {
      writer.attribute("font-size", "11")
      writer.attribute("font-weight", "600")
      writer.attribute("fill", "#6C6C70")
    }
    writer.endOpen()
    writer.text(tip.title)
    writer.close("text")
    writer.open("text")
    writer.attribute("class", tip.valueClass.map { "tv " + $0 } ?? "tv")
    writer.attribute("x", number: left + padding)
    writer.attribute("y", number: top + padding + titleSize + 4 + valueSize - 3)
    if isStatic {
      writer.attribute("font-size", "17")
      writer.attribute("font-weight", "800")
      writer.attribute("fill", tip.valueColor)
    }
    writer.endOpen()
    writer.text(tip.value)
    writer.close("text")
  }
}
