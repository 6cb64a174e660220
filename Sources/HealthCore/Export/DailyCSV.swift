/// Writes a dataset as one CSV row per local day, the tool's daily export:
/// `date,steps,body_mass_kg,body_mass_lb` always, then one column per further metric with data
/// (`distance_km`, `active_energy_kcal`, `exercise_minutes`, `heart_rate_bpm`,
/// `resting_heart_rate_bpm`, `hrv_sdnn_ms`, `sleep_asleep_h`, `sleep_in_bed_h`, `sleep_awake_h`,
/// `sleep_core_h`, `sleep_deep_h`, `sleep_rem_h`, `workouts`, `workout_minutes`: each metric's
/// ``MetricDefinition/csvColumn``, in `MetricKind` order). A sleep row's date is the night's
/// date. `CSVImporter` reads it back.
public enum DailyCSV {
  /// Places after the decimal point of `body_mass_kg`: enough that a weight logged in pounds
  /// (up to 3 decimals) reads back to the same pounds (171.6 lb is 77.835969 kg; at 3 places,
  /// 77.836 kg would read back as 171.599 lb), so the store and the daily CSV never drift.
  static var massDecimals: Int { MetricKind.bodyMass.definition.csvDecimals }

  /// The CSV text: a header, then one row per day with any data, ascending; blank cells for
  /// missing values; LF line ends. Steps and workouts are whole numbers; `body_mass_kg` has up
  /// to 6 decimals (``massDecimals``), the other values up to 3; trailing zeros are trimmed. Independent of
  /// the machine's locale.
  /// - Parameter dataset: the data in canonical units (kg, km, kcal, minutes, bpm, ms, hours).
  /// - Returns: the CSV text, ending with a newline.
  public static func render(_ dataset: HealthDataset) -> String {
    let further = MetricKind.allCases.filter {
      $0 != .steps && $0 != .bodyMass && !dataset[$0].isEmpty
    }
    var header = ["date", "steps", "body_mass_kg", "body_mass_lb"]
    header += further.map(\.definition.csvColumn)
    var byDay: [LocalDate: [MetricKind: Double]] = [:]
    for series in dataset.series {
      for day in series.days { byDay[day.date, default: [:]][series.metric] = day.value }
    }
    var output = header.joined(separator: ",") + "\n"
    for date in byDay.keys.sorted() {
      let values = byDay[date] ?? [:]
      var cells = [date.isoString]
      cells.append(values[.steps].map { DecimalText.format($0, decimals: 0) } ?? "")
      let mass = values[.bodyMass]
      cells.append(mass.map { DecimalText.format($0, decimals: massDecimals) } ?? "")
      cells.append(
        mass.map { DecimalText.format(WeightUnit.pounds.value(fromKilograms: $0), decimals: 3) }
          ?? "")
      for metric in further {
        let decimals = metric.definition.csvDecimals
        cells.append(values[metric].map { DecimalText.format($0, decimals: decimals) } ?? "")
      }
      output += cells.joined(separator: ",") + "\n"
    }
    return output
  }
}
