import HealthCore
import HealthImport

/// The one line a build prints on standard error, when it is a terminal and without `--quiet`,
/// to say what data the site shows when no input was named: the demo data (and how to use
/// one's own instead), or the store with the days it holds. Standard output stays the path of
/// the site, for scripts.
enum SourceNote {
  /// The note for `loaded`, or `nil` for data from an input the user named.
  /// - Parameter loaded: the data and where it came from.
  /// - Returns: the line, without a line end (print it with
  ///   ``CLIEnvironment/printDiagnostic(_:)``, which escapes control characters).
  static func line(for loaded: LoadedData) -> String? {
    switch loaded.origin {
    case .input:
      return nil
    case .demo:
      return "note: built from demo data; to use your own: \(CommandSpec.toolName) build"
        + " --input export.zip (or a CSV log)"
    case .store:
      let dataset = loaded.result.dataset
      let days = Set(dataset.series.flatMap { $0.days.map(\.date) }).count
      var text =
        "note: built from the store \(loaded.name): "
        + ImportSummaryLine.count(days, "day")
      if let first = dataset.firstDate, let last = dataset.lastDate {
        text += first == last ? ", \(first.isoString)" : ", \(first.isoString) to \(last.isoString)"
      }
      return text
    }
  }
}
