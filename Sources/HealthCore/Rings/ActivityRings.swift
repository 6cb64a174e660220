/// One day's Activity rings as the Fitness app counts them: the Move, Exercise and Stand
/// figures of the day's Activity summary and that day's goals, taken as written (never computed
/// again from the records).
///
/// - A ring is **closed** when its value reaches its goal (value ≥ goal); progress may pass 1
///   (a second lap).
/// - A goal of 0 is a **paused** ring: it is neither closed nor open.
/// - The Move ring is counted in kilocalories, or in minutes in Move-time mode (a Move-minutes
///   goal above 0).
///
/// Any figure may be missing (`nil`). ``HealthDataset/rings`` makes the days from the eight
/// ring metrics (``MetricKind/ringMoveEnergy`` …), and ``series(of:)`` makes those series.
public struct ActivityRings: Sendable, Hashable {
  /// The three rings, from the outside in.
  public enum Ring: String, Sendable, Hashable, CaseIterable {
    /// Move: active energy (kcal), or minutes in Move-time mode.
    case move
    /// Exercise: minutes of brisk activity.
    case exercise
    /// Stand: hours with a minute of standing.
    case stand

    /// The ring's place in `allCases` (move 0, exercise 1, stand 2), for tables by ring.
    var position: Int {
      switch self {
      case .move: return 0
      case .exercise: return 1
      case .stand: return 2
      }
    }
  }

  /// The day (the summary's `dateComponents`).
  public var date: LocalDate
  /// The Move ring's active energy, kilocalories (in Move-time mode too, when written).
  public var moveEnergy: Double?
  /// The Move goal, kilocalories; only when Move is counted in energy (0: paused).
  public var moveEnergyGoal: Double?
  /// The Move ring's minutes, minutes; only in Move-time mode.
  public var moveMinutes: Double?
  /// The Move goal, minutes; only in Move-time mode (above 0).
  public var moveMinutesGoal: Double?
  /// The Exercise ring's minutes, minutes.
  public var exerciseMinutes: Double?
  /// The Exercise goal, minutes (0: paused).
  public var exerciseGoal: Double?
  /// The Stand ring's hours, hours.
  public var standHours: Double?
  /// The Stand goal, hours (0: paused).
  public var standGoal: Double?

  /// Creates a day's rings.
  /// - Parameters:
  ///   - date: the day.
  ///   - moveEnergy: the Move energy, kilocalories.
  ///   - moveEnergyGoal: the Move goal in energy, kilocalories.
  ///   - moveMinutes: the Move minutes (Move-time mode), minutes.
  ///   - moveMinutesGoal: the Move goal in minutes (Move-time mode), minutes.
  ///   - exerciseMinutes: the Exercise minutes, minutes.
  ///   - exerciseGoal: the Exercise goal, minutes.
  ///   - standHours: the Stand hours, hours.
  ///   - standGoal: the Stand goal, hours.
  public init(
    date: LocalDate, moveEnergy: Double? = nil, moveEnergyGoal: Double? = nil,
    moveMinutes: Double? = nil, moveMinutesGoal: Double? = nil, exerciseMinutes: Double? = nil,
    exerciseGoal: Double? = nil, standHours: Double? = nil, standGoal: Double? = nil
  ) {
    self.date = date
    self.moveEnergy = moveEnergy
    self.moveEnergyGoal = moveEnergyGoal
    self.moveMinutes = moveMinutes
    self.moveMinutesGoal = moveMinutesGoal
    self.exerciseMinutes = exerciseMinutes
    self.exerciseGoal = exerciseGoal
    self.standHours = standHours
    self.standGoal = standGoal
  }

  /// Whether the Move ring is counted in minutes (a Move-minutes goal above 0).
  public var isMoveTime: Bool { (moveMinutesGoal ?? 0) > 0 }

  /// A ring's value: Move in minutes in Move-time mode, else in kilocalories; Exercise in
  /// minutes; Stand in hours. `nil` when the summary lacks it.
  /// - Parameter ring: the ring.
  /// - Returns: the value in the ring's unit (``valueMetric(of:)``).
  public func value(of ring: Ring) -> Double? {
    switch ring {
    case .move: return isMoveTime ? moveMinutes : moveEnergy
    case .exercise: return exerciseMinutes
    case .stand: return standHours
    }
  }

  /// A ring's goal, in the unit of ``value(of:)``; 0 for a paused ring, `nil` when the summary
  /// lacks it.
  /// - Parameter ring: the ring.
  /// - Returns: the goal in the ring's unit (``valueMetric(of:)``).
  public func goal(of ring: Ring) -> Double? {
    switch ring {
    case .move: return isMoveTime ? moveMinutesGoal : moveEnergyGoal
    case .exercise: return exerciseGoal
    case .stand: return standGoal
    }
  }

  /// The metric of a ring's value that day, whose unit its value and goal are in:
  /// ``MetricKind/ringMoveMinutes`` in Move-time mode, else ``MetricKind/ringMoveEnergy``;
  /// ``MetricKind/ringExerciseMinutes``; ``MetricKind/ringStandHours``.
  /// - Parameter ring: the ring.
  /// - Returns: the metric (its ``MetricKind/canonicalUnitName`` is "kcal", "min" or "h").
  public func valueMetric(of ring: Ring) -> MetricKind {
    switch ring {
    case .move: return isMoveTime ? .ringMoveMinutes : .ringMoveEnergy
    case .exercise: return .ringExerciseMinutes
    case .stand: return .ringStandHours
    }
  }

  /// The share of the goal reached: value ÷ goal, 0 and up (above 1 past the goal, a second
  /// lap); `nil` without both figures or for a paused ring (goal 0).
  /// - Parameter ring: the ring.
  /// - Returns: the progress, 1 = the goal.
  public func progress(of ring: Ring) -> Double? {
    guard let value = value(of: ring), let goal = goal(of: ring), goal > 0 else { return nil }
    return value / goal
  }

  /// Whether a ring is closed (value ≥ goal); `nil` when it is paused or a figure is missing.
  /// - Parameter ring: the ring.
  /// - Returns: `true` when closed, `false` when open, `nil` when it does not count.
  public func isClosed(_ ring: Ring) -> Bool? {
    guard let value = value(of: ring), let goal = goal(of: ring), goal > 0 else { return nil }
    return value >= goal
  }

  /// Whether a ring was paused that day (its goal is 0).
  /// - Parameter ring: the ring.
  /// - Returns: `true` for a goal of 0.
  public func isPaused(_ ring: Ring) -> Bool {
    goal(of: ring) == 0
  }

  /// Whether the day holds no figure at all.
  public var isEmpty: Bool {
    ActivityRings.metrics.allSatisfy { self[$0] == nil }
  }
}
