/// The horizontal scale of a Cartesian chart.
public enum XScale: Sendable, Hashable {
  /// Days: a datum at day number `d` spans `[d, d + 1)`.
  case days(TimeScale)
  /// Bands: a datum at index `i` spans band `i`.
  case bands(BandScale)

  /// The horizontal interval of the datum at `value` (a day number or band index), before any
  /// inset, in points.
  public func interval(of value: Double) -> (start: Double, end: Double) {
    switch self {
    case .days(let scale):
      return (scale(value), scale(value + 1))
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
}
