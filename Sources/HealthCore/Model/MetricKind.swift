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
/// entry of the table in MetricKind+Definition.swift (``definition``); the raw value is the
/// case's position, for tables indexed by metric.
public enum MetricKind: Int, Sendable, CaseIterable, Hashable, Comparable {
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
  /// Heart rate variability, SDNN (milliseconds): the mean of the day's samples. The Health
  /// app's measure; never mixed with ``heartRateVariabilityRMSSD``.
  case heartRateVariability
  /// Heart rate variability, RMSSD (milliseconds): the mean of the day's samples. Health
  /// Connect's measure, a different statistic from SDNN (of the same beats, RMSSD is usually
  /// the smaller), so it is its own metric, labelled RMSSD on every page.
  case heartRateVariabilityRMSSD
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
  /// Systolic blood pressure (mmHg): the mean of the day's readings.
  case bloodPressureSystolic
  /// Diastolic blood pressure (mmHg): the mean of the day's readings.
  case bloodPressureDiastolic
  /// Blood pressure readings taken on the day (count).
  case bloodPressureReadings
  /// Blood glucose (canonical unit: mg/dL): the mean of the day's samples.
  case bloodGlucose
  /// Oxygen saturation (percent, 0–100): the mean of the day's samples.
  case oxygenSaturation
  /// Respiratory rate (breaths per minute): the mean of the day's samples.
  case respiratoryRate
  /// Body temperature (canonical unit: °C): the mean of the day's samples.
  case bodyTemperature
  /// VO2 max (mL/min·kg): the mean of the day's samples.
  case vo2Max
  /// Body fat (percent, 0–100): the mean of the day's samples.
  case bodyFat
  /// Mindful minutes (minutes): the length of the union of the day's mindful sessions.
  case mindfulMinutes
  /// The Move ring's active energy (canonical unit: kilocalories): the day's Activity summary
  /// (`activeEnergyBurned`), in Move-time mode too. The rings (``ActivityRings``) are the
  /// eight metrics from here on, in the ``MetricDefinition/Section/rings`` section that the
  /// metric pages do not list.
  case ringMoveEnergy
  /// The Move ring's goal in kilocalories, when Move is counted in energy (0: paused).
  case ringMoveEnergyGoal
  /// The Move ring's minutes (minutes), in Move-time mode only.
  case ringMoveMinutes
  /// The Move ring's goal in minutes (minutes), in Move-time mode only.
  case ringMoveMinutesGoal
  /// The Exercise ring's minutes (minutes).
  case ringExerciseMinutes
  /// The Exercise ring's goal (minutes; 0: paused).
  case ringExerciseGoal
  /// The Stand ring's hours with a minute of standing (hours, whole in the Health app).
  case ringStandHours
  /// The Stand ring's goal (hours; 0: paused).
  case ringStandGoal

  /// How a day's samples combine.
  public var aggregation: Aggregation { MetricKind.aggregations[rawValue] }

  /// The metric's English display name ("Steps").
  public var displayName: String { MetricKind.definitions[rawValue].displayName }

  /// The symbol of the canonical unit, for messages ("steps", "kg", "km", "kcal", "min",
  /// "bpm", "ms", "h", "workouts").
  public var canonicalUnitName: String { MetricKind.definitions[rawValue].canonicalUnitName }

  /// The path segment of the metric's list page ("steps").
  public var slug: String { MetricKind.definitions[rawValue].slug }

  /// The metric's position in `allCases` (0-based), for tables indexed by metric.
  @inlinable public var index: Int { rawValue }

  /// The metric's facts (names, unit, aggregation, range, CSV column, display, section, export
  /// record type and units): its entry of the table (``entry``), made once.
  public var definition: MetricDefinition { MetricKind.definitions[rawValue] }

  /// How the metric's values are shown: ``definition``'s ``MetricDefinition/display``, read
  /// in place (a copy of the whole definition retains and releases each of its strings, and
  /// pages ask for this once per value they write).
  public var display: MetricDefinition.Display { MetricKind.definitions[rawValue].display }

  /// The unit after a displayed value ("steps", "bpm"): ``definition``'s
  /// ``MetricDefinition/unitLabel``, read in place.
  public var unitLabel: String { MetricKind.definitions[rawValue].unitLabel }

  /// The short name in table headings and legends ("HRV"): ``definition``'s
  /// ``MetricDefinition/shortName``, read in place.
  public var shortName: String { MetricKind.definitions[rawValue].shortName }

  /// The report section: ``definition``'s ``MetricDefinition/section``, read in place.
  public var section: MetricDefinition.Section { MetricKind.definitions[rawValue].section }

  /// Every metric's entry, by ``index``.
  static let definitions: [MetricDefinition] = allCases.map(\.entry)
  /// Every metric's plausible range, by ``index`` (read per record and per CSV cell).
  static let ranges: [ClosedRange<Double>] = definitions.map(\.plausibleRange)
  /// Every metric's aggregation, by ``index``.
  static let aggregations: [Aggregation] = definitions.map(\.aggregation)

  /// Whether `lhs` comes before `rhs` in `allCases` order.
  public static func < (lhs: MetricKind, rhs: MetricKind) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
