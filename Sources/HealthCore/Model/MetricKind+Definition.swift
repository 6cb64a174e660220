/// The table of per-day metrics: one entry per ``MetricKind`` case.
extension MetricKind {
  /// The units a blood pressure comes in: mmHg, or kPa (1 kPa = 7.500 615 758 mmHg).
  static let bloodPressureUnits = [RecordUnit("mmHg", 1), RecordUnit("kPa", 7.500_615_758)]

  /// The metric's table entry (``definition`` keeps them, made once).
  var entry: MetricDefinition {
    switch self {
    case .steps:
      return entry(
        "Steps", unit: "steps", slug: "steps", .cumulative, 0...250_000, csv: "steps",
        csvDecimals: 0, .number(decimals: 0), .steps,
        record: "StepCount", units: [RecordUnit("count", 1)], autoExport: "step_count")
    case .bodyMass:
      return entry(
        "Weight", unit: "kg", slug: "weight", .discrete, 1...700, csv: "body_mass_kg",
        csvDecimals: 6, .number(decimals: 1), .weight,
        record: "BodyMass",
        units: [
          RecordUnit("kg", 1), RecordUnit("lb", WeightUnit.kilogramsPerPound),
          RecordUnit("g", 0.001),
          RecordUnit("lbs", WeightUnit.kilogramsPerPound),
          RecordUnit("st", 14 * WeightUnit.kilogramsPerPound),
          RecordUnit("oz", WeightUnit.kilogramsPerPound / 16),
        ], autoExport: "weight_body_mass")
    case .walkingDistance:
      return entry(
        "Walking + Running Distance", short: "Distance", unit: "km", slug: "distance",
        .cumulative, 0...500, csv: "distance_km", csvDecimals: 3, .number(decimals: 2), .more,
        record: "DistanceWalkingRunning",
        units: [
          RecordUnit("km", 1), RecordUnit("mi", 1.609_344), RecordUnit("m", 0.001),
          RecordUnit("yd", 0.000_914_4), RecordUnit("ft", 0.000_304_8),
        ], autoExport: "walking_running_distance")
    case .activeEnergy:
      return entry(
        "Active Energy", unit: "kcal", slug: "active-energy", .cumulative, 0...25_000,
        csv: "active_energy_kcal", csvDecimals: 3, .number(decimals: 0), .more,
        record: "ActiveEnergyBurned",
        units: [
          RecordUnit("kcal", 1), RecordUnit("Cal", 1), RecordUnit("kJ", 1 / 4.184),
          RecordUnit("cal", 0.001), RecordUnit("J", 1 / 4184),
        ],
        autoExport: "active_energy")
    case .exerciseMinutes:
      return entry(
        "Exercise Minutes", unit: "min", slug: "exercise", .cumulative, 0...1_440,
        csv: "exercise_minutes", csvDecimals: 3, .number(decimals: 0), .more,
        record: "AppleExerciseTime",
        units: [RecordUnit("min", 1), RecordUnit("s", 1.0 / 60), RecordUnit("hr", 60)],
        autoExport: "apple_exercise_time")
    case .heartRate:
      return entry(
        "Heart Rate", unit: "bpm", slug: "heart-rate", .average, 20...300,
        csv: "heart_rate_bpm", csvDecimals: 3, .number(decimals: 0), .more,
        record: "HeartRate",
        units: [RecordUnit("count/min", 1), RecordUnit("bpm", 1), RecordUnit("count/s", 60)],
        autoExport: "heart_rate", field: "Avg")
    case .restingHeartRate:
      return entry(
        "Resting Heart Rate", short: "Resting HR", unit: "bpm", slug: "resting-heart-rate",
        .average, 20...250, csv: "resting_heart_rate_bpm", csvDecimals: 3,
        .number(decimals: 0), .heart,
        record: "RestingHeartRate",
        units: [RecordUnit("count/min", 1), RecordUnit("bpm", 1), RecordUnit("count/s", 60)],
        autoExport: "resting_heart_rate")
    case .heartRateVariability:
      return entry(
        "Heart Rate Variability", short: "HRV", unit: "ms", slug: "hrv", .average, 1...500,
        csv: "hrv_sdnn_ms", csvDecimals: 3, .number(decimals: 0), .heart,
        record: "HeartRateVariabilitySDNN", units: [RecordUnit("ms", 1), RecordUnit("s", 1000)],
        autoExport: "heart_rate_variability")
    case .heartRateVariabilityRMSSD:
      return entry(
        "Heart Rate Variability (RMSSD)", short: "HRV RMSSD", unit: "ms", slug: "hrv-rmssd",
        .average, 1...500, csv: "hrv_rmssd_ms", csvDecimals: 3, .number(decimals: 0), .heart,
        record: nil, units: [])
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
    case .bloodPressureSystolic:
      return vital(
        "Systolic Blood Pressure", short: "Systolic", unit: "mmHg", slug: "systolic", 50...260,
        csv: "blood_pressure_systolic_mmhg", decimals: 0, record: "BloodPressureSystolic",
        units: Self.bloodPressureUnits)
    case .bloodPressureDiastolic:
      return vital(
        "Diastolic Blood Pressure", short: "Diastolic", unit: "mmHg", slug: "diastolic", 30...160,
        csv: "blood_pressure_diastolic_mmhg", decimals: 0, record: "BloodPressureDiastolic",
        units: Self.bloodPressureUnits)
    case .bloodPressureReadings:
      return entry(
        "Blood Pressure Readings", short: "Readings", unit: "readings",
        slug: "blood-pressure-readings", .cumulative, 0...500, csv: "blood_pressure_readings",
        csvDecimals: 0, .number(decimals: 0), .vitals, record: nil, units: [])
    case .bloodGlucose:
      return vital(
        "Blood Glucose", short: "Glucose", unit: "mg/dL", slug: "glucose", 10...1_000,
        csv: "blood_glucose_mg_dl", decimals: 0, record: "BloodGlucose",
        units: [
          RecordUnit("mg/dL", 1), .molar("mmol", "/L", factor: 0.1),
          RecordUnit("mmol/L", MetricKind.glucoseMolarMass / 10), RecordUnit("mg/dl", 1),
        ], autoExport: "blood_glucose")
    case .oxygenSaturation:
      return vital(
        "Blood Oxygen", unit: "%", slug: "blood-oxygen", 50...100,
        csv: "oxygen_saturation_percent", decimals: 0, record: "OxygenSaturation",
        units: [RecordUnit("%", 100)], autoExport: "blood_oxygen_saturation")
    case .respiratoryRate:
      return vital(
        "Respiratory Rate", unit: "breaths/min", slug: "respiratory-rate", 4...60,
        csv: "respiratory_rate_per_min", decimals: 1, record: "RespiratoryRate",
        units: [
          RecordUnit("count/min", 1), RecordUnit("breaths/min", 1), RecordUnit("count/s", 60),
        ],
        autoExport: "respiratory_rate")
    case .bodyTemperature:
      return vital(
        "Body Temperature", short: "Temperature", unit: "°C", slug: "body-temperature", 30...45,
        csv: "body_temperature_c", decimals: 1, record: "BodyTemperature",
        units: [
          RecordUnit("degC", 1), RecordUnit("degF", 5.0 / 9, offset: -160.0 / 9),
          RecordUnit("°C", 1), RecordUnit("°F", 5.0 / 9, offset: -160.0 / 9),
          RecordUnit("K", 1, offset: -273.15),
        ], autoExport: "body_temperature")
    case .vo2Max:
      return vital(
        "VO2 Max", unit: "mL/kg·min", slug: "vo2-max", 5...100, csv: "vo2_max_ml_kg_min",
        decimals: 1, record: "VO2Max",
        units: [
          RecordUnit("mL/min·kg", 1), RecordUnit("ml/(kg*min)", 1), RecordUnit("mL/(kg*min)", 1),
          RecordUnit("ml/(kg·min)", 1), RecordUnit("mL/(kg·min)", 1), RecordUnit("mL/kg·min", 1),
          RecordUnit("ml/kg/min", 1), RecordUnit("mL/kg/min", 1),
        ], autoExport: "vo2_max")
    case .bodyFat:
      return vital(
        "Body Fat Percentage", short: "Body Fat", unit: "%", slug: "body-fat", 2...75,
        csv: "body_fat_percent", decimals: 1, record: "BodyFatPercentage",
        units: [RecordUnit("%", 100)], autoExport: "body_fat_percentage")
    case .mindfulMinutes:
      return entry(
        "Mindful Minutes", short: "Mindful", unit: "min", slug: "mindful-minutes", .cumulative,
        0...1_440, csv: "mindful_minutes", csvDecimals: 3, .number(decimals: 0), .vitals,
        record: nil,
        units: [RecordUnit("min", 1), RecordUnit("hr", 60), RecordUnit("s", 1.0 / 60)],
        autoExport: "mindful_minutes")
    case .ringMoveEnergy:
      return ring("Move", unit: "kcal", slug: "move", 0...25_000, csv: "ring_move_kcal")
    case .ringMoveEnergyGoal:
      return ring(
        "Move Goal", unit: "kcal", slug: "move-goal", 0...25_000, csv: "ring_move_goal_kcal")
    case .ringMoveMinutes:
      return ring(
        "Move Minutes", unit: "min", slug: "move-minutes", 0...1_440, csv: "ring_move_min")
    case .ringMoveMinutesGoal:
      return ring(
        "Move Minutes Goal", unit: "min", slug: "move-minutes-goal", 0...1_440,
        csv: "ring_move_goal_min")
    case .ringExerciseMinutes:
      return ring("Exercise", unit: "min", slug: "exercise", 0...1_440, csv: "ring_exercise_min")
    case .ringExerciseGoal:
      return ring(
        "Exercise Goal", unit: "min", slug: "exercise-goal", 0...1_440,
        csv: "ring_exercise_goal_min")
    case .ringStandHours:
      return ring("Stand", unit: "h", slug: "stand", 0...24, csv: "ring_stand_h")
    case .ringStandGoal:
      return ring("Stand Goal", unit: "h", slug: "stand-goal", 0...24, csv: "ring_stand_goal_h")
    }
  }

