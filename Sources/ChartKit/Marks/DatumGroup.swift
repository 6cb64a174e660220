/// Writes one datum as a focusable group that shows its annotation and selection rule on hover
/// or keyboard focus, with CSS only (see ``ChartStyleSheet``).
///
/// The markup is kept small because a chart has one group per datum: the group is translated to
/// the datum's x, its hover target and its annotation frame (selection rule and box) are `<use>`
/// references to one definition per chart (``definitions(context:)``), and only the mark and the
/// two lines of text are its own. A box that has to move to stay inside the chart gets its own
/// rule and a `<use>` of the shared box moved by its `x`; the statically selected datum's frame
/// (which must read right where styles are ignored, as in some mail clients) is written out in
/// full.
///
/// Classes (the style sheet selects by class only, never by element order): `selected` the
/// statically selected datum, `hover-target` its hover target, `mark` its mark, `tip` what hover
/// or focus shows (the annotation), `tip-rule` the selection rule, `tip-box` the annotation box,
/// `tip-value` the annotation's value (its title is the tip's plain text), `tip-frame` the
/// shared rule and box.
public enum DatumGroup {
  /// A focusable datum's role: a `graphics-symbol` (Graphics ARIA, an image-like symbol whose
  /// name is its `aria-label`), so assistive technology reads each datum the keyboard reaches.
  public static let role: StaticString = "graphics-symbol"

  /// The opacity of the other datums' marks while one is selected, hovered or focused.
  public static let dimmedOpacity = 0.3

  /// The x a datum's group is translated to: where its annotation text starts when the box is
  /// centred on the datum, so that text needs no x of its own.
  /// Whole points, so the translation is short to write.
  static func origin(interval: (start: Double, end: Double), context: RenderContext) -> Double {
    ((interval.start + interval.end) / 2 - context.tipBoxWidth / 2 + AnnotationBox.padding)
      .rounded()
  }

  /// Writes the shared hover target and annotation frame of a chart's datums, for its
  /// `<defs>`, in the coordinates of a datum's group. The frame's box has an id of its own, for
  /// the moved boxes.
  /// - Parameters:
  ///   - context: the chart's render context (datum width and box width set).
  ///   - writer: the destination, inside `<defs>`.
  public static func writeDefinitions(context: RenderContext, to writer: inout MarkupWriter) {
    // Shared by every datum although origins are rounded to whole points: the hover target and
    // the rule are then off the datum's centre by half a point at most, which no one can see.
    let ruleX = context.tipBoxWidth / 2 - AnnotationBox.padding
    writer.open("rect")
    writer.attribute("id", context.ids.id("h"))
    writer.attribute("x", number: ruleX - context.datumWidth / 2)
    writer.attribute("y", number: context.plot.y)
    writer.attribute("width", number: context.datumWidth)
    writer.attribute("height", number: context.plot.height)
    writer.attribute("fill-opacity", literal: "0")
    writer.endEmpty()
    writer.open("g")
    writer.attribute("id", context.ids.id("t"))
    writer.attribute("class", literal: "tip-frame")
    writer.endOpen()
    writer.open("path")
    writer.attribute("class", literal: "tip-rule")
    writer.attributeStart("d")
    writer.write(byte: 77)  // M
    writer.write(number: ruleX)
    writer.write(byte: 44)  // ,
    writer.write(number: context.plot.y)
    writer.write(byte: 86)  // V
    writer.write(number: context.plot.maxY)
    writer.attributeEnd()
    writer.endEmpty()
    writer.open("rect")
    writer.attribute("id", context.ids.id("b"))
    writer.attribute("class", literal: "tip-box")
    writer.attribute("x", number: -AnnotationBox.padding)
    writer.attribute("y", number: context.bounds.y)
    writer.attribute("width", number: context.tipBoxWidth)
    writer.attribute("height", number: AnnotationBox.height)
    writer.attribute("rx", literal: "4")
    writer.endEmpty()
    writer.close("g")
  }

  /// Opens the datum's group (translated to ``origin(interval:context:)``) and writes its hover
  /// target. Without a tip nothing is written and the mark stands alone.
  /// - Parameters:
  ///   - tip: the annotation, or `nil` for a datum without interaction.
  ///   - interval: the datum's horizontal extent, in points.
  ///   - isSelected: whether this datum is the static selection.
  ///   - context: the chart's render context.
  ///   - writer: the destination.
  /// - Returns: the x the group is translated to (0 without a group): marks subtract it.
  @discardableResult
  public static func open(
    tip: Tip?, interval: (start: Double, end: Double), isSelected: Bool, context: RenderContext,
    writer: inout MarkupWriter
  ) -> Double {
    guard let tip else { return 0 }
    return open(
      tip: tip, interval: interval, isSelected: isSelected, context: context, writer: &writer)
  }

