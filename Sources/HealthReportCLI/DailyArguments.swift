import HealthCore

/// The validated options of `healthreport daily INPUT`.
struct DailyArguments: Sendable, Equatable {
  /// The input and how it is read.
  var file = InputFileOptions()
  /// Whether help was asked for instead of the table.
  var wantsHelp = false

  /// `daily`'s table.
  static let spec = CommandSpec.daily

  /// Reads the arguments after `daily`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    file.input = try Self.single(
      scan, name: "INPUT", missing: "daily needs an INPUT file or folder")
    try file.read(scan, command: Self.command)
  }
}
