/// A tiny locale-free fixed-point number formatter (no `String(format:)`, no Foundation).
public enum DecimalText {
  /// `value` rounded half to even to `decimals` places (0...9), as ChartKit's `NumberFormat`
  /// rounds what the pages show, so a file and a page never differ by one (14,112.5 steps is
  /// 14112 in both); trailing zeros and a trailing point trimmed, `-0` written as `0`;
  /// non-finite values give an empty string.
  public static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "" }
    let places = min(max(decimals, 0), 9)
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrEven)
    guard scaled < 9.0e18 else { return String(value) }
    let units = UInt64(scaled)
    let whole = units / scale
    var fraction = units % scale
    var digits = places
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let sign = value < 0 && units != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(whole) }
    let fractionText = String(fraction)
    let padding = String(repeating: "0", count: digits - fractionText.count)
    return sign + String(whole) + "." + padding + fractionText
  }

  /// `value` in decimal with leading zeros to at least `width` digits: `padded(7, width: 2)` is
  /// `07`, `padded(222, width: 4)` is `0222`; the one zero-padding helper of the project.
  /// - Parameters:
  ///   - value: a whole number (a minus sign, if any, stays in front).
  ///   - width: the least number of digits.
  /// - Returns: the padded text.
  public static func padded(_ value: Int, width: Int) -> String {
    let digits = String(value.magnitude)
    let zeros = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + zeros + digits
  }
}
