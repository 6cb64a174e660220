import HealthCore
import HealthImport

/// Loads a command's input and tells the user about it on standard error: a progress line
/// while an export is read (only on a terminal, never with `--quiet`), the warnings, and one
/// summary line for exports (not with `--quiet`).
struct InputReporter {
  /// The most warnings printed; the rest are counted in one line.
  static let warningLimit = 20

  /// The process's streams, clock and current folder.
  var environment: CLIEnvironment
  /// Whether `--quiet` was given.
  var quiet: Bool
  /// Whether steps and distance are merged by source priority (`false` with `--no-dedupe`).
  var dedupe: Bool
  /// Whether an export that ends early is used up to the cut (`--allow-truncated`) instead of
  /// failing.
  var allowTruncated = false
  /// How many days of demo data to make when there is no input (`--demo-days`).
  var demoDays = 120

  /// Loads `input` (or the demo data for `nil`).
  /// - Parameters:
  ///   - input: the input as the user gave it.
  ///   - unit: the unit of weights in a CSV input.
  /// - Returns: the data and warnings.
  /// - Throws: ``ParseError`` naming the input as the user gave it.
  func load(input: String?, unit: WeightUnit) throws(ParseError) -> ImportResult {
    let loader = InputLoader(
      currentDirectory: environment.currentDirectory,
      options: AppleHealthImportOptions(dedupe: dedupe, allowTruncated: allowTruncated),
      demoDays: demoDays)
    let showsProgress = input != nil && environment.isStandardErrorTerminal && !quiet
    var meter = ProgressMeter(label: DiagnosticText.escaped(input ?? ""), now: environment.now)
    let loaded: InputLoader.Loaded
    do {
      loaded = try loader.load(input: input, unit: unit) { done, total in
        guard showsProgress, let text = meter.update(done: done, total: total) else { return }
        environment.standardError(text)
      }
    } catch {
      if let text = meter.clear() { environment.standardError(text) }
      throw error
    }
    if let text = meter.clear() { environment.standardError(text) }
    report(loaded.result.warnings)
    if !quiet, input != nil, let line = loaded.summaryLine {
      environment.printDiagnostic(line)
    }
    if loaded.result.dataset.isEmpty {
      let skipped = loaded.result.warnings.isEmpty ? "" : " (see the warnings above)"
      throw ParseError(
        path: input ?? "demo data",
        reason: .invalidContent(
          "no day with data: no valid row, record or point of steps, weight, distance, active"
            + " energy, exercise minutes, heart rate, sleep or workouts\(skipped); nothing was"
            + " written"))
    }
    return loaded.result
  }

  /// Prints up to ``warningLimit`` warnings to standard error, then a count of the rest.
  func report(_ warnings: [ImportWarning]) {
    guard !warnings.isEmpty else { return }
    var text = ""
    for warning in warnings.prefix(Self.warningLimit) {
      text += DiagnosticText.escaped(warning.description) + "\n"
    }
    let remaining = warnings.count - Self.warningLimit
    if remaining > 0 {
      text += "… and \(remaining) more warning\(remaining == 1 ? "" : "s")\n"
    }
    environment.standardError(text)
  }
}
