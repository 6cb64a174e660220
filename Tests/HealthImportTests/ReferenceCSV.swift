import Foundation

@testable import HealthCore
@testable import HealthImport

/// The CSV importer as it was before streaming (whole text, `[String]` rows, all samples, then
/// `HealthDataset(samples:)`): the oracle the streaming importer and its fast path must match.
enum ReferenceCSV {
  /// Parses `bytes` the old way: UTF-8 check first, then rows, samples and the dataset.
  static func parse(
    _ bytes: [UInt8], path: String = "x.csv", unit: WeightUnit = .pounds
  ) throws(ParseError) -> ImportResult {
    guard !bytes.isEmpty else { throw ParseError(path: path, reason: .emptyFile) }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ParseError(path: path, reason: .invalidContent("not UTF-8 text"))
    }
    var reader = ReferenceCSVReader(bytes: bytes)
    var header: CSVRow?
    while let row = reader.next() {
      if !row.isBlank {
        header = row
        break
      }
    }
    guard let header else { throw ParseError(path: path, reason: .emptyFile) }
    let layout = try CSVLayout(header: header, path: path)
    var warnings = layout.ignoredColumns.map { column in
      ImportWarning(
        path: path, line: header.line, message: "unknown column \"\(column.name)\"; column ignored")
    }
    var samples: [Sample] = []
    var rowIndex = 0
    while let row = reader.next() {
      guard !row.isBlank else { continue }
      rowIndex += 1
      switch layout.samples(from: row, order: Double(rowIndex), unit: unit) {
      case .success(let outcome):
        samples.append(contentsOf: outcome.samples)
        for problem in outcome.skippedCells {
          warnings.append(
            ImportWarning(path: path, line: row.line, message: problem.message + "; cell skipped"))
        }
      case .failure(let problem):
        warnings.append(
          ImportWarning(path: path, line: row.line, message: problem.message + "; row skipped"))
      }
    }
    var dataset = HealthDataset(source: .csv(path: path), samples: samples)
    for day in dataset.removeImplausibleDays() {
      warnings.append(ImportWarning(path: path, line: header.line, message: day.message))
    }
    return ImportResult(dataset: dataset, warnings: warnings)
  }
}

/// The byte-at-a-time CSV reader the importer used before `CSVRecord` (kept as the oracle).
struct ReferenceCSVReader: Sendable, IteratorProtocol, Sequence {
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
        if byte == ReferenceCSVReader.quote {
          if position < bytes.count, bytes[position] == ReferenceCSVReader.quote {
            field.append(byte)
            position += 1
          } else {
            inQuotes = false
          }
        } else {
          if byte == ReferenceCSVReader.newline
            || (byte == ReferenceCSVReader.carriageReturn && !nextIs(ReferenceCSVReader.newline))
          {
            line += 1
          }
          field.append(byte)
        }
        continue
      }
      switch byte {
      case ReferenceCSVReader.quote where fieldStart:
        inQuotes = true
        fieldStart = false
      case ReferenceCSVReader.comma:
        row.fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        fieldStart = true
      case ReferenceCSVReader.newline, ReferenceCSVReader.carriageReturn:
        if byte == ReferenceCSVReader.carriageReturn, nextIs(ReferenceCSVReader.newline) {
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
