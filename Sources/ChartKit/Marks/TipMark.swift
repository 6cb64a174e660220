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
    // By index, reading the tips in place rather than copying each.
    var widest = 0.0
    for index in data.indices {
      widest = max(
        widest, AnnotationBox.width(title: data[index].tip.title, value: data[index].tip.value))
    }
    return widest
  }

  public var firstTipX: Double? {
    var first: Double?
    for index in data.indices { first = min(first ?? data[index].x, data[index].x) }
    return first
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    // Through the buffer, lending each tip in place rather than copying it (and its strings).
    data.withUnsafeBufferPointer { data in
      for index in data.indices {
        let x = data[index].x
        let interval = context.x.interval(of: x)
        let isSelected = context.selection == x
        DatumGroup.open(
          tip: data[index].tip, interval: interval, isSelected: isSelected, context: context,
          writer: &writer)
        DatumGroup.close(
          tip: data[index].tip, interval: interval, isSelected: isSelected, context: context,
          writer: &writer)
      }
    }
  }
}
