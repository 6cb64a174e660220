import HealthCore

/// Reading one `HKCategoryTypeIdentifierMindfulSession` record.
extension AppleHealthImporter {
  /// Checks one mindful session (start and end dates, at most a day long) and keeps it for the
  /// day's union (``MindfulSessions``), or counts it as malformed.
  mutating func addMindful(
    _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int
  ) {
    guard
      let (start, end) = interval(
        fields, buffer, at: open, lineBase: lineBase, kind: "mindful", longest: 86_400)
    else { return }
    _ = sourceIndex(fields, buffer)
    counts.recordsRead += 1
    mindful.add(
      MindfulSessions.Session(day: start.dayNumber, start: start.seconds, end: end.seconds))
  }
}
