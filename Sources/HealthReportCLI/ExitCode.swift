/// The process exit statuses, from BSD `sysexits.h`.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Success.
  case success = 0
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
  /// The input's content is bad (`EX_DATAERR`).
  case dataError = 65
  /// The input (data or templates) does not exist or cannot be opened (`EX_NOINPUT`).
  case noInput = 66
  /// An internal error (`EX_SOFTWARE`).
  case internalError = 70
  /// The output folder cannot be created or may not be replaced (`EX_CANTCREAT`).
  case cannotCreate = 73
  /// Reading or writing a file failed (`EX_IOERR`).
  case inputOutputError = 74
}
