/// One example of the manual page's EXAMPLES section: a command line and what it does. The
/// arguments are kept apart from the shell text around them so that a test can check them
/// against the command's table.
struct CommandExample: Sendable, Equatable {
  /// What the example does, one sentence; empty for a line that continues the example before.
  var summary: String
  /// The arguments after `healthreport`, each one word.
  var arguments: [String]
  /// Shell text before the command (`source <(`); empty for none.
  var shellPrefix = ""
  /// Shell text after the command (`> daily.csv`); empty for none.
  var shellSuffix = ""
  /// Other commands to type after it (`sendmail -t < report.eml`).
  var followingLines: [String] = []

  /// The command line as a user types it.
  var commandLine: String {
    shellPrefix + ([CommandSpec.toolName] + arguments).joined(separator: " ")
      + (shellSuffix.hasPrefix(")") || shellSuffix.isEmpty ? "" : " ") + shellSuffix
  }
}

extension CommandSpec {
  /// The manual page's examples, in the order a new user needs them.
  static let examples: [CommandExample] = [
    CommandExample(
      summary: "Build the dashboard into ./site from the store, or from the demo data when there"
        + " is no store yet, and print the path of its index.html:",
      arguments: []),
    CommandExample(
      summary: "Build it from an Apple Health export (the export.zip of \"Export All Health"
        + " Data\") or from a CSV log:",
      arguments: ["build", "--input", "export.zip", "--out", "site"]),
    CommandExample(
      summary: "Keep the data in the store instead: import once, add a weigh-in by hand, then"
        + " build from the store:",
      arguments: ["import", "export.zip"]),
    CommandExample(
      summary: "", arguments: ["add", "weight", "154.2", "--date", "2024-12-14"]),
    CommandExample(summary: "", arguments: ["build", "--week-start", "monday"]),
    CommandExample(
      summary: "Write the figures per day as CSV:",
      arguments: ["daily", "export.zip", "--quiet"], shellSuffix: "> daily.csv"),
    CommandExample(
      summary: "Write the latest week's report as an email, then send it:",
      arguments: ["email", "--to", "you@example.com", "--out", "report.eml"],
      followingLines: ["sendmail -t < report.eml"]),
    CommandExample(
      summary: "Complete healthreport's commands and options in the current bash:",
      arguments: ["completions", "bash"], shellPrefix: "source <(", shellSuffix: ")"),
  ]
}
