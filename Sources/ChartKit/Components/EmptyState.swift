/// What a chart shows when it has no data: an icon, a bold "No Data" and a sentence saying why.
public enum EmptyState {
  /// Renders an accessible empty chart of the given size.
  /// - Parameters:
  ///   - width: the view box width, in points.
  ///   - height: the view box height, in points.
  ///   - title: the bold line ("No Data").
  ///   - message: the explanation; wrapped onto lines of at most ~44 characters.
  ///   - ids: the chart's ids.
  ///   - appearance: the colours and font.
  ///   - className: CSS classes of the root.
  ///   - styleSheet: the style sheet embedded in standalone files, or `nil`.
  /// - Returns: the `<svg>` node.
  public static func make(
    width: Double, height: Double, title: String, message: String, ids: IDGenerator,
    appearance: ChartAppearance, className: String, styleSheet: StyleSheet?
  ) -> MarkupNode {
    let colors = appearance.light
    let fmt = NumberFormat.coordinate
    let centerX = fmt(width / 2, 2)
    let lines = wrap(message, limit: max(16, Int(width / 7.2)))
    // The icon, title and message lines as one block centred vertically: from the icon's top
    // to below the last line's baseline (its descenders) is 74 points and 17 per further line.
    let blockHeight = 74 + 17 * Double(max(0, lines.count - 1))
    let top = ((height - blockHeight) / 2).rounded()
    var children: [MarkupNode] = [
      Icons.chartBars(
        x: width / 2 - 14, y: top, size: 28, className: "empty-icon",
        color: colors.secondaryText),
      .el(
        "text",
        [
          ("class", "empty-title"), ("x", centerX), ("y", fmt(top + 48, 2)), ("font-size", "17"),
          ("font-weight", "700"), ("text-anchor", "middle"), ("fill", colors.text),
        ],
        [.text(title)]),
    ]
    for (index, line) in lines.enumerated() {
      children.append(
        .el(
          "text",
          [
            ("class", "empty-message"), ("x", centerX),
            ("y", fmt(top + 70 + Double(index) * 17, 2)), ("font-size", "13"),
            ("text-anchor", "middle"), ("fill", colors.secondaryText),
          ],
          [.text(line)]))
    }
    return SVGDocument.make(
      width: width, height: height, ids: ids,
      accessibility: ChartAccessibility(label: title, description: message),
      className: className + " empty", fontFamily: appearance.fontFamily, styleSheet: styleSheet,
      definitions: [],
      body: [.el("g", [("class", "empty-state")], children)])
  }

  /// Splits `text` at spaces into lines of at most `limit` characters (longer words stand alone).
  public static func wrap(_ text: String, limit: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= limit {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}
