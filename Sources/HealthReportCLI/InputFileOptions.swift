import HealthCore
import HealthImport

/// The input of `daily` and `import`: one export or CSV file (or folder) and how it is read.
struct InputFileOptions: Sendable, Equatable {
  /// The input as the user gave it.
  var input = ""
  /// The weight unit of a CSV input's `weight` column.
  var units: WeightUnit = .pounds
  /// Whether steps and distance are merged by source priority (`false` with `--no-dedupe`).
  var dedupe = true
  /// Whether `--quiet` was given: no progress line and no import summary.
  var quiet = false
  /// Whether `--allow-truncated` was given: an export that ends early is used up to the cut.
  var allowTruncated = false

  /// Reads `--units`, `--no-dedupe`, `--allow-truncated` and `--quiet` (the input itself is the
  /// command's operand).
  /// - Parameters:
  ///   - scan: the scanned command line.
  ///   - command: the command's name, for usage errors.
  /// - Throws: a usage error for an unknown unit.
  mutating func read(_ scan: ArgumentScanner.Scan, command: String) throws(CLIError) {
    units = try OptionValue.units(scan.value("--units"), command: command) ?? units
    dedupe = !scan.has("--no-dedupe")
    quiet = scan.has("--quiet")
    allowTruncated = scan.has("--allow-truncated")
  }

  /// Imports the input, reporting progress and warnings on standard error unless quiet.
  /// - Parameter environment: the process's streams, clock and current folder.
  /// - Returns: the daily figures and the import's counts.
  /// - Throws: ``ParseError`` naming the input as the user gave it.
  func load(in environment: CLIEnvironment) throws(ParseError) -> ImportResult {
    try InputReporter(
      environment: environment, quiet: quiet, dedupe: dedupe, allowTruncated: allowTruncated
    )
    .load(input: input, unit: units)
  }
}
