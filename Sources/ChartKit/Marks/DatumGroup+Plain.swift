extension DatumGroup {
  /// Writes what ``close(tip:interval:isSelected:context:writer:)`` writes for a datum that is
  /// not the static selection, in a few runs of plain markup (see
  /// ``MarkupWriter/writesPlainMarkup``): the hidden tip group, its frame, its text, and the end
  /// of the datum's group.
  /// - Parameters:
  ///   - tip: the annotation.
  ///   - center: the datum's centre in the group's coordinates, in points.
  ///   - textX: where the text starts in the group's coordinates (0 for a centred box).
  ///   - isMoved: whether the box was moved to stay inside the chart.
  ///   - context: the chart's render context.
  ///   - writer: the destination.
  static func writePlainTip(
    _ tip: Tip, center: Double, textX: Double, isMoved: Bool, context: RenderContext,
    writer: inout MarkupWriter
  ) {
    writer.write("<g class=\"tip\" display=\"none\">")
    if isMoved {
      writer.write("<path class=\"tip-rule\" d=\"M")
      writer.write(number: center)
      writer.write(byte: 44)  // ,
      writer.write(number: context.plot.y)
      writer.write(byte: 86)  // V
      writer.write(number: context.plot.maxY)
      writer.write("\"/><use href=\"")
      writer.write(escaped: context.boxReference)
      writer.write("\" x=\"")
      writer.write(number: textX)
      writer.write("\"/>")
    } else {
      writer.write("<use href=\"")
      writer.write(escaped: context.tipReference)
      writer.write("\"/>")
    }
    AnnotationBox.writePlainText(tip: tip, x: textX, context: context, writer: &writer)
    writer.write("</g></g>")
    writer.notePlainElements(closed: 1)
  }

  /// Writes a datum's bar or stacked segment: a `rect` mark (see
  /// ``openMark(_:dimmed:isTarget:className:writer:)``) at `x`, `y` of `width` and `height`
  /// points, with its own `fill` if any; in runs of plain markup when the writer allows it.
  /// - Parameters:
  ///   - x: the left edge in the datum group's coordinates, in points.
  ///   - y: the top edge, in points.
  ///   - width: the width, in points.
  ///   - height: the height, in points.
  ///   - fill: the rectangle's fill (a CSS colour or `url(#…)`), or `nil` for the mark's.
  ///   - dimmed: whether another datum is selected.
  ///   - className: a CSS class added after `mark` (a stacked segment's key), if any.
  ///   - writer: the destination.
  static func writeRect(
    x: Double, y: Double, width: Double, height: Double, fill: String?, dimmed: Bool,
    className: String? = nil, writer: inout MarkupWriter
  ) {
    guard writer.writesPlainMarkup else {
      openMark("rect", dimmed: dimmed, className: className, writer: &writer)
      writer.attribute("x", number: x)
      writer.attribute("y", number: y)
      writer.attribute("width", number: width)
      writer.attribute("height", number: height)
      writer.attribute("fill", fill)
      writer.endEmpty()
      return
    }
    // The bytes of the element calls above, in a few runs (dimmed: ``dimmedOpacity``).
    writer.write("<rect class=\"mark")
    if let className {
      writer.write(byte: 32)
      writer.writeEscaped(className)
    }
    writer.write(dimmed ? "\" opacity=\"0.3\" x=\"" : "\" x=\"")
    writer.write(number: x)
    writer.write("\" y=\"")
    writer.write(number: y)
    writer.write("\" width=\"")
    writer.write(number: width)
    writer.write("\" height=\"")
    writer.write(number: height)
    writer.write(byte: 34)  // "
    if let fill {
      writer.write(" fill=\"")
      writer.writeEscaped(fill)
      writer.write(byte: 34)  // "
    }
    writer.write("/>")
  }
}
