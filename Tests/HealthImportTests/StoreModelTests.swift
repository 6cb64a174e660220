import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// The store's file formats and merge rules, without the file system.
@Suite struct StoreModelTests {
  let day = LocalDate(dayNumber: 19_700)

  @Test func manualLogRoundTripsAndNamesTheBadLine() throws {
    let entries = [
      ManualEntry(date: day, metric: .steps, value: 5000, unit: nil, added: "2024-01-01T00:00:00Z"),
      ManualEntry(
        date: day, metric: .bodyMass, value: 180.25, unit: .pounds, added: "2024-01-01T00:00:01Z"),
    ]
    let text = ManualLog.render(entries)
    #expect(try ManualLog.parse(text, path: "m") == entries)
    #expect(try ManualLog.parse("", path: "m").isEmpty)
    #expect(
      throws: ParseError(
        path: "m", line: 4,
        reason: .invalidContent(
          "not an entry (date,metric,value,unit,added): 2024-01-01,calories,5,count,x"))
    ) {
      try ManualLog.parse(text + "2024-01-01,calories,5,count,x\n", path: "m")
    }
  }

  @Test func formatVersionsNewerThanTheToolAreRefused() throws {
    #expect(try StoreFormat.version(of: StoreFormat.text, path: "F") == 3)
    #expect(try StoreFormat.version(of: "healthreport-data 1\n", path: "F") == 1)
    #expect(try StoreFormat.version(of: "healthreport-data 2\n", path: "F") == 2)
    #expect(throws: StoreError(path: "F", reason: .newerFormat(4))) {
      try StoreFormat.version(of: "healthreport-data 4\n", path: "F")
    }
    #expect(throws: StoreError.self) { try StoreFormat.version(of: "hello", path: "F") }
  }

  @Test func manualStepsAddAndAManualWeightReplacesTheImportedOne() {
    let imported = HealthDataset(
      source: .demo,
      series: [
        DailySeries(metric: .steps, days: [HealthMetric(date: day, value: 1000)]),
        DailySeries(metric: .bodyMass, days: [HealthMetric(date: day, value: 80)]),
      ])
    let contents = StoreContents(
      imported: imported,
      manual: [
        ManualEntry(date: day, metric: .steps, value: 200, unit: nil, added: ""),
        ManualEntry(date: day, metric: .steps, value: 300, unit: nil, added: ""),
        ManualEntry(date: day, metric: .bodyMass, value: 79, unit: .kilograms, added: ""),
        ManualEntry(date: day, metric: .bodyMass, value: 78.5, unit: .kilograms, added: ""),
      ])
    let merged = contents.merged(source: .demo)
    #expect(merged[.steps].value(on: day) == 1500)
    #expect(merged[.bodyMass].value(on: day) == 78.5)
  }

  @Test func aReimportChangesNothingAndANewerOneReplacesOnlyItsDays() {
    let old = HealthDataset(
      source: .demo,
      series: [
        DailySeries(
          metric: .steps,
          days: [
            HealthMetric(date: day, value: 1), HealthMetric(date: day.adding(days: 1), value: 2),
          ])
      ])
    var days = ImportedDays.rounded(old)
    let again = days.merge(ImportedDays.rounded(old))
    #expect(!again.altersStore)
    #expect(again.unchanged == 2)
    let newer = HealthDataset(
      source: .demo,
      series: [
        DailySeries(
          metric: .steps,
          days: [
            HealthMetric(date: day.adding(days: 1), value: 5),
            HealthMetric(date: day.adding(days: 2), value: 6),
          ])
      ])
    let change = days.merge(ImportedDays.rounded(newer))
    #expect(change.new == 1 && change.changed == 1 && change.unchanged == 0)
    #expect(change.span == day.adding(days: 1)...day.adding(days: 2))
    #expect(days.dataset(source: .demo)[.steps].days.map(\.value) == [1, 5, 6])
  }

  /// A newer import replaces the figures it has, metric by metric: a file without weight
  /// keeps the day's weight, and one with the same steps changes nothing.
  @Test func aNewerImportReplacesOnlyTheMetricsItHas() {
    let old = HealthDataset(
      source: .demo,
      series: [
        DailySeries(metric: .steps, days: [HealthMetric(date: day, value: 100)]),
        DailySeries(metric: .bodyMass, days: [HealthMetric(date: day, value: 80)]),
      ])
    var days = ImportedDays.rounded(old)
    let sameSteps = HealthDataset(
      source: .demo,
      series: [DailySeries(metric: .steps, days: [HealthMetric(date: day, value: 100)])])
    let unchanged = days.merge(ImportedDays.rounded(sameSteps))
    #expect(unchanged.unchanged == 1 && !unchanged.altersStore)
    let newer = HealthDataset(
      source: .demo,
      series: [
        DailySeries(metric: .steps, days: [HealthMetric(date: day, value: 150)]),
        DailySeries(metric: .restingHeartRate, days: [HealthMetric(date: day, value: 55)]),
      ])
    let change = days.merge(ImportedDays.rounded(newer))
    #expect(change.changed == 1 && change.new == 0)
    let merged = days.dataset(source: .demo)
    #expect(merged[.steps].value(on: day) == 150)
    #expect(merged[.bodyMass].value(on: day) == 80)
    #expect(merged[.restingHeartRate].value(on: day) == 55)
  }

  @Test func addedTextIsUTCWholeSeconds() {
    #expect(
      ManualEntry.addedText(for: Date(timeIntervalSince1970: 1_734_177_601.9))
        == "2024-12-14T12:00:01Z")
  }
}
