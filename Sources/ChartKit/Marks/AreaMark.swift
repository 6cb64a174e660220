/// A filled area between a baseline and a line through points (the weight chart's fill down to
/// the window's minimum); `nil` y values make gaps.
public struct AreaMark: Mark {
  /// The points: x (day number or band index, drawn at its centre) and y in data units.
  public var points: [(x: Double, y: Double?)]
  /// The lower edge, in data units (the app uses the window's minimum value, not zero).
  public var baseline: Double
  /// The interpolation, the same for both edges.
  public var curve: Curve
  /// The fill (a CSS colour or `url(#…)`).
  public var fill: String
  /// A CSS class for styling.
  public var className: String

  /// Creates an area.
  public init(
    points: [(x: Double, y: Double?)], baseline: Double, curve: Curve = .linear, fill: String,
    className: String
  ) {
    self.points = points
    self.baseline = baseline
    self.curve = curve
    self.fill = fill
    self.className = className
  }

  public var channels: [Channel] {
    [Channel.presentValues(of: points, adding: baseline)]
  }

  public func write(to writer: inout MarkupWriter, in context: RenderContext) {
    var toplines = ToplineMemo()
    write(to: &writer, in: context, toplines: &toplines)
  }

  /// ``write(to:in:)`` taking a gapless topline from `toplines` (a line over the same points
  /// and curve drawn before) or leaving its own there for a line drawn after.
  func write(
    to writer: inout MarkupWriter, in context: RenderContext, toplines: inout ToplineMemo
  ) {
    let path = areaPathBytes(in: context, toplines: &toplines)
    guard !path.isEmpty else { return }
    writer.open("path")
    writer.attribute("class", className)
    writer.attribute("d", pathData: path)
    writer.attribute("fill", fill)
    writer.endEmpty()
  }

  /// The area's path data: for each run of defined points, the topline with the curve, then
  /// straight down to the baseline, back along it and closed. The baseline is constant, so it
  /// is drawn as one straight segment rather than d3's curve through every baseline point (the
  /// same shape in far fewer bytes). The runs' bytes go into one buffer, which becomes the
  /// attribute's value as it is.
  ///
  /// A gapless topline (one run) is taken from `toplines` when it holds this one, and left
  /// there otherwise.
  func areaPathBytes(in context: RenderContext, toplines: inout ToplineMemo) -> [UInt8] {
    let base = context.y(baseline)
    let generator = LineGenerator(curve: curve, decimals: 0, compact: true)
    var path: [UInt8] = []
    var run: [Point?] = []
    run.reserveCapacity(points.count)
    func appendWhole(_ value: Double) {
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberFormat.maximumLength) {
        let count = NumberFormat.writeCoordinate(value, decimals: 0, into: $0)
        path.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count]))
      }
    }
    func flush() {
      guard let first = run.first.flatMap({ $0 }) else { return }
      let line: [UInt8]
      if run.count == points.count {
        // Every point is in this one run: the topline is the line's path over the points.
        if let kept = toplines.bytes(for: points, curve: curve) {
          line = kept
        } else {
          line = generator.pathBytes(run)
          toplines.store(line, points: points, curve: curve)
        }
      } else {
        line = generator.pathBytes(run)
      }
      if path.isEmpty {
        path = line
        path.reserveCapacity(line.count + 2 * NumberFormat.maximumLength + 3)
      } else {
        path.append(contentsOf: line)
      }
      path.append(86)  // V
      appendWhole(base)
      path.append(72)  // H
      appendWhole(first.x)
      path.append(90)  // Z
      run.removeAll(keepingCapacity: true)
    }
    for point in points {
      guard let y = point.y, y.isFinite else {
        flush()
        continue
      }
      run.append(Point(x: context.x.center(of: point.x), y: context.y(y)))
    }
    flush()
    return path
  }
}
