/// The Activity rings' streaks and how often each ring closed, per month and per year.
///
/// - A **streak** is a run of consecutive calendar days on which the ring closed
///   (``ActivityRings/isClosed(_:)``). A day without a summary (the Watch not worn) ends it, as
///   does a day on which the ring stayed open or lacks its figures; a paused day (goal 0)
///   neither ends it nor adds to it.
/// - The **longest** streak is the one with the most days closed (the earliest of equally long
///   ones).
/// - The **current** streak is the run still going on the last day with a summary: it takes in
///   that day when the ring closed or was paused, and when the ring is still open on it (the
///   day may not be over, as an export made in the morning shows) the run through the day
///   before, as ``GoalRule`` treats the steps goal.
/// - The **shares** count, per calendar month and year with a summary, the days each ring
///   counts (its value and a goal above 0) and the days it closed (``RingPeriodShare``).
public struct RingStreaks: Sendable, Hashable {
  /// The last day with a summary; `nil` without one.
  public let lastDate: LocalDate?
  /// Each month with a summary, ascending.
  public let months: [RingPeriodShare]
  /// Each year with a summary, ascending.
  public let years: [RingPeriodShare]
  /// Per ring (``ActivityRings/Ring`` order): the current streak.
  private let currents: [RingStreak?]
  /// Per ring: the longest streak.
  private let longests: [RingStreak?]

  /// Computes the streaks and shares of `days`.
  /// - Parameter days: the days' rings (``HealthDataset/rings``), any order; for a date given
  ///   twice, the later one counts.
  public init(_ days: [ActivityRings]) {
    let ordered = days.lastPerDate(\.date)
    lastDate = ordered.last?.date
    var currents: [RingStreak?] = []
    var longests: [RingStreak?] = []
    for ring in ActivityRings.Ring.allCases {
      let walk = RingStreaks.walk(ordered[...], ring: ring)
      longests.append(walk.longest)
      if let running = walk.running {
        currents.append(running)
      } else if let last = ordered.last, last.isClosed(ring) == false, ordered.count > 1,
        ordered[ordered.count - 2].date == last.date.adding(days: -1)
      {
        // The last day is still open (it may not be over): the run through the day before.
        currents.append(RingStreaks.walk(ordered.dropLast(), ring: ring).running)
      } else {
        currents.append(nil)
      }
    }
    self.currents = currents
    self.longests = longests
    months = RingStreaks.shares(ordered, by: .month)
    years = RingStreaks.shares(ordered, by: .year)
  }

  /// A ring's current streak: the run going on the last day with a summary (or on the day
  /// before, when the ring is still open on that day); `nil` when there is none.
  /// - Parameter ring: the ring.
  /// - Returns: the streak, its days the days closed.
  public func current(_ ring: ActivityRings.Ring) -> RingStreak? { currents[ring.position] }

  /// A ring's longest streak (the earliest of equally long ones); `nil` when it never closed.
  /// - Parameter ring: the ring.
  /// - Returns: the streak, its days the days closed.
  public func longest(_ ring: ActivityRings.Ring) -> RingStreak? { longests[ring.position] }

  /// The runs of one ring: the longest, and the one still going after the last day.
  private static func walk(_ days: ArraySlice<ActivityRings>, ring: ActivityRings.Ring) -> (
    longest: RingStreak?, running: RingStreak?
  ) {
    var longest: RingStreak?
    var running: RingStreak?
    var previous: LocalDate?
    func end() {
      if let run = running, run.days > (longest?.days ?? 0) { longest = run }
      running = nil
    }
    for day in days {
      if let previous, previous.adding(days: 1) != day.date { end() }
      previous = day.date
      if day.isPaused(ring) { continue }
      guard day.isClosed(ring) == true else {
        end()
        continue
      }
      running =
        running.map { RingStreak(first: $0.first, last: day.date, days: $0.days + 1) }
        ?? RingStreak(first: day.date, last: day.date, days: 1)
    }
    let still = running
    end()
    return (longest, still)
  }

  /// The shares of each month or year with a summary, ascending.
  private static func shares(_ days: [ActivityRings], by period: CalendarPeriod)
    -> [RingPeriodShare]
  {
    var result: [RingPeriodShare] = []
    var first = 0
    while first < days.count {
      let start = period.start(containing: days[first].date, weekStart: .monday)
      let end = period.end(startingOn: start)
      var next = first
      while next < days.count, days[next].date <= end { next += 1 }
      result.append(RingPeriodShare(period: period, start: start, days: days[first..<next]))
      first = next
    }
    return result
  }
}
