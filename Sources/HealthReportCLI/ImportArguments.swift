import HealthCore

/// The validated options of `healthreport import FILE`.
struct ImportArguments: Sendable, Equatable {
  /// The input as the user gave it.
  var input = ""
  /// The store's folder as typed (`--store`).
  var store: String?
  /// The weight unit of a CSV input's `weight` column.
  var units: WeightUnit = .pounds
  /// Whether steps and distance are merged by source priority (`false` with `--no-dedupe`).
  var dedupe = true
  /// Whether `--quiet` was given.
  var quiet = false
  /// Whether help was asked for.
  var wantsHelp = false

  /// `import`'s table.
  static let spec = CommandSpec.importCommand

  /// Reads the arguments after `import`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    input = try Self.single(scan, name: "FILE", missing: "import needs a FILE")
    store = scan.value("--store")
    units = try OptionValue.units(scan.value("--units"), command: Self.command) ?? units
    dedupe = !scan.has("--no-dedupe")
    quiet = scan.has("--quiet")
  }
}
