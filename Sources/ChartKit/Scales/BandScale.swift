/// Evenly spaced bands over a continuous range: d3-scale's `scaleBand` for `count` keys
/// (indices `0..<count`), with `round = false`.
///
/// `step = (stop - start) / max(1, n - paddingInner + 2 · paddingOuter)`,
/// `bandwidth = step · (1 - paddingInner)`, and the first band starts at
/// `start + (stop - start - step · (n - paddingInner)) · align`. A reversed range
/// reverses the band order, as in d3.
public struct BandScale: Sendable, Hashable {
  /// The number of bands (keys); never negative.
  public let count: Int
  /// The first range value (points).
  public let rangeLower: Double
  /// The second range value (points).
  public let rangeUpper: Double
  /// The fraction of a step between bands, clamped to 0...1 (NaN becomes 0).
  public let paddingInner: Double
  /// The fraction of a step before the first and after the last band, clamped to 0...1.
  public let paddingOuter: Double
  /// How leftover space is distributed: 0 = at the end, 0.5 = centred, 1 = at the start.
  public let align: Double
  /// The distance between the starts of adjacent bands (points).
  public let step: Double
  /// The width of each band (points).
  public let bandwidth: Double
  /// The start of the first band in ascending range order (points).
  private let start: Double

  /// The range `(first, second)` in points.
  public var range: (Double, Double) { (rangeLower, rangeUpper) }

  /// Creates a band scale.
  /// - Parameters:
  ///   - count: the number of bands; negative counts are treated as 0.
  ///   - range: the output interval (points); reversed ranges reverse the bands.
  ///   - paddingInner: the gap between bands as a fraction of the step, 0...1.
  ///   - paddingOuter: the outer margin as a fraction of the step, 0...1.
  ///   - align: the position of the bands in leftover space, 0...1.
  public init(
    count: Int, range: (Double, Double), paddingInner: Double = 0, paddingOuter: Double = 0,
    align: Double = 0.5
  ) {
    self.count = Swift.max(0, count)
    (rangeLower, rangeUpper) = range
    self.paddingInner = Self.unit(paddingInner)
    self.paddingOuter = Self.unit(paddingOuter)
    self.align = Self.unit(align)
    let reverse = rangeUpper < rangeLower
    var start = reverse ? rangeUpper : rangeLower
    let stop = reverse ? rangeLower : rangeUpper
    let n = Double(self.count)
    let step =
      (stop - start) / Swift.max(1, n - self.paddingInner + self.paddingOuter * 2)
    start += (stop - start - step * (n - self.paddingInner)) * self.align
    self.step = step
    self.start = start
    self.bandwidth = step * (1 - self.paddingInner)
  }

  /// The start of band `index` (points).
  /// - Parameter index: a band index in `0..<count`.
  /// - Returns: the band's start, or `nil` if `index` is out of range.
  public func position(at index: Int) -> Double? {
    guard index >= 0, index < count else { return nil }
    let slot = rangeUpper < rangeLower ? count - 1 - index : index
    return ScalarMath.positiveZero(start + step * Double(slot))
  }

  /// The centre of band `index` (points): its start plus half the bandwidth.
  /// - Parameter index: a band index in `0..<count`.
  /// - Returns: the band's centre, or `nil` if `index` is out of range.
  public func center(at index: Int) -> Double? {
    guard let position = position(at: index) else { return nil }
    return position + bandwidth / 2
  }

  /// Clamps to 0...1 like d3's padding and align setters; NaN becomes 0.
  private static func unit(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.max(0, Swift.min(1, value))
  }
}
