/// One line of a help page's EXIT STATUS section: a status and what it means for the command.
struct ExitStatusLine: Sendable, Equatable {
  /// The status.
  var code: ExitCode
  /// What it means for this command, `usage error`.
  var meaning: String

  /// Creates a line.
  /// - Parameters:
  ///   - code: the status.
  ///   - meaning: what it means for this command.
  init(_ code: ExitCode, _ meaning: String) {
    self.code = code
    self.meaning = meaning
  }
}
