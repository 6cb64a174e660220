/// A line through points, with an optional curve; `nil` y values make gaps.
public struct LineMark: Mark {
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

  /// Creates a line.
  public init(
    points: [(x: Double, y: Double?)], curve: Curve = .linear, stroke: String, className: String,
    lineWidth: Double = 2
  ) {
    self.points = points
    self.curve = curve
    self.stroke = stroke
    self.className = className
    self.lineWidth = lineWidth
  }

  public var ariaName: String { "line" }

  public var channels: [Channel] {
    [Channel(name: "y", scale: .y, values: points.compactMap(\.y))]
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    let projected = points.map { point in
      point.y.map { Point(x: context.x.center(of: point.x), y: context.y($0)) }
    }
    let path = LineGenerator(curve: curve, decimals: 1).path(projected)
    guard !path.isEmpty else { return }
    writer.open("path")
    writer.attribute("class", className)
    writer.attribute("d", path)
    writer.attribute("fill", "none")
    writer.attribute("stroke", stroke)
    writer.attribute("stroke-width", number: lineWidth)
    writer.attribute("stroke-linejoin", "round")
    writer.attribute("stroke-linecap", "round")
    writer.endEmpty()
  }
}
