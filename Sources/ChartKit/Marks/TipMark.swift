/// Interaction without a visible mark: a focusable hover target with an annotation for each
/// datum (Observable Plot's tip mark), laid over marks that draw the data (a line with symbols).
public struct TipMark: Mark {
  /// One annotated datum: its x value and tip; its y (the value annotated) is not drawn.
  public typealias Datum = PlotDatum

  /// The annotated data. Structs rather than tuples: an array of tuples is copied and destroyed
  /// through the runtime's generic tuple witnesses, a tip's five strings at a time.
  public var data: [Datum]

  /// Creates tips.
  public init(data: [Datum]) {
    self.data = data
  }

  public var channels: [Channel] { [] }

  public var widestTip: Double { data.widestTip }

  public var firstTipX: Double? { data.firstTipX }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    // By index: each datum is lent to `write(_:to:in:)` whole. Reading `data[index].tip` for
    // each call, or through the buffer's addresses, copies the datum's tip (and retains its
    // strings) every time.
    for index in data.indices { write(data[index], to: &writer, in: context) }
  }

  /// Writes one datum's group: its hover target and its annotation.
  private func write(_ datum: Datum, to writer: inout MarkupWriter, in context: RenderContext) {
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
