/// Vertical bars from a baseline to each datum's value (the baseline is part of the y domain,
/// so bars grow from zero by default).
public struct BarMark: Mark {
  /// One bar.
  public struct Datum: Sendable, Hashable {
    /// The x value: a day number or a band index.
    public var x: Double
    /// The value, in data units.
    public var y: Double
    /// The annotation; `nil` for no interaction.
    public var tip: Tip?
    /// The fill override for this bar (a CSS colour or `url(#…)`); `nil` uses the mark's.
    public var fill: String?
    /// A CSS class added to this bar.
    public var className: String?

    /// Creates a bar.
    public init(x: Double, y: Double, tip: Tip? = nil, fill: String? = nil, className: String? = nil) {
      self.x = x
      self.y = y
      self.tip = tip
      self.fill = fill
      self.className = className
    }
  }

  /// The bars.
  public var data: [Datum]
  /// Where bars start, in data units.
  public var baseline: Double
  /// The default fill (a CSS colour or `url(#…)`).
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

  public var ariaName: String { "bar" }

  public var channels: [Channel] {
    [Channel(name: "y", scale: .y, values: data.map(\.y) + [baseline])]
  }

  public func render(in context: RenderContext) -> SVGNode {
    let base = context.y(baseline)
    let fmt = NumberFormat.coordinate
    var nodes: [SVGNode] = []
    nodes.reserveCapacity(data.count)
    for datum in data {
      let interval = context.x.interval(of: datum.x)
      let inset = (interval.end - interval.start) * padding / 2
      let top = context.y(datum.y)
      let rect = SVGNode.el(
        "rect",
        [
          ("class", datum.className), ("x", fmt(interval.start + inset, 2)),
          ("y", fmt(min(top, base), 2)), ("width", fmt(interval.end - interval.start - 2 * inset, 2)),
          ("height", fmt(abs(base - top), 2)), ("fill", datum.fill ?? fill),
        ])
      nodes.append(
        DatumGroup.make(
          marks: [rect], tip: datum.tip, interval: interval,
          isSelected: context.selection == datum.x, hasSelection: context.selection != nil,
          context: context))
    }
    return .group(nodes)
  }
}
