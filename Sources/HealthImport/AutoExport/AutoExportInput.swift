import Foundation
import HealthCore

/// Reads Health Auto Export JSON: one file (or standard input), or a folder of them read in
/// name order, each later file's figures laid over the earlier ones'
/// (``HealthDataset/overlaid(by:source:)``).
struct AutoExportInput {
  /// What was read: the data, the warnings and the counts.
  typealias Outcome = ImportOutcome<AutoExportSummary>

  /// The input as the user gave it: named in the dataset's source.
  var displayPath: String

  /// Reads one JSON file from `source` to its end (its head included).
  /// - Parameters:
  ///   - source: the open input.
  ///   - progress: called after each chunk with the bytes read and the file's size (0 for a
  ///     pipe).
  /// - Returns: the data, the warnings and the counts.
  /// - Throws: `ParseError` when reading fails, the file changed, or it is not such a file.
  func readFile(
    _ source: inout InputSource, progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Outcome {
    var importer = AutoExportImporter(path: source.path)
    try importer.consumeAll(of: &source, progressOfTotal: progress)
    var result = try importer.finish()
    result.dataset.source = .autoExport(path: displayPath)
    return Outcome(result: result, summary: importer.summary)
  }

  /// The `.json` files directly in `folder`, by name (hidden files and AppleDouble `._` files
  /// left out).
  /// - Parameters:
  ///   - folder: the folder's resolved path.
  ///   - displayPath: the folder as the user gave it, for errors.
  /// - Returns: the file names, in byte order.
  /// - Throws: `.unreadable` when the folder cannot be listed.
  static func files(in folder: String, displayPath: String) throws(ParseError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw ParseError(path: displayPath, reason: .unreadable("the folder cannot be listed"))
    }
    return names.filter { name in
      !name.hasPrefix(".") && name.lowercased().hasSuffix(".json")
    }
    .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// Reads every `.json` file of `folder` in name order; a later file's figures replace an
  /// earlier one's for each metric and day. Other JSON files (a settings file, say) are
  /// skipped, each with a warning.
  /// - Parameters:
  ///   - folder: the folder's resolved path.
  ///   - names: its JSON files (``files(in:displayPath:)``).
  ///   - progress: called as files are read with the bytes read and the files' total size.
  /// - Returns: the merged data, every file's warnings and the counts.
  /// - Throws: `ParseError` for the first file that cannot be read, naming it (a file cut short
  ///   or not JSON); nothing of the others is used then. A whole JSON file that is not a Health
  ///   Auto Export file is skipped with a warning naming it.
  func readFolder(
    _ folder: String, names: [String], progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) -> Outcome {
    var sources: [(shown: String, path: String)] = []
    var total = 0
    for name in names {
      let path = (folder as NSString).appendingPathComponent(name)
      let shown = (displayPath as NSString).appendingPathComponent(name)
      sources.append((shown, path))
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      total += (attributes?[.size] as? Int) ?? 0
    }
    var merged = HealthDataset(source: .autoExport(path: displayPath), series: [])
    var warnings: [ImportWarning] = []
    var summary = AutoExportSummary()
    var before = 0
    for file in sources {
      var source = try InputSource(path: file.path, displayPath: file.shown, allowsStream: false)
      var importer = AutoExportImporter(path: file.shown)
      try importer.consumeAll(of: &source) { done in progress(before + done, total) }
      before += importer.bytesConsumed
      let result: ImportResult
      do {
        result = try importer.finish()
      } catch {
        guard importer.isOtherJSON else { throw error }
        warnings.append(
          ImportWarning(
            path: file.shown, line: 1,
            message: "not a Health Auto Export file (valid JSON without a \"data\" object at"
              + " the top); skipped"))
        summary.otherFiles += 1
        continue
      }
      let recorded = result.dataset.recordWeightUnit ?? merged.recordWeightUnit
      merged = merged.overlaid(by: result.dataset, source: .autoExport(path: displayPath))
      merged.recordWeightUnit = recorded
      warnings += result.warnings
      summary.add(importer.summary)
    }
    summary.dayCount = merged.dayCount
    return Outcome(result: ImportResult(dataset: merged, warnings: warnings), summary: summary)
  }
}
