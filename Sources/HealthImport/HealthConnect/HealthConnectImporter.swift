import HealthCore

/// Reads a Health Connect export database (`health_connect_export.db`) into daily series,
/// nights and workouts, by the rules docs/formats.md gives ("Health Connect"), each in its own
/// type: ``HealthConnectTotals`` (steps, distance, active energy), ``HealthConnectBody``,
/// ``HealthConnectReadings`` (vitals, resting heart rate, RMSSD), ``HealthConnectHeartRate``,
/// ``HealthConnectSleep``, ``HealthConnectWorkouts`` and ``HealthConnectMindfulness``.
///
/// The file is untrusted input (``SQLiteDatabase``). Bad rows are skipped with a warning naming
/// the table and row; a file that is not SQLite, is damaged (even when SQLite finds it halfway
/// through a table) or is not a Health Connect export fails as a whole, so nothing is written.
enum HealthConnectImporter {
  /// Reads the database at `path`.
  /// - Parameters:
  ///   - path: the database file.
  ///   - displayPath: the input as the user gave it (a `.zip`, a folder or the `.db`).
  ///   - dedupe: whether sources are de-duplicated by priority (`--no-dedupe` adds up).
  /// - Returns: the dataset, its warnings and the counts.
  /// - Throws: ``ParseError`` for a file that cannot be read as a whole.
  static func read(path: String, displayPath: String, dedupe: Bool) throws(ParseError)
    -> ImportOutcome<HealthConnectSummary>
  {
    let database = try SQLiteDatabase(path: path, displayPath: displayPath)
    var context = try HealthConnectContext(database, dedupe: dedupe)
    var series: [DailySeries] = []
    for source in HealthConnectTotals.sources {
      series.append(try HealthConnectTotals.read(source, &context))
    }
    series.append(try HealthConnectBody.weight(&context))
    series.append(try HealthConnectBody.bodyFat(&context))
    for source in HealthConnectReadings.sources {
      series += try HealthConnectReadings.read(source, &context)
    }
    series.append(try HealthConnectHeartRate.read(&context))
    series.append(try HealthConnectMindfulness.read(&context))
    let nights = try HealthConnectSleep.read(&context)
    let workouts = try HealthConnectWorkouts.read(&context)
    var dataset = HealthDataset(
      source: .healthConnect(path: displayPath), series: series.filter { !$0.isEmpty },
      deriving: nights, workouts: workouts)
    for day in dataset.removeImplausibleDays() { context.warnings.note(day.message) }
    var summary = context.counts
    summary.badRows = context.warnings.badRows
    summary.dayCount = dataset.dayCount
    summary.appNames = summary.apps.compactMap(context.apps.name(of:)).sorted {
      Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
    }
    return ImportOutcome(
      result: ImportResult(dataset: dataset, warnings: context.warnings.warnings),
      summary: summary)
  }
}
