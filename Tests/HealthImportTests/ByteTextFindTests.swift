import Testing

@testable import HealthCore
@testable import HealthImport

/// `ByteText`'s searches agree with a byte-by-byte search, wherever the byte is and wherever
/// the buffer ends.
@Suite struct ByteTextFindTests {
  /// The first `byte` in `bytes[from..<to]`, byte by byte.
  static func reference(_ byte: UInt8, _ bytes: [UInt8], from: Int, to: Int) -> Int? {
    guard from < to else { return nil }
    return bytes[from..<to].firstIndex(of: byte)
  }

  /// A timestamp value with quotes placed at `quotes` (offsets from the value's start), then
  /// `tail` more bytes.
  static func value(quotes: [Int], tail: Int) -> [UInt8] {
    var bytes = Array("2024-03-04 07:12:00 +0100".utf8) + [UInt8(ascii: "\"")]
    bytes += Array(repeating: UInt8(ascii: " "), count: max(0, tail))
    for quote in quotes where quote < bytes.count { bytes[quote] = UInt8(ascii: "\"") }
    return bytes
  }

  @Test func afterTimestampAgreesWithTheSearchForEveryQuoteAndEnd() {
    let quote = UInt8(ascii: "\"")
    var cases: [[Int]] = [[]]
    for first in 0..<34 {
      cases.append([first])
      cases.append([first, 25])
    }
    for quotes in cases {
      for lead in [0, 3] {
        let bytes =
          Array(repeating: UInt8(ascii: "a"), count: lead)
          + Self.value(
            quotes: quotes, tail: 10)
        for end in lead...bytes.count {
          let found = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.flatMap {
              ByteText.findAfterTimestamp(quote, base: $0, from: lead, to: end)
            }
          }
          let expected = Self.reference(quote, bytes, from: lead, to: end)
          #expect(found == expected, "quotes \(quotes), lead \(lead), end \(end)")
        }
      }
    }
  }

  @Test func wordAndLongSearchesAgreeWithTheByteByByteSearch() {
    let needle = UInt8(ascii: "\"")
    for length in 0...70 {
      for place in [-1] + Array(0..<length) {
        var bytes = Array(repeating: UInt8(ascii: "x"), count: length)
        if place >= 0 { bytes[place] = needle }
        for from in 0...min(length, 9) {
          let found = bytes.withUnsafeBytes {
            ByteText.find(needle, in: $0, from: from, to: length)
          }
          let long = bytes.withUnsafeBytes { buffer in
            buffer.baseAddress.flatMap {
              ByteText.findInLong(needle, base: $0, from: from, to: length)
            }
          }
          #expect(found == Self.reference(needle, bytes, from: from, to: length))
          #expect(long == found)
        }
      }
    }
  }
}
