/// Reads a decimal number (`123`, `-0.5`, `171.08036659064855`, `1e-05`) from raw bytes.
enum ByteNumber {
  /// Powers of ten that are exact in a `Double`.
  private static let exactPowers: [Double] = [
    1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The finite number at `buffer[offset..<offset+length]`, or `nil` when it is not one.
  ///
  /// Up to 15 significant digits without an exponent take an exact fast path (correctly
  /// rounded); anything else goes through the standard library's parser.
  static func parse(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> Double? {
    guard length > 0, length <= 64, offset >= 0, offset + length <= buffer.count else {
      return nil
    }
    // `base` is read only at `offset..<end`, inside the buffer (checked above).
    guard let base = buffer.baseAddress else { return nil }
    @inline(__always) func byte(_ at: Int) -> UInt8 {
      base.load(fromByteOffset: at, as: UInt8.self)
    }
    var index = offset
    let end = offset + length
    var negative = false
    if byte(index) == 45 || byte(index) == 43 {
      negative = byte(index) == 45
      index += 1
    }
    var mantissa: UInt64 = 0
    var digitCount = 0
    var fractionDigits = 0
    var seenPoint = false
    var simple = true
    var anyDigit = false
    while index < end {
      let digit = byte(index) &- 48
      if digit <= 9 {
        if digitCount < 19 {
          mantissa = mantissa &* 10 &+ UInt64(digit)
          if mantissa > 0 { digitCount += 1 }
          if seenPoint { fractionDigits += 1 }
          anyDigit = true
        } else {
          simple = false
        }
      } else if digit == 46 &- 48, !seenPoint {
        seenPoint = true
      } else {
        simple = false
        break
      }
      index += 1
    }
    if simple, anyDigit, digitCount <= 15, fractionDigits < exactPowers.count {
      let value = Double(mantissa) / exactPowers.withUnsafeBufferPointer { $0[fractionDigits] }
      return negative ? -value : value
    }
    let slice = UnsafeRawBufferPointer(rebasing: buffer[offset..<end])
    let text = String(decoding: slice, as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
