import HealthCore

/// The scanning loop: the grammar's state machine over one buffer.
extension JSONScanner {
  /// Scans `buffer`'s complete tokens, reporting each to `handler`.
  /// - Parameters:
  ///   - buffer: bytes that follow everything scanned so far.
  ///   - final: whether the input ends with `buffer` (then a cut token is an error).
  ///   - handler: receives the structure.
  /// - Returns: the offset of the first byte not scanned: the start of a token that `buffer`
  ///   cuts short, or `buffer.count`.
  /// - Throws: `ParseError` `.invalidContent` at the first byte that is not JSON.
  mutating func scan<Handler: JSONEventHandler>(
    _ buffer: UnsafeRawBufferPointer, final: Bool, into handler: inout Handler
  ) throws(ParseError) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    let count = buffer.count
    let startOffset = offset
    var index = 0
    defer { offset = startOffset + index }
    // Every load below is at an index checked against `count`.
    @inline(__always) func byte(_ at: Int) -> UInt8 {
      base.load(fromByteOffset: at, as: UInt8.self)
    }
    /// Skips whitespace from `index`, counting lines.
    @inline(__always) func skipSpace() {
      while index < count {
        let next = byte(index)
        guard next <= 0x20, next == 0x20 || next == 0x0A || next == 0x09 || next == 0x0D else {
          return
        }
        if next == 0x0A { line += 1 }
        index += 1
      }
    }
    /// After a value: takes a following `,` at once (the common case), so the loop's next
    /// turn starts at the next key or value.
    @inline(__always) func valueDone() {
      valueEnded()
      skipSpace()
      if index < count, byte(index) == UInt8(ascii: ","), let inObject = containers.last {
        expectation = inObject ? .key : .value
        index += 1
      }
    }
    /// At a container's closing bracket: reports the container's end, steps past the bracket
    /// and finishes the value.
    @inline(__always) func closeContainer() throws(ParseError) {
      try close(into: &handler)
      index += 1
      valueDone()
    }
    while index < count {
      let current = byte(index)
      if current <= 0x20, current == 0x20 || current == 0x0A || current == 0x09 || current == 0x0D {
        skipSpace()
        continue
      }
      let here = startOffset + index
      switch expectation {
      case .colon:
        guard current == UInt8(ascii: ":") else {
          throw error("expected ':' after an object's key, found \(describe(current))", at: here)
        }
        expectation = .value
        index += 1
      case .commaOrEnd:
        let inObject = containers.last == true
        if current == UInt8(ascii: ",") {
          expectation = inObject ? .key : .value
          index += 1
        } else if current == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
          try closeContainer()
        } else {
          throw error(
            "expected ',' or '\(inObject ? "}" : "]")' after a value, found \(describe(current))",
            at: here)
        }
      case .keyOrObjectEnd, .key:
        if current == UInt8(ascii: "}"), expectation == .keyOrObjectEnd {
          try closeContainer()
        } else if current == UInt8(ascii: "\"") {
          guard let end = try stringEnd(buffer, from: index, final: final) else { return index }
          let text = JSONText(
            raw: UnsafeRawBufferPointer(rebasing: buffer[(index + 1)..<(end.quote)]),
            hasEscapes: end.hasEscapes)
          try handler.key(text, line: line)
          expectation = .colon
          index = end.quote + 1
          skipSpace()
          if index < count, byte(index) == UInt8(ascii: ":") {
            expectation = .value
            index += 1
          }
        } else {
          let trailing = current == UInt8(ascii: "}") ? " (a comma before '}')" : ""
          throw error(
            "expected an object key in double quotes, found \(describe(current))\(trailing)",
            at: here)
        }
      case .value, .valueOrArrayEnd:
        if current == UInt8(ascii: "]"), expectation == .valueOrArrayEnd {
          try closeContainer()
          continue
        }
        switch current {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          guard containers.count < JSONScanner.maximumDepth else {
            throw error(
              "objects and arrays nested deeper than \(JSONScanner.maximumDepth) levels", at: here)
          }
          let isObject = current == UInt8(ascii: "{")
          containers.append(isObject)
          if isObject {
            try handler.objectStart(line: line)
            expectation = .keyOrObjectEnd
          } else {
            try handler.arrayStart(line: line)
            expectation = .valueOrArrayEnd
          }
          index += 1
        case UInt8(ascii: "\""):
          guard let end = try stringEnd(buffer, from: index, final: final) else { return index }
          let text = JSONText(
            raw: UnsafeRawBufferPointer(rebasing: buffer[(index + 1)..<(end.quote)]),
            hasEscapes: end.hasEscapes)
          try handler.value(.string(text), line: line)
          index = end.quote + 1
          valueDone()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          var end = index + 1
          while end < count, JSONScanner.continuesWord(byte(end)) { end += 1 }
          if end == count, !final { return index }
          let raw = UnsafeRawBufferPointer(rebasing: buffer[index..<end])
          guard JSONScanner.isNumber(raw) else {
            throw error("not a JSON number: \(DiagnosticText.quoted(utf8: raw))", at: here)
          }
          try handler.value(.number(JSONNumberText(raw: raw)), line: line)
          index = end
          valueDone()
        default:
          var end = index
          while end < count, JSONScanner.continuesWord(byte(end)) { end += 1 }
          if end == count, !final, end > index { return index }
          let word = UnsafeRawBufferPointer(rebasing: buffer[index..<end])
          let value: JSONValue
          if word.elementsEqual("true".utf8) {
            value = .bool(true)
          } else if word.elementsEqual("false".utf8) {
            value = .bool(false)
          } else if word.elementsEqual("null".utf8) {
            value = .null
          } else if word.isEmpty {
            let trailing = current == UInt8(ascii: "]") ? " (a comma before ']')" : ""
            throw error("expected a value, found \(describe(current))\(trailing)", at: here)
          } else {
            let shown = DiagnosticText.quoted(utf8: word)
            throw error("expected a value, found \(shown)\(JSONScanner.hint(for: word))", at: here)
          }
          try handler.value(value, line: line)
          index = end
          valueDone()
        }
      case .end:
        throw error("more data after the end of the JSON document: \(describe(current))", at: here)
      }
    }
    return count
  }

  /// Closes the innermost container.
  private mutating func close<Handler: JSONEventHandler>(
    into handler: inout Handler
  ) throws(ParseError) {
    let isObject = containers.removeLast()
    if isObject {
      try handler.objectEnd(line: line)
    } else {
      try handler.arrayEnd(line: line)
    }
    valueEnded()
  }

  /// Moves past a complete value.
  private mutating func valueEnded() {
    expectation = containers.isEmpty ? .end : .commaOrEnd
  }

  /// Why a word that is not a JSON literal was probably written.
  static func hint(for word: UnsafeRawBufferPointer) -> String {
    let text = String(decoding: word, as: UTF8.self)
    switch text {
    case "NaN", "Infinity", "-Infinity", "nan", "inf", "-inf":
      return " (JSON has no NaN or Infinity)"
    case "True", "False", "None", "Null", "NULL", "TRUE", "FALSE":
      return " (JSON's literals are true, false and null)"
    default:
      return ""
    }
  }

  /// A byte for a message: `'x'`, or its code for a control or non-ASCII byte.
  func describe(_ byte: UInt8) -> String {
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  /// The error at `offset` (bytes from the start of the input) on the current line.
  func error(_ reason: String, at offset: Int) -> ParseError {
    ParseError(
      path: path, line: line,
      reason: .invalidContent("not valid JSON at byte \(offset + 1): \(reason)"))
  }
}
