import HealthCore

/// Body measurements: weight, stored in grams, whose day is its last reading by time (as for an
/// export), and body fat, stored as a percent (0–100), whose day is the mean of its readings.
enum HealthConnectBody {
  /// Reads `weight_record_table`.
  /// - Parameter context: the open export and the import's counts.
  /// - Returns: the body-mass series, kilograms (empty without readings).
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func weight(_ context: inout HealthConnectContext) throws(ParseError) -> DailySeries {
    var last: [Int: Double] = [:]
    try readings(
      .weight, column: "weight", metric: .bodyMass, convert: { $0 / 1000 }, order: "time, row_id",
      &context, add: { last[$0] = $1 })
    return DailySeries(
      metric: .bodyMass,
      days: last.map { HealthMetric(date: LocalDate(dayNumber: $0.key), value: $0.value) })
  }

  /// Reads `body_fat_record_table`.
  /// - Parameter context: the open export and the import's counts.
  /// - Returns: the body-fat series, percent (empty without readings).
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func bodyFat(_ context: inout HealthConnectContext) throws(ParseError) -> DailySeries {
    var sums: [Int: (sum: Double, count: Int)] = [:]
    try readings(
      .bodyFat, column: "percentage", metric: .bodyFat, convert: { $0 }, order: nil, &context,
      add: { day, value in
        let now = sums[day] ?? (0, 0)
        sums[day] = (now.sum + value, now.count + 1)
      })
    return DailySeries(
      metric: .bodyFat,
      days: sums.map {
        HealthMetric(
          date: LocalDate(dayNumber: $0.key), value: $0.value.sum / Double($0.value.count))
      })
  }

  /// Reads the valid readings of `table`, calling `add` with each one's day (days since 1970)
  /// and value in the metric's canonical unit (grams of weight become kilograms).
  private static func readings(
    _ table: HealthConnectTable, column: String, metric: MetricKind,
    convert: (Double) -> Double, order: String?,
    _ context: inout HealthConnectContext, add: (Int, Double) -> Void
  ) throws(ParseError) {
    try context.forEachRecord(in: table, instant: true, columns: [column], order: order) {
      record, query, context in
      if let value = context.value(column, of: record, in: query, metric: metric, convert: convert)
      {
        add(record.day.dayNumber, value)
      }
    }
  }
}
