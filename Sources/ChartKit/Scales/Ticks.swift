import Foundation

/// Nicely rounded tick values: a line-for-line port of d3-array's `ticks.js`
/// (`tickSpec`, `ticks`, `tickIncrement`, `tickStep`).
///
/// Steps are 1, 2 or 5 times a power of ten. Steps below 1 are handled as an integer
/// *inverse* increment so `ticks(0.98, 1.14, 10)` yields `1.02`, not `1.0200000000000002`.
/// No function returns `-0`; none crashes on NaN, infinite or empty domains.
public enum Ticks {
  private static let e10 = 50.0.squareRoot()
  private static let e5 = 10.0.squareRoot()
  private static let e2 = 2.0.squareRoot()

  /// The largest number of ticks ``ticks(_:_:count:)`` will return; beyond it, `[]`.
  /// (d3 has no limit; this keeps absurd counts from exhausting memory.)
  public static let maximumTickCount = 1_000_000

  /// Returns about `count + 1` evenly spaced, nicely rounded values between `start` and
  /// `stop` inclusive, in the order of `start` → `stop`.
  /// - Parameters:
  ///   - start: one end of the domain (any unit).
  ///   - stop: the other end; if less than `start` the ticks are descending.
  ///   - count: the desired number of intervals; `≤ 0` returns `[]`.
  /// - Returns: `[start]` if `start == stop`, `[]` if any value is NaN or not finite steps.
  public static func ticks(_ start: Double, _ stop: Double, count: Int) -> [Double] {
    guard count > 0 else { return [] }
    if start == stop { return [ScalarMath.positiveZero(start)] }
    let reverse = stop < start
    let spec =
      reverse
      ? tickSpec(stop, start, Double(count)) : tickSpec(start, stop, Double(count))
    let (first, last, increment) = spec
    guard last >= first, first.isFinite, last.isFinite, increment.isFinite else { return [] }
    let total = last - first + 1
    guard total <= Double(maximumTickCount) else { return [] }
    let n = Int(total)
    var values: [Double] = []
    values.reserveCapacity(n)
    for offset in 0..<n {
      let index = reverse ? last - Double(offset) : first + Double(offset)
      let value = increment < 0 ? index / -increment : index * increment
      values.append(ScalarMath.positiveZero(value))
    }
    return values
  }

  /// The tick increment for `ticks(start, stop, count)`: positive for a step ≥ 1, or
  /// the negated inverse of the step when it is below 1 (`-10` means a step of 0.1).
  /// - Parameters:
  ///   - start: the lower end of the domain; must be ≤ `stop` for a meaningful result.
  ///   - stop: the upper end of the domain.
  ///   - count: the desired number of intervals.
  /// - Returns: the increment; may be infinite or NaN for degenerate input (as in d3).
  public static func tickIncrement(_ start: Double, _ stop: Double, count: Int) -> Double {
    tickSpec(start, stop, Double(count)).increment
  }

  /// The tick step for `ticks(start, stop, count)`, negative if `stop < start`.
  /// - Parameters:
  ///   - start: one end of the domain.
  ///   - stop: the other end.
  ///   - count: the desired number of intervals.
  /// - Returns: the step in domain units; `0` when `start == stop`, NaN for NaN input.
  public static func tickStep(_ start: Double, _ stop: Double, count: Int) -> Double {
    let reverse = stop < start
    let increment =
      reverse
      ? tickIncrement(stop, start, count: count) : tickIncrement(start, stop, count: count)
    let step = increment < 0 ? 1 / -increment : increment
    return ScalarMath.positiveZero(reverse ? -step : step)
  }

  /// d3's `tickSpec`: the first and last tick indices and the increment
  /// (negative = inverse step) for `start ≤ stop`.
  static func tickSpec(
    _ start: Double, _ stop: Double, _ count: Double
  ) -> (first: Double, last: Double, increment: Double) {
    let step = (stop - start) / ScalarMath.max(0, count)
    let power = log10(step).rounded(.down)
    let error = step / pow(10, power)
    let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
    var first: Double
    var last: Double
    var increment: Double
    if power < 0 {
      increment = pow(10, -power) / factor
      first = ScalarMath.round(start * increment)
      last = ScalarMath.round(stop * increment)
      if first / increment < start { first += 1 }
      if last / increment > stop { last -= 1 }
      increment = -increment
    } else {
      increment = pow(10, power) * factor
      first = ScalarMath.round(start / increment)
      last = ScalarMath.round(stop / increment)
      if first * increment < start { first += 1 }
      if last * increment > stop { last -= 1 }
    }
    if last < first, 0.5 <= count, count < 2 { return tickSpec(start, stop, count * 2) }
    return (first, last, increment)
  }
}
