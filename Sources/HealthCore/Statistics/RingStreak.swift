/// A run of days on which one Activity ring closed (``RingStreaks``): consecutive calendar
/// days, each with a summary, on which the ring closed or was paused.
public struct RingStreak: Sendable, Hashable {
  /// The first day the ring closed.
  public let first: LocalDate
  /// The last day the ring closed.
  public let last: LocalDate
  /// The length in days: the days the ring closed (the paused days inside are not counted),
  /// at least 1.
  public let days: Int

  /// Creates a streak.
  /// - Parameters:
  ///   - first: the first day closed.
  ///   - last: the last day closed, not before `first`.
  ///   - days: the days closed, at least 1.
  public init(first: LocalDate, last: LocalDate, days: Int) {
    self.first = first
    self.last = max(first, last)
    self.days = max(1, days)
  }
}
