/// Writes a dataset as one CSV row per local day, the tool's daily export:
/// `date,steps,body_mass_kg,body_mass_lb` always, then one column per further metric with data
/// (`distance_km`, `active_energy_kcal`, `exercise_minutes`, `heart_rate_bpm`,
/// `resting_heart_rate_bpm`, `hrv_sdnn_ms`, `hrv_rmssd_ms`, `sleep_asleep_h`, `sleep_in_bed_h`,
/// `sleep_awake_h`, `sleep_core_h`, `sleep_deep_h`, `sleep_rem_h`, `workouts`,
/// `workout_minutes`, then the vitals, then the Activity rings' `ring_…` columns: each metric's
/// ``MetricDefinition/csvColumn``, in `MetricKind` order; a ring's goal of 0 is written). A
/// sleep row's date is the night's date. `CSVImporter` reads it back.
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
    let table = DayTable(dataset.series)
    var output: [UInt8] = []
    output.reserveCapacity(64 + table.dates.count * (12 + 8 * (3 + further.count)))
    output.append(contentsOf: header.joined(separator: ",").utf8)
    output.append(10)
    let massDecimals = massDecimals
    let columns = further.map { (index: $0.index, decimals: $0.definition.csvDecimals) }
    for row in table.dates.indices {
      appendISO(table.dates[row], to: &output)
      // A missing figure is NaN in the table: an empty cell, as a figure that is not finite.
      output.append(44)
      DecimalText.append(table[row, .steps], decimals: 0, to: &output)
      let mass = table[row, .bodyMass]
      output.append(44)
      DecimalText.append(mass, decimals: massDecimals, to: &output)
      output.append(44)
      DecimalText.append(WeightUnit.pounds.value(fromKilograms: mass), decimals: 3, to: &output)
      for column in columns {
        output.append(44)
        DecimalText.append(
          table.values[row * table.width + column.index], decimals: column.decimals, to: &output)
      }
      output.append(10)
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `date` as ``LocalDate/isoString`` writes it.
  static func appendISO(_ date: LocalDate, to output: inout [UInt8]) {
    let (year, month, day) = date.components
    guard (0...9999).contains(year) else {
      output.append(contentsOf: date.isoString.utf8)
      return
    }
    DecimalText.appendDigits(UInt64(year), minimumCount: 4, to: &output)
    output.append(45)  // -
    DecimalText.appendDigits(UInt64(month), minimumCount: 2, to: &output)
    output.append(45)
    DecimalText.appendDigits(UInt64(day), minimumCount: 2, to: &output)
  }
}
