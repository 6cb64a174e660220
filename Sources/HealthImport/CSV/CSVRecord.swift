import HealthCore

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
  /// Field `i` is `bounds[2 * i] ..< bounds[2 * i + 1]`, in buffer offsets; only the first
  /// `2 * fieldCount` entries are used (the array grows when a record has more fields).
  private(set) var bounds = [Int](repeating: 0, count: 64)
  /// The number of fields.
  private(set) var fieldCount = 0
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

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// A whole record, as one scan found it.
  private struct Found {
    var fieldCount = 0
    var contentEnd = 0
    var end = 0
    var lineBreaks = 0
    var hasQuote = false
    var hasHighBytes = false
    var hasUnterminatedQuote = false
  }

  /// What one scan found.
  private enum Outcome {
    /// A whole record: its fields are in the slots.
    case record(Found)
    /// Not a whole record (at the end, or more bytes are needed).
    case none
    /// More fields than the slots hold: grow them and scan again.
    case full
  }

  /// Finds the record starting at `from` in `buffer`.
  /// - Parameters:
  ///   - buffer: UTF-8 bytes.
  ///   - from: the offset of the record's first byte.
  ///   - final: whether no bytes follow `buffer` (a record may then end without a line break).
  /// - Returns: `true` when a whole record was found (its bounds are in `self`); `false` when
  ///   `from` is at the end, or, unless `final`, when more bytes are needed to know where the
  ///   record ends (including a CR or a quote as the last byte).
  mutating func scan(_ buffer: UnsafeRawBufferPointer, from: Int, final: Bool) -> Bool {
    guard from >= 0, from < buffer.count, buffer.baseAddress != nil else { return false }
    while true {
      let outcome = bounds.withUnsafeMutableBufferPointer { slots in
        Self.scan(buffer, from: from, final: final, into: slots)
      }
      switch outcome {
      case .record(let found):
        start = from
        fieldCount = found.fieldCount
        contentEnd = found.contentEnd
        end = found.end
        lineBreaks = found.lineBreaks
        hasQuote = found.hasQuote
        hasHighBytes = found.hasHighBytes
        hasUnterminatedQuote = found.hasUnterminatedQuote
        return true
      case .none:
        return false
      case .full:
        bounds.append(contentsOf: repeatElement(0, count: bounds.count))
      }
    }
  }

  /// The scan proper, writing field bounds into `slots` (without growing it).
  private static func scan(
    _ buffer: UnsafeRawBufferPointer, from: Int, final: Bool,
    into slots: UnsafeMutableBufferPointer<Int>
  ) -> Outcome {
    guard let base = buffer.baseAddress else { return .none }
    let count = buffer.count
    let capacity = slots.count / 2
    var fields = 0
    var hasQuote = false
    var position = from
    var fieldStart = from
    var atFieldStart = true
    var inQuotes = false
    var high = false
    var breaks = 0
    @inline(__always) func load(_ offset: Int) -> UInt8 {
      base.load(fromByteOffset: offset, as: UInt8.self)
    }
    while position < count {
      if inQuotes {
        let byte = load(position)
        position += 1
        if byte == Self.quote {
          if position < count {
            if load(position) == Self.quote {
              position += 1
            } else {
              inQuotes = false
            }
          } else if final {
            inQuotes = false
          } else {
            return .none
          }
        } else if byte == Self.newline {
          breaks += 1
        } else if byte == Self.carriageReturn {
          if position < count {
            if load(position) != Self.newline { breaks += 1 }
          } else if final {
            breaks += 1
          } else {
            return .none
          }
        } else if byte >= 0x80 {
          high = true
        }
        continue
      }
      // Skip ordinary bytes a word at a time: stop at a comma, quote, CR, LF or byte >= 0x80.
      while position + 8 <= count {
        let word = UInt64(
          littleEndian: base.loadUnaligned(fromByteOffset: position, as: UInt64.self))
        let special =
          ByteText.zeroBytes(word ^ 0x2C2C_2C2C_2C2C_2C2C)
          | ByteText.zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)
          | ByteText.zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
          | ByteText.zeroBytes(word ^ 0x2222_2222_2222_2222) | (word & 0x8080_8080_8080_8080)
        if special == 0 {
          atFieldStart = false
          position += 8
          continue
        }
        let skip = special.trailingZeroBitCount >> 3
        if skip > 0 { atFieldStart = false }
        position += skip
        break
      }
      guard position < count else { break }
      let byte = load(position)
      position += 1
      switch byte {
      case Self.quote:
        hasQuote = true
        if atFieldStart { inQuotes = true }
        atFieldStart = false
      case Self.comma:
        guard fields < capacity else { return .full }
        slots[2 * fields] = fieldStart
        slots[2 * fields + 1] = position - 1
        fields += 1
        fieldStart = position
        atFieldStart = true
      case Self.newline, Self.carriageReturn:
        let last = position - 1
        if byte == Self.carriageReturn {
          if position < count {
            if load(position) == Self.newline { position += 1 }
          } else if !final {
            return .none
          }
        }
        guard fields < capacity else { return .full }
        slots[2 * fields] = fieldStart
        slots[2 * fields + 1] = last
        return .record(
          Found(
            fieldCount: fields + 1, contentEnd: last, end: position, lineBreaks: breaks + 1,
            hasQuote: hasQuote, hasHighBytes: high, hasUnterminatedQuote: false))
      default:
        if byte >= 0x80 { high = true }
        atFieldStart = false
      }
    }
    guard final else { return .none }
    guard fields < capacity else { return .full }
    slots[2 * fields] = fieldStart
    slots[2 * fields + 1] = count
    return .record(
      Found(
        fieldCount: fields + 1, contentEnd: count, end: count, lineBreaks: breaks,
        hasQuote: hasQuote, hasHighBytes: high, hasUnterminatedQuote: inQuotes))
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
