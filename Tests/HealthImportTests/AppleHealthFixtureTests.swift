import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// The third-party export samples in `Tests/Fixtures/apple-health/`, with values checked by hand.
@Suite struct AppleHealthFixtureTests {
  static func fixture(_ name: String) -> String {
    Fixtures.appleHealth(name).path
  }

  static func load(_ name: String) throws -> (ImportResult, ImportSummary) {
    let path = fixture(name)
    try #require(FileManager.default.fileExists(atPath: path), "missing fixture \(path)")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let whole = try AppleHealthImporter.load(path: path)
    let chunked = try importBytes(bytes, chunk: 13)
    #expect(chunked.result.dataset.series == whole.dataset.series)
    return (whole, chunked.summary)
  }

  @Test func tddaVersion3WithDTD() throws {
    let (result, summary) = try Self.load("tdda-applehealthdata_export6s3sample.xml")
    // 329+283+426+61+10+200+390+320+216+282 (lines 83–92)
    #expect(result.dataset[.steps].days == [HealthMetric(date: day("2014-09-13"), value: 2517)])
    let distance = result.dataset[.walkingDistance].value(on: day("2014-09-20")) ?? 0
    #expect(abs(distance - 0.01943) < 1e-9)
    // 15 records and one `HKWorkoutActivityTypeOther` workout of 31.7 minutes on 2016-04-02.
    #expect(summary.recordsRead == 16)
    #expect(result.dataset.workouts.map(\.activity) == ["Other"])
    #expect(result.dataset.workouts.map(\.date) == [day("2016-04-02")])
    #expect(result.dataset[.workoutMinutes].days.map(\.date) == [day("2016-04-02")])
    #expect(
      abs((result.dataset[.workoutMinutes].days.first?.value ?? 0) - 31.73680251737436) < 1e-9)
    #expect(result.dataset.workouts.first?.distance == 0)
    #expect(summary.sources == ["Health"])
    #expect(summary.malformedRecords == 0)
    #expect(result.warnings.isEmpty)
  }

  @Test func alxdrciriloWrappedAttributes() throws {
    let (result, summary) = try Self.load("alxdrcirilo-apple-health-parser_tests_data_export.xml")
    #expect(result.dataset[.heartRate].days == [HealthMetric(date: day("2024-01-01"), value: 74.5)])
    #expect(result.dataset[.activeEnergy].value(on: day("2024-01-01")) == 0.12)
    #expect(result.dataset[.activeEnergy].value(on: day("2024-01-02")) == 0.08)
    #expect(result.dataset[.exerciseMinutes].value(on: day("2024-01-01")) == 1)
    #expect(result.dataset[.steps].isEmpty)
    // Two sleep records: the iPhone's 85 s in bed and the Watch's 750 s of core sleep, both
    // ending in the small hours of 2024-01-01, so the night of 2024-01-01.
    #expect(summary.recordsRead == 7)
    #expect(summary.skippedRecords == 1)
    #expect(summary.sources == ["Alexandre's Apple Watch", "Alexandre's iPhone"])
    let night = try #require(result.dataset.nights.first)
    #expect(result.dataset.nights.count == 1)
    #expect(night.date == day("2024-01-01"))
    #expect(night.inBed == 85)
    #expect(night.core == 750)
    #expect(night.asleep == 750)
    #expect(night.bedtime == 55 * 60 + 28)
    #expect(night.wakeTime == 3 * 3600 + 40 * 60 + 23)
    #expect(result.dataset[.sleepCore].value(on: day("2024-01-01")) == 750.0 / 3600)
    #expect(result.warnings.isEmpty)
  }

  @Test(arguments: [
    "dogsheep-healthkit-to-sqlite_tests_export.xml",
    "dogsheep-healthkit-to-sqlite_zip_contents_export.xml",
  ])
  func dogsheep(name: String) throws {
    let (result, summary) = try Self.load(name)
    #expect(result.dataset[.heartRate].days == [HealthMetric(date: day("2018-09-10"), value: 72)])
    // The heart rate, one older-shape running workout (totals as attributes) and two days of
    // Activity rings.
    #expect(
      result.dataset.series.map(\.metric) == [.heartRate, .workouts, .workoutMinutes]
        + [.ringMoveEnergy, .ringMoveEnergyGoal, .ringExerciseMinutes, .ringExerciseGoal]
        + [.ringStandHours, .ringStandGoal])
    #expect(
      result.dataset.rings == [
        ActivityRings(
          date: day("2016-11-15"), moveEnergy: 590.252, moveEnergyGoal: 630,
          exerciseMinutes: 68, exerciseGoal: 30, standHours: 13, standGoal: 12),
        ActivityRings(
          date: day("2016-11-16"), moveEnergy: 323.513, moveEnergyGoal: 630,
          exerciseMinutes: 39, exerciseGoal: 30, standHours: 9, standGoal: 12),
      ])
    let workout = try #require(result.dataset.workouts.first)
    #expect(workout.activity == "Running")
    #expect(workout.date == day("2016-11-14"))
    #expect(workout.localStartSeconds == 7 * 3600 + 25 * 60 + 41)
    #expect(abs(workout.minutes - 5.19412346680959) < 1e-12)
    #expect(abs((workout.distance ?? 0) - 0.4971749504535062 * 1.609_344) < 1e-12)
    #expect(workout.energy == 48.74499999999999)
    #expect(summary.recordsRead == 2)
    #expect(summary.skippedRecords == 1)
    #expect(result.warnings.isEmpty)
  }

  @Test func gpxIsNotAnExport() {
    let path = Self.fixture("dogsheep-healthkit-to-sqlite_route_2019-06-11_3.00pm.gpx")
    #expect(
      throws: ParseError(
        path: path,
        reason: .invalidContent("not an Apple Health export: no <HealthData> element"))
    ) { try AppleHealthImporter.load(path: path) }
  }

  @Test func missingFileAndDirectory() {
    #expect(throws: ParseError(path: "/nonexistent/export.xml", reason: .missingFile)) {
      try AppleHealthImporter.load(path: "/nonexistent/export.xml")
    }
    let folder = FileManager.default.temporaryDirectory.path
    #expect(throws: ParseError(path: folder, reason: .unreadable("is a directory"))) {
      try AppleHealthImporter.load(path: folder)
    }
  }
}
