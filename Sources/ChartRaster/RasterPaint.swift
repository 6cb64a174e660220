import ChartKit

/// What a shape is filled or stroked with.
public enum RasterPaint: Sendable {
  /// One colour.
  case solid(RasterColor)
  /// A linear gradient from `start` to `end` in device space (pixels), with colour stops at
  /// offsets 0...1 in order; padded beyond its ends.
  case linear(start: Point, end: Point, stops: [(offset: Double, color: RasterColor)])

  /// The colour at device point (`x`, `y`).
  @inline(__always)
  func color(x: Double, y: Double) -> RasterColor {
    switch self {
    case .solid(let color): return color
    case .linear(let start, let end, let stops):
      let dx = end.x - start.x
      let dy = end.y - start.y
      let lengthSquared = dx * dx + dy * dy
      let t = lengthSquared == 0 ? 0 : ((x - start.x) * dx + (y - start.y) * dy) / lengthSquared
      return RasterPaint.interpolate(stops, at: t)
    }
  }

  /// The colour of `stops` at `t`.
  static func interpolate(_ stops: [(offset: Double, color: RasterColor)], at t: Double)
    -> RasterColor
  {
    guard let first = stops.first, let last = stops.last else {
      return RasterColor(red: 0, green: 0, blue: 0, alpha: 0)
    }
    if t <= first.offset { return first.color }
    if t >= last.offset { return last.color }
    for index in 1..<stops.count where t <= stops[index].offset {
      let a = stops[index - 1]
      let b = stops[index]
      let span = b.offset - a.offset
      let f = span <= 0 ? 1 : (t - a.offset) / span
      // Interpolated premultiplied, as renderers do, then returned straight.
      let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * f
      func channel(_ ca: Double, _ cb: Double) -> Double {
        let value = (ca * a.color.alpha + (cb * b.color.alpha - ca * a.color.alpha) * f)
        return alpha == 0 ? 0 : value / alpha
      }
      return RasterColor(
        red: channel(a.color.red, b.color.red), green: channel(a.color.green, b.color.green),
        blue: channel(a.color.blue, b.color.blue), alpha: alpha)
    }
    return last.color
  }
}
