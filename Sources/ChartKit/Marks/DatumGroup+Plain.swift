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
}
