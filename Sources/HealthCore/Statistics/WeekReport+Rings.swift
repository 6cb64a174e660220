/// The week's Activity rings: its seven days, how often each ring closed and its best day.
extension WeekReport {
  /// Each day of the week in order (seven entries, the week's first day first): its rings, or
  /// `nil` for a day without an Activity summary.
  public var ringDays: [ActivityRings?] {
    var result: [ActivityRings?] = Array(repeating: nil, count: 7)
    for day in rings {
      let offset = week.start.days(to: day.date)
      if result.indices.contains(offset) { result[offset] = day }
    }
    return result
  }

  /// Whether the week has an Activity summary (else nothing of the rings is shown).
  public var hasRings: Bool { !rings.isEmpty }

  /// How often `ring` closed this week, of the days it counted, and the days it was paused
  /// (``RingWeekCount``).
  /// - Parameter ring: the ring.
  /// - Returns: the count, in days.
  public func ringCount(_ ring: ActivityRings.Ring) -> RingWeekCount {
    RingWeekCount(ring: ring, days: rings)
  }

  /// The three rings' counts, Move, Exercise, Stand.
  public var ringCounts: [RingWeekCount] { ActivityRings.Ring.allCases.map(ringCount) }

  /// The most a ring's progress adds to a day's score in ``bestRingDay``: two laps (200%).
  public static let bestDayProgressCap = 2.0

  /// The week's best day for the rings, as a Fitness app user ranks days: the day that closed
  /// the most rings; among days closing as many, the one with the highest sum of the three
  /// rings' progress (value ÷ goal), each ring counted up to ``bestDayProgressCap`` (200%, so
  /// that one ring's long third lap does not outweigh the other two); among equal days, the
  /// earliest. A paused ring or a missing figure adds nothing. `nil` when no day of the week
  /// has a ring that counts (no summary, or every ring paused or without figures).
  public var bestRingDay: ActivityRings? {
    var best: (day: ActivityRings, closed: Int, score: Double)?
    for day in rings {
      let rings = ActivityRings.Ring.allCases
      let progresses = rings.compactMap { day.progress(of: $0) }
      guard !progresses.isEmpty else { continue }
      let closed = rings.filter { day.isClosed($0) == true }.count
      let score = progresses.reduce(0) { $0 + min($1, Self.bestDayProgressCap) }
      if let current = best,
        closed < current.closed || (closed == current.closed && score <= current.score)
      {
        continue
      }
      best = (day, closed, score)
    }
    return best?.day
  }
}
