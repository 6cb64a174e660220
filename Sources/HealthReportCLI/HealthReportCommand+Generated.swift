extension HealthReportCommand {
  /// `completions SHELL`: prints the completion script of SHELL, made from the tool's table.
  /// - Parameters:
  ///   - arguments: the arguments after `completions`.
  ///   - environment: the process's streams.
  /// - Throws: a usage error for a missing or unknown shell.
  static func completions(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) {
    let spec = CommandSpec.completions
    let scan = try spec.scanner.scan(arguments)
    if scan.wantsHelp {
      environment.standardOutput(HelpText.page(of: spec))
      return
    }
    let shells = CompletionShell.allCases.map(\.rawValue)
    guard let name = scan.arguments.first else {
      throw .usage(
        "completions needs a shell: " + shells.joined(separator: ", "), command: spec.name)
    }
    guard scan.arguments.count == 1 else {
      throw .usage(
        "completions takes one shell, not \(scan.arguments.count): "
          + scan.arguments.joined(separator: " "), command: spec.name)
    }
    guard let shell = CompletionShell(rawValue: name) else {
      var hint = Suggestion.hint(for: name, among: shells)
      if hint.isEmpty { hint = "; the shells are " + shells.joined(separator: ", ") }
      throw .usage("unknown shell \(OptionValue.quoted(name))\(hint)", command: spec.name)
    }
    environment.standardOutput(shell.script(for: .tool))
  }

  /// `man`: prints the manual page in roff, made from the tool's table.
  /// - Parameters:
  ///   - arguments: the arguments after `man`.
  ///   - environment: the process's streams.
  /// - Throws: a usage error for any argument but `--help`.
  static func manual(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) {
    let scan = try CommandSpec.manual.scanner.scan(arguments)
    environment.standardOutput(
      scan.wantsHelp ? HelpText.page(of: .manual) : ManPage.render(for: .tool))
  }
}
