/// The week's sleep, heart and workout figures, from the same per-day series as every other
/// figure (so the week page, archive, feed, email and `weeks.csv` agree).
///
/// Sleep: the nights with asleep time (``sleepNights``), their mean asleep and in-bed hours,
/// and the mean bedtime and wake time of the measured nights. Heart: the means of the days'
/// resting heart rate and HRV (SDNN and RMSSD apart). Workouts: their count and minutes (sums), by activity. Each
/// mean's change is against the same mean of the week before.
extension WeekReport {
  /// The days of `metric` this week.
  public func days(of metric: MetricKind) -> [DateValue] {
    otherMetrics.first { $0.metric == metric }?.days ?? []
  }

  /// The mean of `metric`'s days this week; `nil` without days.
  public func average(of metric: MetricKind) -> Double? {
    Self.mean(days(of: metric).map(\.value))
  }

  /// The mean of `metric`'s days the week before; `nil` without days.
  public func previousAverage(of metric: MetricKind) -> Double? {
    Self.mean(previousMetrics.first { $0.metric == metric }?.days.map(\.value) ?? [])
  }

  /// This week's mean of `metric` minus last week's; `nil` when either is missing.
  public func change(of metric: MetricKind) -> Double? {
    guard let now = average(of: metric), let before = previousAverage(of: metric) else {
      return nil
    }
    return now - before
  }

  /// Nights with asleep time this week.
  public var sleepNights: Int { days(of: .sleepAsleep).filter { $0.value > 0 }.count }

  /// The mean asleep hours over ``sleepNights``; `nil` without such nights.
  public var sleepAsleepAverage: Double? {
    Self.mean(days(of: .sleepAsleep).map(\.value).filter { $0 > 0 })
  }

  /// The mean bedtime of the week's measured nights, local seconds from the night's midnight
  /// (negative the evening before); `nil` without measured nights.
  public var bedtimeAverage: Double? { Self.mean(nights.map { Double($0.bedtime) }) }

  /// The mean wake time of the week's measured nights, local seconds from the night's
  /// midnight; `nil` without measured nights.
  public var wakeTimeAverage: Double? { Self.mean(nights.map { Double($0.wakeTime) }) }

  /// The week's workouts (the sum of the days' counts).
  public var workoutCount: Int {
    Int(days(of: .workouts).reduce(0) { $0 + $1.value }.rounded())
  }

  /// The week's workout minutes (the sum of the days').
  public var workoutMinutes: Double { days(of: .workoutMinutes).reduce(0) { $0 + $1.value } }

  /// The week before's workouts.
  public var previousWorkoutCount: Int? {
    guard let days = previousMetrics.first(where: { $0.metric == .workouts })?.days else {
      return nil
    }
    return Int(days.reduce(0) { $0 + $1.value }.rounded())
  }

  /// The week's workouts by activity: name, count and minutes, most minutes first (then by
  /// name); empty when the data holds only per-day figures.
  public var workoutsByActivity: [(activity: String, count: Int, minutes: Double)] {
    ActivityTotal.make(workouts).map { ($0.activity, $0.count, $0.minutes) }
  }

  /// Whether the week has any sleep figure.
  public var hasSleep: Bool { !days(of: .sleepAsleep).isEmpty || !days(of: .sleepInBed).isEmpty }

  /// Whether the week has resting heart rate or HRV (SDNN or RMSSD).
  public var hasHeart: Bool {
    !days(of: .restingHeartRate).isEmpty || !days(of: .heartRateVariability).isEmpty
      || !days(of: .heartRateVariabilityRMSSD).isEmpty
  }

  /// Whether the week has workouts.
  public var hasWorkouts: Bool { !days(of: .workouts).isEmpty }
}
