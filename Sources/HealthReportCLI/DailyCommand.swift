import HealthCore

/// `healthreport daily INPUT`: prints the per-day figures as CSV on standard output.
struct DailyCommand {
  /// The validated options.
  var arguments: DailyArguments
  /// The process's streams, clock and current folder.
  var environment: CLIEnvironment

  /// Loads the input and writes `DailyCSV.render(_:)` of it to standard output.
  /// - Throws: ``ParseError`` naming the input as the user gave it.
  func run() throws(ParseError) {
    let result = try arguments.file.load(in: environment)
    environment.standardOutput(DailyCSV.render(result.dataset))
  }
}
