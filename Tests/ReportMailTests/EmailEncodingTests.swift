import Foundation
import ReportSite
import Testing

@testable import ReportMail

@Suite struct EmailEncodingTests {
  @Test(arguments: [
    (0, ""),
    (1, "AA==\r\n"),
    (3, "AAAA\r\n"),
    (57, String(repeating: "A", count: 76) + "\r\n"),
    (58, String(repeating: "A", count: 76) + "\r\nAA==\r\n"),
    (114, String(repeating: String(repeating: "A", count: 76) + "\r\n", count: 2)),
  ])
  func base64WrapsAt76Characters(byteCount: Int, expected: String) {
    #expect(Base64Lines.encode(Data(repeating: 0, count: byteCount)) == expected)
  }

  @Test func base64RoundTripsEveryLength() {
    for count in 0..<200 {
      let data = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) })
      let encoded = Base64Lines.encode(data)
      #expect(encoded.split(separator: "\r\n").allSatisfy { $0.count <= 76 })
      #expect(Data(base64Encoded: encoded.replacingOccurrences(of: "\r\n", with: "")) == data)
    }
  }

  @Test(arguments: [
    ("plain text", "plain text"),
    ("a=b", "a=3Db"),
    ("trailing space ", "trailing space=20"),
    ("trailing tab\t", "trailing tab=09"),
    ("inner  spaces stay", "inner  spaces stay"),
    ("line\nbreaks\r\nall\rkinds", "line\r\nbreaks\r\nall\r\nkinds"),
    ("end ", "end=20"),
    ("space \nthen", "space=20\r\nthen"),
    ("Zoë", "Zo=C3=AB"),
    ("↑ 4%", "=E2=86=91 4%"),
    (".\nlone dot", "=2E\r\nlone dot"),
    ("From here", "=46rom here"),
    ("Fromage", "Fromage"),
    ("", ""),
    ("x\n", "x\r\n"),
  ])
  func quotedPrintable(text: String, expected: String) {
    #expect(QuotedPrintable.encode(text) == expected)
  }

  @Test func quotedPrintableSoftBreaksNeverSplitAnEscape() {
    let long = String(repeating: "a", count: 74) + "é" + String(repeating: "b", count: 100) + " "
    let encoded = QuotedPrintable.encode(long)
    let lines = encoded.components(separatedBy: "\r\n")
    #expect(lines.allSatisfy { $0.count <= 76 })
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix("=") })
    #expect(lines[0] == String(repeating: "a", count: 74) + "=")
    #expect(lines[1].hasPrefix("=C3=A9b"))
    #expect(encoded.hasSuffix("=20"))
    #expect(decodeQuotedPrintable(encoded) == long)
  }

  @Test(arguments: [
    ("Health report, week 2024-W50", ["Health", "report,", "week", "2024-W50"]),
    ("Zoë", ["=?UTF-8?B?Wm/Dqw==?="]),
    ("a =?x?= trap", ["=?UTF-8?B?YSA9P3g/PSB0cmFw?="]),
  ])
  func unstructuredWords(text: String, expected: [String]) {
    #expect(HeaderEncoding.unstructuredWords(text) == expected)
  }

  /// One character longer than a word: a family emoji with skin tones (41 bytes) and a letter
  /// with 40 combining marks (81 bytes).
  @Test(arguments: [
    "👩🏽\u{200D}👩🏽\u{200D}👧🏽\u{200D}👦🏽", "e" + String(repeating: "\u{301}", count: 40),
  ])
  func encodedWordsFitTheLimitForLongCharacters(text: String) {
    let words = HeaderEncoding.encodedWords(text)
    #expect(words.allSatisfy { $0.count <= 52 })
    let decoded = words.map { word -> String in
      let payload = word.dropFirst(10).dropLast(2)
      return String(decoding: Data(base64Encoded: String(payload)) ?? Data(), as: UTF8.self)
    }
    #expect(decoded.joined() == text)
  }

  @Test func encodedWordsSplitBetweenCharactersAndFitTheLimit() {
    let text = String(repeating: "€", count: 25)  // 75 bytes, 3 per character
    let words = HeaderEncoding.encodedWords(text)
    #expect(words.count == 3)
    #expect(words.allSatisfy { $0.count <= 75 && $0.hasPrefix("=?UTF-8?B?") && $0.hasSuffix("?=") })
    let decoded = words.map { word -> String in
      let payload = word.dropFirst(10).dropLast(2)
      return String(decoding: Data(base64Encoded: String(payload)) ?? Data(), as: UTF8.self)
    }
    #expect(decoded.joined() == text)
  }

  @Test(arguments: [
    ("Test", ["Test"]),
    ("Jane Q. Public", ["\"Jane Q. Public\""]),
    ("Say \"hi\"", ["\"Say \\\"hi\\\"\""]),
    ("Zoë Müller", ["=?UTF-8?B?Wm/DqyBNw7xsbGVy?="]),
  ])
  func displayNames(name: String, expected: [String]) {
    #expect(HeaderEncoding.phraseWords(name) == expected)
  }

  @Test func foldingKeepsLinesWithin78Characters() {
    let words = Array(repeating: "abcdefghij", count: 20)
    let field = HeaderEncoding.fold(name: "Subject", words: words)
    let lines = field.components(separatedBy: "\r\n").dropLast()
    #expect(lines.allSatisfy { $0.count <= 78 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    #expect(
      field.replacingOccurrences(of: "\r\n ", with: " ") == "Subject: "
        + words.joined(separator: " ") + "\r\n")
    #expect(HeaderEncoding.fold(name: "X", words: []) == "X:\r\n")
  }

  @Test func boundariesComeFromTheContent() {
    let first = MIMEPart.boundary(for: ["hello"])
    #expect(MIMEPart.boundary(for: ["hello"]) == first)
    #expect(MIMEPart.boundary(for: ["hello!"]) != first)
    #expect(first.hasPrefix("=_healthreport_") && first.count <= 70)
  }

  /// Decodes quoted-printable (for round-trip checks).
  func decodeQuotedPrintable(_ text: String) -> String {
    let joined = text.replacingOccurrences(of: "=\r\n", with: "")
    var bytes: [UInt8] = []
    var utf8 = Array(joined.utf8)[...]
    while let byte = utf8.first {
      if byte == UInt8(ascii: "="), utf8.count >= 3,
        let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(3)
      } else {
        bytes.append(byte)
        utf8 = utf8.dropFirst()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
