/// The demo's Activity rings, from their own generator (seeded from the demo's seed) so every
/// other metric stays as it was; the figures follow the day's steps and workouts.
///
/// - The Watch comes with the sleep stages (after the first sixth of the range, as in
///   `DemoData+Recovery.swift`); before it there is no summary, and after it about 3% of days
///   have none (the Watch left on its charger). The last day always has one.
/// - Move, in kilocalories (Move-time mode is not used): about 4 kcal per 100 steps plus the
///   day's workout energy, ±60 kcal. Exercise: the workout minutes plus 1.5 minutes of brisk
///   walking per 1,000 steps, ±6 minutes. Stand: 8 to 14 hours, fewer on weekends.
/// - Goals: Move starts at 500 kcal and moves by 50 kcal (400 to 600) about every 100 days;
///   Exercise switches between 30, 40 and 45 minutes and Stand between 12 and 10 hours more
///   rarely: a few changes a year in all.
/// - Pauses: about twice a year the rings are paused for 2 to 5 days (every goal 0; the figures
///   still count).
extension DemoData {
  /// Makes the rings of `days` days ending on `endDate`.
  /// - Parameters:
  ///   - days: how many days.
  ///   - endDate: the last day.
  ///   - seed: the demo's seed.
  ///   - steps: the day's steps.
  ///   - workouts: the workouts.
  /// - Returns: one day's rings per day with a summary, ascending.
  static func makeRings(
    days: Int, endingOn endDate: LocalDate, seed: UInt64, steps: DailySeries,
    workouts: [Workout]
  ) -> [ActivityRings] {
    guard days > 0 else { return [] }
    var random = DemoRandom(generator: SplitMix64(seed: seed ^ 0x0A11_5EED_0F_41))
    var workoutMinutes: [LocalDate: Double] = [:]
    var workoutEnergy: [LocalDate: Double] = [:]
    for workout in workouts {
      workoutMinutes[workout.date, default: 0] += workout.minutes
      workoutEnergy[workout.date, default: 0] += workout.energy ?? 0
    }
    var goals = (move: 500.0, exercise: 30.0, stand: 12.0)
    var pausedDaysLeft = 0
    var result: [ActivityRings] = []
    let start = endDate.adding(days: -(days - 1))
    for index in days / 6..<days {
      let date = start.adding(days: index)
      let isLastDay = index == days - 1
      if random.chance(0.01) {
        goals.move = min(600, max(400, goals.move + (random.chance(0.5) ? 50 : -50)))
      }
      if random.chance(0.004) { goals.exercise = [30, 40, 45][random.integer(below: 3)] }
      if random.chance(0.0025) { goals.stand = goals.stand == 12 ? 10 : 12 }
      if pausedDaysLeft > 0 {
        pausedDaysLeft -= 1
      } else if random.chance(0.006), !isLastDay {
        pausedDaysLeft = 1 + random.integer(below: 4)
      }
      guard !random.chance(0.03) || isLastDay else { continue }
      let paused = pausedDaysLeft > 0 && !isLastDay
      let daySteps = steps.value(on: date) ?? 6_000
      let move = daySteps * 0.04 + (workoutEnergy[date] ?? 0) + (random.unit() * 2 - 1) * 60
      let exercise =
        (workoutMinutes[date] ?? 0) + daySteps / 1_000 * 1.5 + (random.unit() * 2 - 1) * 6
      let weekend = date.weekday == .saturday || date.weekday == .sunday
      let stand = Double((weekend ? 8 : 10) + random.integer(below: 5))
      result.append(
        ActivityRings(
          date: date, moveEnergy: (max(40, move) * 1_000).rounded() / 1_000,
          moveEnergyGoal: paused ? 0 : goals.move, exerciseMinutes: max(0, exercise.rounded()),
          exerciseGoal: paused ? 0 : goals.exercise, standHours: stand,
          standGoal: paused ? 0 : goals.stand))
    }
    return result
  }
}
