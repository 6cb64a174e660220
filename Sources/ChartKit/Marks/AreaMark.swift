/// A filled area between a baseline and a line through points (the weight chart's fill down to
/// the window's minimum); `nil` y values make gaps.
public struct AreaMark: Mark {
  /// The points: x (day number or band index, drawn at its centre) and y in data units.
  public var points: [(x: Double, y: Double?)]
  /// The lower edge, in data units (the app uses the window's minimum value, not zero).
  public var baseline: Double
  /// The interpolation, the same for both edges.
  public var curve: Curve
  /// The fill (a CSS colour or `url(#…)`).
  public var fill: String
  /// A CSS class for styling.
  public var className: String

  /// Creates an area.
  public init(
    points: [(x: Double, y: Double?)], baseline: Double, curve: Curve = .linear, fill: String,
    className: String
  ) {
    self.points = points
    self.baseline = baseline
    self.curve = curve
    self.fill = fill
    self.className = className
  }

  public var ariaName: String { "area" }

  public var channels: [Channel] {
    [Channel(name: "y", scale: .y, values: points.compactMap(\.y) + [baseline])]
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    let base = context.y(baseline)
    let projected = points.map { point in
      point.y.map { AreaPoint(x: context.x.center(of: point.x), y0: base, y1: context.y($0)) }
    }
    let path = AreaGenerator(curve: curve, decimals: 1).path(projected)
    guard !path.isEmpty else { return }
    writer.open("path")
    writer.attribute("class", className)
    writer.attribute("d", path)
    writer.attribute("fill", fill)
    writer.endEmpty()
  }
}
