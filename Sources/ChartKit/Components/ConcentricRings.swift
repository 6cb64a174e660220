/// Concentric progress rings in a square, from the outside in (the Fitness app's activity
/// rings, say, though ChartKit knows nothing of them): each ring's laps start at 12 o'clock and
/// run clockwise with round caps over the ring's track; a second lap is drawn over the first,
/// its end casting a small shadow on the lap below, so the overlap shows.
///
/// The drawing is one focusable `graphics-symbol` named by ``label``, whose hover or focus shows
/// the annotation box every chart uses (``AnnotationBox``, from ``tip``). It is written three
/// ways:
/// - ``writeInline(to:isTabStop:)``: an `<svg>` of its own inside a page;
/// - ``writeDocument(ids:accessibility:styleSheet:nested:to:)``: a standalone SVG file (with
///   its name, description and style sheet), which the rasterizer draws to PNG;
/// - ``writeSymbol(x:y:isTabStop:tipArea:definitions:to:)``: a group placed in the caller's own
///   `<svg>`, for small multiples (a week, a month's calendar), one tab stop for all of them;
///   with ``RingDefinitions`` in that `<svg>`, what the drawings share is written once.
///
/// Sizes run from a thumbnail (24 points) to a card (160 points): ``RingLayout`` scales the
/// line width and the gap with the size. Colours come from each ring's ``RingStyle``: light
/// ones as presentation attributes, dark ones from the style sheet (``RingStyle/css(_:appearance:)``).
///
/// Classes: the rings' own (``RingStyle/className``), `ring-track` a track, `ring-shadow` a lap's
/// shadow, `mark hover-target` the transparent disc that takes the pointer (so the page's
/// script leaves touch to the drawing itself, as for the donut's sectors), `tip` what hover and
/// focus show: the `focus-ring` circle and the annotation.
public struct ConcentricRings: Sendable {
  /// How far ahead of a lap's end each of the shadow's discs sits, as fractions of the line
  /// width (along the ring).
  public static let shadowOffsets = [0.2, 0.4]
  /// The radius of the shadow's discs, as a fraction of the line width (under half of it, so
  /// the shadow stays on the ring).
  public static let shadowRadius = 0.45
  /// The opacity of each of the shadow's discs (they add up where they overlap: darkest next
  /// to the lap's end).
  public static let shadowOpacity = 0.2
  /// The shortest first lap drawn, in points along the ring: a progress just above 0 shows as
  /// a dot (the round caps).
  public static let minimumArc = 0.1
  /// The space between the drawing and its annotation box, in points.
  public static let tipGap = 4.0
  /// How far outside the rings the keyboard focus ring runs, in points (its line is 2 wide).
  public static let focusRingOffset = 2.0

  /// The rings, from the outside in.
  public var rings: [Ring]
  /// The side of the square, in points (width and height).
  public var size: Double
  /// The accessible name of the drawing ("Move 512 of 450 kcal (114%), Exercise 31 of 30 min,
  /// Stand 11 of 12 h").
  public var label: String
  /// The annotation shown on hover and focus, if any. The drawing is named by ``label``; the
  /// tip's own `accessibilityLabel` is not used, nor its `valueColor` (the box only shows with
  /// styles: colour its value with a `.tip-value` rule).
  public var tip: Tip?
  /// The colours of ChartKit's own parts: the lap shadow and, in a standalone file, the font.
  public var appearance: ChartAppearance
  /// CSS classes of the root `<svg>` (inline and standalone forms).
  public var className: String

  /// Creates a drawing.
  /// - Parameters:
  ///   - rings: the rings, from the outside in.
  ///   - size: the side of the square, in points (24 to 160).
  ///   - label: the accessible name.
  ///   - tip: the annotation shown on hover and focus, if any.
  ///   - appearance: the colours of ChartKit's own parts.
  ///   - className: CSS classes of the root `<svg>`.
  public init(
    rings: [Ring], size: Double, label: String, tip: Tip? = nil, appearance: ChartAppearance,
    className: String = "chart rings"
  ) {
    self.rings = rings
    self.size = size
    self.label = label
    self.tip = tip
    self.appearance = appearance
    self.className = className
  }

  /// The rings' geometry.
  public var layout: RingLayout { RingLayout(size: size, count: rings.count) }

