import HealthCore

/// Heart rate: each day's figure is the mean of the day's series samples from the
/// highest-priority vitals app that has samples that day (apps of equal priority together). A
/// sample's day comes from its `epoch_millis` at its parent record's `start_zone_offset`.
///
/// The parents (one a few hours or a workout, a few thousand) are held; the samples (millions
/// from a watch) are streamed into sums per day and app.
enum HealthConnectHeartRate {
  /// One parent record: its app and the offset its samples are dated with.
  private struct Parent {
    var app: Int64
    var offset: Int64
  }

  /// Reads `heart_rate_record_table` and its series.
  /// - Parameter context: the open export and the import's counts.
  /// - Returns: the heart-rate series, beats per minute (empty without samples).
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  static func read(_ context: inout HealthConnectContext) throws(ParseError) -> DailySeries {
    var byID: [Int64: Parent] = [:]
    let skipped = try context.forEachRecord(in: .heartRate, keepingSkipped: true) {
      record, _, _ in
      byID[record.rowID] = Parent(app: record.app, offset: record.startOffset)
    }
    var sums: [Int: [Int64: (sum: Double, count: Int)]] = [:]
    try context.forEachChild(
      of: .heartRateSeries, columns: ["epoch_millis", "beats_per_minute"], parents: byID,
      skipped: skipped
    ) { rowID, _, parent, query, context in
      guard let time = context.integer("epoch_millis", row: rowID, in: query),
        let index = query.column("beats_per_minute"),
        let rate = HealthConnectRecord.value(
          query.statement, index, name: "beats_per_minute", metric: .heartRate,
          table: .heartRateSeries, row: rowID, warnings: &context.warnings)
      else { return }
      let day = Int(PriorityTimeline.dayOf(time &+ parent.offset * 1000))
      guard LocalDate.supportedRange.contains(LocalDate(dayNumber: day)) else {
        context.warnings.noteRow(
          .heartRateSeries, row: rowID,
          "its time is outside the dates the tool accepts (\(LocalDate.supportedRangeText))")
        return
      }
      context.noteApp(parent.app)
      let now = sums[day, default: [:]][parent.app] ?? (0, 0)
      sums[day, default: [:]][parent.app] = (now.sum + rate, now.count + 1)
    }
    let apps = context.apps
    let days = sums.map { day, byApp -> HealthMetric in
      let top = byApp.keys.map { apps.priority(of: $0, in: .vitals) }.max() ?? 0
      var sum = 0.0
      var count = 0
      for (app, total) in byApp.sorted(by: { $0.key < $1.key })
      where apps.priority(of: app, in: .vitals) == top {
        sum += total.sum
        count += total.count
      }
      return HealthMetric(date: LocalDate(dayNumber: day), value: sum / Double(count))
    }
    return DailySeries(metric: .heartRate, days: days)
  }
}