  /// ``open(tip:interval:isSelected:context:writer:)`` for a datum with a tip, lent in place
  /// (no optional made from it, so no copy of its strings).
  @discardableResult
  static func open(
    tip: Tip, interval: (start: Double, end: Double), isSelected: Bool,
    context: RenderContext, writer: inout MarkupWriter
  ) -> Double {
    let origin = origin(interval: interval, context: context)
    let isTabStop = isTabStop(interval: interval, context: context)
    if writer.writesPlainMarkup {
      // The bytes the element calls below write, in a few runs (role: ``role``).
      writer.write(isSelected ? "<g class=\"selected\" tabindex=\"" : "<g tabindex=\"")
      writer.write(
        isTabStop
          ? "0\" role=\"graphics-symbol\" aria-label=\""
          : "-1\" role=\"graphics-symbol\" aria-label=\"")
      writer.writeEscaped(tip.accessibilityLabel)
      writer.write("\" transform=\"translate(")
      writer.write(number: origin)
      writer.write(")\"><use class=\"hover-target\" href=\"")
      writer.write(escaped: context.hitReference)
      writer.write("\"/>")
      writer.notePlainElements(opened: 1)
      return origin
    }
    writer.open("g")
    if isSelected { writer.attribute("class", literal: "selected") }
    writer.attribute("tabindex", literal: isTabStop ? "0" : "-1")
    writer.attribute("role", literal: role)
    writer.attribute("aria-label", tip.accessibilityLabel)
    writer.attributeStart("transform")
    writer.write("translate(")
    writer.write(number: origin)
    writer.write(byte: 41)  // )
    writer.attributeEnd()
    writer.endOpen()
    writer.open("use")
    writer.attribute("class", literal: "hover-target")
    writer.attribute("href", escaped: context.hitReference)
    writer.endEmpty()
    return origin
  }

  /// Whether the datum at `interval` is the chart's one tab stop (``RenderContext/tabStop``).
  static func isTabStop(interval: (start: Double, end: Double), context: RenderContext) -> Bool {
    guard let tabStop = context.tabStop else { return false }
    return abs(context.x.interval(of: tabStop).start - interval.start) < 1e-6
  }

  /// Starts a datum's mark element: `<name class="mark"` and, when dimmed, `opacity="0.3"`
  /// (``dimmedOpacity``).
  /// - Parameters:
  ///   - name: the element's name.
  ///   - dimmed: whether another datum is selected.
  ///   - isTarget: whether the mark is also the datum's hover target (the donut's sectors).
  ///   - className: a CSS class added after `mark` (a stacked segment's key), if any.
  ///   - writer: the destination.
  public static func openMark(
    _ name: StaticString, dimmed: Bool, isTarget: Bool = false, className: String? = nil,
    writer: inout MarkupWriter
  ) {
    writer.open(name)
    if isTarget {
      writer.attribute("class", literal: "mark hover-target")
    } else if let className {
      // `mark ` then the escaped class, without building the joined string per mark.
      writer.attributeStart("class")
      writer.write("mark ")
      writer.writeEscaped(className)
      writer.attributeEnd()
    } else {
      writer.attribute("class", literal: "mark")
    }
    if dimmed { writer.attribute("opacity", number: dimmedOpacity) }
  }

  /// Opens the group of what hovering a datum shows (`<g class="tip">`), hidden unless the datum
  /// is the static selection.
  public static func openTip(isSelected: Bool, writer: inout MarkupWriter) {
    writer.open("g")
    writer.attribute("class", literal: "tip")
    if !isSelected { writer.attribute("display", literal: "none") }
    writer.endOpen()
  }

  /// Writes the datum's tip (selection rule, annotation box and text) and closes its group.
  /// - Parameters:
  ///   - tip: the annotation (as given to ``open(tip:interval:isSelected:context:writer:)``).
  ///   - interval: the datum's horizontal extent, in points.
  ///   - isSelected: whether this datum is the static selection.
  ///   - context: the chart's render context.
  ///   - writer: the destination.
  public static func close(
    tip: Tip?, interval: (start: Double, end: Double), isSelected: Bool, context: RenderContext,
    writer: inout MarkupWriter
  ) {
    guard let tip else { return }
    close(tip: tip, interval: interval, isSelected: isSelected, context: context, writer: &writer)
  }

  /// ``close(tip:interval:isSelected:context:writer:)`` for a datum with a tip, lent in place.
  static func close(
    tip: Tip, interval: (start: Double, end: Double), isSelected: Bool,
    context: RenderContext, writer: inout MarkupWriter
  ) {
    let origin = origin(interval: interval, context: context)
    let center = (interval.start + interval.end) / 2
    let width = context.tipBoxWidth
    let left = AnnotationBox.clampedLeft(
      anchorX: center, width: width, bounds: AnnotationBox.area(context: context))
    let isMoved = abs(left - (center - width / 2)) > 0.05
    // A centred box's text starts at the group's origin (within half a point); a moved box and
    // its text are shifted by the same amount from the shared box's place.
    let textX = isMoved || isSelected ? left + AnnotationBox.padding - origin : 0
    if !isSelected, writer.writesPlainMarkup {
      writePlainTip(
        tip, center: center - origin, textX: textX, isMoved: isMoved, context: context,
        writer: &writer)
      return
    }
    openTip(isSelected: isSelected, writer: &writer)
    if isSelected || isMoved {
      writer.open("path")
      writer.attribute("class", literal: "tip-rule")
      writer.attributeStart("d")
      writer.write(byte: 77)  // M
      writer.write(number: center - origin)
      writer.write(byte: 44)
      writer.write(number: context.plot.y)
      writer.write(byte: 86)  // V
      writer.write(number: context.plot.maxY)
      writer.attributeEnd()
      if isSelected {
        writer.attribute("stroke", context.appearance.light.grid)
        writer.attribute("stroke-opacity", number: ChartAppearance.gridOpacity)
      }
      writer.endEmpty()
      if isSelected {
        AnnotationBox.writeBox(
          left: left - origin, width: width, context: context, isStatic: true, writer: &writer)
      } else {
        writer.open("use")
        writer.attribute("href", escaped: context.boxReference)
        writer.attribute("x", number: textX)
        writer.endEmpty()
      }
    } else {
      writer.open("use")
      writer.attribute("href", escaped: context.tipReference)
      writer.endEmpty()
    }
    AnnotationBox.writeText(
      tip: tip, x: textX, isStatic: isSelected, context: context, writer: &writer)
    writer.close("g")
    writer.close("g")
  }
}
