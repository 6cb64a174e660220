/// The one number formatter of the project: fixed-point text without Foundation, so output does
/// not depend on the machine's locale and costs nanoseconds.
///
/// Geometry uses ``coordinate(_:decimals:)`` (round, trim trailing zeros, never `-0`); display
/// text uses ``grouped(_:decimals:)``, ``signed(_:decimals:)`` and ``compact(_:)``.
public enum NumberFormat {
  /// Formats a coordinate: rounded to `decimals` places, trailing zeros trimmed, `-0` as `0`,
  /// non-finite values as `0`.
  /// - Parameters:
  ///   - value: the number (SVG user units).
  ///   - decimals: places after the point, 0...6.
  public static func coordinate(_ value: Double, decimals: Int = 2) -> String {
    var output = ""
    appendCoordinate(value, decimals: decimals, to: &output)
    return output
  }

  /// Appends ``coordinate(_:decimals:)`` of `value` to `output`.
  public static func appendCoordinate(_ value: Double, decimals: Int = 2, to output: inout String) {
    let places = max(0, min(6, decimals))
    let scale = powersOfTen[places]
    guard value.isFinite, abs(value) * scale < 9.0e15 else {
      output += "0"
      return
    }
    var scaled = Int64((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
    if scaled == 0 {
      output += "0"
      return
    }
    if value < 0 { output += "-" }
    var fractionDigits = places
    while fractionDigits > 0, scaled % 10 == 0 {
      scaled /= 10
      fractionDigits -= 1
    }
    let divisor = Int64(powersOfTen[fractionDigits])
    output += String(scaled / divisor)
    if fractionDigits > 0 {
      output += "."
      let fraction = String(scaled % divisor)
      if fraction.count < fractionDigits {
        output += String(repeating: "0", count: fractionDigits - fraction.count)
      }
      output += fraction
    }
  }

  /// Formats `value` with "," grouping and exactly `decimals` places: "8,532", "162.3".
  /// Negative values use the ASCII hyphen-minus; `-0` prints as `0`.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  public static func grouped(_ value: Double, decimals: Int = 0) -> String {
    let (negative, body) = fixedParts(value, decimals: decimals)
    return (negative ? "-" : "") + body
  }

  /// Formats `value` with an explicit sign: "+0.4", "−1.2" (U+2212 minus), and "0.0" for zero.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  public static func signed(_ value: Double, decimals: Int = 1) -> String {
    let (negative, body) = fixedParts(value, decimals: decimals)
    if body.allSatisfy({ $0 == "0" || $0 == "." || $0 == "," }) { return body }
    return (negative ? "\u{2212}" : "+") + body
  }

  /// Formats an axis value compactly: thousands as K and millions as M ("10K", "2.5K", "1.2M").
  /// - Parameter value: the number.
  public static func compact(_ value: Double) -> String {
    let magnitude = abs(value)
    // Thresholds sit where rounding would reach the next unit, so 999,999 is "1M", not "1000K".
    if magnitude >= 999_950 { return coordinate(value / 1_000_000, decimals: 1) + "M" }
    if magnitude >= 999.995 { return coordinate(value / 1000, decimals: 1) + "K" }
    return coordinate(value, decimals: 2)
  }

  private static let powersOfTen: [Double] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000]

  /// The sign and the grouped, fixed-point digits of `value`.
  private static func fixedParts(_ value: Double, decimals: Int) -> (Bool, String) {
    let places = max(0, min(6, decimals))
    let scale = powersOfTen[places]
    guard value.isFinite, abs(value) * scale < 9.0e15 else { return (false, "0") }
    let scaled = Int64((abs(value) * scale).rounded(.toNearestOrAwayFromZero))
    let divisor = Int64(scale)
    let integerDigits = Array(String(scaled / divisor))
    var body = ""
    for (index, digit) in integerDigits.enumerated() {
      if index > 0, (integerDigits.count - index) % 3 == 0 { body += "," }
      body.append(digit)
    }
    if places > 0 {
      let fraction = String(scaled % divisor)
      body += "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
    return (value < 0 && scaled != 0, body)
  }
}
