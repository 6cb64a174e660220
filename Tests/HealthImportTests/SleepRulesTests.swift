import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// The sleep rules (docs/formats.md, "Sleep, heart and workouts"), each as a table of tiny exports read by the importer:
/// night dating, in bed, and which source and stage decides each instant.
@Suite struct SleepRulesTests {
  /// A sleep record: source, start, end (`yyyy-MM-dd HH:mm:ss ±HHMM`), value suffix.
  typealias Sleep = (source: String, start: String, end: String, value: String)

  static let watch = "Jane’s Apple Watch"
  static let phone = "Jane’s iPhone"
  static let app = "SleepApp"

  /// The nights an export of `records` gives (chunked at 7 bytes too: both must agree).
  static func nights(_ records: [Sleep]) throws -> [SleepNight] {
    let lines = records.map { record in
      " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"\(record.source)\""
        + " startDate=\"\(record.start)\" endDate=\"\(record.end)\""
        + " value=\"HKCategoryValueSleepAnalysis\(record.value)\"/>"
    }
    let text =
      "<HealthData locale=\"en_US\">\n" + lines.joined(separator: "\n") + "\n</HealthData>\n"
    let whole = try importText(text)
    let chunked = try importText(text, chunk: 7)
    #expect(whole.result.dataset == chunked.result.dataset)
    return whole.result.dataset.nights
  }

  /// Night dating: the local date of the end + 6 hours, in the end's own offset.
  @Test(arguments: [
    ("2024-03-02 23:00:00 -0800", "2024-03-03 07:10:00 -0800", "2024-03-03"),
    ("2024-03-03 13:00:00 -0800", "2024-03-03 14:00:00 -0800", "2024-03-03"),
    ("2024-03-03 17:00:00 -0800", "2024-03-03 17:59:59 -0800", "2024-03-03"),
    ("2024-03-03 17:00:00 -0800", "2024-03-03 18:00:00 -0800", "2024-03-04"),
    ("2024-03-03 21:00:00 -0800", "2024-03-03 23:30:00 -0800", "2024-03-04"),
    // The end's own offset dates it: 05:00 +0900 is 12:00 UTC the day before.
    ("2024-03-02 22:00:00 -0800", "2024-03-04 05:00:00 +0900", "2024-03-04"),
  ])
  func nightDating(start: String, end: String, night: String) throws {
    let nights = try Self.nights([(Self.watch, start, end, "AsleepCore")])
    #expect(nights.map(\.date) == [day(night)])
  }

