/// A positional argument as the table of a command declares it (`daily INPUT`).
struct ArgumentSpec: Sendable, Equatable {
  /// The placeholder shown in usage and help, `INPUT`.
  var name: String
  /// The description shown by `--help`, one paragraph; empty to leave it out of the page.
  var help: String
  /// Whether the argument may be left out; shown in brackets.
  var isOptional = false
  /// The only values it takes, offered by shell completion (`steps`, `weight`); empty when its
  /// placeholder says what it is (see ``ValueCompletion``).
  var choices: [String] = []

  /// The argument as the usage line shows it, `INPUT` or `[<command>]`.
  var usageText: String {
    isOptional ? "[\(name)]" : name
  }
}
