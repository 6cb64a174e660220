/// A circle symbol at each datum, each an interactive datum when it has a tip.
public struct PointMark: Mark {
  /// One point; its `fill`, when given, replaces the mark's.
  public typealias Datum = PlotDatum

  /// The points.
  public var data: [Datum]
  /// The circle's radius, in points.
  public var radius: Double
  /// The fill colour.
  public var fill: String
  /// The outline colour (the card background, so points stand out from the line).
  public var stroke: String
  /// A CSS class for styling.
  public var className: String
  /// The fill's opacity (0...1), for faint points under a line (Observable Plot's dot
  /// `fillOpacity`); `nil` for opaque.
  public var fillOpacity: Double?

  /// Creates points.
  public init(
    data: [Datum], radius: Double = 3.5, fill: String, stroke: String, className: String,
    fillOpacity: Double? = nil
  ) {
    self.data = data
    self.radius = radius
    self.fill = fill
    self.stroke = stroke
    self.className = className
    self.fillOpacity = fillOpacity.map { min(max($0, 0), 1) }
  }

  public var layerAttributes: [(String, String?)] {
    var attributes: [(String, String?)] = [("class", className), ("fill", fill)]
    if let fillOpacity { attributes.append(("fill-opacity", NumberFormat.point(fillOpacity))) }
    attributes.append(("stroke", stroke))
    if stroke != "none" { attributes.append(("stroke-width", "1.5")) }
    return attributes
  }

  public var channels: [Channel] { [Channel(values: data.map(\.y))] }

  public var widestTip: Double { data.widestTip }

  public var firstTipX: Double? { data.firstTipX }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    for datum in data {
      let interval = context.x.interval(of: datum.x)
      let isSelected = context.selection == datum.x
      let origin = DatumGroup.open(
        tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
        writer: &writer)
      DatumGroup.openMark(
        "circle", dimmed: context.selection != nil && !isSelected, writer: &writer)
      writer.attribute("cx", number: (interval.start + interval.end) / 2 - origin)
      writer.attribute("cy", number: context.y(datum.y))
      writer.attribute("r", number: radius)
      writer.attribute("fill", datum.fill)
      writer.endEmpty()
      DatumGroup.close(
        tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
        writer: &writer)
    }
  }
}
