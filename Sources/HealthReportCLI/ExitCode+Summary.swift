extension ExitCode {
  /// What the status means for every command, for the manual page's EXIT STATUS section.
  var summary: String {
    switch self {
    case .success: return "Success."
    case .usage:
      return "Usage error: an unknown command or option, a bad option value, a date outside the"
        + " data. The usage line and a hint follow the message."
    case .dataError:
      return "Bad data: not a Health export or CSV log, a truncated export (see"
        + " --allow-truncated), a damaged zip, no valid day, an invalid value for add, a"
        + " damaged or newer store, a bad healthreport.json."
    case .noInput:
      return "An input, the store or the templates do not exist or cannot be read (a FIFO or"
        + " a device is refused)."
    case .internalError: return "Internal error (a bug: please report it)."
    case .cannotCreate:
      return "The output (site folder, message file, store, healthreport.json) cannot be"
        + " created or may not be replaced."
    case .inputOutputError:
      return "I/O error writing a file, standard output or standard error."
    }
  }
}