  /// The inline form (``writeInline(to:isTabStop:)``) as text.
  /// - Parameter pretty: one element per line with indentation instead of compact markup.
  /// - Returns: the `<svg>` markup.
  public func render(pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty, capacity: 1024)
    writeInline(to: &writer)
    return writer.text
  }

  /// Writes the drawing as an `<svg>` of its own for a page: no name of its own (the symbol
  /// inside carries it), its view box centred on the rings, and `overflow="visible"`, so the
  /// annotation box shows above the drawing and the focus ring around it.
  /// - Parameters:
  ///   - writer: the destination.
  ///   - isTabStop: whether the drawing is a tab stop (`tabindex="0"`, else `-1`).
  public func writeInline(to writer: inout MarkupWriter, isTabStop: Bool = true) {
    let side = layout.size
    writer.open("svg")
    writer.attributeStart("viewBox")
    writer.write(number: -side / 2)
    writer.write(byte: 32)
    writer.write(number: -side / 2)
    writer.write(byte: 32)
    writer.write(number: side)
    writer.write(byte: 32)
    writer.write(number: side)
    writer.attributeEnd()
    writer.attribute("width", number: side)
    writer.attribute("height", number: side)
    writer.attribute("class", className)
    writer.attribute("overflow", literal: "visible")
    writer.endOpen()
    writeSymbol(center: Point(x: 0, y: 0), isTabStop: isTabStop, tipArea: nil, to: &writer)
    writer.close("svg")
  }

  /// Writes the drawing as a standalone SVG document (``SVGDocument``): a `graphics-document`
  /// named and described by `accessibility`, holding the one symbol. Its view box clips, so
  /// the annotation box covers the top of the rings (a thumbnail's is cut off).
  /// - Parameters:
  ///   - ids: the document's ids (title and description).
  ///   - accessibility: the document's name and description.
  ///   - styleSheet: the style sheet to embed (``ChartStyleSheet`` parts `datums` and `tips`,
  ///     with ``RingStyle/css(_:appearance:)``'s rules), or `nil`.
  ///   - nested: whether the drawing sits inside another accessible `<svg>` (a standalone
  ///     card), which then names it.
  ///   - writer: the destination.
  public func writeDocument(
    ids: IDGenerator, accessibility: ChartAccessibility, styleSheet: StyleSheet?,
    nested: Bool = false, to writer: inout MarkupWriter
  ) {
    let side = layout.size
    SVGDocument.open(
      width: side, height: side, ids: ids, accessibility: accessibility, className: className,
      fontFamily: appearance.fontFamily, styleSheet: styleSheet, definitions: [], nested: nested,
      interactive: true, writer: &writer)
    writeSymbol(
      x: 0, y: 0, isTabStop: true, tipArea: Rect(x: 0, y: 0, width: side, height: side),
      to: &writer)
    writer.close("svg")
  }

  /// Writes the drawing as a group in the caller's `<svg>`, its square's top left corner at
  /// (`x`, `y`): for small multiples, where the caller's `<svg>` is the `graphics-document`
  /// (``SVGDocument``, `interactive: true`) and one drawing its tab stop (the page's script
  /// moves the focus between them with the arrow keys).
  /// - Parameters:
  ///   - x: the square's left edge, in points.
  ///   - y: the square's top edge, in points.
  ///   - isTabStop: whether this drawing is the caller's one tab stop.
  ///   - tipArea: where the annotation box may lie, in the caller's coordinates: above the
  ///     drawing when it fits there, else below it, else at the area's top, and moved
  ///     sideways to stay inside; `nil` for above the drawing, centred, wherever that is.
  ///     (SVG paints in document order: a box over drawings written after this one is
  ///     painted under them, so leave room above the first row.)
  ///   - definitions: the definitions the caller's `<svg>` holds for drawings of this size and
  ///     these ring styles (``RingDefinitions``), which keep each drawing's markup to its own;
  ///     `nil`, or definitions of another size or other styles, for a self-contained drawing.
  ///   - writer: the destination.
  public func writeSymbol(
    x: Double, y: Double, isTabStop: Bool, tipArea: Rect?, definitions: RingDefinitions? = nil,
    to writer: inout MarkupWriter
  ) {
    let side = layout.size
    writeSymbol(
      center: Point(x: x + side / 2, y: y + side / 2), isTabStop: isTabStop, tipArea: tipArea,
      definitions: definitions, to: &writer)
  }
}
