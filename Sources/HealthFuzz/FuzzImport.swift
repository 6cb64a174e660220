import HealthCore
import HealthImport

/// A streaming importer the harnesses feed in chunks: the Apple Health and the Health Auto
/// Export importers.
protocol FuzzImporter: ChunkConsumer {
  /// The importer's counts for the end-of-run summary.
  associatedtype Summary: Equatable
  /// The counts so far (all of them after ``finish()``).
  var summary: Summary { get }
  /// Ends the input and returns what was read.
  /// - Returns: the dataset and the warnings.
  /// - Throws: `ParseError` for an input the importer refuses.
  mutating func finish() throws(ParseError) -> ImportResult
}

extension AppleHealthImporter: FuzzImporter {}

extension AutoExportImporter: FuzzImporter {}

/// What one import gave: the dataset, the warnings and the importer's summary, or the error.
enum FuzzImportOutcome<Summary: Equatable>: Equatable {
  case imported(HealthDataset, [ImportWarning], Summary)
  case failed(ParseError)

  /// Imports `bytes` fed to `importer` as consecutive chunks of the given lengths.
  /// - Parameters:
  ///   - bytes: the document.
  ///   - chunks: lengths adding up to `bytes.count`.
  ///   - importer: a fresh importer.
  init<Importer: FuzzImporter>(
    feeding bytes: UnsafeRawBufferPointer, chunks: [Int], to importer: Importer
  ) where Importer.Summary == Summary {
    var importer = importer
    do throws(ParseError) {
      try ChunkFeed.feed(bytes, chunks: chunks) { (chunk) throws(ParseError) in
        try importer.consume(chunk)
      }
      let result = try importer.finish()
      self = .imported(result.dataset, result.warnings, importer.summary)
    } catch {
      self = .failed(error)
    }
  }
}
