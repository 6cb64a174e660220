/// What many ``ConcentricRings`` drawings of one size and one set of ring styles share inside
/// one `<svg>` (a week, a month's calendar): written once into its `<defs>` and drawn by each
/// drawing with `<use>`, so a drawing's own markup is its name, its laps and its tip's text.
///
/// Shared, with ids from ``ids``: the hover target (`h`), the focus ring (`f`), the tracks of
/// every ring (`t`) and of each (`t0`, `t1`, …), each ring's whole lap (`r0`, `r1`, …: a closed circle from 12 o'clock; a
/// drawing's first lap is that circle with a `stroke-dasharray` of the lap's length), each
/// ring's lap end with its shadow drawn at 12 o'clock (`e0`, `e1`, …, which a drawing rotates
/// to its end angle) and, with ``tipBoxWidth``, the annotation box (`b`). Classes are those of
/// the self-contained drawing, on the shared elements, so ``RingStyle/css(_:appearance:)``'s
/// rules colour them (rules reach a `<use>`'s copy through the original's classes).
public struct RingDefinitions: Sendable {
  /// The ids of the shared elements (unique in the page).
  public let ids: IDGenerator
  /// The drawings' layout (their size and number of rings).
  public let layout: RingLayout
  /// The rings' styles, from the outside in, as the drawings have them.
  public let styles: [RingStyle]
  /// The colours of ChartKit's own parts (the lap shadow).
  public let appearance: ChartAppearance
  /// The width of every drawing's annotation box, in points (the widest tip's,
  /// ``AnnotationBox/width(for:)``), for one shared box; `nil` for a box of each tip's own
  /// width.
  public let tipBoxWidth: Double?
  /// `#…` references, escaped once for every drawing.
  let hoverReference: Markup
  let focusReference: Markup
  let tracksReference: Markup
  let boxReference: Markup
  let trackReferences: [Markup]
  let lapReferences: [Markup]
  let endReferences: [Markup]

  /// Creates the shared definitions.
  /// - Parameters:
  ///   - ids: the ids of the shared elements.
  ///   - size: the drawings' side, in points.
  ///   - styles: the rings' styles, from the outside in.
  ///   - appearance: the colours of ChartKit's own parts.
  ///   - tipBoxWidth: one width for every annotation box, in points, or `nil`.
  public init(
    ids: IDGenerator, size: Double, styles: [RingStyle], appearance: ChartAppearance,
    tipBoxWidth: Double? = nil
  ) {
    self.ids = ids
    layout = RingLayout(size: size, count: styles.count)
    self.styles = styles
    self.appearance = appearance
    self.tipBoxWidth = tipBoxWidth
    func reference(_ name: String) -> Markup {
      Markup(unchecked: Escaping.escape("#" + ids.id(name)))
    }
    hoverReference = reference("h")
    focusReference = reference("f")
    tracksReference = reference("t")
    boxReference = reference("b")
    trackReferences = styles.indices.map { reference("t" + String($0)) }
    lapReferences = styles.indices.map { reference("r" + String($0)) }
    endReferences = styles.indices.map { reference("e" + String($0)) }
  }

  /// Whether `drawing` can use these definitions: the same size and the same ring styles.
  func fits(_ drawing: ConcentricRings) -> Bool {
    drawing.layout == layout && drawing.rings.map(\.style) == styles
  }

  /// Writes the shared elements, for the caller's `<defs>`.
  /// - Parameter writer: the destination, inside `<defs>`.
  public func write(to writer: inout MarkupWriter) {
    let outer = layout.outerRadius
    writeCircle(id: "h", radius: outer, pointerEvents: true, writer: &writer)
    writeCircle(
      id: "f", radius: outer + ConcentricRings.focusRingOffset, pointerEvents: false,
      writer: &writer)
    // Every track (`t`), each in its ring's group so that the ring's rules reach it, and each
    // one alone (`t0`, `t1`, …) for a drawing whose other rings have whole laps (a whole lap
    // drawn over its track would leave the track's antialiased edge showing).
    writer.open("g")
    writer.attribute("id", ids.id("t"))
    writer.endOpen()
    for (index, style) in styles.enumerated() {
      writer.open("g")
      writer.attribute("class", style.className)
      writer.endOpen()
      writer.open("circle")
      writer.attribute("id", ids.id("t" + String(index)))
      writer.attribute("class", literal: "ring-track")
      writer.attribute("r", number: layout.radius(ofRing: index))
      writer.attribute("fill", literal: "none")
      writer.attribute("stroke", style.light.track)
      writer.attribute("stroke-width", number: layout.lineWidth)
      writer.endEmpty()
      writer.close("g")
    }
    writer.close("g")
    for (index, style) in styles.enumerated() {
      let radius = layout.radius(ofRing: index)
      openLap(id: "r" + String(index), style: style, writer: &writer)
      RingPath.writeArc(radius: radius, from: 0, to: 2 * .pi, writer: &writer)
      writer.attributeEnd()
      writer.endEmpty()
      writer.open("g")
      writer.attribute("id", ids.id("e" + String(index)))
      writer.endOpen()
      ConcentricRings.writeShadow(
        radius: radius, lineWidth: layout.lineWidth, endAngle: 0, shadow: appearance.light.shadow,
        to: &writer)
      openLap(id: nil, style: style, writer: &writer)
      let tail = ConcentricRings.tailSweep(radius: radius, lineWidth: layout.lineWidth)
      RingPath.writeArc(radius: radius, from: -tail, to: 0, writer: &writer)
      writer.attributeEnd()
      writer.endEmpty()
      writer.close("g")
    }
    if let tipBoxWidth {
      writer.open("rect")
      writer.attribute("id", ids.id("b"))
      writer.attribute("class", literal: "tip-box")
      writer.attribute("width", number: tipBoxWidth)
      writer.attribute("height", number: AnnotationBox.height)
      writer.attribute("rx", literal: "4")
      writer.endEmpty()
    }
  }

  /// Writes `<circle id r fill="none">`, taking the pointer when `pointerEvents`.
  private func writeCircle(
    id: String, radius: Double, pointerEvents: Bool, writer: inout MarkupWriter
  ) {
    writer.open("circle")
    writer.attribute("id", ids.id(id))
    writer.attribute("r", number: radius)
    writer.attribute("fill", literal: "none")
    if pointerEvents { writer.attribute("pointer-events", literal: "all") }
    writer.endEmpty()
  }

  /// Opens a lap's `<path>` in the ring's class and colour and starts its `d` attribute.
  private func openLap(id: String?, style: RingStyle, writer: inout MarkupWriter) {
    writer.open("path")
    if let id { writer.attribute("id", ids.id(id)) }
    writer.attribute("class", style.className)
    writer.attribute("fill", literal: "none")
    writer.attribute("stroke", style.light.color)
    writer.attribute("stroke-width", number: layout.lineWidth)
    writer.attribute("stroke-linecap", literal: "round")
    writer.attributeStart("d")
  }
}
