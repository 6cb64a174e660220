import HealthCore
import ReportMail

/// `--week WEEK` of the commands that report on one week (`email`, `chart`): a day as
/// YYYY-MM-DD (the week containing it) or an ISO week such as 2024-W50 when weeks start on
/// Monday; without it, the latest week with data.
struct WeekOption: Sendable, Equatable {
  /// `--week` as typed; `nil` for the latest week with data.
  var text: String?

  /// The usage error of a `--week` that is not a week in weeks starting on `weekStart`.
  /// - Parameters:
  ///   - text: the value given.
  ///   - weekStart: the week's first day.
  ///   - command: the command's name, for the usage line.
  /// - Returns: the error.
  static func error(_ text: String, weekStart: WeekStart, command: String) -> CLIError {
    let forms =
      weekStart == .monday
      ? "an ISO week such as 2024-W50 or a day as YYYY-MM-DD"
      : "a day as YYYY-MM-DD (ISO weeks such as 2024-W50 need --week-start monday)"
    return .usage("--week must be \(forms), not \(OptionValue.quoted(text))", command: command)
  }

  /// Reads `--week`, checking its form before any data is read.
  /// - Parameters:
  ///   - scan: the scanned command line.
  ///   - settings: the settings read so far (`--week-start`).
  ///   - command: the command's name, for the usage line.
  /// - Throws: a usage error for a value that is no week.
  mutating func read(
    _ scan: ArgumentScanner.Scan, settings: ReportSettings, command: String
  ) throws(CLIError) {
    guard let text = scan.value("--week") else { return }
    // Without --week-start the week may start on the export's locale's first day (known once
    // the data is read), so an ISO week is checked again then.
    let mayStartOnMonday = settings.weekStartChoice == nil
    guard
      Week(parsing: text, weekStart: settings.weekStart) != nil
        || (mayStartOnMonday && Week(parsing: text, weekStart: .monday) != nil)
    else { throw Self.error(text, weekStart: settings.weekStart, command: command) }
    self.text = text
  }

  /// The week asked for, or the latest with data.
  /// - Parameters:
  ///   - dataset: the data.
  ///   - weekStart: the report's first day of the week (known once the data is read).
  ///   - inputName: the input's name, for the message when there is no data at all.
  ///   - command: the command's name, for messages.
  /// - Returns: the week.
  /// - Throws: a usage error for a value that is no week in these weeks, a ``CLIError`` when
  ///   the week lies outside the data, a ``ParseError`` when there is no data at all.
  func resolve(
    in dataset: HealthDataset, weekStart: WeekStart, inputName: String, command: String
  ) throws -> Week {
    if let text {
      guard let week = Week(parsing: text, weekStart: weekStart) else {
        throw Self.error(text, weekStart: weekStart, command: command)
      }
      try DataBounds(dataset)?.check(week: week.range, name: text, in: dataset, command: command)
      return week
    }
    guard let latest = EmailReport.latestWeek(in: dataset, weekStart: weekStart) else {
      throw ParseError(
        path: inputName, reason: .invalidContent("no data, so there is no week to report on"))
    }
    return latest
  }
}
