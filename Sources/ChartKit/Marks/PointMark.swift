/// A circle symbol at each datum, each an interactive datum when it has a tip.
public struct PointMark: Mark {
  /// One point.
  public struct Datum: Sendable, Hashable {
    /// The x value: a day number or band index (drawn at its centre).
    public var x: Double
    /// The value, in data units.
    public var y: Double
    /// The annotation; `nil` for no interaction.
    public var tip: Tip?

    /// Creates a point.
    public init(x: Double, y: Double, tip: Tip? = nil) {
      self.x = x
      self.y = y
      self.tip = tip
    }
  }

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

  /// Creates points.
  public init(data: [Datum], radius: Double = 3.5, fill: String, stroke: String, className: String)
  {
    self.data = data
    self.radius = radius
    self.fill = fill
    self.stroke = stroke
    self.className = className
  }

  public var ariaName: String { "point" }

  public var layerAttributes: [(String, String?)] {
    [("class", className), ("fill", fill), ("stroke", stroke), ("stroke-width", "1.5")]
  }

  public var channels: [Channel] { [Channel(values: data.map(\.y))] }

  public var widestTip: Double {
    var widest = 0.0
    for datum in data {
      if let tip = datum.tip { widest = max(widest, AnnotationBox.width(for: tip)) }
    }
    return widest
  }

  public var firstTipX: Double? {
    var first: Double?
    for datum in data where datum.tip != nil { first = min(first ?? datum.x, datum.x) }
    return first
  }

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
      writer.endEmpty()
      DatumGroup.close(
        tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
        writer: &writer)
    }
  }
}
