/// The validated arguments of one command: read from the words after the command's name, or
/// a request for its help page.
///
/// A command's type gives its table (``spec``), its defaults (`init()`) and how it reads a
/// scan (``read(_:)``); scanning, `--help` and usage errors are shared here.
protocol CommandArguments: Sendable {
  /// The command's table: its options, arguments and help page.
  static var spec: CommandSpec { get }

  /// The arguments with every option at its default.
  init()

  /// Whether help was asked for instead of running the command.
  var wantsHelp: Bool { get set }

  /// Reads and validates the scanned arguments into `self`.
  /// - Parameter scan: the command line, scanned against ``spec``.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError)
}

extension CommandArguments {
  /// The command's name, for usage errors.
  static var command: String { spec.name }

  /// Parses and validates the arguments after the command's name.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` with a precise message for the first mistake.
  static func parse(_ arguments: [String]) throws(CLIError) -> Self {
    let scan = try spec.scanner.scan(arguments)
    var result = Self()
    if scan.wantsHelp {
      result.wantsHelp = true
    } else {
      try result.read(scan)
    }
    return result
  }

  /// A usage error of this command with `message`.
  static func usage(_ message: String) -> CLIError {
    .usage(message, command: command)
  }

  /// `text` in double quotes, for messages.
  static func quoted(_ text: String) -> String { OptionValue.quoted(text) }

  /// The only positional argument, as `import FILE` and `daily INPUT` take.
  /// - Parameters:
  ///   - scan: the scanned command line.
  ///   - name: the argument's name in messages (`FILE`, `INPUT`).
  ///   - missing: the message when it is missing.
  /// - Returns: the argument.
  /// - Throws: a usage error when there is none or more than one.
  static func single(_ scan: ArgumentScanner.Scan, name: String, missing: String) throws(CLIError)
    -> String
  {
    guard let input = scan.arguments.first else { throw usage(missing) }
    guard scan.arguments.count == 1 else {
      throw usage(
        "\(command) takes one \(name), not \(scan.arguments.count): "
          + scan.arguments.joined(separator: " "))
    }
    return input
  }
}

extension BuildArguments: CommandArguments {}
extension DailyArguments: CommandArguments {}
extension EmailArguments: CommandArguments {}
extension ChartArguments: CommandArguments {}
extension AddArguments: CommandArguments {}
extension ImportArguments: CommandArguments {}
