/// The one number formatter of the project: fixed-point text without Foundation, so output does
/// not depend on the machine's locale and costs nanoseconds.
///
/// Geometry uses ``coordinate(_:decimals:)`` (round, trim trailing zeros, never `-0`); display
/// text uses ``grouped(_:decimals:)``, ``signed(_:decimals:)`` and ``compact(_:)``.
public enum NumberFormat {
  /// The longest text ``writeCoordinate(_:decimals:into:)`` produces, in bytes.
  static let maximumLength = 32

  /// Formats a coordinate: rounded to `decimals` places, trailing zeros trimmed, `-0` as `0`,
  /// non-finite values as `0`.
  /// - Parameters:
  ///   - value: the number (SVG user units).
  ///   - decimals: places after the point, 0...6.
  /// - Returns: the number as ASCII text.
  public static func coordinate(_ value: Double, decimals: Int = 2) -> String {
    // Decoding from a stack buffer gives an inline (small) string for short results.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
      let count = writeCoordinate(value, decimals: decimals, into: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// Formats a chart position with one decimal (a tenth of a point is finer than any screen
  /// shows at chart sizes): `coordinate(value, decimals: 1)`.
  /// - Parameter value: a position or length, in points.
  /// - Returns: the number with at most one decimal.
  public static func point(_ value: Double) -> String {
    coordinate(value, decimals: 1)
  }

  /// Appends ``coordinate(_:decimals:)`` of `value` to `output`.
  public static func appendCoordinate(_ value: Double, decimals: Int = 2, to output: inout String) {
    output += coordinate(value, decimals: decimals)
  }

  /// Writes ``coordinate(_:decimals:)`` of `value` as ASCII into `buffer` (at least
  /// ``maximumLength`` bytes) and returns the number of bytes written.
  static func writeCoordinate(
    _ value: Double, decimals: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    let places = max(0, min(6, decimals))
    let scale = powerOfTen(places)
    guard buffer.count >= maximumLength, value.isFinite, abs(value) * scale < 9.0e15 else {
      guard !buffer.isEmpty else { return 0 }
      buffer[0] = 48
      return 1
    }
    // Adding one half and truncating rounds half away from zero for a non-negative value
    // without a call into the math library (through Int64, one instruction: it is below 9e15).
    let scaled = UInt64(Int64(abs(value) * scale + 0.5))
    guard scaled != 0 else {
      buffer[0] = 48
      return 1
    }
    guard let base = buffer.baseAddress else { return 0 }
    let sign = value < 0 ? 1 : 0
    if sign == 1 { base[0] = 45 }  // -
    if places == 1 {
      // Chart positions, most numbers written: one digit after the point at most.
      let (whole, tenths) = scaled.quotientAndRemainder(dividingBy: 10)
      let count =
        sign
        + (whole < 1000
          ? writeSmallWhole(whole, into: base + sign)
          : writeWhole(whole, into: base + sign))
      guard tenths != 0 else { return count }
      (base[count], base[count + 1]) = (46, 48 &+ UInt8(truncatingIfNeeded: tenths))  // ".d"
      return count + 2
    }
    // The whole part, then the fraction without its trailing zeros, if any is left.
    let (whole, fraction) = split(scaled, places: places) ?? (scaled, 0)
    let count = sign + writeWhole(whole, into: base + sign)
    guard fraction != 0 else { return count }
    var rest = UInt32(truncatingIfNeeded: fraction)
    var digits = places
    while rest % 10 == 0 {
      rest /= 10
      digits -= 1
    }
    base[count] = 46  // .
    // The fraction's digits, zeros in front, last to first.
    for position in stride(from: count + digits, to: count, by: -1) {
      base[position] = 48 &+ UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
    return count + 1 + digits
  }

  /// Writes `value` in decimal at the start of `destination`, with a point before its last
  /// `fractionDigits` digits (zeros added in front as needed: 5 with 2 gives `0.05`), and
  /// returns the bytes written (at most 21 for `fractionDigits` up to 6).
  @inline(__always)
  static func writeDecimal(
    _ value: UInt64, fractionDigits: Int, into destination: UnsafeMutablePointer<UInt8>
  ) -> Int {
    if fractionDigits <= 0 { return writeWhole(value, into: destination) }
    guard let parts = split(value, places: fractionDigits) else {
      return writeDecimalDigits(value, fractionDigits: fractionDigits, into: destination)
    }
    var fraction = parts.fraction
    var length = writeWhole(parts.whole, into: destination)
    destination[length] = 46  // .
    length += 1 + fractionDigits
    // The fraction's digits, zeros in front, last to first.
    for position in stride(from: length - 1, to: length - 1 - fractionDigits, by: -1) {
      destination[position] = 48 &+ UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    return length
  }

  /// `value` split at `places` decimal places, 1 to 6, by constant divisors (which compile to
  /// multiplications); `nil` for any other count.
  @inline(__always)
  static func split(_ value: UInt64, places: Int) -> (whole: UInt64, fraction: UInt64)? {
    let parts: (quotient: UInt64, remainder: UInt64)
    switch places {
    case 1: parts = value.quotientAndRemainder(dividingBy: 10)
    case 2: parts = value.quotientAndRemainder(dividingBy: 100)
    case 3: parts = value.quotientAndRemainder(dividingBy: 1000)
    case 4: parts = value.quotientAndRemainder(dividingBy: 10_000)
    case 5: parts = value.quotientAndRemainder(dividingBy: 100_000)
    case 6: parts = value.quotientAndRemainder(dividingBy: 1_000_000)
    default: return nil
    }
    return (parts.quotient, parts.remainder)
  }

  /// The digits of the numbers 00 to 99, two by two.
  private static var digitPairs: StaticString {
    """
    0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243\
    4445464748495051525354555657585960616263646566676869707172737475767778798081828384858687\
    888990919293949596979899
    """
  }

  /// Writes the digits of `value` at the start of `destination` and returns how many: two at a
  /// time from the last, so that fewer divisions wait on each other.
  @inline(__always)
  static func writeWhole(_ value: UInt64, into destination: UnsafeMutablePointer<UInt8>) -> Int {
    let digitCount = decimalDigitCount(value)
    let pairs = digitPairs.utf8Start
    var position = digitCount
    var rest = value
    while rest >= 100 {
      let pair = Int(truncatingIfNeeded: rest % 100) &* 2
      rest /= 100
      position -= 2
      destination[position] = pairs[pair]
      destination[position + 1] = pairs[pair + 1]
    }
    if rest >= 10 {
      let pair = Int(truncatingIfNeeded: rest) &* 2
      destination[position - 2] = pairs[pair]
      destination[position - 1] = pairs[pair + 1]
    } else {
      destination[position - 1] = 48 &+ UInt8(truncatingIfNeeded: rest)
    }
    return digitCount
  }

  /// ``writeWhole(_:into:)`` of a value below 1000 (most coordinates), without counting its
  /// digits first.
  @inline(__always)
  static func writeSmallWhole(_ value: UInt64, into destination: UnsafeMutablePointer<UInt8>) -> Int
  {
    guard value >= 10 else {
      destination[0] = 48 &+ UInt8(truncatingIfNeeded: value)
      return 1
    }
    let length = value < 100 ? 2 : 3
    if length == 3 { destination[0] = 48 &+ UInt8(truncatingIfNeeded: value / 100) }
    let pair = Int(truncatingIfNeeded: value % 100) &* 2
    let pairs = digitPairs.utf8Start
    (destination[length - 2], destination[length - 1]) = (pairs[pair], pairs[pair + 1])
    return length
  }

  /// The number of decimal digits of `value`: 1 for 0 to 9, up to 20.
  @inline(__always)
  static func decimalDigitCount(_ value: UInt64) -> Int {
    var count = 1
    var limit: UInt64 = 10
    while count < 19, value >= limit {
      count += 1
      limit &*= 10
    }
    return value >= limit ? count + 1 : count  // 20 digits (the limit stops at 1e19)
  }

  /// ``writeDecimal(_:fractionDigits:into:)`` for any number of fraction digits, one digit at a
  /// time.
  private static func writeDecimalDigits(
    _ value: UInt64, fractionDigits: Int, into destination: UnsafeMutablePointer<UInt8>
  ) -> Int {
    // The digits are counted first so that each goes straight to its place, last to first.
    var digitCount = decimalDigitCount(value)
    digitCount = max(digitCount, fractionDigits + 1)
    let length = digitCount + (fractionDigits > 0 ? 1 : 0)
    var position = length
    var rest = value
    for digit in 0..<digitCount {
      if digit == fractionDigits, digit > 0 {
        position -= 1
        destination[position] = 46  // .
      }
      position -= 1
      destination[position] = 48 + UInt8(rest % 10)
      rest /= 10
    }
    return length
  }

  /// Formats `value` with "," grouping and exactly `decimals` places, rounded half to even:
  /// "8,532", "162.3". Negative values use the minus sign U+2212; `-0` prints as `0`.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  /// - Returns: the grouped text.
  public static func grouped(_ value: Double, decimals: Int = 0) -> String {
    fixed(value, decimals: decimals, positiveSign: nil, negativeSign: "\u{2212}")
  }

  /// Formats `value` with an explicit sign, rounded half to even: "+0.4", "−1.2" (U+2212 minus),
  /// and "0.0" for zero.
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  /// - Returns: the signed text.
  public static func signed(_ value: Double, decimals: Int = 1) -> String {
    fixed(value, decimals: decimals, positiveSign: "+", negativeSign: "\u{2212}")
  }

  /// Formats an axis value compactly: thousands as K and millions as M ("10K", "2.5K", "1.2M"),
  /// negative values with U+2212 minus. Values that would round up to the next unit use it
  /// (999,999 → "1M", 999.999 → "1K").
  /// - Parameter value: the number.
  /// - Returns: the compact text.
  public static func compact(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 999_950 { return tick(value / 1_000_000, decimals: 1) + "M" }
    if magnitude >= 999.995 { return tick(value / 1000, decimals: 1) + "K" }
    return tick(value, decimals: 2)
  }

  /// Formats an axis tick value for display: like ``coordinate(_:decimals:)`` (trailing zeros
  /// trimmed, `-0` as `0`) but with U+2212 minus, as every number shown to a reader ("−0.2").
  /// - Parameters:
  ///   - value: the number.
  ///   - decimals: places after the point, 0...6.
  /// - Returns: the label text.
  public static func tick(_ value: Double, decimals: Int = 2) -> String {
    let text = coordinate(value, decimals: decimals)
    return text.hasPrefix("-") ? "\u{2212}" + text.dropFirst() : text
  }

  /// 10 to the power `exponent`, clamped to 0...6 (the places the formatter writes).
  @inline(__always)
  static func powerOfTen(_ exponent: Int) -> Double {
    switch exponent {
    case ...0: return 1
    case 1: return 10
    case 2: return 100
    case 3: return 1000
    case 4: return 10_000
    case 5: return 100_000
    default: return 1_000_000
    }
  }

  /// Writes the decimal digits of `scaled` backwards, ending just before `end`: a point before
  /// the last `places` digits (with at least one digit before it) and, when `grouping`, a ","
  /// between groups of three integer digits.
  /// - Returns: the index of the first byte written.
  @inline(__always)
  static func writeDigits(
    _ scaled: UInt64, places: Int, grouping: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>,
    end: Int
  ) -> Int {
    var scaled = scaled
    var end = end
    var digits = 0
    repeat {
      if grouping, digits > places, (digits - places) % 3 == 0 {
        end -= 1
        buffer[end] = 44  // ,
      }
      end -= 1
      buffer[end] = 48 + UInt8(scaled % 10)
      scaled /= 10
      digits += 1
      if digits == places {
        end -= 1
        buffer[end] = 46  // .
      }
    } while scaled != 0 || digits <= places
    return end
  }

  /// Grouped fixed-point text with the given signs (none for zero).
  private static func fixed(
    _ value: Double, decimals: Int, positiveSign: StaticString?, negativeSign: StaticString
  ) -> String {
    let places = max(0, min(6, decimals))
    let scale = powerOfTen(places)
    guard value.isFinite, abs(value) * scale < 9.0e15 else { return "0" }
    // Round half to even, as the reference app's number formatters do: 8,532.5 → "8,532".
    let scaled = UInt64((abs(value) * scale).rounded(.toNearestOrEven))
    let isZero = scaled == 0
    // Built in a stack buffer and decoded, which gives an inline (small) string when short.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      // Digits go backwards from the end of the buffer, then move to the front.
      let end = writeDigits(scaled, places: places, grouping: true, into: buffer, end: 48)
      var count = 0
      if !isZero, let sign = value < 0 ? negativeSign : positiveSign {
        for index in 0..<sign.utf8CodeUnitCount {
          buffer[count] = sign.utf8Start[index]
          count += 1
        }
      }
      for index in end..<48 {
        buffer[count] = buffer[index]
        count += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }
}