  /// Figures in minutes: (records, in bed, asleep, awake, core, deep, REM).
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var records: [Sleep]
    var minutes:
      (inBed: Double, asleep: Double, awake: Double, core: Double, deep: Double, rem: Double)
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "iPhone and Watch in bed overlap: the union, not the sum",
      records: [
        (phone, "2024-03-02 22:30:00 -0800", "2024-03-03 06:30:00 -0800", "InBed"),
        (watch, "2024-03-02 23:00:00 -0800", "2024-03-03 07:00:00 -0800", "InBed"),
      ], minutes: (510, 0, 0, 0, 0, 0)),
    Case(
      name: "separate in-bed intervals add up",
      records: [
        (phone, "2024-03-02 22:00:00 -0800", "2024-03-02 23:00:00 -0800", "InBed"),
        (phone, "2024-03-03 01:00:00 -0800", "2024-03-03 02:30:00 -0800", "InBed"),
      ], minutes: (150, 0, 0, 0, 0, 0)),
    Case(
      name: "a generic Asleep over the Watch's stages does not add up",
      records: [
        (watch, "2024-03-03 00:00:00 -0800", "2024-03-03 01:00:00 -0800", "AsleepCore"),
        (watch, "2024-03-03 01:00:00 -0800", "2024-03-03 02:00:00 -0800", "AsleepDeep"),
        (app, "2024-03-02 23:30:00 -0800", "2024-03-03 02:00:00 -0800", "Asleep"),
      ], minutes: (0, 150, 0, 60, 60, 0)),
    Case(
      name: "an unspecified Asleep of the same source loses to the stages",
      records: [
        (watch, "2024-03-03 00:00:00 -0800", "2024-03-03 02:00:00 -0800", "AsleepUnspecified"),
        (watch, "2024-03-03 00:30:00 -0800", "2024-03-03 01:00:00 -0800", "AsleepREM"),
      ], minutes: (0, 120, 0, 0, 0, 30)),
    Case(
      name: "a lower app's Asleep under the Watch's Awake does not count",
      records: [
        (watch, "2024-03-03 03:00:00 -0800", "2024-03-03 03:30:00 -0800", "Awake"),
        (app, "2024-03-03 03:00:00 -0800", "2024-03-03 03:30:00 -0800", "Asleep"),
      ], minutes: (0, 0, 30, 0, 0, 0)),
    Case(
      name: "the app decides where the Watch says nothing",
      records: [
        (watch, "2024-03-03 03:00:00 -0800", "2024-03-03 03:30:00 -0800", "Awake"),
        (app, "2024-03-03 02:00:00 -0800", "2024-03-03 04:00:00 -0800", "Asleep"),
      ], minutes: (0, 90, 30, 0, 0, 0)),
    Case(
      name: "Core overlapping REM in one source: REM wins the overlap",
      records: [
        (watch, "2024-03-03 00:00:00 -0800", "2024-03-03 02:00:00 -0800", "AsleepCore"),
        (watch, "2024-03-03 01:00:00 -0800", "2024-03-03 01:30:00 -0800", "AsleepREM"),
      ], minutes: (0, 120, 0, 90, 0, 30)),
    Case(
      name: "Awake beats Deep beats REM beats Core at one priority",
      records: [
        (watch, "2024-03-03 00:00:00 -0800", "2024-03-03 04:00:00 -0800", "AsleepCore"),
        (watch, "2024-03-03 01:00:00 -0800", "2024-03-03 04:00:00 -0800", "AsleepREM"),
        (watch, "2024-03-03 02:00:00 -0800", "2024-03-03 04:00:00 -0800", "AsleepDeep"),
        (watch, "2024-03-03 03:00:00 -0800", "2024-03-03 04:00:00 -0800", "Awake"),
      ], minutes: (0, 180, 60, 60, 60, 60)),
    Case(
      name: "two iPhone-priority sources never hide each other",
      records: [
        (phone, "2024-03-03 00:00:00 -0800", "2024-03-03 01:00:00 -0800", "Asleep"),
        ("Other iPhone", "2024-03-03 00:30:00 -0800", "2024-03-03 01:30:00 -0800", "Asleep"),
      ], minutes: (0, 90, 0, 0, 0, 0)),
    Case(
      name: "daylight saving starts in the night: real elapsed time (7 h, not 8)",
      records: [
        (watch, "2024-03-09 23:00:00 -0800", "2024-03-10 07:00:00 -0700", "AsleepCore")
      ], minutes: (0, 420, 0, 420, 0, 0)),
    Case(
      name: "daylight saving ends in the night: real elapsed time (9 h, not 8)",
      records: [
        (watch, "2024-11-02 23:00:00 -0700", "2024-11-03 07:00:00 -0800", "AsleepDeep")
      ], minutes: (0, 540, 0, 0, 540, 0)),
    Case(
      name: "a night with two offsets (a flight): the union of real time, 21:00 to 06:00 UTC",
      records: [
        (watch, "2024-03-02 22:00:00 +0100", "2024-03-03 01:00:00 +0100", "AsleepCore"),
        (watch, "2024-03-02 19:00:00 -0400", "2024-03-03 02:00:00 -0400", "AsleepCore"),
      ], minutes: (0, 540, 0, 540, 0, 0)),
  ]

  @Test(arguments: cases)
  func figures(_ item: Case) throws {
    let nights = try Self.nights(item.records)
    let night = try #require(nights.first)
    #expect(nights.count == 1)
    #expect(night.inBed == item.minutes.inBed * 60)
    #expect(night.asleep == item.minutes.asleep * 60)
    #expect(night.awake == item.minutes.awake * 60)
    #expect(night.core == item.minutes.core * 60)
    #expect(night.deep == item.minutes.deep * 60)
    #expect(night.rem == item.minutes.rem * 60)
  }

  @Test func bedtimeAndWakeTimeAreLocalClockTimesOfTheNightsDate() throws {
    let nights = try Self.nights([
      (Self.phone, "2024-03-02 22:45:00 -0800", "2024-03-03 06:50:00 -0800", "InBed"),
      (Self.watch, "2024-03-02 23:10:00 -0800", "2024-03-03 07:05:00 -0800", "AsleepCore"),
    ])
    #expect(nights.first?.bedtime == -(3600 + 15 * 60))
    #expect(nights.first?.wakeTime == 7 * 3600 + 5 * 60)
  }

  @Test func sleepSeriesAreHoursPerNightAndOnlyWhatTheNightHas() throws {
    let text = """
      <HealthData>
       <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s iPhone" startDate="2024-03-02 23:00:00 -0800" endDate="2024-03-03 07:00:00 -0800" value="HKCategoryValueSleepAnalysisInBed"/>
       <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Jane’s iPhone" startDate="2024-03-02 23:30:00 -0800" endDate="2024-03-03 06:30:00 -0800" value="HKCategoryValueSleepAnalysisAsleep"/>
      </HealthData>
      """
    let dataset = try importText(text).result.dataset
    #expect(dataset.series.map(\.metric) == [.sleepAsleep, .sleepInBed])
    #expect(dataset[.sleepInBed].value(on: day("2024-03-03")) == 8)
    #expect(dataset[.sleepAsleep].value(on: day("2024-03-03")) == 7)
    #expect(dataset.nights.first?.hasStages == false)
  }

  @Test(arguments: [
    ("value=\"HKCategoryValueSleepAnalysisDreaming\"", "sleep Record with an unknown value"),
    ("value=\"3\"", "sleep Record with an unknown value"),
    ("", "sleep Record without dates or value"),
  ])
  func badSleepRecordsAreSkippedWithTheirLine(value: String, reason: String) throws {
    let text = """
      <HealthData>
       <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="W" startDate="2024-03-02 23:00:00 -0800" endDate="2024-03-03 07:00:00 -0800" \(value)/>
      </HealthData>
      """
    let (result, summary) = try importText(text)
    #expect(result.dataset.nights.isEmpty)
    #expect(summary.malformedRecords == 1)
    #expect(result.warnings.map(\.line) == [2])
    #expect(result.warnings.first?.message == reason + "; skipped")
  }

  @Test func aSampleLongerThanADayIsSkipped() throws {
    let nights = try? Self.nights([
      (Self.watch, "2024-03-01 06:00:00 -0800", "2024-03-03 07:00:00 -0800", "AsleepCore")
    ])
    #expect(nights == [])
  }
}
