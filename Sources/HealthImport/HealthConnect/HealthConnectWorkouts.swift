import HealthCore

/// Workouts from `exercise_session_record_table`: a workout's day is its start's local date, its
/// activity comes from the platform's `exercise_type` (`WorkoutActivityName.healthConnect`) and its
/// title, when it has one, is kept. Two sessions from different apps that overlap for more than
/// half of the shorter one are one workout, kept from the app with the higher activity priority
/// (then as ``PriorityTimeline/Record/wins(over:)`` orders records), its minutes that session's
/// length.
enum HealthConnectWorkouts {
  /// One session read.
  private struct Session {
    var record: HealthConnectRecord
    var priority: Int
    var activity: String
    var title: String?

    /// The order in which sessions are kept: the winner of an overlap first.
    func wins(over other: Session) -> Bool {
      let this = PriorityTimeline.Record(
        start: record.localStart, end: record.localEnd, value: 0, priority: priority,
        lastModified: record.lastModified)
      let that = PriorityTimeline.Record(
        start: other.record.localStart, end: other.record.localEnd, value: 0,
        priority: other.priority, lastModified: other.record.lastModified)
      if this == that { return record.rowID < other.record.rowID }
      return this.wins(over: that)
    }

    /// Whether `self` and `other` overlap for more than half of the shorter one.
    func isSameWorkout(as other: Session) -> Bool {
      let overlap = min(record.end, other.record.end) - max(record.start, other.record.start)
      let shorter = min(record.end - record.start, other.record.end - other.record.start)
      return overlap > 0 && 2 * overlap > shorter
    }
  }

  /// The sessions grouped into workouts: two sessions from different apps that overlap for
  /// more than half of the shorter one are in one group, and so on through each overlap (a
  /// phone's, a watch's and a ring's recording of one run are one workout). Sessions are
  /// compared with those near them in time, after sorting by start.
  private static func groups(of sessions: [Session]) -> [[Session]] {
    let sorted = sessions.sorted {
      $0.record.start != $1.record.start
        ? $0.record.start < $1.record.start : $0.record.rowID < $1.record.rowID
    }
    var parent = Array(sorted.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index {
        parent[index] = parent[parent[index]]
        index = parent[index]
      }
      return index
    }
    for first in sorted.indices {
      var second = first + 1
      while second < sorted.count, sorted[second].record.start < sorted[first].record.end {
        if sorted[first].record.app != sorted[second].record.app,
          sorted[first].isSameWorkout(as: sorted[second])
        {
          parent[root(second)] = root(first)
        }
        second += 1
      }
    }
    var groups: [Int: [Session]] = [:]
    for index in sorted.indices { groups[root(index), default: []].append(sorted[index]) }
    return groups.keys.sorted().compactMap { groups[$0] }
  }

  /// Reads the sessions.
  /// - Parameter context: the open export and the import's counts.
  /// - Returns: the workouts, any order.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func read(_ context: inout HealthConnectContext) throws(ParseError) -> [Workout] {
    var sessions: [Session] = []
    try context.forEachRecord(
      in: .exercise, columns: ["exercise_type"], optional: ["title"], atMostADay: true
    ) { record, query, context in
      guard let type = context.integer("exercise_type", row: record.rowID, in: query) else {
        return
      }
      let title = query.text("title").flatMap { $0.isEmpty ? nil : $0 }
      sessions.append(
        Session(
          record: record, priority: context.apps.priority(of: record.app, in: .activity),
          activity: WorkoutActivityName.healthConnect(exerciseType: Int(clamping: type)),
          title: title))
    }
    return groups(of: sessions).map { group in
      let session = group.dropFirst().reduce(group[0]) { $1.wins(over: $0) ? $1 : $0 }
      let record = session.record
      return Workout(
        activity: session.activity, date: record.day, start: record.startSeconds,
        startOffset: Int(record.startOffset), minutes: Double(record.end - record.start) / 60_000,
        title: session.title)
    }
  }
}
