/// Writes one datum as a focusable group that shows its annotation and selection rule on hover
/// or keyboard focus, with CSS only (see ``ChartStyleSheet``).
///
/// The markup is kept small because a chart has one group per datum: hidden annotations carry
/// only classes (they can only appear where CSS works), while the statically selected one also
/// carries presentation attributes, so it reads right where styles are ignored (some mail
/// clients), as does the dimming of the other marks.
///
/// Classes: `d` datum group, `s` selected, `h` hover target, `m` mark, `t` tip, `r` selection
/// rule, `b` annotation box, `tt` annotation title, `tv` annotation value.
public enum DatumGroup {
  /// Opens the datum's group and writes its hover target; the caller then writes the mark
  /// (starting it with ``openMark(_:dimmed:writer:)``) and calls ``close(tip:interval:isSelected:context:writer:)``.
  /// Without a tip nothing is written and the mark stands alone.
  /// - Parameters:
  ///   - tip: the annotation, or `nil` for a datum without interaction.
  ///   - interval: the datum's horizontal extent, in points (the hover target).
  ///   - isSelected: whether this datum is the static selection.
  ///   - context: the chart's render context.
  ///   - writer: the destination.
  public static func open(
    tip: Tip?, interval: (start: Double, end: Double), isSelected: Bool, context: RenderContext,
    writer: inout MarkupWriter
  ) {
    guard let tip else { return }
    writer.open("g")
    writer.attribute("class", isSelected ? "d s" : "d")
    writer.attribute("tabindex", "0")
    writer.attribute("aria-label", tip.accessibilityLabel)
    writer.endOpen()
    writer.open("rect")
    writer.attribute("class", "h")
    writer.attribute("x", number: interval.start)
    writer.attribute("y", number: context.plot.y)
    writer.attribute("width", number: interval.end - interval.start)
    writer.attribute("height", number: context.plot.height)
    writer.attribute("fill", "none")
    writer.endEmpty()
  }

  /// Starts a datum's mark element: `<name class="m"` and, when dimmed, `opacity="0.3"`.
  public static func openMark(_ name: StaticString, dimmed: Bool, writer: inout MarkupWriter) {
    writer.open(name)
    writer.attribute("class", "m")
    if dimmed { writer.attribute("opacity", "0.3") }
  }

  /// Writes the datum's tip (selection rule and annotation box) and closes its group.
  /// - Parameters:
  ///   - tip: the annotation (as given to ``open(tip:interval:isSelected:context:writer:)``).
  ///   - interval: the datum's horizontal extent, in points.
  ///   - isSelected: whether this datum is the static selection.
  ///   - context: the chart's render context.
  ///   - showsRule: whether to draw the vertical selection rule.
  ///   - writer: the destination.
  public static func close(
    tip: Tip?, interval: (start: Double, end: Double), isSelected: Bool, context: RenderContext,
    showsRule: Bool = true, writer: inout MarkupWriter
  ) {
    guard let tip else { return }
    let center = (interval.start + interval.end) / 2
    writer.open("g")
    writer.attribute("class", "t")
    if !isSelected { writer.attribute("display", "none") }
    writer.endOpen()
    if showsRule {
      writer.open("path")
      writer.attribute("class", "r")
      writer.write(" d=\"M")
      writer.write(number: center)
      writer.write(byte: 44)
      writer.write(number: context.plot.y)
      writer.write(byte: 86)  // V
      writer.write(number: context.plot.maxY)
      writer.write(byte: 34)
      if isSelected {
        writer.attribute("stroke", "#8E8E93")
        writer.attribute("stroke-opacity", "0.3")
      }
      writer.endEmpty()
    }
    AnnotationBox.write(tip: tip, anchorX: center, context: context, isStatic: isSelected, writer: &writer)
    writer.close("g")
    writer.close("g")
  }
}
