/// How often each Activity ring closed in one calendar month or year (``RingStreaks``).
public struct RingPeriodShare: Sendable, Hashable {
  /// The period's length: ``CalendarPeriod/month`` or ``CalendarPeriod/year``.
  public let period: CalendarPeriod
  /// The period's first day (the 1st of the month, January 1).
  public let start: LocalDate
  /// The period's last day.
  public let end: LocalDate
  /// The days of the period with an Activity summary.
  public let summaryDays: Int
  /// One ring's days: counted, closed and paused.
  private struct Count: Sendable, Hashable {
    var counted = 0
    var closed = 0
    var paused = 0
  }
  /// Per ring (``ActivityRings/Ring`` order).
  private let counts: [Count]

  /// Counts the days of one period.
  /// - Parameters:
  ///   - period: month or year.
  ///   - start: the period's first day.
  ///   - days: the period's days with a summary.
  init(period: CalendarPeriod, start: LocalDate, days: ArraySlice<ActivityRings>) {
    self.period = period
    self.start = start
    end = period.end(startingOn: start)
    summaryDays = days.count
    counts = ActivityRings.Ring.allCases.map { ring in
      var count = Count()
      for day in days {
        if day.isPaused(ring) { count.paused += 1 }
        guard let isClosed = day.isClosed(ring) else { continue }
        count.counted += 1
        if isClosed { count.closed += 1 }
      }
      return count
    }
  }

  /// The days the ring counts: days with its value and a goal above 0 (paused days and days
  /// without its figures are left out).
  /// - Parameter ring: the ring.
  /// - Returns: the number of days.
  public func days(_ ring: ActivityRings.Ring) -> Int { counts[ring.position].counted }

  /// The days the ring closed.
  /// - Parameter ring: the ring.
  /// - Returns: the number of days.
  public func closedDays(_ ring: ActivityRings.Ring) -> Int { counts[ring.position].closed }

  /// The days the ring was paused (goal 0).
  /// - Parameter ring: the ring.
  /// - Returns: the number of days.
  public func pausedDays(_ ring: ActivityRings.Ring) -> Int { counts[ring.position].paused }

  /// The share of the counted days on which the ring closed, 0 to 1; `nil` without a counted
  /// day.
  /// - Parameter ring: the ring.
  /// - Returns: closed days ÷ counted days.
  public func share(_ ring: ActivityRings.Ring) -> Double? {
    let count = counts[ring.position]
    return count.counted > 0 ? Double(count.closed) / Double(count.counted) : nil
  }
}
