import ChartFont

/// The annotation box of a datum (the app's `ChartAnnotation`): the date in small bold secondary
/// text over the value in heavy text of the metric's colour, in a rounded box with a soft
/// shadow, above the plot and kept inside the chart horizontally.
public enum AnnotationBox {
  /// Inner padding of the box, in points.
  public static let padding = 8.0
  /// Font size of the title line, in points (12, like axis labels: 11 px or more on phones).
  public static let titleSize = 12.0
  /// Font size of the value line, in points.
  public static let valueSize = 17.0
  /// Font weight of the title line.
  public static let titleWeight = 600.0
  /// Font weight of the value line.
  public static let valueWeight = 800.0
  /// The box's height, in points. A chart either reserves this much room above its plot
  /// (``Chart/annotationSpace``) or lets the box cover the top of its plot.
  public static let height = padding * 2 + titleSize + 4 + valueSize

  /// The width a box needs for `tip`, in whole points.
  public static func width(for tip: Tip) -> Double {
    width(title: tip.title, value: tip.value)
  }

  /// The width a box needs for a tip's `title` and `value`, in whole points.
  /// - Parameters:
  ///   - title: the box's first line.
  ///   - value: its second line.
  ///   - font: the bold face's stack (``FontFace/stack``), looked up once by a caller that
  ///     measures many tips.
  /// - Returns: the width, in whole points.
  static func width(title: String, value: String, font: FontStack = FontFace.bold.stack)
    -> Double
  {
    let textWidth = max(
      TextMeasure.width(of: title, fontSize: titleSize, in: font),
      TextMeasure.width(of: value, fontSize: valueSize, in: font))
    return (textWidth + padding * 2).rounded(.up)
  }

  /// Where boxes may lie horizontally: from the chart's left edge to the plot's right edge, so
  /// that a box never covers the trailing Y labels.
  public static func area(context: RenderContext) -> Rect {
    let bounds = context.bounds
    return Rect(
      x: bounds.x, y: bounds.y, width: min(bounds.maxX, context.plot.maxX) - bounds.x,
      height: bounds.height)
  }

  /// The left edge of a box of `width` centred on `anchorX`, moved to stay inside `bounds`.
  public static func clampedLeft(anchorX: Double, width: Double, bounds: Rect) -> Double {
    min(max(anchorX - width / 2, bounds.x), max(bounds.x, bounds.maxX - width))
  }

  /// Writes the box itself at `left` (in the writer's current coordinates).
  /// - Parameters:
  ///   - left: the box's left edge, in points.
  ///   - width: the box's width, in points.
  ///   - context: the chart's render context (its `bounds` top is the box's top).
  ///   - isStatic: whether the box is shown without CSS (then it carries presentation
  ///     attributes); hover-only boxes are styled by classes alone.
  ///   - writer: the destination.
  public static func writeBox(
    left: Double, width: Double, context: RenderContext, isStatic: Bool, writer: inout MarkupWriter
  ) {
    writeBox(
      left: left, top: context.bounds.y, width: width,
      staticStyle: isStatic
        ? (fill: context.appearance.light.tipBackground, filter: context.ids.url("shadow")) : nil,
      writer: &writer)
  }

  /// Writes the box at `left` and `top` (in the writer's current coordinates), for drawings
  /// without a ``RenderContext``.
  /// - Parameters:
  ///   - left: the box's left edge, in points.
  ///   - top: the box's top edge, in points.
  ///   - width: the box's width, in points.
  ///   - staticStyle: the fill and filter of a box shown without CSS; `nil` for a hover-only
  ///     box, styled by classes alone.
  ///   - writer: the destination.
  static func writeBox(
    left: Double, top: Double, width: Double, staticStyle: (fill: String, filter: String)?,
    writer: inout MarkupWriter
  ) {
    writer.open("rect")
    writer.attribute("class", literal: "tip-box")
    writer.attribute("x", number: left)
    writer.attribute("y", number: top)
    writer.attribute("width", number: width)
    writer.attribute("height", number: height)
    writer.attribute("rx", literal: "4")
    if let staticStyle {
      writer.attribute("fill", staticStyle.fill)
      writer.attribute("filter", staticStyle.filter)
    }
    writer.endEmpty()
  }

