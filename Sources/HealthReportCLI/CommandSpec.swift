/// The declarative table of one command (or of the tool itself): everything its arguments are
/// scanned with and its usage line, `--help` page and entry in the command list are rendered
/// from. See ``HelpText`` for the rendering and ``ArgumentScanner`` for the scanning.
struct CommandSpec: Sendable {
  /// The tool's name, which starts every invocation.
  static let toolName = "healthreport"

  /// The command's name, `build`, or ``toolName`` for the tool itself.
  var name: String
  /// One sentence for the tool's list of commands.
  var abstract: String
  /// The OVERVIEW paragraph of the help page.
  var overview: String
  /// The positional arguments, in order; a command without any rejects them.
  var arguments: [ArgumentSpec] = []
  /// The options, in the order the help page lists them.
  var options: [OptionSpec] = []
  /// The usage line's terms after the invocation.
  var usage: [UsageTerm] = UsageTerm.standard
  /// The commands the tool lists (empty for a command).
  var subcommands: [CommandSpec] = []
  /// Paragraphs shown after the options.
  var notes: [String] = []
  /// The EXIT STATUS section (empty to leave it out).
  var exitStatus: [ExitStatusLine] = []

  /// What the user types to run the command, `healthreport build`.
  var invocation: String {
    name == Self.toolName ? name : "\(Self.toolName) \(name)"
  }

  /// The command's label in the tool's list: its name and positional arguments, `daily INPUT`.
  var listLabel: String {
    ([name] + arguments.map(\.usageText)).joined(separator: " ")
  }

  /// The option called `name` (long or short), if the table has it.
  /// - Parameter name: `--out` or `-h`.
  /// - Returns: the option, or `nil`.
  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name || $0.shortName == name }
  }

  /// The subcommand called `name`, if the tool has it.
  /// - Parameter name: `build`.
  /// - Returns: the command, or `nil`.
  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// Every name the command accepts for an option, long and short: `--out`, `-h`.
  var acceptedOptionNames: Set<String> {
    Set(options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) })
  }

  /// The scanner of the command's arguments.
  var scanner: ArgumentScanner {
    ArgumentScanner(spec: self)
  }
}
