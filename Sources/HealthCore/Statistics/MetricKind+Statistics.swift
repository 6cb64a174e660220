/// The statistical facts of each metric that the long views use: how a missing day counts,
/// which way is better, and how large a change a trend must show.
extension MetricKind {
  /// Which way a metric's value is better, for a year's best day, week and month.
  public enum Better: Sendable {
    /// More is better (steps, sleep, HRV).
    case higher
    /// Less is better (resting heart rate).
    case lower
  }

  /// Whether a day without a value counts as zero rather than as missing: true for workouts
  /// and workout minutes (a day without a workout is a rest day), false for every measured
  /// metric (a day without a weigh-in or a step count is unknown, never zero).
  public var countsMissingDaysAsZero: Bool {
    self == .workouts || self == .workoutMinutes
  }

  /// Which way is better; `nil` where neither is (weight depends on the goal, heart rate on
  /// the activity).
  public var better: Better? {
    switch self {
    case .steps, .walkingDistance, .activeEnergy, .exerciseMinutes, .heartRateVariability,
      .heartRateVariabilityRMSSD, .sleepAsleep, .workouts, .workoutMinutes:
      return .higher
    case .restingHeartRate:
      return .lower
    default:
      return nil
    }
  }

  /// The smallest relative change of a trend's average that counts as a trend (see
  /// ``TrendRule``): 5% for activity (steps, distance, active energy, exercise and workout
  /// minutes) and HRV (SDNN and RMSSD alike), whose daily values swing widely; 3% for time asleep (about 13 minutes on
  /// 7 hours) and heart rates (about 2 bpm on 60); 1% for weight (about 1.6 lb on 160 lb, past
  /// what water and meals move a 90-day mean); for the vitals, about what a doctor would call
  /// a change of a 90-day mean: 3% for blood pressure (about 4 mmHg on 125), VO2 max and body
  /// fat, 5% for glucose and respiratory rate, 1% for oxygen saturation, 0.5% for body
  /// temperature (about 0.2 °C), 10% for mindful minutes. `nil` for metrics without trends.
  public var trendThreshold: Double? {
    switch self {
    case .bloodPressureSystolic, .bloodPressureDiastolic, .vo2Max, .bodyFat:
      return 0.03
    case .bloodGlucose, .respiratoryRate:
      return 0.05
    case .oxygenSaturation:
      return 0.01
    case .bodyTemperature:
      return 0.005
    case .mindfulMinutes:
      return 0.10
    case .steps, .walkingDistance, .activeEnergy, .exerciseMinutes, .workoutMinutes,
      .heartRateVariability, .heartRateVariabilityRMSSD:
      return 0.05
    case .sleepAsleep, .restingHeartRate, .heartRate:
      return 0.03
    case .bodyMass:
      return 0.01
    default:
      return nil
    }
  }
}
