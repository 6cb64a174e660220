/// A horizontal rule across the plot at a value (averages, goals).
public struct RuleMark: Mark {
  /// The value, in data units.
  public var y: Double
  /// The stroke colour.
  public var stroke: String
  /// A CSS class for styling the rule.
  public var className: String
  /// The dash pattern, in points ("5"), or `nil` for solid.
  public var dash: String?
  /// The stroke width, in points.
  public var lineWidth: Double

  /// Creates a rule.
  public init(
    y: Double, stroke: String, className: String, dash: String? = "5", lineWidth: Double = 1
  ) {
    self.y = y
    self.stroke = stroke
    self.className = className
    self.dash = dash
    self.lineWidth = lineWidth
  }

  public var channels: [Channel] { [Channel(values: [y])] }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    writer.open("path")
    writer.attribute("class", className)
    writer.attributeStart("d")
    writer.write(byte: 77)  // M
    writer.write(number: context.plot.x)
    writer.write(byte: 44)
    writer.write(number: context.y(y))
    writer.write(byte: 72)  // H
    writer.write(number: context.plot.maxX)
    writer.attributeEnd()
    writer.attribute("stroke", stroke)
    if lineWidth != 1 { writer.attribute("stroke-width", number: lineWidth) }
    writer.attribute("stroke-dasharray", dash)
    writer.endEmpty()
  }
}
