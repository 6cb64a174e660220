import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A JSON string or object key as it stands in the input: the bytes between its quotes, valid
/// only during the ``JSONEventHandler`` call that receives it (copy what you keep).
///
/// The scanner has already checked it: well-formed UTF-8, no raw control character, and only
/// JSON's escapes (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX` with paired
/// surrogates).
struct JSONText {
  /// The raw bytes between the quotes, escapes undecoded.
  var raw: UnsafeRawBufferPointer
  /// Whether `raw` holds a backslash escape.
  var hasEscapes: Bool

  /// Whether the text is exactly `literal` (ASCII, compared after decoding escapes).
  func equals(_ literal: StaticString) -> Bool {
    guard !hasEscapes else { return string() == literal.description }
    let count = literal.utf8CodeUnitCount
    guard raw.count == count, let base = raw.baseAddress else { return count == 0 }
    return memcmp(base, literal.utf8Start, count) == 0
  }

  /// The decoded text.
  func string() -> String {
    guard hasEscapes else { return String(decoding: raw, as: UTF8.self) }
    return String(decoding: JSONText.unescaped(raw), as: UTF8.self)
  }

  /// The UTF-8 bytes of a checked string with its escapes decoded.
  static func unescaped(_ raw: UnsafeRawBufferPointer) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < raw.count else {
        bytes.append(byte)
        index += 1
        continue
      }
      let escape = raw[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = JSONText.hex4(raw, at: index) ?? 0xFFFD
        index += 4
        if (0xD800...0xDBFF).contains(scalar), let low = JSONText.hex4(raw, at: index + 2),
          (0xDC00...0xDFFF).contains(low)
        {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        let decoded = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        bytes.append(contentsOf: Array(String(Character(decoded)).utf8))
      default: bytes.append(escape)
      }
    }
    return bytes
  }

  /// The value of the four hex digits at `raw[at..<at+4]`, or `nil`.
  static func hex4(_ raw: UnsafeRawBufferPointer, at: Int) -> UInt32? {
    guard at >= 0, at + 4 <= raw.count else { return nil }
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard let digit = hexDigit(raw[at + offset]) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  /// The value of one hex digit, or `nil`.
  static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}

/// A JSON number as it stands in the input (grammar already checked), valid only during the
/// ``JSONEventHandler`` call that receives it.
struct JSONNumberText {
  /// The number's bytes.
  var raw: UnsafeRawBufferPointer

  /// The value, or `nil` when it is not a finite `Double` (`1e400`) or longer than 64 bytes.
  var value: Double? { ByteNumber.parse(raw, offset: 0, length: raw.count) }
}

/// One scalar JSON value.
enum JSONValue {
  /// A string.
  case string(JSONText)
  /// A number.
  case number(JSONNumberText)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}

/// Receives a JSON document's structure as ``JSONScanner`` reads it, in document order. Each
/// call gets the 1-based line its token starts on.
protocol JSONEventHandler {
  /// `{`.
  mutating func objectStart(line: Int) throws(ParseError)
  /// `}`.
  mutating func objectEnd(line: Int) throws(ParseError)
  /// `[`.
  mutating func arrayStart(line: Int) throws(ParseError)
  /// `]`.
  mutating func arrayEnd(line: Int) throws(ParseError)
  /// An object's key (its value follows).
  mutating func key(_ key: JSONText, line: Int) throws(ParseError)
  /// A string, number, `true`, `false` or `null`.
  mutating func value(_ value: JSONValue, line: Int) throws(ParseError)
}
