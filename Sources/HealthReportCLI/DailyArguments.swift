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

  /// The command's name, for usage errors.
  static let command = CommandSpec.daily.name

  /// Parses and validates the arguments after `daily`.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  static func parse(_ arguments: [String]) throws(CLIError) -> DailyArguments {
    let scan = try CommandSpec.daily.scanner.scan(arguments)
    let inputs = scan.arguments
    var result = DailyArguments()
    guard !scan.wantsHelp else {
      result.wantsHelp = true
      return result
    }
    guard let input = inputs.first else { throw usage("daily needs an INPUT file or folder") }
    guard inputs.count == 1 else {
      throw usage("daily takes one INPUT, not \(inputs.count): \(inputs.joined(separator: " "))")
    }
    result.input = input
    result.units = try OptionValue.units(scan.value("--units"), command: command) ?? result.units
    result.dedupe = !scan.has("--no-dedupe")
    result.quiet = scan.has("--quiet")
    return result
  }

  /// A usage error of `daily` with `message`.
  static func usage(_ message: String) -> CLIError {
    .usage(message, command: command)
  }
}
