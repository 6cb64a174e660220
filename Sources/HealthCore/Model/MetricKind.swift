/// How the samples of one day combine into the day's value.
public enum Aggregation: Sendable {
  /// The day's value is the sum of its samples (steps, distance, energy).
  case cumulative
  /// The day's value is its most recent sample (body mass).
  case discrete
  /// The day's value is the mean of its samples (heart rate).
  case average
}

/// A per-day health metric the tool knows, with its canonical unit. Each case's facts are one
/// entry of ``definition`` (MetricKind+Definition.swift).
public enum MetricKind: String, Sendable, CaseIterable, Hashable, Comparable {
  /// Step count (count).
  case steps
  /// Body mass (canonical unit: kilograms).
  case bodyMass
  /// Walking and running distance (canonical unit: kilometres).
  case walkingDistance
  /// Active energy burned (canonical unit: kilocalories).
  case activeEnergy
  /// Exercise minutes (minutes).
  case exerciseMinutes
  /// Heart rate (beats per minute).
  case heartRate
  /// Resting heart rate (beats per minute): the mean of the day's samples.
  case restingHeartRate
  /// Heart rate variability, SDNN (milliseconds): the mean of the day's samples.
  case heartRateVariability
  /// Time asleep in the night (hours): core, deep, REM or unspecified sleep.
  case sleepAsleep
  /// Time in bed in the night (hours).
  case sleepInBed
  /// Time awake in the night (hours).
  case sleepAwake
  /// Core sleep in the night (hours).
  case sleepCore
  /// Deep sleep in the night (hours).
  case sleepDeep
  /// REM sleep in the night (hours).
  case sleepREM
  /// Workouts started on the day (count).
  case workouts
  /// Minutes of the workouts started on the day (minutes).
  case workoutMinutes

  /// How a day's samples combine.
  public var aggregation: Aggregation { definition.aggregation }

  /// The metric's English display name ("Steps").
  public var displayName: String { definition.displayName }

  /// The symbol of the canonical unit, for messages ("steps", "kg", "km", "kcal", "min",
  /// "bpm", "ms", "h", "workouts").
  public var canonicalUnitName: String { definition.canonicalUnitName }

  /// The path segment of the metric's list page ("steps").
  public var slug: String { definition.slug }

  /// The metric's position in `allCases` (0-based), for tables indexed by metric.
  public var index: Int { MetricKind.indices[self] ?? 0 }

  /// `allCases` positions by metric.
  private static let indices: [MetricKind: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($0.element, $0.offset) })

  /// Whether `lhs` comes before `rhs` in `allCases` order.
  public static func < (lhs: MetricKind, rhs: MetricKind) -> Bool {
    lhs.index < rhs.index
  }
}
