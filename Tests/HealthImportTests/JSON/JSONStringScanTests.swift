import Testing

@testable import HealthCore
@testable import HealthImport

/// The scanner reads a string eight bytes at a time up to its first quote, backslash or control
/// character, and checks the UTF-8 of a string with non-ASCII bytes unless it is one of the last
/// few found well-formed: each special byte at every place of strings of every length, whole or
/// cut into chunks, and repeated strings among bad ones.
@Suite struct JSONStringScanTests {
  /// What a special byte at one place of a string does: its raw bytes, and the decoded text it
  /// stands for (`nil`: the string is refused with `reason` at the byte's place).
  static let specials: [(raw: [UInt8], decoded: String?, reason: String)] = [
    (Array("é".utf8), "é", ""),
    (Array("’".utf8), "’", ""),
    (Array(#"\""#.utf8), "\"", ""),
    (Array(#"\\"#.utf8), "\\", ""),
    (Array(#"\u00e9"#.utf8), "é", ""),
    ([0x01], nil, "control character byte 0x1 inside a string"),
    ([0x0A], nil, "a line break inside a string"),
    ([0xFF], nil, "invalid UTF-8 in a string"),
    ([0xE2, 0x80], nil, "invalid UTF-8 in a string"),
  ]

  @Test(arguments: specials.indices)
  func aSpecialByteAtEveryPlace(special: Int) {
    let (raw, decoded, reason) = Self.specials[special]
    for length in 0..<34 {
      for place in 0...length {
        let before = [UInt8](repeating: UInt8(ascii: "a"), count: place)
        let after = [UInt8](repeating: UInt8(ascii: "b"), count: length - place)
        let bytes = Array("[\"".utf8) + before + raw + after + Array("\",1]".utf8)
        for chunk in [0, 5, 8] {
          do {
            let events = try JSONEventRecorder.events(of: bytes, chunk: chunk)
            let text =
              String(repeating: "a", count: place) + (decoded ?? "")
              + String(repeating: "b", count: length - place)
            #expect(decoded != nil && events == "[ s:\(text) n:1.0 ]", "\(bytes) \(chunk)")
          } catch {
            // The special byte is the string's (place + 1)th byte, after `["`.
            #expect(decoded == nil, "\(error.description)")
            #expect(error.description.contains(reason), "\(error.description)")
            #expect(error.description.contains("at byte \(place + 3):"), "\(error.description)")
          }
        }
      }
    }
  }

  /// Strings found well-formed are kept and compared; a bad string as long as a kept one, and
  /// one that differs from it in a single byte, are still checked and refused.
  @Test func repeatedStringsAreComparedNotTrusted() throws {
    let watch = "\"Jane’s Apple Watch\""
    let names = (0..<6).map { "\"Jane’s Watch \($0)\"" }
    let good = "[" + ([watch, watch] + names + [watch] + names).joined(separator: ",") + "]"
    #expect(try JSONEventRecorder.events(of: Array(good.utf8)).hasPrefix("[ s:Jane’s Apple Watch"))
    var bad = Array("[\(watch),\(watch),".utf8)
    bad += Array(watch.utf8).map { $0 == 0x99 ? 0xFF : $0 } + Array("]".utf8)
    do {
      _ = try JSONEventRecorder.events(of: bad)
      Issue.record("accepted a bad string as long as a good one kept")
    } catch {
      #expect(error.description.contains("invalid UTF-8"), "\(error.description)")
    }
    let long = "\"" + String(repeating: "é", count: 40) + "\""
    let longs = "[" + [long, long, long].joined(separator: ",") + "]"
    #expect(try JSONEventRecorder.events(of: Array(longs.utf8)).hasPrefix("[ s:éé"))
  }

  /// The memo itself: it keeps the last four strings of at most 64 bytes.
  @Test func theMemoKeepsTheLastFour() {
    var memo = ValidUTF8Memo()
    let strings = (0..<6).map { Array("ü \($0)".utf8) }
    for string in strings { string.withUnsafeBytes { memo.insert($0) } }
    let kept = strings.map { string in string.withUnsafeBytes { memo.contains($0) } }
    #expect(kept == [false, false, true, true, true, true])
    let long = [UInt8](repeating: 0x61, count: 65)
    long.withUnsafeBytes { memo.insert($0) }
    #expect(!long.withUnsafeBytes { memo.contains($0) })
    #expect(strings[5].withUnsafeBytes { memo.contains($0) })
  }
}
