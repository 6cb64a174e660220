extension MarkupWriter {
  /// Writes one line of chart text: `<text class x y font-size font-weight fill>`, each
  /// attribute left out when `nil`, then the escaped content. The size, weight and fill are
  /// presentation attributes for viewers without the style sheet, whose rules win elsewhere.
  /// - Parameters:
  ///   - content: the text (escaped here).
  ///   - className: the CSS class.
  ///   - x: the anchor's x, in points; `nil` for 0 (a translated group).
  ///   - y: the baseline, in points.
  ///   - size: the font size, in points.
  ///   - weight: the font weight (400 regular, 700 bold).
  ///   - fill: the CSS colour.
  mutating func styledText(
    _ content: String, className: String, x: Double? = nil, y: Double,
    size: Double? = nil, weight: Double? = nil, fill: String? = nil
  ) {
    open("text")
    attribute("class", className)
    if let x { attribute("x", number: x) }
    attribute("y", number: y)
    if let size { attribute("font-size", number: size) }
    if let weight { attribute("font-weight", number: weight) }
    attribute("fill", fill)
    endOpen()
    text(content)
    close("text")
  }
}
