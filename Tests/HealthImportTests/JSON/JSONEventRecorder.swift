@testable import HealthCore
@testable import HealthImport

/// A ``JSONEventHandler`` that writes every event as a short token, for table tests:
/// `{ } [ ] k:name s:text n:1.5 b:true null`, separated by spaces.
struct JSONEventRecorder: JSONEventHandler {
  var tokens: [String] = []

  mutating func objectStart(line: Int) throws(ParseError) { tokens.append("{") }
  mutating func objectEnd(line: Int) throws(ParseError) { tokens.append("}") }
  mutating func arrayStart(line: Int) throws(ParseError) { tokens.append("[") }
  mutating func arrayEnd(line: Int) throws(ParseError) { tokens.append("]") }
  mutating func key(_ key: JSONText, line: Int) throws(ParseError) {
    tokens.append("k:" + key.string())
  }
  mutating func value(_ value: JSONValue, line: Int) throws(ParseError) {
    switch value {
    case .string(let text): tokens.append("s:" + text.string())
    case .number(let number):
      tokens.append("n:" + (number.value.map { "\($0)" } ?? "nonfinite"))
    case .bool(let flag): tokens.append("b:\(flag)")
    case .null: tokens.append("null")
    }
  }

  /// The events of `text` fed in chunks of `chunk` bytes (the whole text at once for 0).
  static func events(of bytes: [UInt8], chunk: Int = 0) throws(ParseError) -> String {
    var scanner = JSONScanner(path: "t.json")
    var recorder = JSONEventRecorder()
    let size = chunk == 0 ? max(bytes.count, 1) : chunk
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + size)
      try withBuffer(of: Array(bytes[start..<end])) { (buffer) throws(ParseError) in
        try scanner.consume(buffer, into: &recorder)
      }
      start = end
    }
    try scanner.finish(into: &recorder)
    return recorder.tokens.joined(separator: " ")
  }
}
