import HealthCore

/// Strings and numbers: where they end and whether they are well formed.
extension JSONScanner {
  /// Where a string ends.
  struct StringEnd {
    /// The offset of the closing quote.
    var quote: Int
    /// Whether the string holds a backslash escape.
    var hasEscapes: Bool
  }

  /// Finds the closing quote of the string whose opening quote is at `buffer[from]`, checking
  /// its content on the way.
  /// - Returns: where it ends, or `nil` when `buffer` ends first and more input may follow.
  /// - Throws: `ParseError` for a raw control character, an unknown escape, a lone surrogate,
  ///   malformed UTF-8, a string longer than ``maximumTokenLength``, or the input's end.
  @inline(__always)
  mutating func stringEnd(
    _ buffer: UnsafeRawBufferPointer, from: Int, final: Bool
  ) throws(ParseError) -> StringEnd? {
    guard let base = buffer.baseAddress else { return nil }
    let count = buffer.count
    let limit = min(count, from + 1 + JSONScanner.maximumTokenLength)
    var index = from + 1
    var hasEscapes = false
    /// The bytes of the string, or'ed eight at a time: their high bits mark non-ASCII text,
    /// which alone needs the UTF-8 check.
    var highs: UInt64 = 0
    while true {
      // Eight bytes at a time up to the first quote, backslash or control character, which
      // the byte test below then takes (in the last eight bytes of the buffer, every byte).
      while index + 8 <= limit {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let special = JSONScanner.specialBytes(word)
        guard special == 0 else {
          let skipped = special.trailingZeroBitCount >> 3
          highs |= word & ~(UInt64.max << (skipped << 3))
          index += skipped
          break
        }
        highs |= word
        index += 8
      }
      guard index < limit else { break }
      let byte = base.load(fromByteOffset: index, as: UInt8.self)
      if byte == UInt8(ascii: "\"") {
        let raw = UnsafeRawBufferPointer(rebasing: buffer[(from + 1)..<index])
        if hasEscapes { try checkEscapes(raw, at: from + 1) }
        if highs & 0x8080_8080_8080_8080 != 0, !validStrings.contains(raw) {
          if let bad = JSONScanner.firstInvalidUTF8(raw) {
            throw error("invalid UTF-8 in a string", at: offset + from + 1 + bad)
          }
          validStrings.insert(raw)
        }
        return StringEnd(quote: index, hasEscapes: hasEscapes)
      } else if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        index += 2
      } else if byte < 0x20 {
        let what = byte == 0x0A ? "a line break" : "control character \(describe(byte))"
        throw error("\(what) inside a string (write it as an escape)", at: offset + index)
      } else {
        highs |= UInt64(byte)
        index += 1
      }
    }
    if from + 1 + JSONScanner.maximumTokenLength < count {
      throw error(
        "a string longer than \(JSONScanner.maximumTokenLength >> 20) MiB", at: offset + from)
    }
    if final { throw error("the file ends inside a string (truncated?)", at: offset + count) }
    return nil
  }

  /// The high bit of each of `word`'s eight bytes (little-endian: the first byte lowest) that
  /// is a quote, a backslash or a control character; exact up to the first such byte, so its
  /// lowest set bit finds that byte (bytes above it may be marked falsely). Non-ASCII bytes
  /// are never marked.
  @inline(__always)
  static func specialBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quote = ByteText.zeroBytes(word ^ (ones &* 0x22))
    let backslash = ByteText.zeroBytes(word ^ (ones &* 0x5C))
    let control = (word &- ones &* 0x20) & ~word & highs
    return quote | backslash | control
  }

  /// Checks every escape of a string's raw content (which starts at `start` in the buffer).
  private func checkEscapes(_ raw: UnsafeRawBufferPointer, at start: Int) throws(ParseError) {
    var index = 0
    while index < raw.count {
      guard raw[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      let at = offset + start + index
      guard index + 1 < raw.count else { throw error("a string ends in a backslash", at: at) }
      switch raw[index + 1] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
        index += 2
      case UInt8(ascii: "u"):
        guard let unit = JSONText.hex4(raw, at: index + 2) else {
          throw error("\\u must be followed by four hex digits", at: at)
        }
        index += 6
        if (0xDC00...0xDFFF).contains(unit) {
          throw error("a lone low surrogate \\u\(String(unit, radix: 16))", at: at)
        }
        if (0xD800...0xDBFF).contains(unit) {
          guard index + 1 < raw.count, raw[index] == UInt8(ascii: "\\"),
            raw[index + 1] == UInt8(ascii: "u"), let low = JSONText.hex4(raw, at: index + 2),
            (0xDC00...0xDFFF).contains(low)
          else { throw error("a lone high surrogate \\u\(String(unit, radix: 16))", at: at) }
          index += 6
        }
      default:
        throw error("unknown escape \\\(describe(raw[index + 1]))", at: at)
      }
    }
  }

  /// The offset of the first byte of `raw` that does not start or continue a well-formed
  /// UTF-8 sequence (no overlongs, surrogates or values past U+10FFFF), or `nil`.
  static func firstInvalidUTF8(_ raw: UnsafeRawBufferPointer) -> Int? {
    guard let base = raw.baseAddress else { return nil }
    let count = raw.count
    // Every load is at an offset checked against `count`.
    @inline(__always) func byte(_ at: Int) -> UInt8 {
      base.load(fromByteOffset: at, as: UInt8.self)
    }
    var index = 0
    while index < count {
      // ASCII eight bytes at a time, up to the first non-ASCII byte.
      if index + 8 <= count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let high = word & 0x8080_8080_8080_8080
        guard high != 0 else {
          index += 8
          continue
        }
        index += high.trailingZeroBitCount >> 3
      }
      let lead = byte(index)
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = byte(index + 1)
      guard second >= lower, second <= upper else { return index }
      for next in (index + 2)..<(index + length) where byte(next) & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }

  /// Whether `raw` is a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isNumber(_ raw: UnsafeRawBufferPointer) -> Bool {
    var index = 0
    let count = raw.count
    func digits() -> Int {
      let start = index
      while index < count, raw[index] &- 48 <= 9 { index += 1 }
      return index - start
    }
    if index < count, raw[index] == UInt8(ascii: "-") { index += 1 }
    guard index < count else { return false }
    if raw[index] == UInt8(ascii: "0") {
      index += 1
    } else if digits() == 0 {
      return false
    }
    if index < count, raw[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { return false }
    }
    if index < count, raw[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, raw[index] == UInt8(ascii: "+") || raw[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard digits() > 0 else { return false }
    }
    return index == count
  }
}
