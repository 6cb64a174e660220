import Foundation
import HealthCore

/// Reads the data a command shows: the demo data, or an input recognised by its content.
///
/// The one place that dispatches on input kinds: a folder (the extracted
/// `apple_health_export/`), a zip (`export.zip`, streamed, never extracted), an Apple Health
/// `export.xml`, or a CSV log (including the daily CSV this tool writes).
struct InputLoader: Sendable {
  /// What was loaded.
  struct Loaded: Sendable {
    /// The dataset and warnings, naming the input as the user gave it.
    var result: ImportResult
    /// The importer's counts, for Apple Health exports only.
    var summary: ImportSummary?
  }

  /// The folder relative input paths are resolved against.
  var currentDirectory: URL
  /// How Apple Health records become daily values.
  var options = AppleHealthImportOptions()
  /// How many days of demo data to make when there is no input.
  var demoDays = 120

  /// Loads the input.
  /// - Parameters:
  ///   - input: the input's path as the user gave it; `nil` for the demo data.
  ///   - unit: the unit of weights in a CSV input.
  ///   - progress: called while an export is read with the bytes done and the total.
  /// - Returns: the data, the warnings (naming `input` as the user gave it) and, for exports,
  ///   the import's counts.
  /// - Throws: ``ParseError`` naming `input` as the user gave it.
  func load(
    input: String?, unit: WeightUnit, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(ParseError) -> Loaded {
    guard let input else {
      return Loaded(
        result: ImportResult(dataset: DemoData.makeDataset(days: demoDays), warnings: []))
    }
    let url =
      input.hasPrefix("/")
      ? URL(fileURLWithPath: input) : currentDirectory.appendingPathComponent(input)
    let resolved = url.standardizedFileURL.path
    let reader = ExportReader(displayPath: input, options: options)
    switch try InputKind.detect(path: resolved, displayPath: input) {
    case .csv:
      return Loaded(result: try loadCSV(input: input, resolved: resolved, unit: unit))
    case .appleHealthXML:
      let outcome = try reader.readXML(path: resolved, fileDisplayPath: input, progress: progress)
      return Loaded(result: outcome.result, summary: outcome.summary)
    case .zip:
      let outcome = try reader.readZip(path: resolved, progress: progress)
      return Loaded(result: outcome.result, summary: outcome.summary)
    case .folder:
      let name = try ExportFolder.findExport(in: resolved, displayPath: input)
      let outcome = try reader.readXML(
        path: (resolved as NSString).appendingPathComponent(name),
        fileDisplayPath: (input as NSString).appendingPathComponent(name), progress: progress)
      return Loaded(result: outcome.result, summary: outcome.summary)
    }
  }

  /// Reads a CSV log, naming `input` as the user gave it.
  func loadCSV(input: String, resolved: String, unit: WeightUnit) throws(ParseError)
    -> ImportResult
  {
    do {
      var result = try CSVImporter(unit: unit).load(path: resolved)
      if result.dataset.source == .csv(path: resolved) {
        result.dataset.source = .csv(path: input)
      }
      for index in result.warnings.indices where result.warnings[index].path == resolved {
        result.warnings[index].path = input
      }
      return result
    } catch {
      var error = error
      if error.path == resolved { error.path = input }
      throw error
    }
  }
}
