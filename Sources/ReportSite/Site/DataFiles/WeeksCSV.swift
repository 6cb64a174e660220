import HealthCore

/// Writes the weekly figures (`WeekReport`) as CSV, one row per week with data, ascending:
/// `week,start,end,steps_days,steps_total,steps_avg,weight_unit,weight_start,weight_end,
/// weight_change`, then the sleep, heart and workout columns the data has
/// and the vitals the data has (``recoveryColumns``), then `steps_goal` and `goal_met_days` (the days with steps that meet
/// it, ``GoalRule``). The site's `data/weeks.csv`, beside `data/daily.csv`.
public enum WeeksCSV {
  /// The header's column names.
  public static let columns = [
    "week", "start", "end", "steps_days", "steps_total", "steps_avg", "weight_unit",
    "weight_start", "weight_end", "weight_change",
  ]

  /// The steps goal's columns, last: the goal and the week's days that meet it.
  public static let goalColumns = ["steps_goal", "goal_met_days"]

  /// The sleep, heart and workout columns, each written only when some week has its metric:
  /// `sleep_nights` (nights with asleep time) and `sleep_asleep_avg_h` (their mean, hours),
  /// `resting_heart_rate_avg_bpm`, `hrv_sdnn_avg_ms` and `hrv_rmssd_avg_ms` (means of the days'
  /// figures),
  /// `workouts` and `workout_minutes` (sums).
  static let recoveryColumns: [(name: String, metric: MetricKind)] =
    [
      ("sleep_nights", .sleepAsleep), ("sleep_asleep_avg_h", .sleepAsleep),
      ("resting_heart_rate_avg_bpm", .restingHeartRate), ("hrv_sdnn_avg_ms", .heartRateVariability),
      ("hrv_rmssd_avg_ms", .heartRateVariabilityRMSSD),
      ("workouts", .workouts), ("workout_minutes", .workoutMinutes),
    ] + vitalsColumns

  /// The vitals' columns: the mean of the week's daily figures (`…_avg_…`), and the week's
  /// blood pressure readings and mindful minutes (sums).
  static let vitalsColumns: [(name: String, metric: MetricKind)] = [
    ("blood_pressure_systolic_avg_mmhg", .bloodPressureSystolic),
    ("blood_pressure_diastolic_avg_mmhg", .bloodPressureDiastolic),
    ("blood_pressure_readings", .bloodPressureReadings),
    ("blood_glucose_avg_mg_dl", .bloodGlucose),
    ("oxygen_saturation_avg_percent", .oxygenSaturation),
    ("respiratory_rate_avg_per_min", .respiratoryRate),
    ("body_temperature_avg_c", .bodyTemperature), ("vo2_max_avg_ml_kg_min", .vo2Max),
    ("body_fat_avg_percent", .bodyFat), ("mindful_minutes", .mindfulMinutes),
  ]

  /// The CSV text: a header, then one row per report; dates `YYYY-MM-DD`; plain numbers with a
  /// dot (no grouping, no exponent); blank cells for missing figures; LF line ends. Steps are
  /// whole numbers except `steps_avg`, which is the unrounded mean (to 9 decimals); weights are
  /// in `weight_unit` (`lb` or `kg`, the reports' unit) with up to 3 decimals; then the
  /// ``recoveryColumns`` the weeks have, means with up to 3 decimals; then the steps goal and
  /// its met days (blank in a week without steps).
  /// - Parameter reports: the weeks, ascending.
  /// - Returns: the CSV text, ending with a newline.
  public static func render(_ reports: [WeekReport]) -> String {
    let extra = recoveryColumns.filter { column in
      reports.contains { !$0.days(of: column.metric).isEmpty }
    }
    var output =
      (columns + extra.map(\.name) + goalColumns).joined(separator: ",") + "\n"
    for report in reports {
      var cells = [
        report.week.identifier, report.week.start.isoString, report.week.end.isoString,
        String(report.stepsDays),
        report.stepsTotal.map { DecimalText.format($0, decimals: 0) } ?? "",
        report.stepsAverage.map { DecimalText.format($0, decimals: 9) } ?? "",
        report.units.rawValue,
        report.weightStart.map { DecimalText.format($0.value, decimals: 3) } ?? "",
        report.weightEnd.map { DecimalText.format($0.value, decimals: 3) } ?? "",
        report.weightChange.map { DecimalText.format($0, decimals: 3) } ?? "",
      ]
      for column in extra { cells.append(recoveryCell(column, report)) }
      cells.append(DecimalText.format(report.stepsGoal, decimals: 0))
      cells.append(report.steps.isEmpty ? "" : String(report.goalMetDays))
      output += cells.joined(separator: ",") + "\n"
    }
    return output
  }

  /// One recovery or vitals cell of `report`; blank when the week lacks the metric.
  static func recoveryCell(_ column: (name: String, metric: MetricKind), _ report: WeekReport)
    -> String
  {
    switch column.name {
    case "sleep_nights":
      return report.hasSleep ? String(report.sleepNights) : ""
    case "sleep_asleep_avg_h":
      return report.sleepAsleepAverage.map { DecimalText.format($0, decimals: 3) } ?? ""
    case "resting_heart_rate_avg_bpm":
      return report.average(of: .restingHeartRate).map { DecimalText.format($0, decimals: 3) } ?? ""
    case "hrv_sdnn_avg_ms":
      return report.average(of: .heartRateVariability).map { DecimalText.format($0, decimals: 3) }
        ?? ""
    case "workouts":
      return report.hasWorkouts ? String(report.workoutCount) : ""
    case "workout_minutes":
      return report.hasWorkouts ? DecimalText.format(report.workoutMinutes, decimals: 3) : ""
    default:
      let days = report.days(of: column.metric)
      guard !days.isEmpty else { return "" }
      if column.metric.aggregation == .cumulative {
        return DecimalText.format(days.reduce(0) { $0 + $1.value }, decimals: 3)
      }
      return report.average(of: column.metric).map { DecimalText.format($0, decimals: 3) } ?? ""
    }
  }
}
