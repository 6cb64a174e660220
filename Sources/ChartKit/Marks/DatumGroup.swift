/// Wraps one datum's drawing into a focusable group that shows its annotation and selection
/// rule on hover or keyboard focus, with CSS only (see ``ChartStyleSheet``).
///
/// Without styles (some mail clients) the presentation attributes still give the static
/// picture: the selected datum's tip is shown, the others are hidden and dimmed.
public enum DatumGroup {
  /// Builds the group.
  /// - Parameters:
  ///   - marks: the datum's visible shapes.
  ///   - tip: the annotation; `nil` makes a plain group with no interaction.
  ///   - interval: the datum's horizontal extent, in points (the hover target).
  ///   - isSelected: whether this datum is the static selection.
  ///   - hasSelection: whether any datum is statically selected (the others are dimmed).
  ///   - context: the chart's render context.
  ///   - showsRule: whether to draw the vertical selection rule.
  public static func make(
    marks: [SVGNode], tip: Tip?, interval: (start: Double, end: Double), isSelected: Bool,
    hasSelection: Bool, context: RenderContext, showsRule: Bool = true
  ) -> SVGNode {
    let dimmed = hasSelection && !isSelected
    let markGroup = SVGNode.el("g", [("class", "mark"), ("opacity", dimmed ? "0.3" : nil)], marks)
    guard let tip else { return markGroup }
    let plot = context.plot
    let center = (interval.start + interval.end) / 2
    var tipChildren: [SVGNode] = []
    if showsRule {
      tipChildren.append(
        .el(
          "line",
          [
            ("class", "rule-selection"), ("x1", fmt(center)), ("x2", fmt(center)),
            ("y1", fmt(plot.y)), ("y2", fmt(plot.maxY)), ("stroke", "#8E8E93"),
            ("stroke-opacity", "0.3"), ("stroke-width", "1"),
          ]))
    }
    tipChildren.append(AnnotationBox.make(tip: tip, anchorX: center, context: context))
    let hitArea = SVGNode.el(
      "rect",
      [
        ("class", "hit"), ("x", fmt(interval.start)), ("y", fmt(plot.y)),
        ("width", fmt(interval.end - interval.start)),
        ("height", fmt(plot.height)), ("fill", "#000"), ("fill-opacity", "0"),
      ])
    return .el(
      "g",
      [
        ("class", isSelected ? "datum selected" : "datum"), ("tabindex", "0"),
        ("aria-label", tip.accessibilityLabel),
      ],
      [
        hitArea, markGroup,
        .el("g", [("class", "tip"), ("display", isSelected ? nil : "none")], tipChildren),
      ])
  }

  static func fmt(_ value: Double) -> String { NumberFormat.coordinate(value) }
}
