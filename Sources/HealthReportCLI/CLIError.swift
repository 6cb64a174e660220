/// A mistake on the command line (exit 64), with the command whose usage applies.
public struct CLIError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The arguments are wrong; a sentence saying how (`--units must be lb or kg, not "stone"`).
    case usage(String)
  }

  /// The command whose usage line is printed (`build`), or `nil` for the top level.
  public var command: String?
  /// What went wrong.
  public var reason: Reason

  /// Creates an error.
  /// - Parameters:
  ///   - command: the command whose usage applies, or `nil` for the top level.
  ///   - reason: what went wrong.
  public init(command: String?, reason: Reason) {
    self.command = command
    self.reason = reason
  }

  /// A usage error of `command` with `message`.
  /// - Parameters:
  ///   - message: a sentence saying what is wrong.
  ///   - command: the command whose usage applies, or `nil` for the top level.
  /// - Returns: the error.
  public static func usage(_ message: String, command: String? = nil) -> CLIError {
    CLIError(command: command, reason: .usage(message))
  }

  /// The sentence saying what is wrong.
  public var description: String {
    switch reason {
    case .usage(let message): return message
    }
  }
}
