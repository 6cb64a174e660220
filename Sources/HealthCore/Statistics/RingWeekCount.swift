/// How often one Activity ring closed in a week (``WeekReport/ringCount(_:)``).
///
/// Only days with an Activity summary count. A day on which the ring was paused (goal 0) is
/// neither closed nor open: it is counted apart, in ``paused``. A day whose summary lacks the
/// ring's value or goal counts nowhere.
public struct RingWeekCount: Sendable, Hashable {
  /// The ring.
  public var ring: ActivityRings.Ring
  /// The days the ring closed (value ≥ goal), days.
  public var closed: Int
  /// The days the ring counted: closed or open (a value and a goal above 0), days.
  public var counted: Int
  /// The days the ring was paused (goal 0), days.
  public var paused: Int

  /// Creates a count.
  /// - Parameters:
  ///   - ring: the ring.
  ///   - closed: the days it closed.
  ///   - counted: the days it closed or stayed open.
  ///   - paused: the days it was paused.
  public init(ring: ActivityRings.Ring, closed: Int, counted: Int, paused: Int) {
    self.ring = ring
    self.closed = closed
    self.counted = counted
    self.paused = paused
  }

  /// The count of `ring` over `days`.
  /// - Parameters:
  ///   - ring: the ring.
  ///   - days: the days' rings (one per date).
  public init(ring: ActivityRings.Ring, days: [ActivityRings]) {
    var closed = 0
    var counted = 0
    var paused = 0
    for day in days {
      if day.isPaused(ring) {
        paused += 1
      } else if let isClosed = day.isClosed(ring) {
        counted += 1
        if isClosed { closed += 1 }
      }
    }
    self.init(ring: ring, closed: closed, counted: counted, paused: paused)
  }
}
