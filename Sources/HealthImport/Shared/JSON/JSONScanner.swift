import HealthCore

/// A push-based streaming JSON reader (RFC 8259): feed chunks of any size with
/// ``consume(_:into:)``, then call ``finish(into:)``; it reports the document's structure to a
/// ``JSONEventHandler`` as it goes and never builds a tree, so memory stays bounded by the
/// nesting depth and the longest single token whatever the document's size.
///
/// It is strict: anything that is not JSON is an error naming the line and byte offset, among
/// them `NaN`, `Infinity`, comments, trailing commas, single quotes, raw control characters in
/// strings, unknown escapes, lone surrogates, malformed UTF-8, UTF-16 or UTF-32 text, nesting
/// deeper than ``maximumDepth``, a token longer than ``maximumTokenLength`` and a document that
/// ends early. A UTF-8 byte order mark at the start is skipped, as RFC 8259 allows.
struct JSONScanner {
  /// What the grammar allows next.
  enum Expectation: UInt8 {
    /// Any value (the document's root, after `:` or after `,` in an array).
    case value
    /// A value or `]` (right after `[`).
    case valueOrArrayEnd
    /// A key or `}` (right after `{`).
    case keyOrObjectEnd
    /// A key (after `,` in an object).
    case key
    /// `:` after a key.
    case colon
    /// `,` or the end of the open container, after a value.
    case commaOrEnd
    /// Nothing but whitespace: the root value is complete.
    case end
  }

  /// The deepest nesting of objects and arrays accepted.
  static let maximumDepth = 64
  /// The longest string or number accepted, in bytes.
  static let maximumTokenLength = 1 << 20

  /// The input's path, for errors.
  let path: String
  /// What the grammar allows next.
  var expectation = Expectation.value
  /// The open containers, innermost last: `true` for an object, `false` for an array.
  var containers: [Bool] = []
  /// The 1-based line of the next byte to scan.
  var line = 1
  /// The offset in the whole input of the next byte to scan.
  var offset = 0
  /// Whether the first bytes (a byte order mark, UTF-16) have been looked at.
  var startChecked = false
  /// A token cut by a chunk boundary, kept until it is complete.
  var carry: [UInt8] = []
  /// The last strings with non-ASCII bytes found well-formed, not checked again.
  var validStrings = ValidUTF8Memo()

  /// Creates a scanner for the input at `path`.
  init(path: String) {
    self.path = path
  }

  /// Scans the next chunk; a token may straddle chunk boundaries.
  /// - Parameters:
  ///   - bytes: the next bytes of the input, any length.
  ///   - handler: receives the structure.
  /// - Throws: `ParseError` `.invalidContent` at the first byte that is not JSON.
  mutating func consume<Handler: JSONEventHandler>(
    _ bytes: UnsafeRawBufferPointer, into handler: inout Handler
  ) throws(ParseError) {
    guard startChecked else {
      // The first bytes go through `carry`, where a byte order mark is dropped.
      carry.append(contentsOf: bytes)
      guard carry.count >= 4 else { return }
      try checkStart()
      try scanKeptBytes(final: false, into: &handler)
      return
    }
    var start = 0
    while !carry.isEmpty {
      // Complete the cut token from the new bytes, then scan it on its own.
      guard let end = tokenEnd(in: bytes, from: start) else {
        carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start...]))
        return try checkCarryLength()
      }
      carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
      start = end
      try checkCarryLength()
      try scanKeptBytes(final: false, into: &handler)
    }
    let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
    let stop = try scan(rest, final: false, into: &handler)
    carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[stop...]))
    try checkCarryLength()
  }

  /// Ends the input: scans what is left and checks that the document is complete.
  /// - Throws: `ParseError` `.invalidContent` when the input is empty, not JSON, or ends before
  ///   its root value does (a truncated file).
  mutating func finish<Handler: JSONEventHandler>(into handler: inout Handler) throws(ParseError) {
    if !startChecked { try checkStart() }
    if !carry.isEmpty { try scanKeptBytes(final: true, into: &handler) }
    guard expectation == .end else {
      if containers.isEmpty, expectation == .value {
        throw error("the file holds no JSON value", at: offset)
      }
      let inside = containers.last == true ? "an object" : "an array"
      throw error(
        "the file ends inside \(inside) (truncated?); \(containers.count) level"
          + "\(containers.count == 1 ? " is" : "s are") still open", at: offset)
    }
  }

  /// Scans `carry` as a buffer of its own and keeps only what is left of it (a token that
  /// is still incomplete).
  private mutating func scanKeptBytes<Handler: JSONEventHandler>(
    final: Bool, into handler: inout Handler
  ) throws(ParseError) {
    let bytes = carry
    let outcome: Result<Int, ParseError> = bytes.withUnsafeBytes { buffer in
      do throws(ParseError) {
        return .success(try scan(buffer, final: final, into: &handler))
      } catch {
        return .failure(error)
      }
    }
    carry.removeFirst(try outcome.get())
  }

  /// Where the token kept in `carry` ends in `bytes[from...]`: just after the closing quote of
  /// a string, or just after the first byte that cannot continue a number or literal (that
  /// byte is whitespace, punctuation or an error, each complete on its own); `nil` when the
  /// token runs past the end of `bytes`.
  private func tokenEnd(in bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
    guard let first = carry.first else { return from }
    if first == UInt8(ascii: "\"") {
      var trailing = 0
      for byte in carry.dropFirst().reversed() {
        guard byte == UInt8(ascii: "\\") else { break }
        trailing += 1
      }
      var escaped = trailing % 2 == 1
      var index = from
      while index < bytes.count {
        let byte = bytes[index]
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          return index + 1
        }
        index += 1
      }
      return nil
    }
    var index = from
    while index < bytes.count {
      if !JSONScanner.continuesWord(bytes[index]) { return index + 1 }
      index += 1
    }
    return nil
  }

  /// Whether `byte` can continue a number or a literal (`true`, `false`, `null`): letters,
  /// digits, `+`, `-` and `.`.
  @inline(__always)
  static func continuesWord(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Throws when the kept partial token has grown past ``maximumTokenLength``.
  private func checkCarryLength() throws(ParseError) {
    if carry.count > JSONScanner.maximumTokenLength {
      throw error(
        "a string or number longer than \(JSONScanner.maximumTokenLength >> 20) MiB",
        at: offset)
    }
  }

  /// Looks at the first bytes, kept in `carry`: drops a UTF-8 byte order mark, and refuses
  /// UTF-16 and UTF-32 text (their byte order marks, or a NUL among the first bytes).
  private mutating func checkStart() throws(ParseError) {
    startChecked = true
    let first = Array(carry.prefix(4))
    if first.starts(with: [0xFE, 0xFF]) || first.starts(with: [0xFF, 0xFE]) || first.contains(0) {
      throw error(
        "the file is UTF-16 or UTF-32 text; JSON files must be UTF-8 (save it as UTF-8)", at: 0)
    }
    if first.starts(with: [0xEF, 0xBB, 0xBF]) {
      carry.removeFirst(3)
      offset = 3
    }
  }
}
