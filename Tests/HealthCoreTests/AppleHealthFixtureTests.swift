import Foundation
import TestSupport
import Testing

@testable import HealthCore

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
    #expect(summary.recordsRead == 15)
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
    #expect(summary.recordsRead == 5)
    #expect(summary.skippedRecords == 3)
    #expect(summary.sources == ["Alexandre's Apple Watch"])
    #expect(result.warnings.isEmpty)
  }

  @Test(arguments: [
    "dogsheep-healthkit-to-sqlite_tests_export.xml",
    "dogsheep-healthkit-to-sqlite_zip_contents_export.xml",
  ])
  func dogsheep(name: String) throws {
    let (result, summary) = try Self.load(name)
    #expect(result.dataset[.heartRate].days == [HealthMetric(date: day("2018-09-10"), value: 72)])
    #expect(result.dataset.series.count == 1)
    #expect(summary.recordsRead == 1)
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
