extension Double {
  /// The value rounded up to a whole count within `range`: the lower bound for NaN, the upper
  /// bound for anything past it (infinity too), so a count made from drawing coordinates never
  /// traps on conversion.
  /// - Parameter range: the counts allowed.
  /// - Returns: a count in `range`.
  func stepCount(in range: ClosedRange<Int>) -> Int {
    guard self > Double(range.lowerBound) else { return range.lowerBound }
    guard self < Double(range.upperBound) else { return range.upperBound }
    return Int(rounded(.up))
  }

  /// The value rounded `rule`-wise to a pixel index in ±1,000,000 (NaN gives 0), so clip
  /// rectangles made from drawing coordinates never trap on conversion.
  /// - Parameter rule: how to round.
  /// - Returns: the pixel index.
  func clampedPixel(_ rule: FloatingPointRoundingRule) -> Int {
    guard !isNaN else { return 0 }
    return Int(Swift.min(1e6, Swift.max(-1e6, self)).rounded(rule))
  }
}
