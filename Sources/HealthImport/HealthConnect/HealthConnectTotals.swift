import HealthCore

/// Steps, distance and active energy (the activity category's priority list orders their
/// apps): each table's records through a ``PriorityTimeline``, read in order of their start so
/// that memory stays bounded (SQLite sorts within its own bound).
/// `total_calories_burned_record_table` includes resting energy and is not read.
enum HealthConnectTotals {
  /// A table that adds up, its value column, its metric and the factor to the metric's unit.
  struct Source: Sendable {
    var table: HealthConnectTable
    var column: String
    var metric: MetricKind
    var scale: Double
  }

  /// The three tables: steps (a count), distance (metres to kilometres), active energy (small
  /// calories to kilocalories).
  static let sources = [
    Source(table: .steps, column: "count", metric: .steps, scale: 1),
    Source(table: .distance, column: "distance", metric: .walkingDistance, scale: 0.001),
    Source(table: .activeCalories, column: "energy", metric: .activeEnergy, scale: 0.001),
  ]

  /// Reads one table's daily totals.
  /// - Parameters:
  ///   - source: the table.
  ///   - context: the open export, its apps and the import's counts.
  /// - Returns: the metric's series (empty without records).
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func read(_ source: Source, _ context: inout HealthConnectContext) throws(ParseError)
    -> DailySeries
  {
    var timeline = PriorityTimeline(dedupe: context.dedupe)
    try context.forEachRecord(
      in: source.table, columns: [source.column], order: "start_time", atMostADay: true
    ) {
      record, query, context in
      guard
        let value = context.value(
          source.column, of: record, in: query, metric: source.metric,
          convert: { $0 * source.scale })
      else { return }
      timeline.add(
        PriorityTimeline.Record(
          start: record.localStart, end: record.localEnd, value: value,
          priority: context.apps.priority(of: record.app, in: .activity),
          lastModified: record.lastModified),
        utcStart: record.start)
    }
    let days = timeline.finish().map {
      HealthMetric(date: LocalDate(dayNumber: Int($0.day)), value: $0.value)
    }
    return DailySeries(metric: source.metric, sortedUniqueDays: days)
  }
}
