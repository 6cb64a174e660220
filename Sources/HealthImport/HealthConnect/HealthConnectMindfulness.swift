import HealthCore

/// Mindful minutes from `mindfulness_session_record_table` (newer exports only): the union of
/// the day's sessions from every app, a session's day its start's local date, as for an export
/// (``MindfulSessions``).
enum HealthConnectMindfulness {
  /// Reads the sessions.
  /// - Parameter context: the open export and the import's counts.
  /// - Returns: the mindful-minutes series (empty without sessions).
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func read(_ context: inout HealthConnectContext) throws(ParseError) -> DailySeries {
    var mindful = MindfulSessions()
    try context.forEachRecord(in: .mindfulness, atMostADay: true) { record, _, _ in
      mindful.add(
        MindfulSessions.Session(
          day: record.day.dayNumber, start: record.startSeconds, end: record.endSeconds))
    }
    return mindful.series
  }
}
