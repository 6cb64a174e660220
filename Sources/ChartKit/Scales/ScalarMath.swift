import Foundation

/// JavaScript `Math` semantics that the d3 ports rely on, so results match d3 bit for bit.
enum ScalarMath {
  /// `Math.round`: halves round up (towards +∞), `round(-2.5) == -2`. Never returns `-0`.
  @inline(__always)
  static func round(_ value: Double) -> Double {
    let floor = value.rounded(.down)
    return (value - floor >= 0.5 ? floor + 1 : floor) + 0.0
  }

  /// `Math.min`: NaN if either argument is NaN (Swift's `min` would drop it).
  @inline(__always)
  static func min(_ lhs: Double, _ rhs: Double) -> Double {
    if lhs.isNaN || rhs.isNaN { return .nan }
    return lhs < rhs ? lhs : rhs
  }

  /// `Math.max`: NaN if either argument is NaN.
  @inline(__always)
  static func max(_ lhs: Double, _ rhs: Double) -> Double {
    if lhs.isNaN || rhs.isNaN { return .nan }
    return lhs > rhs ? lhs : rhs
  }

  /// `Math.asin` clamped to ±π/2 for arguments outside -1...1 (d3-shape's `asin`).
  @inline(__always)
  static func clampedAsin(_ value: Double) -> Double {
    value >= 1 ? .pi / 2 : value <= -1 ? -.pi / 2 : Foundation.asin(value)
  }

  /// Turns `-0` into `0`; other values unchanged.
  @inline(__always)
  static func positiveZero(_ value: Double) -> Double { value + 0.0 }
}
