import HealthCore

/// The tables of a Health Connect export the reader knows (`../shared/FORMAT-health-connect.md`
/// in the project's notes; docs/formats.md, "Health Connect"). Any other table is ignored, and
/// a known table that is missing means that no app wrote its type.
enum HealthConnectTable: String, CaseIterable, Sendable {
  case steps = "steps_record_table"
  case distance = "distance_record_table"
  case activeCalories = "active_calories_burned_record_table"
  case exercise = "exercise_session_record_table"
  case sleepSession = "sleep_session_record_table"
  case sleepStages = "sleep_stages_table"
  case heartRate = "heart_rate_record_table"
  case heartRateSeries = "heart_rate_record_series_table"
  case restingHeartRate = "resting_heart_rate_record_table"
  case heartRateVariability = "heart_rate_variability_rmssd_record_table"
  case weight = "weight_record_table"
  case bodyFat = "body_fat_record_table"
  case bloodPressure = "blood_pressure_record_table"
  case bloodGlucose = "blood_glucose_record_table"
  case oxygenSaturation = "oxygen_saturation_record_table"
  case respiratoryRate = "respiratory_rate_record_table"
  case bodyTemperature = "body_temperature_record_table"
  case vo2Max = "vo2_max_record_table"
  case mindfulness = "mindfulness_session_record_table"
  case applicationInfo = "application_info_table"
  case categoryPriority = "health_data_category_priority_table"

  /// The table's name in the database.
  var name: String { rawValue }

  /// Whether the table holds records (every table but the apps and the priorities).
  var holdsRecords: Bool { self != .applicationInfo && self != .categoryPriority }
}

/// The data categories whose priority lists the rules use (`HealthDataCategory`, numbered as
/// the priority table numbers them): activity for steps, distance, energy and workouts, sleep,
/// and vitals for heart rate. The others (body measurements, wellness, …) order nothing here.
enum HealthConnectCategory: Int, Sendable {
  case activity = 1
  case sleep = 5
  case vitals = 6
}
