import Foundation
import HealthCore

/// Reads the data a build shows: the demo data, or an input file chosen by its extension.
///
/// The one place that dispatches on input formats, so Apple Health `.xml` and `.zip` exports
/// can be added here.
struct InputLoader: Sendable {
  /// The folder relative input paths are resolved against.
  var currentDirectory: URL

  /// The input formats known.
  enum Format: Sendable, Equatable {
    case csv
  }

  /// The format of `path` by its extension (case-insensitive), or `nil` when unsupported.
  static func format(of path: String) -> Format? {
    switch (path as NSString).pathExtension.lowercased() {
    case "csv": return .csv
    default: return nil
    }
  }

  /// Loads the input.
  /// - Parameters:
  ///   - input: the input's path as the user gave it; `nil` for the demo data.
  ///   - unit: the unit of weights in the input.
  /// - Returns: the data and the warnings, which name `input` as the user gave it.
  /// - Throws: ``ParseError`` naming `input` as the user gave it.
  func load(input: String?, unit: WeightUnit) throws(ParseError) -> ImportResult {
    guard let input else {
      return ImportResult(dataset: DemoData.makeDataset(), warnings: [])
    }
    let url =
      input.hasPrefix("/")
      ? URL(fileURLWithPath: input) : currentDirectory.appendingPathComponent(input)
    let resolved = url.standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: resolved) else {
      throw ParseError(path: input, reason: .missingFile)
    }
    switch InputLoader.format(of: input) {
    case .csv:
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
    case nil:
      throw ParseError(
        path: input, reason: .invalidContent("unsupported input; expected a .csv file"))
    }
  }
}
