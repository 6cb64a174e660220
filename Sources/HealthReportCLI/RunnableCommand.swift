/// A command that runs with its validated arguments: `build`, `daily`, `email`, `chart`, `add`
/// and `import`, dispatched by ``HealthReportCommand``.
protocol RunnableCommand {
  /// The command's arguments, whose table gives its help page.
  associatedtype Arguments: CommandArguments

  /// Prepares the command.
  /// - Parameters:
  ///   - arguments: the validated arguments.
  ///   - environment: the process's streams, current folder and variables.
  init(arguments: Arguments, environment: CLIEnvironment)

  /// Runs the command.
  /// - Throws: the command's errors, mapped to exit codes by ``HealthReportCommand``.
  func run() throws
}

extension BuildCommand: RunnableCommand {}
extension DailyCommand: RunnableCommand {}
extension EmailCommand: RunnableCommand {}
extension ChartCommand: RunnableCommand {}
extension AddCommand: RunnableCommand {}
extension ImportCommand: RunnableCommand {}
