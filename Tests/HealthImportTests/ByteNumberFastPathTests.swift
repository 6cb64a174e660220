import Testing

@testable import HealthCore
@testable import HealthImport

/// `ByteNumber.parse` reads what the standard library reads, taking its fast path or not.
@Suite struct ByteNumberFastPathTests {
  /// The standard library's finite reading of `text`, the rule `ByteNumber.parse` follows (a
  /// bare `.` before or after the digits, `5.` or `.5`, reads as `5.0` or `0.5`).
  static func reference(_ text: String) -> Double? {
    let sign = text.first == "-" || text.first == "+" ? String(text.prefix(1)) : ""
    var body = String(text.dropFirst(sign.count))
    let plain = body.allSatisfy { $0 == "." || ("0"..."9").contains($0) }
    if plain, body.filter({ $0 == "." }).count == 1, body.count > 1 {
      if body.hasSuffix(".") { body += "0" }
      if body.hasPrefix(".") { body = "0" + body }
    }
    return Double(sign + body).flatMap { $0.isFinite ? $0 : nil }
  }

  @Test func numbersReadAsTheStandardLibraryReadsThem() {
    var texts = [
      "0", "-0", "+0", "5.", ".5", "+.5", "-.5", ".", "-", "+", "1.2.3", "1e-05", "1E3", "12a",
      "0.000123", "00012.500", "999999999999999", "1000000000000000", "999999999999999.5",
      "0.99999999999999999", "171.08036659064855", "-171.51963997983475", "1..2", " 1", "1 ",
      "0.0000000000000000000001", "0.00000000000000000000001", "123456789012345678901234",
      "inf", "nan", "-1e400", "0x10", "1_0", "٣",
    ]
    var generator = SplitMix64(seed: 28)
    let alphabet = Array("0123456789.-+e".utf8)
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 22) + 1
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % 14) % alphabet.count] }
      texts.append(String(decoding: bytes, as: UTF8.self))
    }
    for digits in 1...20 {
      texts.append(String(repeating: "9", count: digits))
      texts.append("0." + String(repeating: "3", count: digits))
    }
    for text in texts {
      // At the start of a buffer and between other bytes, as in a tag.
      let padded = Array(("x=\"" + text + "\"").utf8)
      let alone = Array(text.utf8)
      let inTag = padded.withUnsafeBytes {
        ByteNumber.parse($0, offset: 3, length: alone.count)
      }
      let atStart = alone.withUnsafeBytes {
        ByteNumber.parse($0, offset: 0, length: alone.count)
      }
      let expected = alone.isEmpty || alone.count > 64 ? nil : Self.reference(text)
      #expect(inTag?.bitPattern == expected?.bitPattern, "\(text)")
      #expect(atStart?.bitPattern == expected?.bitPattern, "\(text)")
    }
  }
}
