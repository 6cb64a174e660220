import HealthCore
import HealthImport

/// `healthreport import FILE`: merges FILE's daily figures into the store's `imported.csv`
/// and prints one summary line; the file is rewritten only when a day is new or changed.
struct ImportCommand {
  /// The options.
  var arguments: ImportArguments
  /// The process's streams, clock and current folder.
  var environment: CLIEnvironment

  /// Runs the import.
  /// - Throws: ``ParseError`` for the input or a damaged store, ``StoreError``.
  func run() throws {
    let result = try arguments.file.load(in: environment)
    let incoming = ImportedDays.rounded(result.dataset)
    let store = StoreLocation.store(option: arguments.store, environment: environment)
    let change = try store.withLock { () throws -> ImportedDays.Change in
      let kept = try store.readImported()
      var days = ImportedDays(kept)
      let change = days.merge(incoming)
      // The export's locale is the site's default language; the newest one named is kept.
      let locale = result.dataset.locale ?? kept.locale
      if change.altersStore || locale != kept.locale {
        var dataset = days.dataset(source: .csv(path: store.displayPath))
        dataset.locale = locale
        try store.writeImported(dataset)
      }
      return change
    }
    environment.standardOutput(Self.summary(change, input: arguments.file.input, store: store))
  }

  /// The summary line: `export.zip: 3 new days, 1 changed, 200 unchanged (2024-01-01 to
  /// 2024-07-22) in healthreport-data`.
  static func summary(
    _ change: ImportedDays.Change, input: String, store: StoreFolder
  ) -> String {
    let span = change.span.map { " (\($0.lowerBound.isoString) to \($0.upperBound.isoString))" }
    return DiagnosticText.escaped(
      "\(input): \(change.new) new day\(change.new == 1 ? "" : "s"), \(change.changed) changed,"
        + " \(change.unchanged) unchanged\(span ?? "") in \(store.displayPath)") + "\n"
  }
}
