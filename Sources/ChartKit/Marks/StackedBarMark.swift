/// Vertical bars made of segments, one bar per x: stacked bars (each segment a key's share,
/// from ``StackLayout``) and floating range bars (one segment from a low to a high value).
///
/// Each datum is one interactive group, as a ``BarMark`` bar: one hover target, one tip, one
/// keyboard and touch stop, one static selection; its segments are its marks (class `mark`,
/// dimmed together while another datum is selected). A segment of zero height (less than a
/// tenth of a point), or with a non-finite bound, is not drawn; a datum whose segments all
/// have zero height still gets its group (and tip), so a row of zeros can be read. Bars have
/// square corners, as ``BarMark``'s.
public struct StackedBarMark: Mark {
  /// One segment of a bar: an interval of values with its own colour.
  public struct Segment: Sendable, Hashable {
    /// The lower bound, in data units.
    public var lower: Double
    /// The upper bound, in data units (below `lower` draws the same rectangle).
    public var upper: Double
    /// The fill (a CSS colour or `url(#…)`), the colour where styles are ignored; `nil` uses
    /// the mark's.
    public var fill: String?
    /// A CSS class added to the segment's `mark` class (a key's colour rules, dark mode).
    public var className: String?

    /// Creates a segment.
    /// - Parameters:
    ///   - lower: the lower bound, in data units.
    ///   - upper: the upper bound, in data units.
    ///   - fill: a fill for this segment only.
    ///   - className: a CSS class for this segment.
    public init(lower: Double, upper: Double, fill: String? = nil, className: String? = nil) {
      self.lower = lower
      self.upper = upper
      self.fill = fill
      self.className = className
    }
  }

  /// One bar: its segments, drawn in order, and its annotation.
  public struct Datum: Sendable, Hashable, AnnotatedDatum {
    /// The x value: a day number or a band index (drawn at its centre).
    public var x: Double
    /// The segments, bottom first (order matters only where segments overlap).
    public var segments: [Segment]
    /// The annotation of the whole bar; `nil` for no interaction.
    public var tip: Tip?

    /// Creates a bar of segments.
    /// - Parameters:
    ///   - x: the x value (day number or band index).
    ///   - segments: the segments, bottom first.
    ///   - tip: the annotation, if the bar is interactive.
    public init(x: Double, segments: [Segment], tip: Tip? = nil) {
      self.x = x
      self.segments = segments
      self.tip = tip
    }

    /// Creates a floating bar of one segment from `lower` to `upper` (a range: a day's lowest
    /// and highest value).
    /// - Parameters:
    ///   - x: the x value (day number or band index).
    ///   - lower: the bottom, in data units.
    ///   - upper: the top, in data units.
    ///   - tip: the annotation, if the bar is interactive.
    ///   - fill: a fill for this bar only; `nil` uses the mark's.
    public init(x: Double, lower: Double, upper: Double, tip: Tip? = nil, fill: String? = nil) {
      self.init(x: x, segments: [Segment(lower: lower, upper: upper, fill: fill)], tip: tip)
    }
  }

  /// The bars.
  public var data: [Datum]
  /// The default fill of segments without their own (a CSS colour or `url(#…)`), set once on
  /// the mark's group.
  public var fill: String
  /// The fraction of each datum's interval left empty, split between both sides (0...0.9).
  public var padding: Double
  /// Whether the y domain includes zero, as bars that grow from zero need (stacked bars); off
  /// for floating range bars, whose domain is then their values' extent.
  public var includesZero: Bool

  /// Creates stacked or floating bars.
  /// - Parameters:
  ///   - data: the bars.
  ///   - fill: the default fill of segments without their own.
  ///   - padding: the fraction of each interval left empty (clamped to 0...0.9).
  ///   - includesZero: whether the y domain must include zero (`false` for range bars).
  public init(data: [Datum], fill: String, padding: Double = 0.2, includesZero: Bool = true) {
    self.data = data
    self.fill = fill
    self.padding = min(max(padding, 0), 0.9)
    self.includesZero = includesZero
  }

  public var layerAttributes: [(String, String?)] { [("fill", fill)] }

  public var widestTip: Double { data.widestTip }

  public var firstTipX: Double? { data.firstTipX }

  /// Every segment's bounds (non-finite ones are ignored by the chart) and zero, if included.
  public var channels: [Channel] {
    var values: [Double] = includesZero ? [0] : []
    values.reserveCapacity(values.count + data.reduce(0) { $0 + $1.segments.count * 2 })
    for datum in data {
      for segment in datum.segments {
        values.append(segment.lower)
        values.append(segment.upper)
      }
    }
    return [Channel(values: values)]
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    // Through the buffers, lending each datum, tip and segment in place rather than copying
    // them (and their strings).
    data.withUnsafeBufferPointer { data in
      for index in data.indices {
        write(data[index], to: &writer, in: context)
      }
    }
  }

  /// Writes one bar's group: its hover target, its segments and its tip.
  private func write(_ datum: Datum, to writer: inout MarkupWriter, in context: RenderContext) {
    let interval = context.x.interval(of: datum.x)
    let inset = (interval.end - interval.start) * padding / 2
    let isSelected = context.selection == datum.x
    let dimmed = context.selection != nil && !isSelected
    let origin = DatumGroup.open(
      tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
      writer: &writer)
    datum.segments.withUnsafeBufferPointer { segments in
      for index in segments.indices {
        let lower = segments[index].lower
        let upper = segments[index].upper
        guard lower.isFinite, upper.isFinite else { continue }
        // Edges rounded to the tenth of a point written, before the height is taken, so that
        // adjacent segments share an edge exactly (no seam, no overlap).
        let bottom = (context.y(lower) * 10).rounded() / 10
        let top = (context.y(upper) * 10).rounded() / 10
        guard top != bottom else { continue }
        DatumGroup.writeRect(
          x: interval.start + inset - origin, y: min(top, bottom),
          width: interval.end - interval.start - 2 * inset, height: abs(bottom - top),
          fill: segments[index].fill, dimmed: dimmed, className: segments[index].className,
          writer: &writer)
      }
    }
    DatumGroup.close(
      tip: datum.tip, interval: interval, isSelected: isSelected, context: context,
      writer: &writer)
  }
}
