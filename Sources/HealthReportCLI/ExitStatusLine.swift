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

extension ExitStatusLine {
  /// `0 success`, first on every page.
  static let success = ExitStatusLine(.success, "success")
  /// `64 usage error`.
  static let usage = ExitStatusLine(.usage, "usage error")
  /// `65 bad input data`, for the commands that read an input.
  static let badInputData = ExitStatusLine(
    .dataError, "bad input data, including an export that ends early (see --allow-truncated)")
  /// `66 input not found or unreadable`, for the commands that read an input.
  static let inputNotFound = ExitStatusLine(.noInput, "input not found or unreadable")
  /// `70 internal error`.
  static let internalError = ExitStatusLine(.internalError, "internal error")
  /// `73`, for the commands that write the store.
  static let storeCannotBeCreated = ExitStatusLine(.cannotCreate, "the store cannot be created")
  /// `74`, for the commands that write the store.
  static let storeInputOutput = ExitStatusLine(
    .inputOutputError, "I/O error reading or writing the store")

  /// The first lines of the commands that read an input and report on it (`build`, `daily`).
  static let readingInput: [ExitStatusLine] = [
    .success, .usage, .badInputData, .inputNotFound, .internalError,
  ]
}
