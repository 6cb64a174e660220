import HealthCore

/// The JSON scanner's events, opened to the fuzz harness (`@_spi(Fuzzing) import HealthCore`);
/// not part of the supported API.
@_spi(Fuzzing)
public enum JSONFuzzing {
  /// One event of the scanner, with the decoded bytes of strings and keys.
  public enum Event: Sendable, Equatable {
    case objectStart, objectEnd, arrayStart, arrayEnd
    case key([UInt8])
    case string([UInt8])
    case number([UInt8])
    case bool(Bool)
    case null
  }

  /// Records every event.
  private struct Recorder: JSONEventHandler {
    var events: [Event] = []
    mutating func objectStart(line: Int) throws(ParseError) { events.append(.objectStart) }
    mutating func objectEnd(line: Int) throws(ParseError) { events.append(.objectEnd) }
    mutating func arrayStart(line: Int) throws(ParseError) { events.append(.arrayStart) }
    mutating func arrayEnd(line: Int) throws(ParseError) { events.append(.arrayEnd) }
    mutating func key(_ key: JSONText, line: Int) throws(ParseError) {
      events.append(.key(JSONText.unescaped(key.raw)))
    }
    mutating func value(_ value: JSONValue, line: Int) throws(ParseError) {
      switch value {
      case .string(let text): events.append(.string(JSONText.unescaped(text.raw)))
      case .number(let number): events.append(.number(Array(number.raw)))
      case .bool(let flag): events.append(.bool(flag))
      case .null: events.append(.null)
      }
    }
  }

  /// The events of `bytes` fed in chunks of the given lengths, or the scanner's error.
  /// - Parameters:
  ///   - bytes: the document.
  ///   - chunks: lengths adding up to `bytes.count`.
  /// - Returns: the events, or the error.
  public static func events(
    _ bytes: UnsafeRawBufferPointer, chunks: [Int]
  ) -> Result<[Event], ParseError> {
    var scanner = JSONScanner(path: "fuzz.json")
    var recorder = Recorder()
    do throws(ParseError) {
      var offset = 0
      for length in chunks {
        let end = min(bytes.count, offset + length)
        try scanner.consume(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]), into: &recorder)
        offset = end
      }
      try scanner.finish(into: &recorder)
      return .success(recorder.events)
    } catch {
      return .failure(error)
    }
  }

  /// Compact JSON text of `events`: strings with only the escapes JSON requires.
  public static func text(of events: [Event]) -> [UInt8] {
    var text: [UInt8] = []
    var needsComma = false
    for event in events {
      switch event {
      case .objectEnd, .arrayEnd: break
      default: if needsComma { text.append(UInt8(ascii: ",")) }
      }
      switch event {
      case .objectStart: text.append(UInt8(ascii: "{"))
      case .arrayStart: text.append(UInt8(ascii: "["))
      case .objectEnd: text.append(UInt8(ascii: "}"))
      case .arrayEnd: text.append(UInt8(ascii: "]"))
      case .key(let bytes):
        JSONString.append(bytes, to: &text)
        text.append(UInt8(ascii: ":"))
      case .string(let bytes): JSONString.append(bytes, to: &text)
      case .number(let bytes): text += bytes
      case .bool(let flag): text += Array((flag ? "true" : "false").utf8)
      case .null: text += Array("null".utf8)
      }
      // An opening bracket or a key is followed by its first item or value, without a comma.
      switch event {
      case .objectStart, .arrayStart, .key: needsComma = false
      default: needsComma = true
      }
    }
    return text
  }
}
