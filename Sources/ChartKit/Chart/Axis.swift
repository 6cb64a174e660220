/// The implicit axes of a Cartesian chart: a trailing Y axis with grid lines and bottom X labels.
enum Axis {
  /// Font size of tick labels, in points.
  static let fontSize = 10.0
  /// Gap between the plot's right edge and the Y labels, in points.
  static let labelGap = 6.0

  /// Writes both axes in one group (the shared text attributes once): the grid lines across
  /// the plot at each Y tick (one path), the Y labels on the trailing side, and the X labels
  /// under the plot at each x value's centre, kept inside the chart.
  static func write(
    yTicks: [Double], yLabels: [String], xTicks: [(value: Double, label: String)],
    context: RenderContext, writer: inout MarkupWriter
  ) {
    let plot = context.plot
    let bounds = context.bounds
    let colors = context.appearance.light
    writer.open("g")
    writer.attribute("class", literal: "axis")
    writer.attribute("aria-hidden", literal: "true")
    writer.attribute("font-size", number: fontSize)
    writer.attribute("fill", colors.secondaryText)
    writer.endOpen()
    writer.open("path")
    writer.attribute("class", "grid")
    writer.attributeStart("d")
    for tick in yTicks {
      writer.write(byte: 77)  // M
      writer.write(number: plot.x)
      writer.write(byte: 44)
      writer.write(number: context.y(tick))
      writer.write(byte: 72)  // H
      writer.write(number: plot.maxX)
    }
    writer.attributeEnd()
    writer.attribute("stroke", colors.grid)
    writer.attribute("stroke-opacity", number: ChartAppearance.gridOpacity)
    writer.endEmpty()
    for (tick, label) in zip(yTicks, yLabels) {
      writer.open("text")
      writer.attribute("x", number: plot.maxX + labelGap)
      writer.attribute("y", number: (context.y(tick) + 3.5).rounded())
      writer.endOpen()
      writer.text(label)
      writer.close("text")
    }
    writer.open("g")
    writer.attribute("text-anchor", "middle")
    writer.endOpen()
    for tick in xTicks {
      let half = TextMeasure.width(of: tick.label, fontSize: fontSize) / 2
      let center = context.x.center(of: tick.value)
      writer.open("text")
      writer.attribute("x", number: min(max(center, bounds.x + half), bounds.maxX - half))
      writer.attribute("y", number: context.plot.maxY + 14)
      writer.endOpen()
      writer.text(tick.label)
      writer.close("text")
    }
    writer.close("g")
    writer.close("g")
  }
}
