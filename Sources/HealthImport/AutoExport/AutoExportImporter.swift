import HealthCore

/// A push-based streaming reader of Health Auto Export JSON files (export version 2; see the
/// format notes in docs/formats.md): feed chunks of any size with ``consume(_:)``, then call
/// ``finish()``. One pass, never a tree: memory stays bounded by the days, nights and workouts
/// it finds (and a token of at most 1 MiB), whatever the file's size.
///
/// Per-day metrics are read from `data.metrics` by their `name` (the table's
/// ``MetricDefinition/autoExportName``) in their `units`; a point's day is the date written in
/// its `date`; cumulative metrics sum the day's points, weight takes the day's last point by
/// time, heart rate (`Avg`), resting heart rate and HRV their mean. Sleep comes as aggregated
/// nights or as samples (the export's rules), workouts from `data.workouts`.
public struct AutoExportImporter: Sendable, ChunkConsumer {
  /// The input's path, for errors, warnings and the dataset's source.
  public let path: String
  /// Bytes passed to ``consume(_:)`` so far (for progress).
  public private(set) var bytesConsumed = 0
  var scanner: JSONScanner
  var reader: AutoExportReader
  /// Set by ``finish()`` when the file is whole, valid JSON but not a Health Auto Export file
  /// (no `data` object at the top): a folder of exports skips such a file with a warning.
  public private(set) var isOtherJSON = false

  /// Creates an importer.
  /// - Parameter path: the input's path, named in errors and warnings.
  public init(path: String) {
    self.path = path
    self.scanner = JSONScanner(path: path)
    self.reader = AutoExportReader(path: path)
  }

  /// What has been read so far (the day count is set by ``finish()``).
  public var summary: AutoExportSummary { reader.summary }

  /// Reads the next chunk of the file.
  /// - Parameter bytes: the next bytes, any length (empty is allowed).
  /// - Throws: `ParseError` `.invalidContent` at the first byte that is not JSON, naming the
  ///   line and byte.
  public mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(ParseError) {
    bytesConsumed += bytes.count
    try scanner.consume(bytes, into: &reader)
  }

  /// Ends the file and returns its data.
  /// - Returns: the dataset (source `.autoExport(path:)`, canonical units) and the warnings,
  ///   in file order.
  /// - Throws: `ParseError`: `.emptyFile`, or `.invalidContent` when the file is not JSON, ends
  ///   early, or is not a Health Auto Export file (no `data` object at the top).
  public mutating func finish() throws(ParseError) -> ImportResult {
    guard bytesConsumed > 0 else { throw ParseError(path: path, reason: .emptyFile) }
    try scanner.finish(into: &reader)
    guard reader.sawData else {
      isOtherJSON = true
      throw ParseError(
        path: path,
        reason: .invalidContent(
          "not a Health Auto Export file: the top level is not an object with a \"data\" object"
            + " (expected {\"data\": {\"metrics\": [...], \"workouts\": [...]}})"))
    }
    let merged = reader.days.series()
    if let note = SourceMerge.approximateNote(merged.approximateDays) {
      reader.warnings.note(path: path, line: max(1, scanner.line), note)
    }
    let nights = reader.finishNights()
    var dataset = HealthDataset(
      source: .autoExport(path: path), series: merged.series, deriving: nights,
      workouts: reader.workouts)
    dataset.recordWeightUnit = reader.weightUnits.mostCommon
    for day in dataset.removeImplausibleDays() {
      reader.bad(line: max(1, scanner.line), day.message)
    }
    reader.summary.files = 1
    reader.summary.dayCount = dataset.dayCount
    return ImportResult(dataset: dataset, warnings: reader.warnings.warnings)
  }

  /// Reads the Health Auto Export file at `path` one chunk at a time.
  /// - Parameter path: the file's path as the user gave it.
  /// - Returns: the dataset and the warnings.
  /// - Throws: `ParseError` as ``finish()``, and `.missingFile` or `.unreadable`.
  public static func load(path: String) throws(ParseError) -> ImportResult {
    var source = try InputSource(path: path)
    var importer = AutoExportImporter(path: path)
    try importer.consumeAll(of: &source)
    return try importer.finish()
  }
}
