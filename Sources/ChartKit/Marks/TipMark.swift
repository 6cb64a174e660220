/// Interaction without a visible mark: a focusable hover target with an annotation for each
/// datum (Observable Plot's tip mark), laid over marks that draw the data (a line with symbols).
public struct TipMark: Mark {
  /// One annotated datum. A struct rather than a tuple: an array of tuples is copied and
  /// destroyed through the runtime's generic tuple witnesses, a tip's five strings at a time.
  public struct Datum: Sendable, Hashable {
    /// The x value: a day number or a band index (drawn at its centre).
    public var x: Double
    /// The annotation.
    public var tip: Tip

    /// Creates a datum.
    public init(x: Double, tip: Tip) {
      self.x = x
      self.tip = tip
    }
  }

  /// The annotated data.
  public var data: [Datum]

  /// Creates tips.
  public init(data: [Datum]) {
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
