/// A line of text at a position in points (centre labels, notes).
public struct TextMark: Mark, Hashable {
  /// The text; escaped on output.
  public var text: String
  /// The anchor point's x, in points.
  public var x: Double
  /// The baseline's y, in points.
  public var y: Double
  /// The font size, in points.
  public var fontSize: Double
  /// The font weight ("400", "700").
  public var fontWeight: String
  /// The anchor: "start", "middle" or "end".
  public var anchor: String
  /// The fill colour where styles are ignored.
  public var fill: String
  /// A CSS class for styling.
  public var className: String

  /// Creates a text.
  public init(
    _ text: String, x: Double, y: Double, fontSize: Double = 12, fontWeight: String = "400",
    anchor: String = "middle", fill: String, className: String
  ) {
    self.text = text
    self.x = x
    self.y = y
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.anchor = anchor
    self.fill = fill
    self.className = className
  }

  public var channels: [Channel] { [] }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    node.write(to: &writer)
  }

  /// The text element, independent of any scale.
  public var node: MarkupNode {
    .el(
      "text",
      [
        ("class", className), ("x", NumberFormat.coordinate(x)), ("y", NumberFormat.coordinate(y)),
        ("font-size", NumberFormat.coordinate(fontSize)),
        ("font-weight", fontWeight == "400" ? nil : fontWeight),
        ("text-anchor", anchor == "start" ? nil : anchor), ("fill", fill),
      ],
      [.text(text)])
  }
}
