/// The daily steps goal, as the Activity app keeps its goals.
///
/// - A day **meets the goal** when its steps, rounded to whole steps as every page shows them
///   (half to even), are at least the goal. A day without steps is unknown: it meets nothing and
///   is left out of the count of days ("goal met on 4 of 6 days" counts days with steps).
/// - A **streak** is a run of consecutive calendar days that each meet the goal; a day below
///   the goal or without steps ends it. The *longest* streak is the earliest of the longest
///   runs. The *current* streak is the run that ends on the report's last day, or on the day
///   before when the last day is below the goal or has no steps yet (it may not be over).
public enum GoalRule: Sendable {
  /// The default daily steps goal: 10,000 steps.
  public static let defaultSteps = 10_000.0
  /// The goals the options accept: 1 to 250,000 steps (the most steps a day can record).
  public static let stepsRange: ClosedRange<Double> = 1...250_000

  /// Whether a day's steps meet `goal`.
  /// - Parameters:
  ///   - steps: the day's steps.
  ///   - goal: the daily goal, steps.
  /// - Returns: `true` when the whole steps are at least the goal.
  public static func isMet(_ steps: Double, goal: Double) -> Bool {
    steps.rounded(.toNearestOrEven) >= goal
  }

  /// How many of `days` meet `goal`.
  /// - Parameters:
  ///   - days: days with steps.
  ///   - goal: the daily goal, steps.
  /// - Returns: the number of days that meet it.
  public static func metCount(_ days: [DateValue], goal: Double) -> Int {
    var count = 0
    for day in days where isMet(day.value, goal: goal) { count += 1 }
    return count
  }

  /// Every streak of `days`, in date order.
  /// - Parameters:
  ///   - days: days with steps, ascending with unique dates.
  ///   - goal: the daily goal, steps.
  /// - Returns: the runs of consecutive days that meet the goal, ascending.
  public static func streaks(_ days: [DateValue], goal: Double) -> [Streak] {
    var result: [Streak] = []
    var start: LocalDate?
    var last: LocalDate?
    for day in days {
      guard isMet(day.value, goal: goal) else {
        if let start, let last { result.append(Streak(start: start, end: last)) }
        start = nil
        last = nil
        continue
      }
      if let previous = last, previous.adding(days: 1) == day.date {
        last = day.date
      } else {
        if let start, let last { result.append(Streak(start: start, end: last)) }
        start = day.date
        last = day.date
      }
    }
    if let start, let last { result.append(Streak(start: start, end: last)) }
    return result
  }

  /// The longest streak (the earliest of equally long ones); `nil` when no day meets the goal.
  /// - Parameters:
  ///   - days: days with steps, ascending with unique dates.
  ///   - goal: the daily goal, steps.
  /// - Returns: the longest run.
  public static func longestStreak(_ days: [DateValue], goal: Double) -> Streak? {
    var best: Streak?
    for streak in streaks(days, goal: goal) where streak.dayCount > (best?.dayCount ?? 0) {
      best = streak
    }
    return best
  }

  /// The current streak: the run ending on `end`, or on the day before when `end` does not meet
  /// the goal (yet); `nil` when neither day meets it.
  /// - Parameters:
  ///   - days: days with steps, ascending with unique dates.
  ///   - goal: the daily goal, steps.
  ///   - end: the report's last day.
  /// - Returns: the current run.
  public static func currentStreak(_ days: [DateValue], goal: Double, endingOn end: LocalDate)
    -> Streak?
  {
    let upToEnd = days.filter { $0.date <= end }
    guard let last = streaks(upToEnd, goal: goal).last else { return nil }
    return last.end == end || last.end == end.adding(days: -1) ? last : nil
  }
}

/// A run of consecutive calendar days that each meet a goal.
public struct Streak: Sendable, Hashable {
  /// The first day.
  public let start: LocalDate
  /// The last day.
  public let end: LocalDate

  /// Creates a streak.
  /// - Parameters:
  ///   - start: the first day.
  ///   - end: the last day, not before `start`.
  public init(start: LocalDate, end: LocalDate) {
    self.start = start
    self.end = max(start, end)
  }

  /// The number of days, at least 1.
  public var dayCount: Int { start.days(to: end) + 1 }
}
