/// The workouts of one activity in a period: how many, and their minutes.
public struct ActivityTotal: Sendable, Hashable {
  /// The readable activity name ("Running").
  public let activity: String
  /// The number of workouts.
  public let count: Int
  /// Their minutes, added in start order.
  public let minutes: Double

  /// The totals of each activity of `workouts`, most minutes first (then by name).
  /// - Parameter workouts: workouts in start order.
  /// - Returns: one total per activity.
  public static func make(_ workouts: [Workout]) -> [ActivityTotal] {
    var table: [String: (count: Int, minutes: Double)] = [:]
    for workout in workouts {
      table[workout.activity, default: (0, 0)].count += 1
      table[workout.activity, default: (0, 0)].minutes += workout.minutes
    }
    return table.map {
      ActivityTotal(activity: $0.key, count: $0.value.count, minutes: $0.value.minutes)
    }
    .sorted { left, right in
      left.minutes != right.minutes
        ? left.minutes > right.minutes : left.activity < right.activity
    }
  }
}
