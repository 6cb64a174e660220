extension ConcentricRings {
  /// Writes the focusable group: its hover target, each ring and the hidden tip (focus ring and
  /// annotation), in coordinates centred on the rings.
  /// - Parameters:
  ///   - center: the rings' centre in the caller's coordinates, in points.
  ///   - isTabStop: whether the group is a tab stop.
  ///   - tipArea: where the annotation box may lie, in the caller's coordinates (see
  ///     ``writeSymbol(x:y:isTabStop:tipArea:definitions:to:)``).
  ///   - definitions: shared definitions to draw from, when they fit this drawing.
  ///   - writer: the destination.
  func writeSymbol(
    center: Point, isTabStop: Bool, tipArea: Rect?, definitions: RingDefinitions? = nil,
    to writer: inout MarkupWriter
  ) {
    if let definitions, definitions.fits(self) {
      writeSharedSymbol(
        center: center, isTabStop: isTabStop, tipArea: tipArea, definitions: definitions,
        to: &writer)
      return
    }
    let layout = layout
    writer.open("g")
    writer.attribute("tabindex", literal: isTabStop ? "0" : "-1")
    writer.attribute("role", literal: DatumGroup.role)
    writer.attribute("aria-label", label)
    if center.x != 0 || center.y != 0 {
      writer.attributeStart("transform")
      writer.write("translate(")
      writer.write(number: center.x, decimals: RingPath.decimals)
      writer.write(byte: 44)
      writer.write(number: center.y, decimals: RingPath.decimals)
      writer.write(byte: 41)  // )
      writer.attributeEnd()
    }
    // Inherited by every ring; the tip's text is filled by the style sheet's `.tip` rule.
    writer.attribute("fill", literal: "none")
    writer.attribute("stroke-width", number: layout.lineWidth)
    writer.attribute("stroke-linecap", literal: "round")
    writer.endOpen()
    writer.open("circle")
    writer.attribute("class", literal: "mark hover-target")
    writer.attribute("r", number: layout.outerRadius, decimals: RingPath.decimals)
    writer.attribute("pointer-events", literal: "all")
    writer.endEmpty()
    for (index, ring) in rings.enumerated() {
      writeRing(
        ring, radius: layout.radius(ofRing: index), lineWidth: layout.lineWidth, to: &writer)
    }
    DatumGroup.openTip(isSelected: false, writer: &writer)
    writer.open("circle")
    writer.attribute("class", literal: "focus-ring")
    writer.attribute(
      "r", number: layout.outerRadius + Self.focusRingOffset, decimals: RingPath.decimals)
    writer.endEmpty()
    if let tip { writeTip(tip, center: center, area: tipArea, to: &writer) }
    writer.close("g")
    writer.close("g")
  }

  /// Writes one ring's group: the track unless a whole lap covers it, then the laps, and over a
  /// lap drawn on another the shadow and the lap's end.
  func writeRing(_ ring: Ring, radius: Double, lineWidth: Double, to writer: inout MarkupWriter) {
    let sweep = ring.sweep
    writer.open("g")
    writer.attribute("class", ring.style.className)
    writer.attribute("stroke", ring.style.light.color)
    writer.endOpen()
    if sweep.laps <= 1, !sweep.endsWithWholeLap {
      writer.open("circle")
      writer.attribute("class", literal: "ring-track")
      writer.attribute("r", number: radius, decimals: RingPath.decimals)
      writer.attribute("stroke", ring.style.light.track)
      writer.endEmpty()
    }
    if sweep.laps > 0, radius > 0 {
      // The first lap, or the whole laps below the last one: a closed circle.
      let end = sweep.overlaps ? 2 * .pi : max(sweep.endAngle, Self.minimumArc / radius)
      writeArc(radius: radius, from: 0, to: end, writer: &writer)
    }
    if sweep.overlaps, radius > 0 {
      Self.writeShadow(
        radius: radius, lineWidth: lineWidth, endAngle: sweep.endAngle,
        shadow: appearance.light.shadow, to: &writer)
      // The last lap's end, drawn again over its shadow; its start lies on the lap below, in
      // the same colour.
      let tail = Self.tailSweep(radius: radius, lineWidth: lineWidth)
      writeArc(radius: radius, from: sweep.endAngle - tail, to: sweep.endAngle, writer: &writer)
    }
    writer.close("g")
  }

  /// Writes `<path d="…"/>` of the arc from `startAngle` to `endAngle` (radians).
  private func writeArc(
    radius: Double, from startAngle: Double, to endAngle: Double, writer: inout MarkupWriter
  ) {
    writer.open("path")
    writer.attributeStart("d")
    RingPath.writeArc(radius: radius, from: startAngle, to: endAngle, writer: &writer)
    writer.attributeEnd()
    writer.endEmpty()
  }

  /// The sweep of the arc that draws a lap's end again over its shadow, in radians: one line
  /// width along the ring (a quarter turn at most).
  static func tailSweep(radius: Double, lineWidth: Double) -> Double {
    radius > 0 ? min(.pi / 2, lineWidth / radius) : 0
  }

  /// Writes the shadow a lap's end casts on the lap below: discs ahead of the end
  /// (``shadowOffsets``), each at ``shadowOpacity``, so it is darkest next to the end.
  /// - Parameters:
  ///   - radius: the ring's radius, in points.
  ///   - lineWidth: the ring's line width, in points.
  ///   - endAngle: where the lap ends, in radians clockwise from 12 o'clock.
  ///   - shadow: the shadow's colour where styles are ignored (a CSS colour).
  ///   - writer: the destination.
  static func writeShadow(
    radius: Double, lineWidth: Double, endAngle: Double, shadow: String,
    to writer: inout MarkupWriter
  ) {
    writer.open("g")
    writer.attribute("class", literal: "ring-shadow")
    writer.attribute("fill", shadow)
    writer.attribute("fill-opacity", number: Self.shadowOpacity, decimals: 2)
    writer.attribute("stroke", literal: "none")
    writer.endOpen()
    for offset in Self.shadowOffsets {
      let center = RingPath.point(radius: radius, angle: endAngle + offset * lineWidth / radius)
      writer.open("circle")
      writer.attribute("cx", number: center.x, decimals: RingPath.decimals)
      writer.attribute("cy", number: center.y, decimals: RingPath.decimals)
      writer.attribute("r", number: lineWidth * Self.shadowRadius, decimals: RingPath.decimals)
      writer.endEmpty()
    }
    writer.close("g")
  }

  /// Writes the annotation box and its text (``AnnotationBox``) where ``tipFrame(width:center:area:)``
  /// puts it, in the symbol's coordinates.
  func writeTip(_ tip: Tip, center: Point, area: Rect?, to writer: inout MarkupWriter) {
    let width = AnnotationBox.width(for: tip)
    let frame = tipFrame(width: width, center: center, area: area)
    let left = frame.left - center.x
    let top = frame.top - center.y
    AnnotationBox.writeBox(left: left, top: top, width: width, staticStyle: nil, writer: &writer)
    AnnotationBox.writeText(
      tip: tip, x: left + AnnotationBox.padding, top: top, staticTitleFill: nil, writer: &writer)
  }

  /// Where the annotation box of `width` points goes, in the caller's coordinates: above the
  /// drawing, centred on it; within `area`, moved sideways to stay inside and, without room
  /// above, below the drawing, or at the area's top when neither fits.
  /// - Parameters:
  ///   - width: the box's width, in points.
  ///   - center: the rings' centre, in points.
  ///   - area: where the box may lie, or `nil` for anywhere.
  /// - Returns: the box's left and top edges, in points.
  func tipFrame(width: Double, center: Point, area: Rect?) -> (left: Double, top: Double) {
    let half = layout.size / 2
    let above = center.y - half - Self.tipGap - AnnotationBox.height
    guard let area else { return (center.x - width / 2, above) }
    let left = AnnotationBox.clampedLeft(anchorX: center.x, width: width, bounds: area)
    if above >= area.y { return (left, above) }
    let below = center.y + half + Self.tipGap
    if below + AnnotationBox.height <= area.maxY { return (left, below) }
    return (left, area.y)
  }
}
