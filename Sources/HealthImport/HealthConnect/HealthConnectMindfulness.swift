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
    guard
      let query = try context.query(.mindfulness, required: HealthConnectRecord.Columns.interval),
      let columns = HealthConnectRecord.Columns(query)
    else { return mindful.series }
    while try query.step() {
      context.counts.rows += 1
      guard
        let record = HealthConnectRecord.read(
          query.statement, columns: columns, table: .mindfulness, warnings: &context.warnings),
        HealthConnectRecord.isSession(record, table: .mindfulness, warnings: &context.warnings)
      else { continue }
      context.noteApp(record.app)
      mindful.add(
        MindfulSessions.Session(
          day: record.day.dayNumber, start: record.startSeconds, end: record.endSeconds))
    }
    return mindful.series
  }
}
