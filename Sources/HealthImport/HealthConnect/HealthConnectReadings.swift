import HealthCore

/// The instant readings whose day is a mean: blood pressure, glucose, oxygen saturation,
/// respiratory rate, body temperature, VO2 max, resting heart rate and heart rate variability
/// (RMSSD).
///
/// Each day's figure is the mean of every reading from every app, except that readings of one
/// type with the same time and the same value or values from different apps count once (Samsung
/// Health copying a cuff app's reading): of such a group, each app's readings are counted, and
/// the group counts as many as the app with the most. `--no-dedupe` counts every reading.
/// Readings are read in order of time, so a group is adjacent and memory stays bounded.
enum HealthConnectReadings {
  /// One value column of a table and the metric it feeds.
  struct Field: Sendable {
    var column: String
    var metric: MetricKind
    /// The canonical value of a stored one.
    var convert: @Sendable (Double) -> Double = { $0 }
  }

  /// A table of readings and its fields (blood pressure has two).
  struct Source: Sendable {
    var table: HealthConnectTable
    var fields: [Field]
    /// The metric counting the day's readings that are left, if any.
    var readings: MetricKind?
  }

  /// The tables read this way.
  static let sources = [
    Source(
      table: .bloodPressure,
      fields: [
        Field(column: "systolic", metric: .bloodPressureSystolic),
        Field(column: "diastolic", metric: .bloodPressureDiastolic),
      ], readings: .bloodPressureReadings),
    // mmol/L to mg/dL with the Health app's molar mass of glucose.
    Source(
      table: .bloodGlucose,
      fields: [
        Field(column: "level", metric: .bloodGlucose) { $0 * 180.1558800000541 / 10 }
      ]),
    Source(
      table: .oxygenSaturation,
      fields: [Field(column: "percentage", metric: .oxygenSaturation)]),
    Source(table: .respiratoryRate, fields: [Field(column: "rate", metric: .respiratoryRate)]),
    Source(
      table: .bodyTemperature, fields: [Field(column: "temperature", metric: .bodyTemperature)]),
    Source(
      table: .vo2Max,
      fields: [Field(column: "vo2_milliliters_per_minute_kilogram", metric: .vo2Max)]),
    Source(
      table: .restingHeartRate,
      fields: [Field(column: "beats_per_minute", metric: .restingHeartRate)]),
    Source(
      table: .heartRateVariability,
      fields: [
        Field(column: "heart_rate_variability_millis", metric: .heartRateVariabilityRMSSD)
      ]),
  ]

  /// One reading: its app, its day and its values in canonical units.
  private struct Reading {
    var app: Int64
    var day: Int
    var values: [Double]
  }

  /// Sums and counts by day, per field.
  private struct Means {
    var sums: [[Int: Double]]
    var counts: [Int: Int] = [:]

    init(fields: Int) { sums = Array(repeating: [:], count: fields) }

    mutating func add(_ reading: Reading) {
      for (index, value) in reading.values.enumerated() {
        sums[index][reading.day, default: 0] += value
      }
      counts[reading.day, default: 0] += 1
    }
  }

  /// Reads one table's daily means (and count of readings).
  /// - Parameters:
  ///   - source: the table.
  ///   - context: the open export and the import's counts.
  /// - Returns: one series per field, and the readings' count when the source has one.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func read(_ source: Source, _ context: inout HealthConnectContext) throws(ParseError)
    -> [DailySeries]
  {
    var means = Means(fields: source.fields.count)
    var group: [Reading] = []
    var groupTime: Int64?
    try context.forEachRecord(
      in: source.table, instant: true, columns: source.fields.map(\.column), order: "time, row_id"
    ) { record, query, context in
      var values: [Double] = []
      for field in source.fields {
        guard
          let value = context.value(
            field.column, of: record, in: query, metric: field.metric, convert: field.convert)
        else { return }
        values.append(value)
      }
      if record.start != groupTime {
        count(group, into: &means, dedupe: context.dedupe)
        group.removeAll(keepingCapacity: true)
        groupTime = record.start
      }
      group.append(Reading(app: record.app, day: record.day.dayNumber, values: values))
    }
    count(group, into: &means, dedupe: context.dedupe)
    var series = source.fields.enumerated().map { index, field in
      DailySeries(
        metric: field.metric,
        days: means.sums[index].compactMap { day, sum in
          means.counts[day].map {
            HealthMetric(date: LocalDate(dayNumber: day), value: sum / Double($0))
          }
        })
    }
    if let readings = source.readings {
      series.append(
        DailySeries(
          metric: readings,
          days: means.counts.map {
            HealthMetric(date: LocalDate(dayNumber: $0.key), value: Double($0.value))
          }))
    }
    return series
  }

  /// Adds the readings of one instant, copies from other apps counted once.
  private static func count(_ group: [Reading], into means: inout Means, dedupe: Bool) {
    guard dedupe, group.count > 1 else {
      for reading in group { means.add(reading) }
      return
    }
    var handled = Array(repeating: false, count: group.count)
    for first in group.indices where !handled[first] {
      // The readings with the same values: each app's count, and the first reading of the app
      // with the most stands for the group.
      var perApp: [Int64: Int] = [:]
      for other in group.indices where !handled[other] && group[other].values == group[first].values
      {
        handled[other] = true
        perApp[group[other].app, default: 0] += 1
      }
      let kept = perApp.values.max() ?? 1
      for _ in 0..<kept { means.add(group[first]) }
    }
  }
}
