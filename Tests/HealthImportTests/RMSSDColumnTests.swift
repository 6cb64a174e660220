import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// RMSSD's column, `hrv_rmssd_ms`: written by the daily CSV only when the data has RMSSD, after
/// SDNN's, and read back by the CSV importer and the store.
@Suite struct RMSSDColumnTests {
  /// Two days of SDNN and three of RMSSD.
  static let dataset = HealthDataset(
    source: .healthConnect(path: "Health Connect.zip"),
    series: [
      DailySeries(metric: .steps, days: [HealthMetric(date: day("2026-08-01"), value: 8000)]),
      DailySeries(
        metric: .heartRateVariability,
        days: [
          HealthMetric(date: day("2026-08-01"), value: 61.25),
          HealthMetric(date: day("2026-08-02"), value: 58),
        ]),
      DailySeries(
        metric: .heartRateVariabilityRMSSD,
        days: [
          HealthMetric(date: day("2026-08-02"), value: 35.5),
          HealthMetric(date: day("2026-08-03"), value: 41.123_456),
          HealthMetric(date: day("2026-08-04"), value: 29),
        ]),
    ])

  @Test func theDailyCSVWritesTheColumnAfterSDNN() {
    #expect(
      DailyCSV.render(Self.dataset) == """
        date,steps,body_mass_kg,body_mass_lb,hrv_sdnn_ms,hrv_rmssd_ms
        2026-08-01,8000,,,61.25,
        2026-08-02,,,,58,35.5
        2026-08-03,,,,,41.123
        2026-08-04,,,,,29

        """)
  }

  /// Data without RMSSD writes no RMSSD column: every existing daily CSV keeps its header.
  @Test func dataWithoutRMSSDHasNoColumn() {
    let demo = DemoData.makeDataset(days: 30)
    let header = DailyCSV.render(demo).prefix { $0 != "\n" }
    #expect(header.contains("hrv_sdnn_ms"))
    #expect(!header.contains("rmssd"))
  }

  @Test func theCSVImporterReadsTheColumn() throws {
    let text = "date,steps,hrv_rmssd_ms\n2026-08-02,100,35.5\n2026-08-03,,41\n"
    let result = try CSVImporter(unit: .kilograms).parse(text: text, path: "log.csv")
    #expect(result.warnings.isEmpty)
    let rmssd = result.dataset[.heartRateVariabilityRMSSD]
    #expect(rmssd.days.map(\.date) == [day("2026-08-02"), day("2026-08-03")])
    #expect(rmssd.days.map(\.value) == [35.5, 41])
    #expect(result.dataset[.heartRateVariability].isEmpty)
  }

  @Test(arguments: [
    ("600", "implausible hrv_rmssd_ms: \"600\" (outside 1 to 500)"),
    ("-3", "negative hrv_rmssd_ms: \"-3\""),
  ])
  func implausibleCellsAreSkipped(cell: String, message: String) throws {
    let text = "date,steps,hrv_rmssd_ms\n2026-08-02,100,\(cell)\n"
    let result = try CSVImporter(unit: .kilograms).parse(text: text, path: "log.csv")
    #expect(result.dataset[.heartRateVariabilityRMSSD].isEmpty)
    #expect(result.warnings.map(\.message) == [message + "; cell skipped"])
  }

  /// The long form names the metric by its column too.
  @Test func theLongFormNamesIt() throws {
    let text = "date,metric,value\n2026-08-02,HRV_RMSSD_MS,35.5\n"
    let result = try CSVImporter(unit: .kilograms).parse(text: text, path: "log.csv")
    #expect(result.dataset[.heartRateVariabilityRMSSD].value(on: day("2026-08-02")) == 35.5)
  }

  /// Written, read back and written again: the same figures (to the file's 3 decimals) and the
  /// same file.
  @Test func theDailyCSVRoundTrips() throws {
    let text = DailyCSV.render(Self.dataset)
    let back = try CSVImporter(unit: .kilograms).parse(text: text, path: "daily.csv")
    #expect(back.warnings.isEmpty)
    #expect(back.dataset.series.map(\.metric) == Self.dataset.series.map(\.metric))
    #expect(
      back.dataset[.heartRateVariabilityRMSSD].days.map(\.value) == [35.5, 41.123, 29])
    #expect(DailyCSV.render(back.dataset) == text)
  }

  /// The store keeps RMSSD in `imported.csv` and reads it back as RMSSD, never as SDNN.
  @Test func theStoreRoundTrips() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rmssd-store-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StoreFolder(path: folder.path, displayPath: "store")
    try store.writeImported(ImportedDays.rounded(Self.dataset).dataset(source: .demo))
    let read = try store.readImported()
    #expect(read[.heartRateVariabilityRMSSD].days.map(\.value) == [35.5, 41.123, 29])
    #expect(read[.heartRateVariability].days.map(\.value) == [61.25, 58])
    #expect(ImportedDays(read) == ImportedDays.rounded(Self.dataset))
  }
}
