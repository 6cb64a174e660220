/// The implicit axes of a Cartesian chart: a trailing Y axis with grid lines and bottom X labels.
enum Axis {
  /// Font size of tick labels, in points.
  static let fontSize = 10.0
  /// Gap between the plot's right edge and the Y labels, in points.
  static let labelGap = 6.0

  /// Grid lines across the plot at each tick and their labels on the trailing side.
  static func trailingY(ticks: [Double], labels: [String], context: RenderContext) -> SVGNode {
    let plot = context.plot
    let fmt = NumberFormat.coordinate
    var grid: [SVGNode] = []
    var texts: [SVGNode] = []
    for (tick, label) in zip(ticks, labels) {
      let y = fmt(context.y(tick), 2)
      grid.append(
        .el("line", [("x1", fmt(plot.x, 2)), ("x2", fmt(plot.maxX, 2)), ("y1", y), ("y2", y)]))
      texts.append(
        .el(
          "text",
          [("x", fmt(plot.maxX + labelGap, 2)), ("y", y), ("dy", "0.32em")],
          [.text(label)]))
    }
    return .el(
      "g", [("class", "axis axis-y"), ("aria-hidden", "true")],
      [
        .el(
          "g",
          [("class", "grid"), ("stroke", "#8E8E93"), ("stroke-opacity", "0.3"), ("stroke-width", "1")],
          grid),
        .el(
          "g",
          [("class", "axis-label"), ("font-size", fmt(fontSize, 2)), ("fill", "#6C6C70")],
          texts),
      ])
  }

  /// Labels under the plot at each x value's centre, kept inside the chart.
  static func bottomX(ticks: [(value: Double, label: String)], context: RenderContext) -> SVGNode {
    let plot = context.plot
    let bounds = context.bounds
    let fmt = NumberFormat.coordinate
    var texts: [SVGNode] = []
    for tick in ticks {
      let half = TextMeasure.width(of: tick.label, fontSize: fontSize) / 2
      let center = context.x.center(of: tick.value)
      let x = min(max(center, bounds.x + half), bounds.maxX - half)
      texts.append(.el("text", [("x", fmt(x, 2)), ("y", fmt(plot.maxY + 14, 2))], [.text(tick.label)]))
    }
    return .el(
      "g",
      [
        ("class", "axis axis-x axis-label"), ("aria-hidden", "true"),
        ("font-size", fmt(fontSize, 2)), ("fill", "#6C6C70"), ("text-anchor", "middle"),
      ],
      texts)
  }
}
