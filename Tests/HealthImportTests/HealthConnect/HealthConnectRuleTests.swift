import Foundation
import HealthCore
import TestSupport
import Testing

@testable import HealthImport

/// The rules of docs/formats.md ("Health Connect"), each on a database written by the test.
@Suite struct HealthConnectRuleTests {
  /// A database with three apps: 1 (a cuff, a watch), 2 (Samsung Health), 3 (not listed).
  static func base() throws -> HealthConnectTestDatabase {
    var database = try HealthConnectTestDatabase()
    database.app(1, "com.example.cuff", name: "Cuff")
    database.app(2, "com.sec.android.app.shealth", name: "Samsung Health")
    database.app(3, "com.example.other")
    return database
  }

  @Test func copiesOfAReadingFromOtherAppsCountOnce() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.instantTable("blood_pressure_record_table", "systolic REAL, diastolic REAL")
    let table = "blood_pressure_record_table"
    database.instant(table, id: 1, app: 1, "2024-03-01 08:00", "120, 80")
    database.instant(table, id: 2, app: 2, "2024-03-01 08:00", "120, 80")  // Samsung's copy
    database.instant(table, id: 3, app: 1, "2024-03-01 20:00", "130, 85")
    database.instant(table, id: 4, app: 2, "2024-03-01 20:00", "131, 85")  // not a copy
    // One app writing one reading twice: both count (copies are from other apps).
    database.instant(table, id: 5, app: 1, "2024-03-02 08:00", "110, 70")
    database.instant(table, id: 6, app: 1, "2024-03-02 08:00", "110, 70")
    database.instant(table, id: 7, app: 2, "2024-03-02 08:00", "110, 70")
    let dataset = try database.read().dataset
    #expect(dataset[.bloodPressureReadings].value(on: day("2024-03-01")) == 3)
    #expect(dataset[.bloodPressureSystolic].value(on: day("2024-03-01")) == 381.0 / 3)
    #expect(dataset[.bloodPressureReadings].value(on: day("2024-03-02")) == 2)
    let undeduplicated = try database.read(dedupe: false).dataset
    #expect(undeduplicated[.bloodPressureReadings].value(on: day("2024-03-01")) == 4)
  }

  @Test func glucoseBecomesMilligramsPerDecilitreWithTheHealthAppsMolarMass() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.instantTable("blood_glucose_record_table", "level REAL, specimen_source TEXT")
    database.instant("blood_glucose_record_table", id: 1, app: 1, "2024-03-01 08:00", "5.5, '1'")
    let value = try database.read().dataset[.bloodGlucose].value(on: day("2024-03-01"))
    #expect(value == 5.5 * 180.1558800000541 / 10)
  }

  @Test func aRecordsDayIsItsLocalDateAtItsOwnOffset() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.instantTable("weight_record_table", "weight REAL")
    // 23:30 in Seoul on 1 March is 14:30 UTC; 00:30 in New York on 2 March is 05:30 UTC.
    database.instant(
      "weight_record_table", id: 1, app: 1, "2024-03-01 23:30", offset: 32_400, "70000")
    database.instant(
      "weight_record_table", id: 2, app: 1, "2024-03-02 00:30", offset: -18_000, "71000")
    // The day's last reading by time.
    database.instant(
      "weight_record_table", id: 3, app: 2, "2024-03-02 08:00", offset: -18_000, "72500")
    let series = try database.read().dataset[.bodyMass]
    #expect(series.value(on: day("2024-03-01")) == 70)
    #expect(series.value(on: day("2024-03-02")) == 72.5)
  }

  @Test func stepsFollowThePriorityListAndSplitAtLocalMidnight() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.priority(1, "2, 1")  // Samsung Health first, then the watch; app 3 after both
    database.intervalTable("steps_record_table", "count INTEGER")
    let table = "steps_record_table"
    database.interval(table, id: 1, app: 1, "2024-03-01 10:00", "2024-03-01 11:00", "6000")
    database.interval(table, id: 2, app: 2, "2024-03-01 10:30", "2024-03-01 11:00", "1000")
    database.interval(table, id: 3, app: 3, "2024-03-01 10:00", "2024-03-01 11:00", "9000")
    // Across midnight at +1 hour: shared by time.
    database.interval(
      table, id: 4, app: 2, "2024-03-01 23:00", "2024-03-02 01:00", offset: 3600, "2000")
    let dataset = try database.read().dataset
    // 10:00–10:30 the watch (3,000 of its 6,000), 10:30–11:00 Samsung Health (1,000), and
    // half of the record across midnight.
    #expect(dataset[.steps].value(on: day("2024-03-01")) == 5000.0)
    #expect(dataset[.steps].value(on: day("2024-03-02")) == 1000.0)
  }

  @Test func heartRateIsTheMeanOfTheHighestPriorityAppWithSamplesThatDay() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.priority(6, "1,2")
    database.intervalTable("heart_rate_record_table", "title TEXT")
    database.sql(
      "CREATE TABLE heart_rate_record_series_table (parent_key INTEGER, beats_per_minute INTEGER, epoch_millis INTEGER)"
    )
    database.interval(
      "heart_rate_record_table", id: 10, app: 1, "2024-03-01 00:00", "2024-03-01 23:59", "NULL")
    database.interval(
      "heart_rate_record_table", id: 20, app: 2, "2024-03-01 00:00", "2024-03-02 23:59",
      offset: 32_400, "NULL")
    let sample = { (parent: Int, time: String, offset: Int, rate: Int) in
      database.sql(
        "INSERT INTO heart_rate_record_series_table VALUES (\(parent), \(rate), \(HealthConnectTestDatabase.millis(time, offset: offset)))"
      )
    }
    sample(10, "2024-03-01 09:00", 0, 60)
    sample(10, "2024-03-01 10:00", 0, 70)
    sample(20, "2024-03-01 09:00", 32_400, 100)  // a lower priority: left out on 1 March
    sample(20, "2024-03-02 09:00", 32_400, 90)  // the only app on 2 March (Seoul time)
    sample(99, "2024-03-02 09:00", 0, 90)  // no parent: ignored with one warning
    let result = try database.read()
    #expect(result.dataset[.heartRate].value(on: day("2024-03-01")) == 65)
    #expect(result.dataset[.heartRate].value(on: day("2024-03-02")) == 90)
    #expect(
      result.warnings.map(\.message) == [
        "heart_rate_record_series_table: 1 row without a parent record ignored"
      ])
  }

  @Test func sleepStagesDecideByAppPriorityAndStage() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.priority(5, "1")
    database.intervalTable("sleep_session_record_table", "title TEXT")
    database.sql(
      "CREATE TABLE sleep_stages_table (parent_key INTEGER, stage_start_time INTEGER, stage_end_time INTEGER, stage_type INTEGER)"
    )
    database.interval(
      "sleep_session_record_table", id: 1, app: 1, "2024-03-01 23:00", "2024-03-02 07:00", "NULL")
    // The phone's session without stages, from 22:30: sleeping where the watch has nothing.
    database.interval(
      "sleep_session_record_table", id: 2, app: 2, "2024-03-01 22:30", "2024-03-02 07:00", "NULL")
    let stage = { (from: String, to: String, type: Int) in
      database.sql(
        "INSERT INTO sleep_stages_table VALUES (1, \(HealthConnectTestDatabase.millis(from)), \(HealthConnectTestDatabase.millis(to)), \(type))"
      )
    }
    stage("2024-03-01 22:00", "2024-03-02 01:00", 4)  // light, clipped to 23:00
    stage("2024-03-02 01:00", "2024-03-02 02:00", 5)  // deep
    stage("2024-03-02 01:30", "2024-03-02 02:30", 1)  // awake over deep from 01:30
    stage("2024-03-02 02:30", "2024-03-02 03:00", 3)  // out of bed
    stage("2024-03-02 03:00", "2024-03-02 07:00", 6)  // REM
    let night = try #require(try database.read().dataset.nights.first)
    #expect(night.date == day("2024-03-02"))
    #expect(night.core == 2 * 3600)
    #expect(night.deep == 0.5 * 3600)
    #expect(night.awake == 1 * 3600)
    #expect(night.rem == 4 * 3600)
    #expect(night.asleep == (0.5 + 2 + 0.5 + 4) * 3600)
    #expect(night.inBed == 8 * 3600)  // 22:30 to 07:00, less half an hour out of bed
    #expect(night.bedtime == -90 * 60)
  }

  @Test func overlappingSessionsFromTwoAppsAreOneWorkout() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.priority(1, "2,1")
    database.intervalTable("exercise_session_record_table", "exercise_type INTEGER, title TEXT")
    let table = "exercise_session_record_table"
    database.interval(
      table, id: 1, app: 1, "2024-03-01 07:00", "2024-03-01 08:00", "33, 'Watch run'")
    database.interval(
      table, id: 2, app: 2, "2024-03-01 07:05", "2024-03-01 07:55", "33, 'Morning run'")
    // Overlapping the run by less than half of the shorter one: its own workout.
    database.interval(table, id: 3, app: 1, "2024-03-01 07:50", "2024-03-01 08:30", "53, NULL")
    let workouts = try database.read().dataset.workouts
    #expect(workouts.map(\.activity) == ["Running", "Walking"])
    #expect(workouts.map(\.minutes) == [50, 40])
    #expect(workouts.map(\.title) == ["Morning run", nil])
  }

  @Test func theSummaryNamesTheAppsReadByNameElsePackage() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.app(4, "com.example.unused", name: "Unused")
    database.instantTable("weight_record_table", "weight REAL")
    for app in 1...3 {
      database.instant("weight_record_table", id: app, app: app, "2024-03-01 08:00", "70000")
    }
    try database.write()
    let loader = InputLoader(currentDirectory: database.url.deletingLastPathComponent())
    let loaded = try loader.load(input: database.url.lastPathComponent, unit: .kilograms)
    #expect(
      loaded.summaryLine
        == "health_connect_export.db: 3 rows read, 1 day, 3 apps (Cuff, Samsung Health,"
        + " com.example.other)")
  }

  @Test func columnsAreReadByNameInAnyOrder() throws {
    var database = try Self.base()
    defer { database.remove() }
    database.sql(
      "CREATE TABLE steps_record_table (count INTEGER, end_zone_offset INTEGER, end_time INTEGER, extra TEXT,"
        + " start_zone_offset INTEGER, start_time INTEGER, app_info_id INTEGER, row_id INTEGER PRIMARY KEY)"
    )
    let start = HealthConnectTestDatabase.millis("2024-03-01 10:00")
    database.sql(
      "INSERT INTO steps_record_table VALUES (500, 0, \(start + 3_600_000), 'x', 0, \(start), 1, 1)"
    )
    #expect(try database.read().dataset[.steps].value(on: day("2024-03-01")) == 500)
  }

  @Test func aFileNameWithURICharactersOpens() throws {
    var database = try HealthConnectTestDatabase(name: "export ?immutable=0#x%41.db")
    defer { database.remove() }
    database.app(1, "com.example")
    database.instantTable("weight_record_table", "weight REAL")
    database.instant("weight_record_table", id: 1, app: 1, "2024-03-01 08:00", "70000")
    #expect(try database.read().dataset[.bodyMass].value(on: day("2024-03-01")) == 70)
  }

  @Test(arguments: [
    ("a.db", false), ("../a.db", true), ("/a.db", true), ("x/../../a.db", true),
    ("x/..a.db", false), ("\\a.db", true), ("x\\..\\a.db", true),
  ])
  func memberNamesThatLeaveTheirFolderAreUnsafe(name: String, unsafe: Bool) {
    #expect(ZipArchive.isUnsafe(name: name) == unsafe)
  }
}
