/// A band behind the data: along X, a rectangle over the plot's full height from the start of
/// the first datum's interval to the end of the last one (a highlighted week, say), adding
/// nothing to the Y domain; or, with ``yRange``, a rectangle over the plot's full width between
/// two values (a target range), which the Y domain then includes.
public struct BandMark: Mark {
  /// The x values (day numbers or band indices) of the first and last datum covered; `nil`
  /// for a horizontal band.
  public var xRange: ClosedRange<Double>?
  /// The values, in data units, a horizontal band spans; `nil` for a vertical band.
  public var yRange: ClosedRange<Double>?
  /// The fill colour.
  public var fill: String
  /// The fill opacity, 0...1.
  public var opacity: Double
  /// A CSS class for styling the band.
  public var className: String

  /// Creates a band.
  /// - Parameters:
  ///   - xRange: the x values of the first and last datum covered (day numbers or band indices).
  ///   - fill: the fill colour.
  ///   - opacity: the fill opacity, 0...1.
  ///   - className: a CSS class for styling the band.
  public init(
    xRange: ClosedRange<Double>, fill: String, opacity: Double = 0.15, className: String
  ) {
    self.init(xRange: xRange, yRange: nil, fill: fill, opacity: opacity, className: className)
  }

  /// Creates a horizontal band between two values (a target range), over the plot's width.
  /// - Parameters:
  ///   - yRange: the values the band spans, in data units.
  ///   - fill: the fill colour.
  ///   - opacity: the fill opacity, 0...1.
  ///   - className: a CSS class for styling the band.
  public init(
    yRange: ClosedRange<Double>, fill: String, opacity: Double = 0.15, className: String
  ) {
    self.init(xRange: nil, yRange: yRange, fill: fill, opacity: opacity, className: className)
  }

  private init(
    xRange: ClosedRange<Double>?, yRange: ClosedRange<Double>?, fill: String, opacity: Double,
    className: String
  ) {
    self.xRange = xRange
    self.yRange = yRange
    self.fill = fill
    self.opacity = min(max(opacity, 0), 1)
    self.className = className
  }

  public var channels: [Channel] {
    yRange.map { [Channel(values: [$0.lowerBound, $0.upperBound])] } ?? []
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    var frame = (x: context.plot.x, y: context.plot.y, width: 0.0, height: context.plot.height)
    if let xRange {
      let start = max(context.plot.x, context.x.interval(of: xRange.lowerBound).start)
      let end = min(context.plot.maxX, context.x.interval(of: xRange.upperBound).end)
      guard end > start else { return }
      frame.x = start
      frame.width = end - start
    } else if let yRange {
      let top = max(context.plot.y, context.y(yRange.upperBound))
      let bottom = min(context.plot.y + context.plot.height, context.y(yRange.lowerBound))
      guard bottom > top else { return }
      frame.y = top
      frame.width = context.plot.width
      frame.height = bottom - top
    } else {
      return
    }
    writer.open("rect")
    writer.attribute("class", className)
    writer.attribute("x", number: frame.x)
    writer.attribute("y", number: frame.y)
    writer.attribute("width", number: frame.width)
    writer.attribute("height", number: frame.height)
    writer.attribute("fill", fill)
    writer.attribute("fill-opacity", number: opacity, decimals: 2)
    writer.endEmpty()
  }
}
