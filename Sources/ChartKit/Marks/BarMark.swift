/// Vertical bars from a baseline to each datum's value (the baseline is part of the y domain,
/// so bars grow from zero by default). A datum with a ``PlotDatum/low`` is a range bar from
/// that value instead; when every datum has one, the baseline is left out of the domain.
public struct BarMark: Mark {
  /// One bar.
  public typealias Datum = PlotDatum

  /// The bars.
  public var data: [Datum]
  /// Where bars start, in data units.
  public var baseline: Double
  /// The default fill (a CSS colour or `url(#…)`), set once on the mark's group.
  public var fill: String
  /// The fraction of each datum's interval left empty, split between both sides (0...0.9).
  public var padding: Double

  /// Creates bars.
  public init(data: [Datum], baseline: Double = 0, fill: String, padding: Double = 0.2) {
    self.data = data
    self.baseline = baseline
    self.fill = fill
    self.padding = min(max(padding, 0), 0.9)
  }

  public var layerAttributes: [(String, String?)] { [("fill", fill)] }

  public var widestTip: Double { data.widestTip }

  public var firstTipX: Double? { data.firstTipX }

  public var channels: [Channel] {
    let lows = data.compactMap(\.low)
    let isRange = !data.isEmpty && lows.count == data.count
    return [Channel(values: data.map(\.y) + (isRange ? lows : lows + [baseline]))]
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    let base = context.y(baseline)
    // By index: each datum is lent to `write(_:base:to:in:)` in place, not copied with its
    // tip's strings.
    for index in data.indices { write(data[index], base: base, to: &writer, in: context) }
  }

  /// Writes one bar (in its datum group when it has a tip).
  private func write(
    _ datum: Datum, base: Double, to writer: inout MarkupWriter, in context: RenderContext
  ) {
    let interval = context.x.interval(of: datum.x)
    let inset = (interval.end - interval.start) * padding / 2
    let top = context.y(datum.y)
    let start = datum.low.map { context.y($0) } ?? base
    let isSelected = context.selection == datum.x
    let origin = DatumGroup.open(
      tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
      writer: &writer)
    DatumGroup.writeRect(
      x: interval.start + inset - origin, y: min(top, start),
      width: interval.end - interval.start - 2 * inset, height: abs(start - top),
      fill: datum.fill, dimmed: context.selection != nil && !isSelected, writer: &writer)
    DatumGroup.close(
      tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
      writer: &writer)
  }
}
