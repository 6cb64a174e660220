import HealthCore

/// The `HKCategoryTypeIdentifierMindfulSession` records of an export, and each day's mindful
/// minutes: the length of the union of the day's sessions from every app, so two apps that
/// record the same session never add up. A session's day is the local date of its
/// `startDate`.
struct MindfulSessions: Sendable {
  /// One session: its day (days since 1970) and its start and end (seconds since 1970 UTC).
  struct Session: Sendable, Equatable {
    var day: Int
    var start: Int
    var end: Int
  }

  /// The sessions read.
  private(set) var sessions: [Session] = []

  /// Adds a session (`end` not before `start`).
  mutating func add(_ session: Session) { sessions.append(session) }

  /// Each day's minutes: the union of its sessions' intervals, in minutes.
  static func minutes(of sessions: [Session]) -> [HealthMetric] {
    let ordered = sessions.sorted { $0.day != $1.day ? $0.day < $1.day : $0.start < $1.start }
    var result: [HealthMetric] = []
    var index = 0
    while index < ordered.count {
      let day = ordered[index].day
      var seconds = 0
      var coveredEnd = Int.min
      while index < ordered.count, ordered[index].day == day {
        let session = ordered[index]
        let start = max(session.start, coveredEnd)
        if session.end > start { seconds += session.end - start }
        coveredEnd = max(coveredEnd, session.end)
        index += 1
      }
      result.append(HealthMetric(date: LocalDate(dayNumber: day), value: Double(seconds) / 60))
    }
    return result
  }

  /// The mindful-minutes series (empty without sessions).
  var series: DailySeries {
    DailySeries(metric: .mindfulMinutes, days: MindfulSessions.minutes(of: sessions))
  }
}