  /// One figure of a day's Activity summary (``ActivityRings``): the day's one value
  /// (`.discrete`, the later summary wins), 0 kept (a goal of 0 is a paused ring), shown as a
  /// whole number; `slug` is prefixed with `ring-`.
  private func ring(
    _ name: String, unit: String, slug: String, _ range: ClosedRange<Double>, csv: String
  ) -> MetricDefinition {
    entry(
      name, unit: unit, slug: "ring-" + slug, .discrete, range, csv: csv, csvDecimals: 3,
      .number(decimals: 0), .rings, record: nil, units: [])
  }

  /// The molar mass of glucose (g/mol) that the Health app writes in its glucose unit
  /// (`mmol<180.1558800000541>/L`), for a `mmol/L` that names none (Health Auto Export).
  public static let glucoseMolarMass = 180.155_880_000_054_1

  /// A vital sign whose day is the mean of its samples, shown with `decimals` places.
  private func vital(
    _ name: String, short: String? = nil, unit: String, slug: String,
    _ range: ClosedRange<Double>, csv: String, decimals: Int, record: String,
    units: [RecordUnit], autoExport: String? = nil
  ) -> MetricDefinition {
    entry(
      name, short: short, unit: unit, slug: slug, .average, range, csv: csv, csvDecimals: 3,
      .number(decimals: decimals), .vitals, record: record, units: units, autoExport: autoExport)
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
    units: [RecordUnit], autoExport: String? = nil, field: String = "qty"
  ) -> MetricDefinition {
    MetricDefinition(
      displayName: name, shortName: short ?? name, canonicalUnitName: unit,
      unitLabel: unit == "h" ? "hr" : unit, slug: slug, aggregation: aggregation,
      plausibleRange: range, csvColumn: csv, csvDecimals: csvDecimals, display: display,
      section: section, healthKitType: record.map { "HKQuantityTypeIdentifier" + $0 },
      recordUnits: units, autoExportName: autoExport, autoExportField: field)
  }
}
