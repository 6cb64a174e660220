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
    spacesXLabels: Bool, context: RenderContext, writer: inout MarkupWriter
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
    let placed = placedLabels(xTicks, context: context)
    for label in spacesXLabels ? spaced(placed) : placed {
      writer.open("text")
      // A label that would cross an edge is anchored at it instead: its text then starts (or
      // ends) inside the chart whatever the font's real widths are.
      switch label.anchor {
      case .start:
        writer.attribute("x", number: label.x)
        writer.attribute("text-anchor", literal: "start")
      case .end:
        writer.attribute("x", number: label.x)
        writer.attribute("text-anchor", literal: "end")
      case .middle:
        writer.attribute("x", number: label.x)
      }
      writer.attribute("y", number: context.plot.maxY + 14)
      writer.endOpen()
      writer.text(label.text)
      writer.close("text")
    }
    writer.close("g")
    writer.close("g")
  }

  /// The least space between two X labels, in points.
  static let labelSpacing = 4.0

  /// Where an X label's text is anchored.
  enum Anchor { case start, middle, end }

  /// An X label placed under the plot: its text, anchor point and extent, in points.
  struct PlacedLabel {
    var text: String
    var x: Double
    var anchor: Anchor
    var left: Double
    var right: Double
  }

  /// Every tick's label at its x value's centre, or anchored at an edge it would cross.
  static func placedLabels(
    _ ticks: [(value: Double, label: String)], context: RenderContext
  ) -> [PlacedLabel] {
    let bounds = context.bounds
    return ticks.map { tick -> PlacedLabel in
      let width = TextMeasure.width(of: tick.label, fontSize: fontSize)
      let center = context.x.tickPosition(of: tick.value)
      if center - width / 2 < bounds.x + edgeInset {
        let x = bounds.x + edgeInset
        return PlacedLabel(text: tick.label, x: x, anchor: .start, left: x, right: x + width)
      }
      if center + width / 2 > bounds.maxX - edgeInset {
        let x = bounds.maxX - edgeInset
        return PlacedLabel(text: tick.label, x: x, anchor: .end, left: x - width, right: x)
      }
      return PlacedLabel(
        text: tick.label, x: center, anchor: .middle, left: center - width / 2,
        right: center + width / 2)
    }
  }

  /// The labels of calendar ticks to draw: all of them, or, when neighbours would overlap,
  /// every second, third, … from the first, the smallest such step that leaves
  /// ``labelSpacing`` between all of them (the ticks stay evenly spaced).
  static func spaced(_ placed: [PlacedLabel]) -> [PlacedLabel] {
    guard placed.count > 1 else { return placed }
    for step in 1..<placed.count {
      let kept = stride(from: 0, to: placed.count, by: step).map { placed[$0] }
      let fits = zip(kept, kept.dropFirst()).allSatisfy { $1.left - $0.right >= labelSpacing }
      if fits { return kept }
    }
    return [placed[0]]
  }
}
