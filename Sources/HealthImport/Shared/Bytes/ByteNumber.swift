import HealthCore

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
    // Digits, then an optional `.` and more digits, into one mantissa; anything else, or 16
    // significant digits (a mantissa of 10^15 or more), is left to the standard library.
    var mantissa: UInt64 = 0
    /// Reads digits from `index` on into `mantissa`; `false` once it reaches 10^15.
    @inline(__always) func readDigits() -> Bool {
      while index < end {
        let digit = byte(index) &- 48
        guard digit <= 9 else { return true }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        guard mantissa < 1_000_000_000_000_000 else { return false }
        index += 1
      }
      return true
    }
    let integerStart = index
    guard readDigits() else { return parseText(buffer, offset, end) }
    var digitCount = index - integerStart
    var fractionDigits = 0
    if index < end, byte(index) == 46 {
      index += 1
      let fractionStart = index
      guard readDigits() else { return parseText(buffer, offset, end) }
      fractionDigits = index - fractionStart
      digitCount += fractionDigits
    }
    if index == end, digitCount > 0, fractionDigits < exactPowers.count {
      let value = Double(mantissa) / exactPowers.withUnsafeBufferPointer { $0[fractionDigits] }
      return negative ? -value : value
    }
    return parseText(buffer, offset, end)
  }

  /// The standard library's reading of `buffer[offset..<end]`, when finite.
  private static func parseText(_ buffer: UnsafeRawBufferPointer, _ offset: Int, _ end: Int)
    -> Double?
  {
    let slice = UnsafeRawBufferPointer(rebasing: buffer[offset..<end])
    let text = String(decoding: slice, as: UTF8.self)
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }
}
