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

  public func render(in context: RenderContext) -> SVGNode {
    let projected = points.map { point in
      point.y.map { Point(x: context.x.center(of: point.x), y: context.y($0)) }
    }
    let path = LineGenerator(curve: curve).path(projected)
    guard !path.isEmpty else { return .empty }
    return .el(
      "path",
      [
        ("class", className), ("d", path), ("fill", "none"), ("stroke", stroke),
        ("stroke-width", NumberFormat.coordinate(lineWidth)), ("stroke-linejoin", "round"),
        ("stroke-linecap", "round"),
      ])
  }
}
