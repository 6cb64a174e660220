/// The root `<svg>` of a chart: namespace, view box, accessible name and description, optional
/// embedded style sheet (standalone files) and definitions.
public enum SVGDocument {
  /// The font stack: system faces only, never a web font.
  public static let fontFamily =
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

  /// Wraps `body` in an accessible `<svg>` root.
  /// - Parameters:
  ///   - width: the view box width, in points.
  ///   - height: the view box height, in points.
  ///   - ids: the chart's id generator (title and description ids).
  ///   - accessibility: the label and description.
  ///   - className: CSS classes of the root.
  ///   - styleSheet: CSS embedded in a `<style>` element (for standalone files), or `nil`.
  ///   - definitions: gradients and filters placed in `<defs>`.
  ///   - body: the chart's content.
  public static func make(
    width: Double, height: Double, ids: IDGenerator, accessibility: ChartAccessibility,
    className: String, styleSheet: String?, definitions: [SVGNode], body: [SVGNode]
  ) -> SVGNode {
    let fmt = NumberFormat.coordinate
    var children: [SVGNode] = [
      .el("title", [("id", ids.id("title"))], [.text(accessibility.label)]),
      .el("desc", [("id", ids.id("desc"))], [.text(accessibility.description)]),
    ]
    if let styleSheet {
      children.append(.el("style", [], [.raw(styleSheet)]))
    }
    if !definitions.isEmpty {
      children.append(.el("defs", [], definitions))
    }
    children.append(contentsOf: body)
    return .el(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("viewBox", "0 0 " + fmt(width, 2) + " " + fmt(height, 2)),
        ("width", fmt(width, 2)), ("height", fmt(height, 2)), ("class", className),
        ("role", "img"), ("aria-labelledby", ids.id("title")),
        ("aria-describedby", ids.id("desc")), ("font-family", fontFamily),
      ],
      children)
  }

  /// A soft drop shadow for annotation boxes, referenced as `ids.url("shadow")`.
  public static func shadowFilter(ids: IDGenerator) -> SVGNode {
    .el(
      "filter",
      [("id", ids.id("shadow")), ("x", "-20%"), ("y", "-20%"), ("width", "140%"), ("height", "150%")],
      [
        .el(
          "feDropShadow",
          [("dx", "0"), ("dy", "1"), ("stdDeviation", "2"), ("flood-color", "#000"), ("flood-opacity", "0.18")])
      ])
  }

  /// A vertical linear gradient from `topColor` at `topOpacity` to `bottomColor` at
  /// `bottomOpacity`, referenced as `ids.url(name)`.
  public static func verticalGradient(
    ids: IDGenerator, name: String, topColor: String, topOpacity: Double = 1,
    bottomColor: String, bottomOpacity: Double = 1
  ) -> SVGNode {
    let fmt = NumberFormat.coordinate
    return .el(
      "linearGradient",
      [("id", ids.id(name)), ("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "1")],
      [
        .el(
          "stop",
          [("offset", "0"), ("stop-color", topColor), ("stop-opacity", topOpacity == 1 ? nil : fmt(topOpacity, 2))]),
        .el(
          "stop",
          [("offset", "1"), ("stop-color", bottomColor), ("stop-opacity", bottomOpacity == 1 ? nil : fmt(bottomOpacity, 2))]),
      ])
  }
}
