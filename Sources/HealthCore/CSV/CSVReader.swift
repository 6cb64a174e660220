/// One CSV record: its fields and the 1-based physical line it starts on.
struct CSVRow: Sendable, Equatable {
  /// The 1-based physical line of the record's first character.
  var line: Int
  /// The fields, unquoted, with `""` turned into `"`; not trimmed.
  var fields: [String]
  /// Whether the record ended inside a quoted field (the file ended first).
  var hasUnterminatedQuote = false

  /// Whether every field is empty or whitespace (a blank line or `,,`).
  var isBlank: Bool {
    fields.allSatisfy { $0.allSatisfy { $0 == " " || $0 == "\t" } }
  }
}

/// A small cursor over UTF-8 bytes that yields CSV records (RFC 4180, leniently).
///
/// Handles a leading UTF-8 byte order mark, LF and CRLF (and a lone CR) line ends, a missing
/// final newline, quoted fields that contain commas, quotes (`""`) and line breaks. A quote
/// only opens a quoted field at the start of a field; elsewhere it is an ordinary character,
/// and characters after a closing quote are kept. Line numbers count physical lines, so a
/// record after a quoted line break reports the line it starts on.
struct CSVReader: Sendable, IteratorProtocol, Sequence {
  private let bytes: [UInt8]
  private var position: Int
  private var line = 1

  /// Creates a reader over `text`.
  /// - Parameter text: the whole CSV text.
  init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Creates a reader over UTF-8 bytes.
  /// - Parameter bytes: the whole CSV content.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    self.position = hasBOM ? 3 : 0
  }

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let newline = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  /// The next record, or `nil` at the end of the input.
  mutating func next() -> CSVRow? {
    guard position < bytes.count else { return nil }
    var row = CSVRow(line: line, fields: [])
    var field: [UInt8] = []
    var inQuotes = false
    var fieldStart = true
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if inQuotes {
        if byte == CSVReader.quote {
          if position < bytes.count, bytes[position] == CSVReader.quote {
            field.append(byte)
            position += 1
          } else {
            inQuotes = false
          }
        } else {
          if byte == CSVReader.newline
            || (byte == CSVReader.carriageReturn && !nextIs(CSVReader.newline))
          {
            line += 1
          }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case CSVReader.quote where fieldStart:
        inQuotes = true
        fieldStart = false
      case CSVReader.comma:
        row.fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        fieldStart = true
      case CSVReader.newline, CSVReader.carriageReturn:
        if byte == CSVReader.carriageReturn, nextIs(CSVReader.newline) {
          position += 1
        }
        line += 1
        row.fields.append(String(decoding: field, as: UTF8.self))
        return row
      default:
        field.append(byte)
        fieldStart = false
      }
    }
    row.hasUnterminatedQuote = inQuotes
    row.fields.append(String(decoding: field, as: UTF8.self))
    return row
  }

  private func nextIs(_ byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }
}
