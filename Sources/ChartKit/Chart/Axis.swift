/// The implicit axes of a Cartesian chart: a trailing Y axis with grid lines and bottom X labels.
enum Axis {
  /// Font size of tick labels, in points (12: at least 11 px where a chart is shown a little
  /// smaller than its view box, as on phones).
  static let fontSize = 12.0
  /// Gap between the plot's right edge and the Y labels, in points.
  static let labelGap = 6.0
  /// The margin between the Y labels' right end and the chart's right edge, in points (the
  /// chart's plot takes the width less this margin, the widest label and ``labelGap``).
  static let labelEdge = 2.0
  /// The least distance between an X label and the chart's left or right edge, in points.
  static let edgeInset = 1.0

  /// Writes both axes in one group (the shared text attributes once): the grid lines across
  /// the plot at each Y tick (one path), the Y labels on the trailing side, and the X labels
  /// under the plot at each x value's centre, kept inside the chart (anchored at the edge they
  /// would cross).
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
    // Y labels end at the chart's right edge (less a margin): they stay inside it whatever the
    // font's real widths are, and line up by their last digit.
    writer.open("g")
    writer.attribute("text-anchor", "end")
    writer.endOpen()
    for (tick, label) in zip(yTicks, yLabels) {
      writer.open("text")
      writer.attribute("x", number: bounds.maxX - labelEdge)
      writer.attribute("y", number: (context.y(tick) + 3.5).rounded())
      writer.endOpen()
      writer.text(label)
      writer.close("text")
    }
    writer.close("g")
    writer.open("g")
    writer.attribute("text-anchor", "middle")
    writer.endOpen()
    for tick in xTicks {
      let half = TextMeasure.width(of: tick.label, fontSize: fontSize) / 2
      let center = context.x.center(of: tick.value)
      writer.open("text")
      // A label that would cross an edge is anchored at it instead: its text then starts (or
      // ends) inside the chart whatever the font's real widths are.
      if center - half < bounds.x + edgeInset {
        writer.attribute("x", number: bounds.x + edgeInset)
        writer.attribute("text-anchor", literal: "start")
      } else if center + half > bounds.maxX - edgeInset {
        writer.attribute("x", number: bounds.maxX - edgeInset)
        writer.attribute("text-anchor", literal: "end")
      } else {
        writer.attribute("x", number: center)
      }
      writer.attribute("y", number: context.plot.maxY + 14)
      writer.endOpen()
      writer.text(tick.label)
      writer.close("text")
    }
    writer.close("g")
    writer.close("g")
  }
}
