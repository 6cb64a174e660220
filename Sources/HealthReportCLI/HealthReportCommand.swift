import HealthCore
import ReportSite

/// The `healthreport` command line, runnable in-process: parses arguments, runs the command,
/// writes results and errors through the environment and returns the exit status.
public enum HealthReportCommand {
  /// Runs the command line.
  ///
  /// No arguments means `build --demo --out site`. Errors are printed as `error: …` on standard
  /// error; usage errors add the usage line and a hint.
  /// - Parameters:
  ///   - arguments: the arguments, without the program's name.
  ///   - environment: the streams, current folder and executable path.
  /// - Returns: the exit status (see ``ExitCode``).
  public static func run(arguments: [String], environment: CLIEnvironment) -> Int32 {
    do {
      try dispatch(arguments, environment: environment)
      return ExitCode.success.rawValue
    } catch {
      return report(error, environment: environment).rawValue
    }
  }

  /// Runs the command named by the first argument.
  static func dispatch(_ arguments: [String], environment: CLIEnvironment) throws {
    guard let first = arguments.first else {
      try runConfigured(BuildCommand.self, [], for: "build", environment)
      return
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "--help", "-h":
      environment.standardOutput(HelpText.page(of: .tool))
    case "--version":
      guard rest.isEmpty else { throw CLIError.usage("--version takes no arguments") }
      environment.standardOutput(version + "\n")
    case "help":
      try help(rest, environment: environment)
    case "build":
      try runConfigured(BuildCommand.self, rest, for: first, environment)
    case "daily":
      try run(DailyCommand.self, rest, environment)
    case "unseal":
      try run(UnsealCommand.self, rest, environment)
    case "email":
      try runConfigured(EmailCommand.self, rest, for: first, environment)
    case "chart":
      try runConfigured(ChartCommand.self, rest, for: first, environment)
    case "add":
      try runConfigured(AddCommand.self, rest, for: first, environment, settingsLocale: false)
    case "import":
      try runConfigured(ImportCommand.self, rest, for: first, environment, settingsLocale: false)
    case CommandSpec.completions.name:
      try completions(rest, environment: environment)
    case CommandSpec.manual.name:
      try manual(rest, environment: environment)
    case "init":
      let scan = try CommandSpec.initCommand.scanner.scan(rest)
      if scan.wantsHelp {
        environment.standardOutput(HelpText.page(of: .initCommand))
        return
      }
      try InitCommand(store: scan.value("--store"), environment: environment).run()
    default:
      guard first.hasPrefix("-") else { throw unknownCommand(first) }
      let name = first.hasPrefix("--") ? String(first.prefix { $0 != "=" }) : first
      if CommandSpec.tool.option(named: name) != nil {
        throw CLIError.usage("\(name) takes no value")
      }
      let hint = Suggestion.hint(for: name, among: CommandSpec.tool.options.map(\.name))
      throw CLIError.usage("unknown option \(OptionValue.quoted(name))\(hint)")
    }
  }

  /// Runs `type` with the settings of `healthreport.json` the user did not override put in
  /// front of `arguments` (nothing is added to a request for help). A usage error that a
  /// setting's value caused is reported at the file's line (exit 65), not as an option the user
  /// never typed.
  /// - Parameters:
  ///   - type: the command.
  ///   - arguments: the user's arguments after the command's name.
  ///   - command: the command's name (the settings' options differ per command).
  ///   - environment: the process's streams.
  ///   - settingsLocale: whether the command reads the settings' `locale` (which, unlike an
  ///     option, yields to the export's own locale) from the environment.
  /// - Throws: ``ParseError`` for a bad settings file or a setting's bad value, else what
  ///   parsing (``CLIError``) and the command throw.
  static func runConfigured<Command: RunnableCommand>(
    _ type: Command.Type, _ arguments: [String], for command: String,
    _ environment: CLIEnvironment, settingsLocale: Bool = true
  ) throws {
    guard !arguments.contains(where: { $0 == "--help" || $0 == "-h" }) else {
      try run(type, arguments, environment)
      return
    }
    let config = try ToolConfig.load(in: environment.currentDirectory)
    var environment = environment
    if settingsLocale { environment.settingsLocale = config.values["locale"] }
    let added = config.arguments(
      for: command, given: arguments, variables: environment.variables)
    do {
      try run(type, added + arguments, environment)
    } catch let error as CLIError {
      throw config.blame(error, added: added, command: command) ?? error
    }
  }

  /// The tool's version line.
  static let version = "healthreport 0.1.0"

  /// The error for a command the tool does not have, with the nearest ones as a hint.
  /// - Parameter name: the command as typed.
  /// - Returns: a top-level usage error.
  static func unknownCommand(_ name: String) -> CLIError {
    let hint = Suggestion.hint(for: name, among: CommandSpec.tool.subcommands.map(\.name))
    return CLIError.usage("unknown command \(OptionValue.quoted(name))\(hint)")
  }

  /// `help [COMMAND]`.
  static func help(_ arguments: [String], environment: CLIEnvironment) throws(CLIError) {
    guard arguments.count <= 1 else {
      throw CLIError.usage("help takes at most one command, not \(arguments.count)")
    }
    guard let name = arguments.first, name != CommandSpec.helpCommand.name, name != "--help",
      name != "-h"
    else {
      environment.standardOutput(HelpText.page(of: .tool))
      return
    }
    guard let spec = CommandSpec.tool.subcommand(named: name) else { throw unknownCommand(name) }
    environment.standardOutput(HelpText.page(of: spec))
  }

  /// Parses a command's arguments, then prints its help page when `--help` was given, or runs
  /// the command with the parsed arguments.
  /// - Parameters:
  ///   - type: the command, whose arguments' table gives the help page.
  ///   - arguments: the arguments after the command's name.
  ///   - environment: the process's streams.
  /// - Throws: ``CLIError`` from parsing, or what the command throws.
  static func run<Command: RunnableCommand>(
    _ type: Command.Type, _ arguments: [String], _ environment: CLIEnvironment
  ) throws {
    let parsed = try Command.Arguments.parse(arguments)
    if parsed.wantsHelp {
      environment.standardOutput(HelpText.page(of: Command.Arguments.spec))
      return
    }
    try Command(arguments: parsed, environment: environment).run()
  }

  /// Prints `error` and returns its exit status.
  static func report(_ error: any Error, environment: CLIEnvironment) -> ExitCode {
    let code = exitCode(for: error)
    switch error {
    case let error as CLIError:
      environment.printDiagnostic("error: \(error)")
      environment.standardError(
        "\(HelpText.usage(for: error.command))\n\(HelpText.seeHelp(for: error.command))\n")
    case let error as ParseError:
      environment.printDiagnostic("error: \(error.commandLineDescription)")
    case is SiteError, is TemplateError, is StoreError, is InvalidEntryError:
      environment.printDiagnostic("error: \(error)")
    default:
      environment.printDiagnostic("error: internal error: \(error)")
    }
    return code
  }

  /// The exit status for `error`.
  static func exitCode(for error: any Error) -> ExitCode {
    switch error {
    case is CLIError:
      return .usage
    case let error as ParseError:
      return error.isMissingInput ? .noInput : .dataError
    case is InvalidEntryError:
      return .dataError
    case let error as StoreError:
      switch error.reason {
      case .newerFormat, .damaged: return .dataError
      case .cannotCreate: return .cannotCreate
      case .inputOutput: return .inputOutputError
      }
    case let error as SiteError:
      if case .resourcesNotFound = error.reason { return .noInput }
      return error.isInputOutputFailure ? .inputOutputError : .cannotCreate
    default:
      return .internalError
    }
  }
}
