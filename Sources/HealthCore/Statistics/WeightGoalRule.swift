/// How far the weight is from its goal and, when the moving average heads for it, when it may
/// get there.
///
/// - **Where you are**: the latest 7-day average (``MovingAverage``) of the 28 days ending on
///   the report's last day; the latest weigh-in up to that day when none of them has one.
/// - **To go**: that figure minus the goal. Within 0.25 kg (0.55 lb) of the goal, the goal
///   counts as reached.
/// - **Pace**: the least-squares slope of the 7-day average over the 28 days ending on the last
///   day, in kilograms a day; it needs an average on at least 14 of those days, the latest of
///   them within the last 7 days.
/// - **Projection**: when the pace heads for the goal (down to a lower goal, up to a higher
///   one), the day the remaining distance is covered at that pace: the latest average's day
///   plus the remaining days, rounded up. No date when the pace points away or holds steady
///   (less than 0.05 kg, about 0.1 lb, a week either way), and none further than two years out
///   (730 days), which no recent pace can promise.
public enum WeightGoalRule: Sendable {
  /// How close to the goal counts as reached, kilograms: 0.25.
  public static let reachedTolerance = 0.25
  /// The days the pace is measured over: 28.
  public static let paceDayCount = 28
  /// The fewest days with an average the pace needs: 14.
  public static let minimumPaceDays = 14
  /// The furthest projection, days after the latest average: 730.
  public static let horizonDays = 730
  /// A pace smaller than this either way holds steady, kilograms a week: 0.05.
  public static let steadyPacePerWeek = 0.05

  /// Whether a pace (kilograms a day) holds steady.
  /// - Parameter pacePerDay: the pace.
  /// - Returns: `true` below ``steadyPacePerWeek`` a week either way.
  public static func isSteady(_ pacePerDay: Double) -> Bool {
    abs(pacePerDay * 7) < steadyPacePerWeek
  }

  /// The progress towards `goal` for a report ending on `end`; `nil` without a weigh-in up to
  /// `end`.
  /// - Parameters:
  ///   - weights: weigh-ins in kilograms, ascending with unique dates.
  ///   - goal: the goal weight, kilograms.
  ///   - end: the report's last day.
  /// - Returns: where the weight is, what is left and the projection, if any.
  public static func progress(weights: [DateValue], goal: Double, endingOn end: LocalDate)
    -> WeightGoalProgress?
  {
    let upToEnd = weights.filter { $0.date <= end }
    guard let lastWeighIn = upToEnd.last else { return nil }
    let paceStart = end.adding(days: -(paceDayCount - 1))
    let averages = MovingAverage.trailing(upToEnd, from: paceStart, through: end)
    let latest = averages.last ?? lastWeighIn
    let isAverage = averages.last != nil
    let remaining = latest.value - goal
    let reached = abs(remaining) <= reachedTolerance
    var pace: Double?
    if averages.count >= minimumPaceDays, let last = averages.last,
      last.date >= end.adding(days: -(MovingAverage.dayCount - 1))
    {
      pace = slope(averages)
    }
    var projected: LocalDate?
    if !reached, let pace, !isSteady(pace), (remaining > 0) == (pace < 0) {
      let days = (abs(remaining) / abs(pace)).rounded(.up)
      if days.isFinite, days <= Double(horizonDays) {
        projected = latest.date.adding(days: Int(days))
      }
    }
    return WeightGoalProgress(
      goal: goal, latest: latest, isAverage: isAverage, pacePerDay: pace,
      projectedDate: projected, isReached: reached)
  }

  /// The least-squares slope of `points` (value per day); `nil` for fewer than two days.
  /// - Parameter points: values by day, ascending.
  /// - Returns: the slope in the values' unit per day.
  static func slope(_ points: [DateValue]) -> Double? {
    guard points.count >= 2, let origin = points.first?.date else { return nil }
    var sumX = 0.0
    var sumY = 0.0
    for point in points {
      sumX += Double(origin.days(to: point.date))
      sumY += point.value
    }
    let count = Double(points.count)
    let meanX = sumX / count
    let meanY = sumY / count
    var numerator = 0.0
    var denominator = 0.0
    for point in points {
      let x = Double(origin.days(to: point.date)) - meanX
      numerator += x * (point.value - meanY)
      denominator += x * x
    }
    return denominator > 0 ? numerator / denominator : nil
  }
}

/// Where the weight stands against its goal (``WeightGoalRule``). Weights in kilograms.
public struct WeightGoalProgress: Sendable, Hashable {
  /// The goal weight, kilograms.
  public let goal: Double
  /// The latest 7-day average (or weigh-in, see ``isAverage``) and its day, kilograms.
  public let latest: DateValue
  /// Whether ``latest`` is a 7-day average rather than a single weigh-in.
  public let isAverage: Bool
  /// The 7-day average's pace over the last 28 days, kilograms a day (negative when losing);
  /// `nil` with too few averages.
  public let pacePerDay: Double?
  /// The day the goal is reached at that pace; `nil` when the pace does not head for the goal,
  /// is unknown, or would take more than two years.
  public let projectedDate: LocalDate?
  /// Whether the latest figure is within 0.25 kg of the goal.
  public let isReached: Bool

  /// The latest figure minus the goal, kilograms: positive above the goal.
  public var remaining: Double { latest.value - goal }

  /// Whether the pace heads away from the goal, faster than holding steady (a projection is
  /// then never shown).
  public var isMovingAway: Bool {
    guard let pacePerDay, !isReached, !WeightGoalRule.isSteady(pacePerDay) else { return false }
    return (remaining > 0) == (pacePerDay > 0)
  }
}
