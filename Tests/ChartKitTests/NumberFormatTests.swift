import Testing

@testable import ChartKit

struct NumberFormatTests {
  @Test(arguments: [
    (1.005, 2, "1"),  // 1.005 is 1.00499999999999989… in binary, as in JS
    (-0.0001, 2, "0"),
    (-0.0, 2, "0"),
    (100.0, 2, "100"),
    (0.1 + 0.2, 2, "0.3"),
    (Double.nan, 2, "0"),
    (.infinity, 2, "0"),
    (1.23456, 3, "1.235"),
    (-1.5, 0, "-2"),
    (0.05, 2, "0.05"),
    (12.3, 6, "12.3"),
    (-3.14159, 2, "-3.14"),
    (2.5, 9, "2.5"),  // decimals clamped to 6
  ])
  func coordinate(value: Double, decimals: Int, expected: String) {
    #expect(NumberFormat.coordinate(value, decimals: decimals) == expected)
  }

  @Test(arguments: [
    (8532.0, 0, "8,532"),
    (1_234_567.891, 1, "1,234,567.9"),
    (162.25, 1, "162.2"),  // half to even: 1,622.5 tenths → 1,622
    (-1234.0, 0, "\u{2212}1,234"),
    (8039.5, 0, "8,040"),
    (8038.5, 0, "8,038"),
    (-0.04, 1, "0.0"),
    (999.0, 0, "999"),
    (0, 2, "0.00"),
  ])
  func grouped(value: Double, decimals: Int, expected: String) {
    #expect(NumberFormat.grouped(value, decimals: decimals) == expected)
  }

  @Test(arguments: [
    (0.4, "+0.4"), (-1.2, "\u{2212}1.2"), (-0.04, "0.0"), (0, "0.0"), (1234.5, "+1,234.5"),
  ])
  func signed(value: Double, expected: String) {
    #expect(NumberFormat.signed(value) == expected)
  }

  @Test(arguments: [
    (10_000.0, "10K"), (2500, "2.5K"), (0, "0"), (999, "999"), (1_200_000, "1.2M"),
    (-2500, "\u{2212}2.5K"), (999_999, "1M"), (999_949, "999.9K"), (999.999, "1K"),
    (999.99, "999.99"),
  ])
  func compact(value: Double, expected: String) {
    #expect(NumberFormat.compact(value) == expected)
  }

  /// One decimal (chart positions, written by their own branch) against the text made from
  /// the rounded number of tenths: rounded half away from zero, a trailing ".0" dropped.
  @Test func coordinateOneDecimal() {
    var values: [Double] = [0.04, 0.05, 0.95, 9.95, 99.95, 999.95, 1e6 + 0.25, 123_456_789.15]
    for step in 0..<4_000 { values.append(Double(step) * 0.37 - 700) }
    for value in values {
      let tenths = Int64(abs(value) * 10 + 0.5)
      var expected = String(tenths / 10) + (tenths % 10 == 0 ? "" : "." + String(tenths % 10))
      if value < 0, tenths != 0 { expected = "-" + expected }
      #expect(NumberFormat.coordinate(value, decimals: 1) == expected, "\(value)")
    }
  }

  /// The digits of whole numbers and fixed-point fractions, against the standard library's
  /// text of the same number: every length of whole part, and 0 to 8 fraction digits (the two
  /// at a time and the one at a time writers).
  @Test(arguments: 0...8)
  func writeDecimal(fractionDigits: Int) {
    var values: [UInt64] = [0, 5, UInt64.max, UInt64.max - 1]
    var power: UInt64 = 1
    for _ in 0..<20 {
      values += [power - 1, power, power + 1, power &* 7 / 3]
      power &*= 10
    }
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
    defer { buffer.deallocate() }
    for value in values {
      let count = NumberFormat.writeDecimal(value, fractionDigits: fractionDigits, into: buffer)
      let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
      var digits = String(value)
      if fractionDigits > 0 {
        digits = String(repeating: "0", count: max(0, fractionDigits + 1 - digits.count)) + digits
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
      }
      #expect(text == digits, "\(value)")
    }
  }
}
