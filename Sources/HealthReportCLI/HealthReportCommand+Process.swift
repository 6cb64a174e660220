import Foundation
import HealthCore

extension HealthReportCommand {
  /// Runs the command line as the `healthreport` process: with the real standard streams, the
  /// current folder and the terminal state, and with write failures turned into an exit status
  /// rather than a trap.
  ///
  /// `SIGPIPE` is ignored, so a reader that goes away (`healthreport daily x | head -1`) shows
  /// up as `EPIPE` and the command ends quietly; any other failure to write standard output or
  /// error (a full disk, a closed descriptor) exits 74.
  /// - Parameter arguments: the arguments, without the program's name.
  /// - Returns: the exit status to end the process with.
  public static func runProcess(arguments: [String]) -> Int32 {
    _ = signal(SIGPIPE, SIG_IGN)
    StandardStream.occupyClosedStandardDescriptors()
    let output = StandardStream(descriptor: STDOUT_FILENO)
    let errors = StandardStream(descriptor: STDERR_FILENO)
    let currentPath = FileManager.default.currentDirectoryPath
    let code: Int32
    if currentPath.isEmpty || !FileManager.default.fileExists(atPath: currentPath) {
      errors.write(
        "error: the current folder no longer exists (was it deleted or replaced?);"
          + " change to an existing folder and run healthreport again\n")
      code = ExitCode.noInput.rawValue
    } else {
      let environment = CLIEnvironment(
        standardOutput: { output.write($0) }, standardError: { errors.write($0) },
        currentDirectory: URL(fileURLWithPath: currentPath),
        executablePath: Bundle.main.executablePath ?? CommandLine.arguments.first,
        isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
        isStandardErrorTerminal: isatty(STDERR_FILENO) == 1,
        now: { ProcessInfo.processInfo.systemUptime })
      code = run(arguments: arguments, environment: environment)
    }
    return exitStatus(
      code, outputFailure: output.failedWith, errorFailure: errors.failedWith,
      standardError: { errors.write($0) })
  }

  /// The process's exit status once the command returned `code` and its streams saw the given
  /// write failures (`errno` values).
  ///
  /// A closed pipe (`EPIPE`) on either stream leaves `code` as it is and prints nothing: the
  /// reader has all it wanted. Any other failure on standard output is reported on standard
  /// error and exits 74; any other failure on standard error exits 74.
  /// - Parameters:
  ///   - code: the command's own exit status.
  ///   - outputFailure: the `errno` of standard output's first failed write, if any.
  ///   - errorFailure: the `errno` of standard error's first failed write, if any.
  ///   - standardError: writes the message about a failed standard output.
  /// - Returns: the exit status.
  static func exitStatus(
    _ code: Int32, outputFailure: Int32?, errorFailure: Int32?,
    standardError: (String) -> Void
  ) -> Int32 {
    var status = code
    if let failure = outputFailure, failure != EPIPE {
      standardError(
        "error: cannot write to standard output: \(SystemErrorText.explain(failure))\n")
      status = ExitCode.inputOutputError.rawValue
    }
    if let failure = errorFailure, failure != EPIPE {
      status = ExitCode.inputOutputError.rawValue
    }
    return status
  }
}