  /// Writes the box's two lines of text starting at `x` (omitted when 0: the datum group is
  /// translated so that centred boxes need none): the title, styled by the tip group, and the
  /// value, `class="tip-value"` (and the tip's ``Tip/valueClass``).
  public static func writeText(
    tip: Tip, x: Double, isStatic: Bool, context: RenderContext, writer: inout MarkupWriter
  ) {
    writeText(
      tip: tip, x: x, top: context.bounds.y,
      staticTitleFill: isStatic ? context.appearance.light.secondaryText : nil, writer: &writer)
  }

  /// Writes the box's two lines of text as ``writeText(tip:x:isStatic:context:writer:)`` does,
  /// for a box whose top is `top`, for drawings without a ``RenderContext``.
  /// - Parameters:
  ///   - tip: the annotation.
  ///   - x: where the text starts, in points (omitted when 0).
  ///   - top: the box's top edge, in points.
  ///   - staticTitleFill: the title's colour for a tip shown without CSS (then both lines carry
  ///     presentation attributes); `nil` for a hover-only tip, styled by classes alone.
  ///   - writer: the destination.
  static func writeText(
    tip: Tip, x: Double, top: Double, staticTitleFill: String?, writer: inout MarkupWriter
  ) {
    let hasX = abs(x) >= 0.05
    let isStatic = staticTitleFill != nil
    writer.open("text")
    // A static title is styled by its class where styles apply (dark mode), by attributes
    // elsewhere; a hover-only one by the tip group.
    if isStatic { writer.attribute("class", literal: "tip-title") }
    if hasX { writer.attribute("x", number: x) }
    writer.attribute("y", number: (top + padding + titleSize - 1.5).rounded())
    if let staticTitleFill {
      writer.attribute("font-size", number: titleSize)
      writer.attribute("font-weight", number: titleWeight)
      writer.attribute("fill", staticTitleFill)
    }
    writer.endOpen()
    writer.text(tip.title)
    writer.close("text")
    writer.open("text")
    writer.attributeStart("class")
    writer.write("tip-value")
    if let valueClass = tip.valueClass {
      writer.write(byte: 32)
      writer.writeEscaped(valueClass)
    }
    writer.attributeEnd()
    if hasX { writer.attribute("x", number: x) }
    writer.attribute("y", number: (top + padding + titleSize + 4 + valueSize - 3).rounded())
    if isStatic {
      writer.attribute("font-size", number: valueSize)
      writer.attribute("font-weight", number: valueWeight)
      writer.attribute("fill", tip.valueColor)
    }
    writer.endOpen()
    writer.text(tip.value)
    writer.close("text")
  }

  /// Writes what ``writeText(tip:x:isStatic:context:writer:)`` writes for a hover-only tip, in a
  /// few runs of plain markup (see ``MarkupWriter/writesPlainMarkup``).
  static func writePlainText(
    tip: Tip, x: Double, context: RenderContext, writer: inout MarkupWriter
  ) {
    let top = context.bounds.y
    let hasX = abs(x) >= 0.05
    writer.write("<text")
    if hasX {
      writer.write(" x=\"")
      writer.write(number: x)
      writer.write(byte: 34)  // "
    }
    writer.write(" y=\"")
    writer.write(number: (top + padding + titleSize - 1.5).rounded())
    writer.write("\">")
    writer.writeEscaped(tip.title)
    writer.write("</text><text class=\"tip-value")
    if let valueClass = tip.valueClass {
      writer.write(byte: 32)
      writer.writeEscaped(valueClass)
    }
    writer.write(byte: 34)  // "
    if hasX {
      writer.write(" x=\"")
      writer.write(number: x)
      writer.write(byte: 34)  // "
    }
    writer.write(" y=\"")
    writer.write(number: (top + padding + titleSize + 4 + valueSize - 3).rounded())
    writer.write("\">")
    writer.writeEscaped(tip.value)
    writer.write("</text>")
  }
}
