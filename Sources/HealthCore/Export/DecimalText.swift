/// A tiny locale-free fixed-point number formatter (no `String(format:)`, no Foundation).
public enum DecimalText {
  /// `value` rounded half away from zero to `decimals` places (0...9), trailing zeros and a
  /// trailing point trimmed, `-0` written as `0`; non-finite values give an empty string.
  public static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "" }
    let places = min(max(decimals, 0), 9)
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
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
}
