import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// Sleep in Health Auto Export files: aggregated nights dated by the export's rule on
/// `sleepEnd`, and unaggregated samples that follow the export's rules exactly.
@Suite struct AutoExportSleepTests {
  static func nights(_ points: [String], units: String = "hr") throws -> [SleepNight] {
    try HAE.load(HAE.file(metrics: [HAE.metric("sleep_analysis", units: units, points)]))
      .result.dataset.nights
  }

  static func aggregated(
    start: String, end: String, fields: String, date: String? = nil
  ) -> String {
    "{\"date\": \"\(date ?? end)\", \(fields), \"sleepStart\": \"\(start)\", \"sleepEnd\": \"\(end)\","
      + " \"inBedStart\": \"\(start)\", \"inBedEnd\": \"\(end)\", \"source\": \"Watch\"}"
  }

  /// The night's date is the local date of `sleepEnd` + 6 hours.
  @Test(arguments: [
    ("2024-03-02 23:00:00 -0800", "2024-03-03 07:10:00 -0800", "2024-03-03"),
    ("2024-03-03 13:00:00 -0800", "2024-03-03 17:59:59 -0800", "2024-03-03"),
    ("2024-03-03 17:00:00 -0800", "2024-03-03 18:00:00 -0800", "2024-03-04"),
    ("2024-03-02 22:00:00 -0800", "2024-03-04 05:00:00 +0900", "2024-03-04"),
  ])
  func aggregatedNightDating(start: String, end: String, night: String) throws {
    let found = try Self.nights([
      Self.aggregated(start: start, end: end, fields: "\"totalSleep\": 1, \"inBed\": 1")
    ])
    #expect(found.map(\.date) == [day(night)])
  }

  /// Asleep is `totalSleep` when given, else asleep + core + deep + REM; bedtime and wake
  /// time are `sleepStart` and `sleepEnd` on the night's clock.
  @Test func aggregatedFigures() throws {
    let found = try Self.nights([
      Self.aggregated(
        start: "2024-03-02 23:20:00 -0800", end: "2024-03-03 07:10:00 -0800",
        fields:
          "\"totalSleep\": 7.2, \"asleep\": 0, \"core\": 4.1, \"deep\": 1.1, \"rem\": 2.0,"
          + " \"awake\": 0.3, \"inBed\": 7.8"),
      Self.aggregated(
        start: "2024-03-03 23:00:00 -0800", end: "2024-03-04 06:00:00 -0800",
        fields: "\"asleep\": 1.5, \"core\": 3, \"deep\": 1, \"rem\": 0.5, \"inBed\": 7"),
    ])
    #expect(found.count == 2)
    let first = try #require(found.first)
    #expect(first.date == day("2024-03-03"))
    #expect(abs(first.asleep - 7.2 * 3600) < 0.001)
    #expect(abs(first.core - 4.1 * 3600) < 0.001 && abs(first.deep - 1.1 * 3600) < 0.001)
    #expect(abs(first.rem - 2 * 3600) < 0.001 && abs(first.awake - 0.3 * 3600) < 0.001)
    #expect(abs(first.inBed - 7.8 * 3600) < 0.001)
    #expect(first.bedtime == -(40 * 60))
    #expect(first.wakeTime == 7 * 3600 + 10 * 60)
    let second = try #require(found.last)
    #expect(second.asleep == 6 * 3600)
    #expect(second.hasStages)
  }

  /// An iPhone-only night (asleep and in bed, no stages) has no stages; minutes work too.
  @Test func aNightWithoutStagesInMinutes() throws {
    let found = try Self.nights(
      [
        Self.aggregated(
          start: "2024-03-02 23:00:00 +0100", end: "2024-03-03 07:00:00 +0100",
          fields: "\"asleep\": 420, \"inBed\": 480")
      ], units: "min")
    let night = try #require(found.first)
    #expect(night.asleep == 7 * 3600 && night.inBed == 8 * 3600 && !night.hasStages)
  }

  @Test(arguments: [
    (
      aggregated(
        start: "2024-03-03 08:00:00 -0800", end: "2024-03-03 07:00:00 -0800",
        fields: "\"totalSleep\": 1"), "sleepEnd is before sleepStart"
    ),
    (
      aggregated(
        start: "2024-03-02 23:00:00 -0800", end: "2024-03-03 07:00:00 -0800",
        fields: "\"totalSleep\": -1"), "implausible totalSleep"
    ),
    (
      aggregated(
        start: "2024-03-02 23:00:00 -0800", end: "2024-03-03 07:00:00 -0800",
        fields: "\"totalSleep\": 30"), "implausible totalSleep"
    ),
    (
      aggregated(
        start: "2024-03-02 23:00:00 -0800", end: "2024-03-03 07:00:00 -0800",
        fields: "\"totalSleep\": 20, \"awake\": 5"), "more than 24 hours"
    ),
    (
      aggregated(
        start: "2024-03-02 23:00:00 -0800", end: "2024-03-03 25:00:00 -0800",
        fields: "\"totalSleep\": 1"), "sleepEnd: not a time of day"
    ),
    (#"{"totalSleep": 7}"#, "a night needs \"sleepEnd\" or \"date\""),
    (
      #"{"startDate": "2024-03-03 01:00:00 +0000", "endDate": "2024-03-03 00:00:00 +0000", "value": "Core"}"#,
      "endDate is before startDate"
    ),
    (
      #"{"startDate": "2024-03-03 01:00:00 +0000", "endDate": "2024-03-03 02:00:00 +0000", "value": "Dozing"}"#,
      "unknown sleep value \"Dozing\""
    ),
    (
      #"{"startDate": "2024-03-01 01:00:00 +0000", "endDate": "2024-03-03 02:00:00 +0000", "value": "Core"}"#,
      "longer than 24 hours"
    ),
  ])
  func badNightsAreSkippedWithAWarning(point: String, reason: String) throws {
    let (result, summary) = try HAE.load(
      HAE.file(metrics: [HAE.metric("sleep_analysis", units: "hr", [point])]))
    #expect(result.dataset.nights.isEmpty)
    #expect(summary.badEntries == 1 && summary.badLines == [1])
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.message.contains(reason) == true, "\(result.warnings)")
    #expect(result.warnings.first?.message.hasPrefix("sleep_analysis: ") == true)
  }

  /// Unaggregated samples follow the export's rules exactly: every case of the export's
  /// sleep table gives the same night from a Health Auto Export file.
  @Test(arguments: SleepRulesTests.cases)
  func samplesFollowTheExportsRules(_ item: SleepRulesTests.Case) throws {
    let names: [String: String] = [
      "InBed": "In Bed", "Asleep": "Asleep", "AsleepUnspecified": "Unspecified",
      "Awake": "Awake", "AsleepCore": "Core", "AsleepDeep": "Deep", "AsleepREM": "REM",
    ]
    let points = item.records.map { record in
      "{\"startDate\": \"\(record.start)\", \"endDate\": \"\(record.end)\", \"qty\": 1,"
        + " \"value\": \"\(names[record.value] ?? record.value)\", \"source\": \"\(record.source)\"}"
    }
    let fromJSON = try Self.nights(points)
    let fromExport = try SleepRulesTests.nights(item.records)
    #expect(fromJSON == fromExport)
    #expect(fromJSON.count == 1)
  }
}
