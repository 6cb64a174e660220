import Foundation
import HealthCore

/// Streams an Apple Health export (a plain `export.xml`, from a file or a pipe, or the member
/// of an `export.zip`) through `AppleHealthImporter` in bounded chunks, reporting progress;
/// never extracts to disk.
struct ExportReader {
  /// What an import produced: the data, the warnings and the importer's counts.
  typealias Outcome = ImportOutcome<ImportSummary>

  /// The input as the user gave it: named in the dataset's source.
  var displayPath: String
  /// How records become daily values.
  var options: AppleHealthImportOptions

  /// Reads XML from `source` to its end (its head included).
  /// - Parameters:
  ///   - source: the open input.
  ///   - progress: called after each chunk with the bytes read and the file's size (0 for a
  ///     pipe).
  /// - Returns: the data and the warnings.
  /// - Throws: `ParseError` when reading fails, the file changed or it is not a Health export.
  func readXML(
    _ source: inout InputSource, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Outcome {
    var importer = AppleHealthImporter(path: source.path, options: options)
    try importer.consumeAll(of: &source, progressOfTotal: progress)
    return try finish(&importer)
  }

  /// Reads the Apple Health export `entry` of the zip `archive`.
  /// - Parameters:
  ///   - archive: the open archive.
  ///   - entry: its member holding the export (``ZipArchive/findHealthExport()``).
  ///   - progress: called after each block with the bytes inflated and the member's size.
  /// - Returns: the data and the warnings.
  /// - Throws: `ParseError` when the zip is damaged or changed while it was read.
  func readZip(
    _ archive: ZipArchive, entry: ZipEntry, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Outcome {
    let path = archive.path
    do throws(ParseError) {
      let total = Int(clamping: entry.uncompressedSize)
      var importer = AppleHealthImporter(path: displayPath, options: options)
      // Inflated on a second thread while the importer reads the block before.
      try archive.streamAhead(entry) { block throws(ParseError) in
        try importer.consume(block)
        progress(importer.bytesConsumed, total)
      }
      return try finish(&importer)
    } catch {
      var error = error
      if error.path == path { error.path = displayPath }
      throw error
    }
  }

  /// Ends the import and names the dataset after the input as given.
  private func finish(_ importer: inout AppleHealthImporter) throws(ParseError) -> Outcome {
    var result = try importer.finish()
    result.dataset.source = .appleHealth(path: displayPath)
    return Outcome(result: result, summary: importer.summary)
  }
}
