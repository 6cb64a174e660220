/// The table of per-day metrics: one entry per ``MetricKind`` case.
extension MetricKind {
  /// The metric's table entry (``definition`` keeps them, made once).
  var entry: MetricDefinition {
    switch self {
    case .steps:
      return entry(
        "Steps", unit: "steps", slug: "steps", .cumulative, 0...250_000, csv: "steps",
        csvDecimals: 0, .number(decimals: 0), .steps,
        record: "StepCount", units: [("count", 1)], autoExport: "step_count")
    case .bodyMass:
      return entry(
        "Weight", unit: "kg", slug: "weight", .discrete, 1...700, csv: "body_mass_kg",
        csvDecimals: 6, .number(decimals: 1), .weight,
        record: "BodyMass",
        units: [
          ("kg", 1), ("lb", WeightUnit.kilogramsPerPound), ("g", 0.001),
          ("lbs", WeightUnit.kilogramsPerPound), ("st", 14 * WeightUnit.kilogramsPerPound),
          ("oz", WeightUnit.kilogramsPerPound / 16),
        ], autoExport: "weight_body_mass")
    case .walkingDistance:
      return entry(
        "Walking + Running Distance", short: "Distance", unit: "km", slug: "distance",
        .cumulative, 0...500, csv: "distance_km", csvDecimals: 3, .number(decimals: 2), .more,
        record: "DistanceWalkingRunning",
        units: [
          ("km", 1), ("mi", 1.609_344), ("m", 0.001), ("yd", 0.000_914_4), ("ft", 0.000_304_8),
        ], autoExport: "walking_running_distance")
    case .activeEnergy:
      return entry(
        "Active Energy", unit: "kcal", slug: "active-energy", .cumulative, 0...25_000,
        csv: "active_energy_kcal", csvDecimals: 3, .number(decimals: 0), .more,
        record: "ActiveEnergyBurned",
        units: [("kcal", 1), ("Cal", 1), ("kJ", 1 / 4.184), ("cal", 0.001), ("J", 1 / 4184)],
        autoExport: "active_energy")
    case .exerciseMinutes:
      return entry(
        "Exercise Minutes", unit: "min", slug: "exercise", .cumulative, 0...1_440,
        csv: "exercise_minutes", csvDecimals: 3, .number(decimals: 0), .more,
        record: "AppleExerciseTime", units: [("min", 1), ("s", 1.0 / 60), ("hr", 60)],
        autoExport: "apple_exercise_time")
    case .heartRate:
      return entry(
        "Heart Rate", unit: "bpm", slug: "heart-rate", .average, 20...300,
        csv: "heart_rate_bpm", csvDecimals: 3, .number(decimals: 0), .more,
        record: "HeartRate", units: [("count/min", 1), ("bpm", 1), ("count/s", 60)],
        autoExport: "heart_rate", field: "Avg")
    case .restingHeartRate:
      return entry(
        "Resting Heart Rate", short: "Resting HR", unit: "bpm", slug: "resting-heart-rate",
        .average, 20...250, csv: "resting_heart_rate_bpm", csvDecimals: 3,
        .number(decimals: 0), .heart,
        record: "RestingHeartRate", units: [("count/min", 1), ("bpm", 1), ("count/s", 60)],
        autoExport: "resting_heart_rate")
    case .heartRateVariability:
      return entry(
        "Heart Rate Variability", short: "HRV", unit: "ms", slug: "hrv", .average, 1...500,
        csv: "hrv_sdnn_ms", csvDecimals: 3, .number(decimals: 0), .heart,
        record: "HeartRateVariabilitySDNN", units: [("ms", 1), ("s", 1000)],
        autoExport: "heart_rate_variability")
    case .sleepAsleep:
      return sleep("Asleep", slug: "asleep", csv: "sleep_asleep_h")
    case .sleepInBed:
      return sleep("In Bed", slug: "in-bed", csv: "sleep_in_bed_h")
    case .sleepAwake:
      return sleep("Awake", slug: "awake", csv: "sleep_awake_h")
    case .sleepCore:
      return sleep("Core", slug: "core", csv: "sleep_core_h")
    case .sleepDeep:
      return sleep("Deep", slug: "deep", csv: "sleep_deep_h")
    case .sleepREM:
      return sleep("REM", slug: "rem", csv: "sleep_rem_h")
    case .workouts:
      return entry(
        "Workouts", unit: "workouts", slug: "workout-count", .cumulative, 0...100,
        csv: "workouts", csvDecimals: 0, .number(decimals: 0), .workouts, record: nil, units: [])
    case .workoutMinutes:
      return entry(
        "Workout Minutes", short: "Minutes", unit: "min", slug: "workout-minutes", .cumulative,
        0...1_440, csv: "workout_minutes", csvDecimals: 3, .number(decimals: 0), .workouts,
        record: nil, units: [])
    }
  }

  /// One sleep figure of a night, in hours (0 to 24).
  private func sleep(_ name: String, slug: String, csv: String) -> MetricDefinition {
    entry(
      name == "Asleep" || name == "In Bed" ? name : name + " Sleep", short: name, unit: "h",
      slug: "sleep-" + slug, .discrete, 0...24, csv: csv, csvDecimals: 3, .hoursAndMinutes,
      .sleep, record: nil, units: [])
  }

  /// A table entry; `record` is the identifier after `HKQuantityTypeIdentifier`, `autoExport`
  /// the metric's name in a Health Auto Export file and `field` its points' value key there.
  private func entry(
    _ name: String, short: String? = nil, unit: String, slug: String,
    _ aggregation: Aggregation, _ range: ClosedRange<Double>, csv: String, csvDecimals: Int,
    _ display: MetricDefinition.Display, _ section: MetricDefinition.Section, record: String?,
    units: [(name: String, factor: Double)], autoExport: String? = nil, field: String = "qty"
  ) -> MetricDefinition {
    MetricDefinition(
      displayName: name, shortName: short ?? name, canonicalUnitName: unit,
      unitLabel: unit == "h" ? "hr" : unit, slug: slug, aggregation: aggregation,
      plausibleRange: range, csvColumn: csv, csvDecimals: csvDecimals, display: display,
      section: section, healthKitType: record.map { "HKQuantityTypeIdentifier" + $0 },
      recordUnits: units, autoExportName: autoExport, autoExportField: field)
  }
}
