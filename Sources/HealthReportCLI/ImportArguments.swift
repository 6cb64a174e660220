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

  /// The command's name, for usage errors.
  static let command = CommandSpec.importCommand.name

  /// Parses and validates the arguments after `import`.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` for the first mistake.
  static func parse(_ arguments: [String]) throws(CLIError) -> ImportArguments {
    let scan = try CommandSpec.importCommand.scanner.scan(arguments)
    var result = ImportArguments()
    guard !scan.wantsHelp else {
      result.wantsHelp = true
      return result
    }
    guard let input = scan.arguments.first else {
      throw .usage("import needs a FILE", command: command)
    }
    guard scan.arguments.count == 1 else {
      throw .usage(
        "import takes one FILE, not \(scan.arguments.count): "
          + scan.arguments.joined(separator: " "), command: command)
    }
    result.input = input
    result.store = scan.value("--store")
    result.units = try OptionValue.units(scan.value("--units"), command: command) ?? result.units
    result.dedupe = !scan.has("--no-dedupe")
    result.quiet = scan.has("--quiet")
    return result
  }
}
