import HealthCore

/// A push-based streaming reader of the CSV logs `CSVImporter` describes: feed chunks of any
/// size with ``consume(_:)``, then call ``finish()``.
///
/// Rows are aggregated per day as they arrive, so memory is bounded by days × metrics (plus
/// the longest record, at most 16 MiB, and the first 10,000 warnings), never by the file's
/// size. Any split of the input into chunks gives the same result: a record cut by a chunk's
/// end is kept and read once the rest has arrived; line numbers count physical lines across
/// chunks; a byte order mark is skipped only at the very start.
public struct CSVStreamingImporter: Sendable {
  /// The input's path as the user gave it, named in errors, warnings and the dataset's source.
  public let path: String
  /// The unit of a `weight` column or metric.
  public let unit: WeightUnit
  /// Bytes passed to ``consume(_:)`` so far.
  public private(set) var bytesConsumed = 0

  /// The longest record kept across chunks, in bytes.
  static let maximumRecordLength = 16 << 20
  /// The most warnings listed; the rest are counted in one last warning.
  static let warningLimit = 10_000

  /// The bytes of a record cut by a chunk's end.
  private var carry: [UInt8] = []
  /// The 1-based line of the next record.
  private var line = 1
  /// The header's line: where a warning about a whole day's total points (the day's rows may
  /// lie anywhere).
  private var headerLine = 1
  private var checkedByteOrderMark = false
  private var layout: CSVLayout?
  private var fastPath: CSVFastPath?
  /// Data rows read so far (blank rows aside): the next row's order.
  private var rowIndex = 0
  private var warnings: [ImportWarning] = []
  private var unlistedWarnings = 0
  private var lastUnlistedLine = 0
  private var table = CSVDayTable()
  private var record = CSVRecord()

  /// Creates an importer.
  /// - Parameters:
  ///   - path: the input's path, used in errors, warnings and `DataSource.csv(path:)`.
  ///   - unit: the unit of a `weight` column or metric.
  public init(path: String, unit: WeightUnit) {
    self.path = path
    self.unit = unit
  }

