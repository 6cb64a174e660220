import HealthCore

/// The validated options of `healthreport daily INPUT`.
struct DailyArguments: Sendable, Equatable {
  /// The input as the user gave it.
  var input = ""
  /// The weight unit of a CSV input's `weight` column.
  var units: WeightUnit = .pounds
  /// Whether steps and distance are merged by source priority (`false` with `--no-dedupe`).
  var dedupe = true
  /// Whether `--quiet` was given: no progress line and no import summary.
  var quiet = false
  /// Whether help was asked for instead of the table.
  var wantsHelp = false

  /// `daily`'s table.
  static let spec = CommandSpec.daily

  /// Reads the arguments after `daily`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    input = try Self.single(scan, name: "INPUT", missing: "daily needs an INPUT file or folder")
    units = try OptionValue.units(scan.value("--units"), command: Self.command) ?? units
    dedupe = !scan.has("--no-dedupe")
    quiet = scan.has("--quiet")
  }
}
