/// The values a mark contributes to the vertical scale, used to infer that scale's domain (the
/// horizontal scale's domain is the chart's window, never inferred).
public struct Channel: Sendable, Hashable {
  /// The values, in data units.
  public var values: [Double]

  /// Creates a channel.
  /// - Parameter values: the values the vertical scale must show, in data units.
  public init(values: [Double]) {
    self.values = values
  }

  /// The present values of `points` (a line's or an area's) and `extra` (an area's baseline),
  /// gathered into one buffer of the right size (a `compactMap` grows its result five times
  /// for 28 days).
  static func presentValues(of points: [(x: Double, y: Double?)], adding extra: Double? = nil)
    -> Channel
  {
    var values: [Double] = []
    values.reserveCapacity(points.count + 1)
    for point in points {
      if let y = point.y { values.append(y) }
    }
    if let extra { values.append(extra) }
    return Channel(values: values)
  }
}

/// Everything a mark needs to draw itself: scales, the plot frame, the chart's ids and colours.
public struct RenderContext: Sendable {
  /// The horizontal scale.
  public var x: XScale
  /// The vertical scale (data units → points, downwards).
  public var y: LinearScale
  /// The plot area, in points.
  public var plot: Rect
  /// The chart's whole drawing area (annotations stay inside it horizontally), in points.
  public var bounds: Rect
  /// The chart's id generator.
  public var ids: IDGenerator
  /// The colours of the parts ChartKit draws itself (selection rules, annotation boxes).
  public var appearance: ChartAppearance
  /// The x value (day number or band index) of the statically selected datum, if any.
  public var selection: Double?
  /// The width of every annotation box in the chart, in points (the widest tip's), so that one
  /// shared definition serves every datum.
  public var tipBoxWidth: Double
  /// The width of every datum's interval, in points (days and bands are all equally wide).
  public var datumWidth: Double
  /// The x value of the chart's one keyboard tab stop (`tabindex="0"`; the other datums get
  /// `-1` and are reached with the arrow keys): the selection, else the first annotated datum.
  public var tabStop: Double?
  /// `#…` references to the shared hover target, annotation frame and annotation box, escaped
  /// once per chart (every datum repeats them).
  let hitReference: Markup
  let tipReference: Markup
  let boxReference: Markup

  /// Creates a context.
  public init(
    x: XScale, y: LinearScale, plot: Rect, bounds: Rect, ids: IDGenerator,
    appearance: ChartAppearance, selection: Double?, tipBoxWidth: Double = 0, datumWidth: Double = 0
  ) {
    self.x = x
    self.y = y
    self.plot = plot
    self.bounds = bounds
    self.ids = ids
    self.appearance = appearance
    self.selection = selection
    self.tipBoxWidth = tipBoxWidth
    self.datumWidth = datumWidth
    hitReference = Markup(unchecked: Escaping.escape("#" + ids.id("h")))
    tipReference = Markup(unchecked: Escaping.escape("#" + ids.id("t")))
    boxReference = Markup(unchecked: Escaping.escape("#" + ids.id("b")))
  }
}

/// A layer of a chart (bars, a line, a rule…): it declares the values it needs scaled and,
/// once the chart has built the scales, writes itself as SVG.
///
/// Marks write straight into a ``MarkupWriter`` rather than building ``MarkupNode`` trees: a chart
/// has a few elements per datum, and streaming them keeps a 28-day chart in tens of
/// microseconds.
public protocol Mark: Sendable {
  /// The values this mark contributes to each scale's domain.
  var channels: [Channel] { get }
  /// Presentation attributes set once on the mark's group and inherited by every datum
  /// (a shared fill, say), which keeps per-datum markup small.
  var layerAttributes: [(String, String?)] { get }
  /// The width the widest annotation box of the mark's data needs, in points (0 without tips):
  /// the chart sizes its one shared box from it.
  var widestTip: Double { get }
  /// The smallest x value (day number or band index) of the mark's annotated data, `nil` without
  /// tips: the chart's one tab stop is there unless a datum is selected.
  var firstTipX: Double? { get }
  /// Definitions the mark refers to (markers), placed in the chart's `<defs>`.
  func definitions(ids: IDGenerator) -> [MarkupNode]
  /// Writes the mark's elements; the chart wraps them in a decorative `<g>` (its layer).
  func write(to writer: inout MarkupWriter, in context: RenderContext)
}

extension Mark {
  /// No shared attributes by default.
  public var layerAttributes: [(String, String?)] { [] }
  /// No annotations by default.
  public var widestTip: Double { 0 }
  /// No annotated data by default.
  public var firstTipX: Double? { nil }
  /// No definitions by default.
  public func definitions(ids: IDGenerator) -> [MarkupNode] { [] }
}