  /// Reads the next chunk of the file; a record may straddle chunk boundaries.
  /// - Parameter bytes: the next bytes of the file, any length (empty is allowed).
  /// - Throws: `ParseError` `.invalidContent` for a missing or unknown header (at its line),
  ///   bytes that are not UTF-8, or a record longer than 16 MiB.
  public mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(ParseError) {
    bytesConsumed += bytes.count
    guard !bytes.isEmpty else { return }
    var offset = 0
    if !carry.isEmpty {
      var appended = 0
      while true {
        let take = min(bytes.count - offset, max(carry.count, 4096))
        carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + take)]))
        offset += take
        appended += take
        let stop = try processCarry(final: false)
        let leftover = carry.count - stop
        if leftover <= appended {
          // What is left came from `bytes`: read it there.
          offset -= leftover
          carry.removeAll(keepingCapacity: true)
          break
        }
        carry.removeFirst(stop)
        try checkCarryLength()
        if offset == bytes.count { return }
      }
    }
    let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
    let stop = try process(rest, final: false)
    if stop < rest.count {
      carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: rest[stop...]))
      try checkCarryLength()
    }
  }

  /// Ends the input and returns the daily data and the warnings.
  /// - Returns: the dataset (source `.csv(path:)`, canonical units) and the warnings, in file
  ///   order (after the first 10,000, one warning counts the rest).
  /// - Throws: `ParseError` `.emptyFile` when there is no header, and as ``consume(_:)``.
  public mutating func finish() throws(ParseError) -> ImportResult {
    _ = try processCarry(final: true)
    carry.removeAll()
    guard layout != nil else { throw ParseError(path: path, reason: .emptyFile) }
    var listed = warnings
    if unlistedWarnings > 0 {
      listed.append(
        ImportWarning(
          path: path, line: lastUnlistedLine,
          message: "\(unlistedWarnings) more rows skipped with warnings up to this line"))
    }
    var dataset = HealthDataset(source: .csv(path: path), series: table.makeSeries())
    for day in dataset.removeImplausibleDays() {
      listed.append(ImportWarning(path: path, line: headerLine, message: day.message))
    }
    return ImportResult(dataset: dataset, warnings: listed)
  }

  /// Reads the kept bytes (moved out of `self` while they are read).
  private mutating func processCarry(final: Bool) throws(ParseError) -> Int {
    var held: [UInt8] = []
    swap(&held, &carry)
    defer { swap(&held, &carry) }
    let outcome: Result<Int, ParseError> = held.withUnsafeBytes { buffer in
      do throws(ParseError) {
        return .success(try process(buffer, final: final))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// Reads every whole record of `buffer`.
  /// - Returns: the offset of the first byte not read (the start of a cut record).
  private mutating func process(
    _ buffer: UnsafeRawBufferPointer, final: Bool
  ) throws(ParseError) -> Int {
    var position = 0
    if !checkedByteOrderMark {
      guard buffer.count >= 3 || final else { return 0 }
      checkedByteOrderMark = true
      if CSVReader.hasByteOrderMark(buffer) { position = 3 }
    }
    while position < buffer.count {
      if layout != nil,
        let next = fastPath?.readRow(
          buffer, from: position, order: Double(rowIndex + 1), to: &table)
      {
        rowIndex += 1
        line += 1
        position = next
        continue
      }
      guard record.scan(buffer, from: position, final: final) else { break }
      try read(buffer)
      position = record.end
    }
    return position
  }

  /// Reads the record just scanned in `buffer`.
  private mutating func read(_ buffer: UnsafeRawBufferPointer) throws(ParseError) {
    let recordLine = line
    line += record.lineBreaks
    guard record.isValidUTF8(in: buffer) else {
      throw ParseError(path: path, reason: .invalidContent("not UTF-8 text"))
    }
    guard let layout else {
      let row = record.row(in: buffer, line: recordLine)
      guard !row.isBlank else { return }
      let layout = try CSVLayout(header: row, path: path)
      for column in layout.ignoredColumns {
        warn(
          line: recordLine, "unknown column \(DiagnosticText.quoted(column.name)); column ignored")
      }
      self.layout = layout
      headerLine = recordLine
      fastPath = CSVFastPath(layout: layout, unit: unit)
      return
    }
    if !record.hasQuote, !record.hasHighBytes, isBlank(buffer) { return }
    let row = record.row(in: buffer, line: recordLine)
    guard !row.isBlank else { return }
    rowIndex += 1
    switch layout.samples(from: row, order: Double(rowIndex), unit: unit) {
    case .success(let outcome):
      for sample in outcome.samples {
        table.add(
          sample.value, metric: sample.metric.index, day: sample.date.dayNumber,
          order: sample.order)
      }
      for problem in outcome.skippedCells {
        warn(line: recordLine, problem.message + "; cell skipped")
      }
    case .failure(let problem):
      warn(line: recordLine, problem.message + "; row skipped")
    }
  }

  /// Whether the record (without quotes) holds only spaces, tabs and commas.
  private func isBlank(_ buffer: UnsafeRawBufferPointer) -> Bool {
    for index in record.start..<record.contentEnd {
      let byte = buffer[index]
      guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
      else { return false }
    }
    return true
  }

  /// Lists a warning, or counts it once 10,000 are listed.
  private mutating func warn(line: Int, _ message: String) {
    if warnings.count < Self.warningLimit {
      warnings.append(ImportWarning(path: path, line: line, message: message))
    } else {
      unlistedWarnings += 1
      lastUnlistedLine = line
    }
  }

  /// Throws when a cut record has grown past ``maximumRecordLength``.
  private func checkCarryLength() throws(ParseError) {
    guard carry.count > Self.maximumRecordLength else { return }
    throw ParseError(
      path: path, line: line,
      reason: .invalidContent(
        "a row longer than 16 MiB (an unterminated quoted field?); not a CSV log"))
  }
}
