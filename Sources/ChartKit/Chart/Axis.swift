/// The implicit axes of a Cartesian chart: a trailing Y axis with grid lines and bottom X labels.
enum Axis {
  /// Font size of tick labels, in points.
  static let fontSize = 10.0
  /// Gap between the plot's right edge and the Y labels, in points.
  static let labelGap = 6.0

  /// Writes the grid lines across the plot at each tick (one path) and their labels on the
  /// trailing side.
  static func writeTrailingY(ticks: [Double], labels: [String], context: RenderContext, writer: inout MarkupWriter) {
    let plot = context.plot
    writer.open("g")
    writer.attribute("class", "axis")
    writer.attribute("aria-hidden", "true")
    writer.endOpen()
    writer.open("path")
    writer.attribute("class", "grid")
    writer.write(" d=\"")
    for tick in ticks {
      writer.write(byte: 77)  // M
      writer.write(number: plot.x)
      writer.write(byte: 44)
      writer.write(number: context.y(tick))
      writer.write(byte: 72)  // H
      writer.write(number: plot.maxX)
    }
    writer.write(byte: 34)
    writer.attribute("stroke", "#8E8E93")
    writer.attribute("stroke-opacity", "0.3")
    writer.endEmpty()
    writer.open("g")
    writer.attribute("class", "al")
    writer.attribute("font-size", "10")
    writer.attribute("fill", "#6C6C70")
    writer.endOpen()
    for (tick, label) in zip(ticks, labels) {
      writer.open("text")
      writer.attribute("x", number: plot.maxX + labelGap)
      writer.attribute("y", number: context.y(tick) + 3.5)
      writer.endOpen()
      writer.text(label)
      writer.close("text")
    }
    writer.close("g")
    writer.close("g")
  }

  /// Writes labels under the plot at each x value's centre, kept inside the chart.
  static func writeBottomX(ticks: [(value: Double, label: String)], context: RenderContext, writer: inout MarkupWriter) {
    let bounds = context.bounds
    writer.open("g")
    writer.attribute("class", "axis al")
    writer.attribute("aria-hidden", "true")
    writer.attribute("font-size", "10")
    writer.attribute("fill", "#6C6C70")
    writer.attribute("text-anchor", "middle")
    writer.endOpen()
    for tick in ticks {
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
  }
}
