import Foundation
import HealthCore
import HealthImport

/// Everything the command line needs from its process, injected so tests can run commands
/// in-process and capture their output.
public struct CLIEnvironment: Sendable {
  /// Receives text for one stream; each call passes whole lines, ending in `\n`.
  public typealias Writer = @Sendable (String) -> Void

  /// Writes to standard output (results: the site's path, help).
  public var standardOutput: Writer
  /// Writes to standard error (errors and warnings).
  public var standardError: Writer
  /// The folder relative paths are resolved against.
  public var currentDirectory: URL
  /// The running executable's path, used to find the templates; `nil` if unknown.
  public var executablePath: String?
  /// Whether standard output is a terminal.
  public var isStandardOutputTerminal: Bool
  /// Whether standard error is a terminal.
  public var isStandardErrorTerminal: Bool
  /// A monotonic clock in seconds (any origin), used to pace and time progress output.
  public var now: @Sendable () -> Double
  /// The process's environment variables (`HEALTHREPORT_STORE`).
  public var variables: [String: String]
  /// The wall clock: the current moment, for "today" and the time an entry was added.
  public var clock: @Sendable () -> Date
  /// The time zone that decides which local day "today" is.
  public var timeZone: TimeZone
  /// The `locale` of `healthreport.json`, when set: the report's language when neither
  /// `--locale` nor the export names one (the export's own locale comes first).
  public var settingsLocale: String?

  /// Creates an environment.
  /// - Parameters:
  ///   - standardOutput: receives standard output text.
  ///   - standardError: receives standard error text.
  ///   - currentDirectory: the folder relative paths are resolved against.
  ///   - executablePath: the running executable's path, if known.
  ///   - isStandardOutputTerminal: whether standard output is a terminal.
  ///   - isStandardErrorTerminal: whether standard error is a terminal.
  ///   - now: a monotonic clock in seconds; the default is the system's uptime clock.
  ///   - variables: the environment variables; the default is the process's.
  ///   - clock: the wall clock; the default is the system's.
  ///   - timeZone: the local time zone; the default is the system's.
  public init(
    standardOutput: @escaping Writer, standardError: @escaping Writer, currentDirectory: URL,
    executablePath: String?, isStandardOutputTerminal: Bool = false,
    isStandardErrorTerminal: Bool = false,
    now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
    variables: [String: String] = ProcessInfo.processInfo.environment,
    clock: @escaping @Sendable () -> Date = { Date() },
    timeZone: TimeZone = .current
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.currentDirectory = currentDirectory
    self.executablePath = executablePath
    self.isStandardOutputTerminal = isStandardOutputTerminal
    self.isStandardErrorTerminal = isStandardErrorTerminal
    self.now = now
    self.variables = variables
    self.clock = clock
    self.timeZone = timeZone
  }

  /// Today's local day, from ``clock`` in ``timeZone``.
  var today: LocalDate { LocalDate(instant: clock(), timeZone: timeZone) }

  /// Prints one diagnostic line (an error, a warning, a summary) on standard error, with every
  /// control character of the input it quotes escaped (see ``DiagnosticText``).
  /// - Parameter line: the message, without a line end.
  func printDiagnostic(_ line: String) {
    standardError(DiagnosticText.escaped(line) + "\n")
  }

  /// Prints a command's result line on standard output (the path it wrote, what it added),
  /// with control characters escaped as in diagnostics: a path typed with an escape sequence
  /// does not drive the terminal.
  /// - Parameter line: the line, without a line end.
  func printResult(_ line: String) {
    standardOutput(DiagnosticText.escaped(line) + "\n")
  }

  /// Resolves a path the user gave against ``currentDirectory`` (absolute paths stay).
  /// - Parameter path: a path as given on the command line.
  /// - Returns: the standardized absolute file URL.
  func resolve(_ path: String) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : currentDirectory.appendingPathComponent(path)
    return url.standardizedFileURL
  }
}
