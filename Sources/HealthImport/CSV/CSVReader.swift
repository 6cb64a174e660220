import HealthCore

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

/// A cursor over a whole CSV text that yields its records (see ``CSVRecord`` for the rules).
///
/// Skips a leading UTF-8 byte order mark. Line numbers count physical lines, so a record after
/// a quoted line break reports the line it starts on. The streaming importer reads the same
/// records chunk by chunk (`CSVStreamingImporter`).
struct CSVReader: Sendable, IteratorProtocol, Sequence {
  private let bytes: [UInt8]
  private var position: Int
  private var line = 1
  private var record = CSVRecord()

  /// Creates a reader over `text`.
  /// - Parameter text: the whole CSV text.
  init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  /// Creates a reader over UTF-8 bytes.
  /// - Parameter bytes: the whole CSV content.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    self.position = CSVReader.hasByteOrderMark(bytes[...]) ? 3 : 0
  }

  /// Whether `bytes` start with the UTF-8 byte order mark.
  static func hasByteOrderMark<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) && bytes.count >= 3
  }

  /// The next record, or `nil` at the end of the input.
  mutating func next() -> CSVRow? {
    var record = self.record
    let start = position
    let row: CSVRow? = bytes.withUnsafeBytes { buffer in
      guard record.scan(buffer, from: start, final: true) else { return nil }
      return record.row(in: buffer, line: line)
    }
    guard let row else { return nil }
    position = record.end
    line += record.lineBreaks
    self.record = record
    return row
  }
}
