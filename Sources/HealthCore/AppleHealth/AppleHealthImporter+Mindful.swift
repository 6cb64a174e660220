/// Reading one `HKCategoryTypeIdentifierMindfulSession` record.
extension AppleHealthImporter {
  /// Checks one mindful session (start and end dates, at most a day long) and keeps it for the
  /// day's union (``MindfulSessions``), or counts it as malformed.
  mutating func addMindful(
    _ fields: RecordFields, _ buffer: UnsafeRawBufferPointer, at open: Int, lineBase: Int
  ) {
    guard fields.start.0 >= 0, fields.end.0 >= 0 else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "mindful Record without dates")
      return
    }
    guard
      let start = RecordTime(
        buffer, offset: fields.start.0, length: fields.start.1, cache: &dayCache),
      let end = RecordTime(buffer, offset: fields.end.0, length: fields.end.1, cache: &dayCache)
    else {
      noteMalformed(buffer, at: open, lineBase: lineBase, "mindful Record with a bad date")
      return
    }
    guard LocalDate(dayNumber: start.dayNumber).isSupported else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        "mindful Record with a startDate outside \(LocalDate.supportedRangeText)")
      return
    }
    guard end.seconds >= start.seconds, end.seconds - start.seconds <= 86_400 else {
      noteMalformed(
        buffer, at: open, lineBase: lineBase,
        "mindful Record ending before it starts or longer than a day")
      return
    }
    _ = sourceIndex(fields.source, buffer)
    counts.recordsRead += 1
    mindful.add(
      MindfulSessions.Session(day: start.dayNumber, start: start.seconds, end: end.seconds))
  }
}
