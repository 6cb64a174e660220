/// Interaction without a visible mark: a focusable hover target with an annotation for each
/// datum (Observable Plot's tip mark), laid over marks that draw the data (a line with symbols).
public struct TipMark: Mark {
  /// The annotated data: x (a day number or band index) and the annotation.
  public var data: [(x: Double, tip: Tip)]

  /// Creates tips.
  public init(data: [(x: Double, tip: Tip)]) {
    self.data = data
  }

  public var channels: [Channel] { [] }

  public var widestTip: Double {
    var widest = 0.0
    for datum in data { widest = max(widest, AnnotationBox.width(for: datum.tip)) }
    return widest
  }

  public var firstTipX: Double? { data.map(\.x).min() }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    for datum in data {
      let interval = context.x.interval(of: datum.x)
      let isSelected = context.selection == datum.x
      DatumGroup.open(
        tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
        writer: &writer)
      DatumGroup.close(
        tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
        writer: &writer)
    }
  }
}
