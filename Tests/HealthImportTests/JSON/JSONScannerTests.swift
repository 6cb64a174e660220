import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct JSONScannerTests {
  @Test(arguments: [
    ("{}", "{ }"),
    ("[]", "[ ]"),
    (" \n\t{ } \r\n", "{ }"),
    ("0", "n:0.0"),
    ("-0.5", "n:-0.5"),
    ("1e3", "n:1000.0"),
    ("2.5E-3", "n:0.0025"),
    ("1e400", "n:nonfinite"),
    ("true", "b:true"),
    ("null", "null"),
    (#""a\"b\\c\/d\n\u00e9\ud83d\ude00""#, "s:a\"b\\c/d\n\u{e9}\u{1F600}"),
    (#"{"a": [1, {"b": null}], "c": "d"}"#, "{ k:a [ n:1.0 { k:b null } ] k:c s:d }"),
    ("\u{FEFF}{\"k\": true}", "{ k:k b:true }"),
    (#"["é ü", "\u202f"]"#, "[ s:é ü s:\u{202F} ]"),
  ])
  func validDocuments(text: String, expected: String) throws {
    #expect(try JSONEventRecorder.events(of: Array(text.utf8)) == expected)
  }

  /// Any split into chunks gives the same events, including splits inside tokens, escapes,
  /// multi-byte characters and the byte order mark.
  @Test func everyChunkSizeGivesTheSameEvents() throws {
    let text =
      "\u{FEFF}{\"data\": {\"metrics\": [{\"name\": \"step_count\", \"units\": \"count\","
      + " \"data\": [{\"date\": \"2024-03-01 00:00:00 -0800\", \"qty\": 8500.25,"
      + " \"source\": \"Jane\\u2019s iPhone|Watch \\\"x\\\" \\\\\"}, {\"qty\": -1.5e-2,"
      + " \"ok\": false, \"n\": null, \"é\": \"ü\"}]}]}}"
    let bytes = Array(text.utf8)
    let whole = try JSONEventRecorder.events(of: bytes)
    for chunk in 1...24 {
      #expect(try JSONEventRecorder.events(of: bytes, chunk: chunk) == whole, "chunk \(chunk)")
    }
  }

  @Test(arguments: [
    ("", "the file holds no JSON value"),
    ("   ", "the file holds no JSON value"),
    ("{", "the file ends inside an object"),
    ("[1, 2", "the file ends inside an array"),
    (#"{"a": "b"#, "the file ends inside a string"),
    (#"{"a": 1,}"#, "a comma before '}'"),
    ("[1,]", "a comma before ']'"),
    ("[NaN]", "JSON has no NaN or Infinity"),
    ("[Infinity]", "JSON has no NaN or Infinity"),
    ("[-Infinity]", "not a JSON number"),
    ("[01]", "not a JSON number"),
    ("[1.]", "not a JSON number"),
    // A long token is quoted by the one rule: its first 60 characters and "…".
    (
      "[0" + String(repeating: "1", count: 70) + "]",
      "not a JSON number: \"0" + String(repeating: "1", count: 59) + "…\""
    ),
    ("[.5]", "expected a value"),
    ("[True]", "JSON's literals are true, false and null"),
    ("{'a': 1}", "expected an object key in double quotes"),
    (#"{"a" 1}"#, "expected ':'"),
    ("[1 2]", "expected ',' or ']'"),
    ("{} {}", "more data after the end"),
    ("[\"a\nb\"]", "a line break inside a string"),
    (#"["\x"]"#, "unknown escape"),
    (#"["\u12"]"#, "four hex digits"),
    (#"["\ud800"]"#, "a lone high surrogate"),
    (#"["\udc00x"]"#, "a lone low surrogate"),
    ("// c\n{}", "expected a value"),
  ])
  func invalidDocuments(text: String, reason: String) {
    for chunk in [0, 1, 3] {
      #expect(throws: ParseError.self) {
        try JSONEventRecorder.events(of: Array(text.utf8), chunk: chunk)
      }
      do {
        _ = try JSONEventRecorder.events(of: Array(text.utf8), chunk: chunk)
      } catch {
        #expect(error.description.contains(reason), "\(error.description) (chunk \(chunk))")
        #expect(error.description.hasPrefix("t.json:"))
      }
    }
  }

  @Test(arguments: [
    [UInt8]([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D]),  // a bad continuation byte
    [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],  // an overlong slash
    [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],  // a UTF-8 encoded surrogate
    [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],  // past U+10FFFF
    [0x5B, 0x22, 0xE2, 0x80, 0x22, 0x5D],  // cut sequence
    [0x5B, 0x22, 0xFF, 0x22, 0x5D],
  ])
  func invalidUTF8IsRefused(bytes: [UInt8]) {
    for chunk in [0, 1, 2] {
      do {
        _ = try JSONEventRecorder.events(of: bytes, chunk: chunk)
        Issue.record("accepted \(bytes)")
      } catch {
        #expect(error.description.contains("invalid UTF-8"), "\(error.description)")
      }
    }
  }

  @Test(arguments: [
    [UInt8]([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]),
    [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D],
    [0x7B, 0x00, 0x7D, 0x00],
  ])
  func utf16IsRefused(bytes: [UInt8]) {
    do {
      _ = try JSONEventRecorder.events(of: bytes)
      Issue.record("accepted UTF-16")
    } catch {
      #expect(error.description.contains("UTF-16"))
    }
  }

  @Test func nestingDeeperThanTheLimitIsRefused() throws {
    let deep =
      String(repeating: "[", count: JSONScanner.maximumDepth)
      + String(repeating: "]", count: JSONScanner.maximumDepth)
    #expect(try JSONEventRecorder.events(of: Array(deep.utf8)).count > 0)
    let tooDeep = String(repeating: "[", count: 100_000)
    do {
      _ = try JSONEventRecorder.events(of: Array(tooDeep.utf8), chunk: 4096)
      Issue.record("accepted")
    } catch {
      #expect(error.description.contains("nested deeper than 64"))
    }
  }

  @Test func aHugeStringIsRefusedWithoutHoldingIt() {
    var bytes = Array("[\"".utf8)
    bytes += [UInt8](repeating: UInt8(ascii: "a"), count: JSONScanner.maximumTokenLength + 10)
    bytes += Array("\"]".utf8)
    for chunk in [0, 65_536] {
      do {
        _ = try JSONEventRecorder.events(of: bytes, chunk: chunk)
        Issue.record("accepted")
      } catch {
        #expect(error.description.contains("longer than 1 MiB"), "\(error.description)")
      }
    }
  }

  @Test func errorsNameTheLineAndByte() {
    let text = "{\n  \"a\": 1,\n  \"b\": tru\n}"
    do {
      _ = try JSONEventRecorder.events(of: Array(text.utf8), chunk: 5)
      Issue.record("accepted")
    } catch {
      #expect(error.line == 3)
      #expect(error.description.hasPrefix("t.json:3: not valid JSON at byte 20:"))
    }
  }
}
