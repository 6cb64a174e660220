/// The horizontal scale of a Cartesian chart.
public enum XScale: Sendable, Hashable {
  /// Days: a datum at day number `d` spans `[d, d + 1)`.
  case days(TimeScale)
  /// Bins of days, such as weeks (Observable Plot's `interval` option): a datum at day number
  /// `d` (its bin's first day) spans `[d, d + span)`, `span` days.
  case dayBins(TimeScale, span: Int)
  /// Bands: a datum at index `i` spans band `i`.
  case bands(BandScale)

  /// The horizontal interval of the datum at `value` (a day number or band index), before any
  /// inset, in points.
  public func interval(of value: Double) -> (start: Double, end: Double) {
    switch self {
    case .days(let scale):
      return (scale(value), scale(value + 1))
    case .dayBins(let scale, let span):
      return (scale(value), scale(value + Double(max(1, span))))
    case .bands(let scale):
      let start = scale.position(at: Int(value)) ?? 0
      return (start, start + scale.bandwidth)
    }
  }

  /// The centre of the datum at `value`, in points.
  public func center(of value: Double) -> Double {
    let (start, end) = interval(of: value)
    return (start + end) / 2
  }

  /// Where an axis tick at `value` is drawn, in points: the centre of its day (of the day, not
  /// of the bin, for bins) or of its band.
  public func tickPosition(of value: Double) -> Double {
    switch self {
    case .dayBins(let scale, _): return scale(value + 0.5)
    default: return center(of: value)
    }
  }
}
