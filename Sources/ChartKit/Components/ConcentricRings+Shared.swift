extension ConcentricRings {
  /// Writes the focusable group drawn from shared definitions (``RingDefinitions``): `<use>` of
  /// the hover target and the tracks, each ring's laps (the whole-lap circle, dashed to the
  /// first lap's length, and the lap end rotated to its angle) and the tip.
  /// - Parameters:
  ///   - center: the rings' centre in the caller's coordinates, in points.
  ///   - isTabStop: whether the group is a tab stop.
  ///   - tipArea: where the annotation box may lie, in the caller's coordinates.
  ///   - definitions: the shared definitions, which fit this drawing.
  ///   - writer: the destination.
  func writeSharedSymbol(
    center: Point, isTabStop: Bool, tipArea: Rect?, definitions: RingDefinitions,
    to writer: inout MarkupWriter
  ) {
    let layout = layout
    writer.open("g")
    writer.attribute("tabindex", literal: isTabStop ? "0" : "-1")
    writer.attribute("role", literal: DatumGroup.role)
    writer.attribute("aria-label", label)
    writer.attributeStart("transform")
    writer.write("translate(")
    writer.write(number: center.x)
    writer.write(byte: 44)
    writer.write(number: center.y)
    writer.write(byte: 41)  // )
    writer.attributeEnd()
    writer.endOpen()
    writeUse(definitions.hoverReference, className: "mark hover-target", writer: &writer)
    // The tracks a whole lap does not cover: all in one reference, or each that shows.
    let showsTrack = rings.map { !$0.sweep.overlaps && !$0.sweep.endsWithWholeLap }
    if showsTrack.allSatisfy({ $0 }) {
      writeUse(definitions.tracksReference, writer: &writer)
    } else {
      for (index, shows) in showsTrack.enumerated() where shows {
        writeUse(definitions.trackReferences[index], writer: &writer)
      }
    }
    for (index, ring) in rings.enumerated() where index < definitions.lapReferences.count {
      let sweep = ring.sweep
      let radius = layout.radius(ofRing: index)
      guard sweep.laps > 0, radius > 0 else { continue }
      writer.open("use")
      writer.attribute("href", escaped: definitions.lapReferences[index])
      if !sweep.overlaps, !sweep.endsWithWholeLap {
        // The first lap: the whole circle's first dash, as long as the lap, then a gap past
        // the circle's end.
        writer.attributeStart("stroke-dasharray")
        writer.write(number: max(sweep.endAngle * radius, Self.minimumArc))
        writer.write(byte: 44)
        writer.write(number: (2 * .pi * radius).rounded(.up))
        writer.attributeEnd()
      }
      writer.endEmpty()
      if sweep.overlaps {
        writer.open("use")
        writer.attribute("href", escaped: definitions.endReferences[index])
        let degrees = sweep.endAngle * 180 / .pi
        if degrees < 359.95 {
          writer.attributeStart("transform")
          writer.write("rotate(")
          writer.write(number: degrees)
          writer.write(byte: 41)  // )
          writer.attributeEnd()
        }
        writer.endEmpty()
      }
    }
    DatumGroup.openTip(isSelected: false, writer: &writer)
    writeUse(definitions.focusReference, className: "focus-ring", writer: &writer)
    if let tip {
      let width = definitions.tipBoxWidth ?? AnnotationBox.width(for: tip)
      let frame = tipFrame(width: width, center: center, area: tipArea)
      let left = frame.left - center.x
      let top = frame.top - center.y
      if definitions.tipBoxWidth != nil {
        writer.open("use")
        writer.attribute("href", escaped: definitions.boxReference)
        writer.attribute("x", number: left)
        writer.attribute("y", number: top)
        writer.endEmpty()
      } else {
        AnnotationBox.writeBox(
          left: left, top: top, width: width, staticStyle: nil, writer: &writer)
      }
      AnnotationBox.writeText(
        tip: tip, x: left + AnnotationBox.padding, top: top, staticTitleFill: nil, writer: &writer)
    }
    writer.close("g")
    writer.close("g")
  }

  /// Writes `<use href="…">`, with `class` when given.
  private func writeUse(
    _ reference: Markup, className: StaticString? = nil, writer: inout MarkupWriter
  ) {
    writer.open("use")
    if let className { writer.attribute("class", literal: className) }
    writer.attribute("href", escaped: reference)
    writer.endEmpty()
  }
}
