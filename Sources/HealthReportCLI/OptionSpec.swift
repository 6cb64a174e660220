/// One command-line option as the table of a command declares it: the name the scanner accepts,
/// the value's placeholder, and the text `--help` shows.
struct OptionSpec: Sendable, Equatable {
  /// The long name, `--out`.
  var name: String
  /// A short alias, `-h`, accepted and shown beside the name; `nil` for none.
  var shortName: String?
  /// The value's placeholder shown in usage and help (`DIR`, `lb|kg`); `nil` for a flag.
  var value: String?
  /// The description shown by `--help`, one paragraph (it is wrapped to fit).
  var help: String
  /// Whether the value may be empty (`--title=`).
  var allowsEmpty = false
  /// Whether the command needs the option; shown without brackets in the usage line.
  var isRequired = false
  /// Whether the option is left out of the usage line (`--help`).
  var isHiddenFromUsage = false

  /// A flag: an option without a value.
  /// - Parameters:
  ///   - name: the long name, `--quiet`.
  ///   - help: the description shown by `--help`.
  /// - Returns: the option.
  static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, help: help)
  }

  /// An option that takes a value.
  /// - Parameters:
  ///   - name: the long name, `--out`.
  ///   - value: the value's placeholder, `DIR`.
  ///   - help: the description shown by `--help`.
  ///   - allowsEmpty: whether the value may be empty.
  ///   - isRequired: whether the command needs the option.
  /// - Returns: the option.
  static func value(
    _ name: String, _ value: String, help: String, allowsEmpty: Bool = false,
    isRequired: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, value: value, help: help, allowsEmpty: allowsEmpty, isRequired: isRequired)
  }

  /// `-h, --help`, which every command accepts anywhere among its arguments.
  static let help = OptionSpec(
    name: "--help", shortName: "-h", help: "Show help information.", isHiddenFromUsage: true)

  /// Whether the option takes a value.
  var takesValue: Bool { value != nil }

  /// The option with its value as the usage line shows it, `--out DIR`.
  var usageText: String {
    value.map { "\(name) \($0)" } ?? name
  }

  /// The option's label in the help's OPTIONS column, `-h, --help` or `--out DIR`.
  var helpLabel: String {
    shortName.map { "\($0), \(usageText)" } ?? usageText
  }
}
