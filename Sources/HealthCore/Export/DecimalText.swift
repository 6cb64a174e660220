/// A tiny locale-free fixed-point number formatter (no `String(format:)`, no Foundation).
public enum DecimalText {
  /// `value` rounded half to even to `decimals` places (0...9), as ChartKit's `NumberFormat`
  /// rounds what the pages show, so a file and a page never differ by one (14,112.5 steps is
  /// 14112 in both); trailing zeros and a trailing point trimmed, `-0` written as `0`;
  /// non-finite values give an empty string.
  public static func format(_ value: Double, decimals: Int) -> String {
    var bytes: [UInt8] = []
    append(value, decimals: decimals, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``format(_:decimals:)`` of `value` to `output` as UTF-8 (nothing for a value that
  /// is not finite).
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point (0...9).
  ///   - output: the bytes written so far.
  static func append(_ value: Double, decimals: Int, to output: inout [UInt8]) {
    guard value.isFinite else { return }
    let places = min(max(decimals, 0), 9)
    var scale: UInt64 = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrEven)
    guard scaled < 9.0e18 else {
      output.append(contentsOf: String(value).utf8)
      return
    }
    let units = UInt64(scaled)
    var fraction = units % scale
    var digits = places
    while digits > 0, fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    if value < 0 && units != 0 { output.append(45) }  // -
    appendDigits(units / scale, minimumCount: 1, to: &output)
    guard digits > 0 else { return }
    output.append(46)  // .
    appendDigits(fraction, minimumCount: digits, to: &output)
  }

  /// Appends the decimal digits of `value`, with zeros in front to make at least
  /// `minimumCount` digits: the one zero-padding routine of the project.
  static func appendDigits(_ value: UInt64, minimumCount: Int, to output: inout [UInt8]) {
    var digitCount = 1
    var rest = value / 10
    while rest != 0 {
      digitCount += 1
      rest /= 10
    }
    // Zeros first, then the digits over them, last to first.
    for _ in 0..<max(digitCount, minimumCount) { output.append(48) }
    var position = output.count - 1
    rest = value
    while rest != 0 {
      output[position] = 48 &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
      position -= 1
    }
  }

  /// `value` in decimal with leading zeros to at least `width` digits: `padded(7, width: 2)` is
  /// `07`, `padded(222, width: 4)` is `0222`.
  /// - Parameters:
  ///   - value: a whole number (a minus sign, if any, stays in front).
  ///   - width: the least number of digits.
  /// - Returns: the padded text.
  public static func padded(_ value: Int, width: Int) -> String {
    var bytes: [UInt8] = value < 0 ? [45] : []  // -
    appendDigits(UInt64(value.magnitude), minimumCount: width, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
