/// One workout: what it was, when it started and how long it took.
public struct Workout: Sendable, Hashable {
  /// The readable activity name ("Running", "Traditional Strength Training"): the English key
  /// the pages look up in the reader's words (``WorkoutActivityName``).
  public var activity: String
  /// The workout's own title as the app that recorded it named it ("Morning run": a Health
  /// Connect session's `title`), untrusted text shown beside the activity; `nil` for none
  /// (the Health app's export names none).
  public var title: String?
  /// The local day of the start (the workout's day).
  public var date: LocalDate
  /// The start, seconds since 1970-01-01 00:00 UTC.
  public var start: Int
  /// The start's UTC offset, seconds east of UTC (for its local clock time).
  public var startOffset: Int
  /// The duration, minutes.
  public var minutes: Double
  /// The distance covered, kilometres, when recorded.
  public var distance: Double?
  /// The active energy burned, kilocalories, when recorded.
  public var energy: Double?

  /// Creates a workout.
  /// - Parameters:
  ///   - activity: the readable activity name.
  ///   - date: the local day of the start.
  ///   - start: seconds since 1970 UTC.
  ///   - startOffset: the start's UTC offset in seconds.
  ///   - minutes: the duration in minutes.
  ///   - distance: kilometres, if recorded.
  ///   - energy: kilocalories, if recorded.
  ///   - title: the workout's own title, if it has one.
  public init(
    activity: String, date: LocalDate, start: Int, startOffset: Int, minutes: Double,
    distance: Double? = nil, energy: Double? = nil, title: String? = nil
  ) {
    self.activity = activity
    self.title = title
    self.date = date
    self.start = start
    self.startOffset = startOffset
    self.minutes = minutes
    self.distance = distance
    self.energy = energy
  }

  /// The start's local clock time, seconds after the local midnight of ``date``.
  public var localStartSeconds: Int { start + startOffset - date.dayNumber * 86_400 }

  /// The longest workout kept, minutes (a day).
  public static let longestMinutes = 1_440.0

  /// The per-day series of workouts (count) and workout minutes, in `MetricKind` order; none
  /// when there are no workouts.
  /// - Parameter workouts: workouts in any order.
  /// - Returns: zero or two series.
  public static func series(of workouts: [Workout]) -> [DailySeries] {
    guard !workouts.isEmpty else { return [] }
    var count: [LocalDate: Double] = [:]
    var minutes: [LocalDate: Double] = [:]
    for workout in workouts {
      count[workout.date, default: 0] += 1
      minutes[workout.date, default: 0] += workout.minutes
    }
    return [
      DailySeries(
        metric: .workouts, days: count.map { HealthMetric(date: $0.key, value: $0.value) }),
      DailySeries(
        metric: .workoutMinutes,
        days: minutes.map { HealthMetric(date: $0.key, value: $0.value) }),
    ]
  }

  /// Sorts by start, then activity, then title (none first), so equal inputs give equal
  /// orders.
  static func ordered(_ workouts: [Workout]) -> [Workout] {
    workouts.sorted { left, right in
      if left.start != right.start { return left.start < right.start }
      if left.activity != right.activity { return left.activity < right.activity }
      return (left.title ?? "") < (right.title ?? "")
    }
  }
}
