/// A continuous linear map from a domain to a range: d3-scale's `scaleLinear` for a
/// two-element domain and range, without clamping or rounding.
///
/// Tuples cannot be `Hashable`, so the ends are stored as ``domainLower``/``domainUpper`` and
/// ``rangeLower``/``rangeUpper`` and exposed as the tuples ``domain`` and ``range``.
public struct LinearScale: Sendable, Hashable {
  /// The first domain value (data units); not necessarily the smaller one.
  public var domainLower: Double
  /// The second domain value (data units).
  public var domainUpper: Double
  /// The first range value (points), the image of ``domainLower``.
  public var rangeLower: Double
  /// The second range value (points), the image of ``domainUpper``.
  public var rangeUpper: Double

  /// The domain `(first, second)` in data units.
  public var domain: (Double, Double) {
    get { (domainLower, domainUpper) }
    set { (domainLower, domainUpper) = newValue }
  }

  /// The range `(first, second)` in points.
  public var range: (Double, Double) {
    get { (rangeLower, rangeUpper) }
    set { (rangeLower, rangeUpper) = newValue }
  }

  /// Creates a linear scale.
  /// - Parameters:
  ///   - domain: the data interval (data units); may be reversed or degenerate.
  ///   - range: the output interval (points); may be reversed.
  public init(domain: (Double, Double), range: (Double, Double)) {
    (domainLower, domainUpper) = domain
    (rangeLower, rangeUpper) = range
  }

  /// Maps a data value to the range, extrapolating outside the domain (no clamping).
  /// A degenerate domain (both ends equal) maps every value to the range midpoint, as in d3.
  /// - Parameter value: a data value (data units).
  /// - Returns: the position in points; NaN for NaN input.
  public func callAsFunction(_ value: Double) -> Double {
    Self.bimap(value, from: (domainLower, domainUpper), to: (rangeLower, rangeUpper))
  }

  /// Maps a range position back to the domain; a degenerate range maps to the domain midpoint.
  /// - Parameter value: a position (points).
  /// - Returns: the data value (data units).
  public func invert(_ value: Double) -> Double {
    Self.bimap(value, from: (rangeLower, rangeUpper), to: (domainLower, domainUpper))
  }

  /// About `count + 1` nicely rounded tick values inside the domain (``Ticks/ticks(_:_:count:)``).
  /// - Parameter count: the desired number of intervals.
  /// - Returns: tick values (data units) in domain order.
  public func ticks(count: Int = 10) -> [Double] {
    Ticks.ticks(domainLower, domainUpper, count: count)
  }

  /// Extends the domain to nicely rounded values: d3's `linear.nice` loop (at most 10
  /// iterations, stopping when the tick increment repeats). Reversed domains stay reversed.
  /// If no stable increment is found (NaN, infinite or degenerate domain, `count ≤ 0`),
  /// the scale is returned unchanged, as in d3.
  /// - Parameter count: the desired number of tick intervals.
  /// - Returns: a copy with the niced domain and the same range.
  public func niced(count: Int = 10) -> LinearScale {
    var start = domainLower
    var stop = domainUpper
    let reversed = stop < start
    if reversed { swap(&start, &stop) }
    var previousStep: Double?
    var iterationsLeft = 10
    while iterationsLeft > 0 {
      iterationsLeft -= 1
      let step = Ticks.tickIncrement(start, stop, count: count)
      if step == previousStep {
        var copy = self
        copy.domain = reversed ? (stop, start) : (start, stop)
        return copy
      } else if step > 0 {
        start = (start / step).rounded(.down) * step
        stop = (stop / step).rounded(.up) * step
      } else if step < 0 {
        start = (start * step).rounded(.up) / step
        stop = (stop * step).rounded(.down) / step
      } else {
        break
      }
      previousStep = step
    }
    return self
  }

  /// d3-scale's `bimap` with `normalize` and `interpolateNumber` for two-element
  /// domains: `t = (x - d0) / (d1 - d0)` (0.5 if degenerate), then `r0 * (1 - t) + r1 * t`.
  static func bimap(
    _ value: Double, from domain: (Double, Double), to range: (Double, Double)
  ) -> Double {
    var (d0, d1) = domain
    var (r0, r1) = range
    if d1 < d0 {
      swap(&d0, &d1)
      swap(&r0, &r1)
    }
    let width = d1 - d0
    let t: Double
    if width != 0 {
      t = (value - d0) / width
    } else {
      t = width.isNaN ? .nan : 0.5
    }
    return ScalarMath.positiveZero(r0 * (1 - t) + r1 * t)
  }
}
