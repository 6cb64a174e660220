import HealthCore
import HealthImport

/// Where a report's data comes from, as `build` and `email` read it: `--input FILE`, `--demo`
/// (with `--demo-days N`), else the store (`--store DIR`, or the usual store when there is one),
/// else the demo data; and how an input is read (`--no-dedupe`, `--allow-truncated`, `--quiet`).
struct DataSourceOptions: Sendable, Equatable {
  /// Whether `--demo` was given.
  var useDemo = false
  /// How many days of demo data to make (`--demo-days`, 1...36500).
  var demoDays = 120
  /// The input file as the user gave it; `nil` for the store or the demo data.
  var input: String?
  /// The store's folder as the user gave it (`--store`).
  var store: String?
  /// Whether steps and distance are merged by source priority (`false` with `--no-dedupe`).
  var dedupe = true
  /// Whether `--quiet` was given: no progress line and no import summary.
  var quiet = false
  /// Whether `--allow-truncated` was given: an export that ends early is used up to the cut.
  var allowTruncated = false

  /// Reads the options from a scanned command line.
  /// - Parameters:
  ///   - scan: the scanned command line.
  ///   - command: the command's name, for usage errors.
  /// - Throws: a usage error for a combination that cannot work or a bad `--demo-days`.
  mutating func read(_ scan: ArgumentScanner.Scan, command: String) throws(CLIError) {
    useDemo = scan.has("--demo")
    dedupe = !scan.has("--no-dedupe")
    quiet = scan.has("--quiet")
    allowTruncated = scan.has("--allow-truncated")
    input = scan.value("--input")
    store = scan.value("--store")
    if useDemo, input != nil {
      throw .usage("--demo and --input cannot be used together", command: command)
    }
    if let text = scan.value("--demo-days") {
      guard let days = Int(text), (1...36_500).contains(days) else {
        throw .usage(
          "--demo-days must be a whole number from 1 to 36500, not \(OptionValue.quoted(text))",
          command: command)
      }
      guard input == nil else {
        throw .usage("--demo-days cannot be used with --input", command: command)
      }
      demoDays = days
      useDemo = true  // a length of demo data asks for the demo, even beside a store
    }
    if store != nil, useDemo || input != nil {
      throw .usage("--store cannot be used with --demo or --input", command: command)
    }
  }

  /// Loads the data: `--input`, `--demo`, else the store when there is one (a `--store` must
  /// exist), else the demo data; progress, warnings and the import's summary go to standard
  /// error.
  /// - Parameters:
  ///   - unit: the unit of weights in a CSV input.
  ///   - environment: the process's streams, current folder and variables.
  /// - Returns: the data, the days with a manual entry per metric (from a store), and what to
  ///   call the data in messages.
  /// - Throws: ``ParseError`` or ``StoreError``.
  func load(unit: WeightUnit, environment: CLIEnvironment) throws -> LoadedData {
    if input == nil, !useDemo,
      let (store, contents) = try StoreLocation.contents(option: store, environment: environment)
    {
      let dataset = contents.merged(source: .csv(path: store.displayPath))
      return LoadedData(
        result: ImportResult(dataset: dataset, warnings: []), manualDays: contents.manualDays,
        name: store.displayPath, origin: .store)
    }
    let reporter = InputReporter(
      environment: environment, quiet: quiet, dedupe: dedupe, allowTruncated: allowTruncated,
      demoDays: demoDays)
    return LoadedData(
      result: try reporter.load(input: input, unit: unit), manualDays: [:],
      name: input ?? "demo data", origin: input == nil ? .demo : .input)
  }
}

/// The data a command loaded through ``DataSourceOptions``.
struct LoadedData: Sendable {
  /// The data and the import's warnings.
  var result: ImportResult
  /// The days with a manual entry, per metric (from a store; empty otherwise).
  var manualDays: [MetricKind: Set<LocalDate>]
  /// The input, store or "demo data", as messages name it.
  var name: String
  /// Where the data came from.
  var origin: Origin

  /// Where a command's data came from.
  enum Origin: Sendable, Equatable {
    /// `--input FILE`.
    case input
    /// The store (`--store DIR`, `$HEALTHREPORT_STORE` or the usual folder).
    case store
    /// The built-in demo data (`--demo`, `--demo-days`, or no input and no store).
    case demo
  }
}
