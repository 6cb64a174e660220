import HealthCore

/// The checks of options that name days against the days the data has: a report whose end,
/// selection or week lies outside the data would run "successfully" on nothing.
struct DataBounds: Sendable {
  /// The first day with data.
  var first: LocalDate
  /// The last day with data.
  var last: LocalDate

  /// The bounds of `dataset`, or `nil` when it has no day at all.
  /// - Parameter dataset: the loaded data.
  init?(_ dataset: HealthDataset) {
    guard let first = dataset.firstDate, let last = dataset.lastDate else { return nil }
    self.first = first
    self.last = last
  }

  /// `the data runs from 2024-08-18 to 2024-12-14`.
  var sentence: String {
    first == last
      ? "the data has one day, \(first.isoString)"
      : "the data runs from \(first.isoString) to \(last.isoString)"
  }

  /// Checks `--end`: it must lie within the data.
  /// - Parameters:
  ///   - end: the `--end` day, if given.
  ///   - command: the command, for the usage line.
  /// - Throws: a usage error naming the data's first and last day.
  func check(end: LocalDate?, command: String) throws(CLIError) {
    guard let end, end < first || end > last else { return }
    throw CLIError.usage(
      "--end \(end.isoString) is \(end < first ? "before" : "after") the data: \(sentence)",
      command: command)
  }

  /// Checks `--select`: it must lie within the report's window of `dayCount` days ending on
  /// `end`.
  /// - Parameters:
  ///   - selected: the `--select` day, if given.
  ///   - end: the report's last day (`--end` or the last day with data).
  ///   - dayCount: the window's length in days.
  ///   - command: the command, for the usage line.
  /// - Throws: a usage error naming the window and the data's first and last day.
  func check(selected: LocalDate?, end: LocalDate, dayCount: Int, command: String)
    throws(CLIError)
  {
    guard let selected else { return }
    let start = end.adding(days: 1 - dayCount)
    guard selected < start || selected > end else { return }
    throw CLIError.usage(
      "--select \(selected.isoString) is outside the report's \(dayCount) days"
        + " (\(start.isoString) to \(end.isoString)); \(sentence)",
      command: command)
  }

  /// Checks a week: some metric must have data on one of its days.
  /// - Parameters:
  ///   - week: the week's first and last day.
  ///   - name: the week as the user gave it.
  ///   - dataset: the loaded data.
  ///   - command: the command, for the usage line.
  /// - Throws: a usage error naming the data's first and last day.
  func check(
    week: ClosedRange<LocalDate>, name: String, in dataset: HealthDataset, command: String
  ) throws(CLIError) {
    guard !dataset.hasData(in: week) else { return }
    throw CLIError.usage(
      "--week \(name) (\(week.lowerBound.isoString) to \(week.upperBound.isoString)) has no data;"
        + " \(sentence)",
      command: command)
  }
}
