/// A vertical band behind a run of data along X: a rectangle over the plot's full height from
/// the start of the first datum's interval to the end of the last one (a highlighted week, say).
/// It adds nothing to the Y domain.
public struct BandMark: Mark {
  /// The x values (day numbers or band indices) of the first and last datum covered.
  public var xRange: ClosedRange<Double>
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
    self.xRange = xRange
    self.fill = fill
    self.opacity = min(max(opacity, 0), 1)
    self.className = className
  }

  public var channels: [Channel] { [] }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    let start = max(context.plot.x, context.x.interval(of: xRange.lowerBound).start)
    let end = min(context.plot.maxX, context.x.interval(of: xRange.upperBound).end)
    guard end > start else { return }
    writer.open("rect")
    writer.attribute("class", className)
    writer.attribute("x", number: start)
    writer.attribute("y", number: context.plot.y)
    writer.attribute("width", number: end - start)
    writer.attribute("height", number: context.plot.height)
    writer.attribute("fill", fill)
    writer.attribute("fill-opacity", number: opacity, decimals: 2)
    writer.endEmpty()
  }
}
