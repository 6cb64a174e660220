import ChartKit

/// The site's icon (`favicon.svg`): three bars on a rounded square of the steps colour.
enum Favicon {
  /// The icon's site-relative path.
  static let path = "favicon.svg"

  /// The icon in `theme`'s light colours.
  static func svg(theme: Theme) -> String {
    MarkupNode.lines([
      .el(
        "svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 32 32")],
        [
          .el(
            "rect",
            [("width", "32"), ("height", "32"), ("rx", "7"), ("fill", theme.light.steps)]),
          .el(
            "path",
            [
              ("d", "M8 24V16M14 24V9M20 24V13M26 24V19"), ("stroke", theme.light.onAccent),
              ("stroke-width", "3"), ("stroke-linecap", "round"),
            ]),
        ])
    ]).render()
  }
}
