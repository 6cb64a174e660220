/// A line through points, with an optional curve and an optional circle at every point (drawn
/// with SVG markers, so the symbols cost no markup per point); `nil` y values make gaps.
///
/// Path data is written in whole points with relative commands: half a point is below what a
/// chart of this size shows, and it keeps the file small.
///
/// Several series share a chart as one `LineMark` each (its own `stroke`, `className` and
/// symbol class, `nil` for its missing days): the y domain is the union of their values. A line
/// has no interaction of its own; one ``TipMark`` over all the series gives one tip and one
/// selectable group per x (its tip names every series' value).
public struct LineMark: Mark {
  /// A circle drawn at every point of the line.
  public struct Symbol: Sendable, Hashable {
    /// The radius, in points.
    public var radius: Double
    /// The fill colour.
    public var fill: String
    /// The outline colour (the background, so symbols stand out from the line).
    public var stroke: String
    /// A CSS class for the circle (dark-mode colours).
    public var className: String

    /// Creates a symbol.
    public init(radius: Double = 3.5, fill: String, stroke: String, className: String) {
      self.radius = radius
      self.fill = fill
      self.stroke = stroke
      self.className = className
    }
  }

  /// The points: x (day number or band index, drawn at its centre) and y in data units.
  public var points: [(x: Double, y: Double?)]
  /// The interpolation.
  public var curve: Curve
  /// The stroke colour.
  public var stroke: String
  /// A CSS class for styling.
  public var className: String
  /// The stroke width, in points.
  public var lineWidth: Double
  /// The symbol at every point, if any.
  public var symbol: Symbol?

  /// Creates a line.
  public init(
    points: [(x: Double, y: Double?)], curve: Curve = .linear, stroke: String, className: String,
    lineWidth: Double = 2, symbol: Symbol? = nil
  ) {
    self.points = points
    self.curve = curve
    self.stroke = stroke
    self.className = className
    self.lineWidth = lineWidth
    self.symbol = symbol
  }

  public var channels: [Channel] {
    [Channel.presentValues(of: points)]
  }

  public func definitions(ids: IDGenerator) -> [MarkupNode] {
    guard let symbol else { return [] }
    let point = NumberFormat.point
    // Marker units default to the line's stroke width: the marker is sized in those units and
    // its content drawn in the view box's (points), so the circle keeps its radius in points.
    let extent = point(symbol.radius + 1)
    let size = point(2 * symbol.radius + 2)
    let markerSize = NumberFormat.coordinate((2 * symbol.radius + 2) / lineWidth, decimals: 2)
    return [
      .el(
        "marker",
        [
          ("id", markerName(ids: ids)),
          ("viewBox", "-" + extent + " -" + extent + " " + size + " " + size),
          ("markerWidth", markerSize), ("markerHeight", markerSize),
        ],
        [
          .el(
            "circle",
            [
              ("class", symbol.className), ("r", point(symbol.radius)), ("fill", symbol.fill),
              ("stroke", symbol.stroke), ("stroke-width", "1.5"),
            ])
        ])
    ]
  }

  /// The marker's id: one per symbol class, so lines with different symbols never share one.
  func markerName(ids: IDGenerator) -> String {
    ids.id(symbol.map { "symbol-" + $0.className } ?? "symbol")
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    var toplines = ToplineMemo()
    write(to: &writer, in: context, toplines: &toplines)
  }

  /// ``write(to:in:)`` taking the path from `toplines` (an area over the same points and curve
  /// drawn before) or, for a gapless line, leaving it there for an area drawn after.
  func write(
    to writer: inout MarkupWriter, in context: RenderContext, toplines: inout ToplineMemo
  ) {
    // The path data goes straight from its bytes into the markup (no string, nothing to escape).
    let path: [UInt8]
    if let kept = toplines.bytes(for: points, curve: curve) {
      path = kept
    } else {
      let projected = points.map { point in
        point.y.map { Point(x: context.x.center(of: point.x), y: context.y($0)) }
      }
      path = LineGenerator(curve: curve, decimals: 0, compact: true).pathBytes(projected)
      if ToplineMemo.isGapless(points) { toplines.store(path, points: points, curve: curve) }
    }
    guard !path.isEmpty else { return }
    writer.open("path")
    writer.attribute("class", className)
    writer.attribute("d", pathData: path)
    writer.attribute("fill", "none")
    writer.attribute("stroke", stroke)
    writer.attribute("stroke-width", number: lineWidth)
    writer.attribute("stroke-linejoin", "round")
    writer.attribute("stroke-linecap", "round")
    if symbol != nil {
      let url = "url(#" + markerName(ids: context.ids) + ")"
      writer.attribute("marker-start", url)
      writer.attribute("marker-mid", url)
      writer.attribute("marker-end", url)
    }
    writer.endEmpty()
  }
}
