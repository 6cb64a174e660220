/// Where one CSV record lies in a buffer of UTF-8 bytes, found by ``scan(_:from:final:)``:
/// the byte range of each field (quotes still in), where the record ends, and what it holds.
///
/// The rules are RFC 4180's, leniently: LF, CRLF and a lone CR end a record; a quote opens a
/// quoted field only at the start of a field, where commas and line breaks are data and `""`
/// is a quote; elsewhere a quote is an ordinary character, and characters after a closing
/// quote are kept. Line breaks inside quoted fields count as physical lines.
///
/// Scanning needs no state from earlier records, so a streaming reader keeps only the bytes of
/// a record cut by a chunk's end and scans it again when more bytes arrive.
struct CSVRecord: Sendable {
  /// Field `i` is `bounds[2 * i] ..< bounds[2 * i + 1]`, in buffer offsets.
  private(set) var bounds: [Int] = []
  /// The offset just past the record's line break (the next record's start).
  private(set) var end = 0
  /// The offset just past the last field (where the line break starts).
  private(set) var contentEnd = 0
  /// The offset of the record's first byte.
  private(set) var start = 0
  /// Line breaks from the record's start to `end`: inside quoted fields and the final one.
  private(set) var lineBreaks = 0
  /// Whether a quote character occurs outside a quoted field's data (fields must be decoded).
  private(set) var hasQuote = false
  /// Whether a byte ≥ 0x80 occurs (the bytes must be checked as UTF-8).
  private(set) var hasHighBytes = false
  /// Whether the input ended inside a quoted field.
  private(set) var hasUnterminatedQuote = false

  /// The number of fields.
  var fieldCount: Int { bounds.count / 2 }

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// Finds the record starting at `from` in `buffer`.
  /// - Parameters:
  ///   - buffer: UTF-8 bytes.
  ///   - from: the offset of the record's first byte.
  ///   - final: whether no bytes follow `buffer` (a record may then end without a line break).
  /// - Returns: `true` when a whole record was found (its bounds are in `self`); `false` when
  ///   `from` is at the end, or, unless `final`, when more bytes are needed to know where the
  ///   record ends (including a CR or a quote as the last byte).
  mutating func scan(_ buffer: UnsafeRawBufferPointer, from: Int, final: Bool) -> Bool {
    let count = buffer.count
    guard from >= 0, from < count, let base = buffer.baseAddress else { return false }
    bounds.removeAll(keepingCapacity: true)
    start = from
    hasQuote = false
    var position = from
    var fieldStart = from
    var atFieldStart = true
    var inQuotes = false
    var high: UInt8 = 0
    var breaks = 0
    while position < count {
      let byte = base.load(fromByteOffset: position, as: UInt8.self)
      position += 1
      high |= byte
      if inQuotes {
        if byte == Self.quote {
          if position < count {
            if base.load(fromByteOffset: position, as: UInt8.self) == Self.quote {
              position += 1
            } else {
              inQuotes = false
            }
          } else if final {
            inQuotes = false
          } else {
            return false
          }
        } else if byte == Self.newline {
          breaks += 1
        } else if byte == Self.carriageReturn {
          if position < count {
            if base.load(fromByteOffset: position, as: UInt8.self) != Self.newline { breaks += 1 }
          } else if final {
            breaks += 1
          } else {
            return false
          }
        }
        continue
      }
      switch byte {
      case Self.quote:
        hasQuote = true
        if atFieldStart { inQuotes = true }
        atFieldStart = false
      case Self.comma:
        bounds.append(fieldStart)
        bounds.append(position - 1)
        fieldStart = position
        atFieldStart = true
      case Self.newline, Self.carriageReturn:
        let last = position - 1
        if byte == Self.carriageReturn {
          if position < count {
            if base.load(fromByteOffset: position, as: UInt8.self) == Self.newline {
              position += 1
            }
          } else if !final {
            return false
          }
        }
        bounds.append(fieldStart)
        bounds.append(last)
        contentEnd = last
        end = position
        lineBreaks = breaks + 1
        hasHighBytes = high >= 0x80
        hasUnterminatedQuote = false
        return true
      default:
        atFieldStart = false
      }
    }
    guard final else { return false }
    bounds.append(fieldStart)
    bounds.append(count)
    contentEnd = count
    end = count
    lineBreaks = breaks
    hasHighBytes = high >= 0x80
    hasUnterminatedQuote = inQuotes
    return true
  }

  /// The byte range of field `index` (quotes still in).
  /// - Parameter index: `0 ..< fieldCount`.
  /// - Returns: the offsets in the scanned buffer.
  func range(of index: Int) -> Range<Int> {
    bounds[2 * index]..<bounds[2 * index + 1]
  }

  /// Whether the record's bytes are valid UTF-8 (always, when it has no byte ≥ 0x80).
  /// - Parameter buffer: the scanned buffer.
  /// - Returns: `false` for an invalid or incomplete sequence.
  func isValidUTF8(in buffer: UnsafeRawBufferPointer) -> Bool {
    guard hasHighBytes else { return true }
    return String(validating: buffer[start..<end], as: UTF8.self) != nil
  }

  /// The record as a row of decoded fields (quotes removed, `""` turned into `"`).
  /// - Parameters:
  ///   - buffer: the scanned buffer.
  ///   - line: the 1-based physical line the record starts on.
  /// - Returns: the row.
  func row(in buffer: UnsafeRawBufferPointer, line: Int) -> CSVRow {
    var fields: [String] = []
    fields.reserveCapacity(fieldCount)
    for index in 0..<fieldCount {
      let bytes = buffer[range(of: index)]
      if hasQuote, bytes.first == Self.quote {
        fields.append(Self.unquote(bytes))
      } else {
        fields.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    return CSVRow(line: line, fields: fields, hasUnterminatedQuote: hasUnterminatedQuote)
  }

  /// The text of a field that starts with a quote: the quoted part without its quotes and
  /// with `""` as `"`, followed by whatever came after the closing quote.
  private static func unquote(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count)
    var index = bytes.startIndex + 1
    var inQuotes = true
    while index < bytes.endIndex {
      let byte = bytes[index]
      index += 1
      if inQuotes, byte == quote {
        if index < bytes.endIndex, bytes[index] == quote {
          text.append(quote)
          index += 1
        } else {
          inQuotes = false
        }
      } else {
        text.append(byte)
      }
    }
    return String(decoding: text, as: UTF8.self)
  }
}
