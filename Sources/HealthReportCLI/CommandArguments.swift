/// The validated arguments of one command: parsed from the words after the command's name, or
/// a request for its help page.
protocol CommandArguments: Sendable {
  /// Parses and validates the arguments after the command's name.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  static func parse(_ arguments: [String]) throws(CLIError) -> Self

  /// Whether help was asked for instead of running the command.
  var wantsHelp: Bool { get }
}

extension BuildArguments: CommandArguments {}
extension DailyArguments: CommandArguments {}
extension EmailArguments: CommandArguments {}
extension AddArguments: CommandArguments {}
extension ImportArguments: CommandArguments {}
