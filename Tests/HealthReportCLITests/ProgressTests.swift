import Foundation
import HealthCore
import Testing

@testable import HealthImport
@testable import HealthReportCLI

/// The progress line (terminal only, paced by the injected clock) and the summary line.
@Suite struct ProgressTests {
  @Test func progressIsShownOnlyOnATerminal() throws {
    let exports = try GeneratedExports.require()
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let clock = FakeClock(step: 1)
    let terminal = folder.run(["daily", exports.zip.path], terminal: true, now: clock.read)
    #expect(terminal.code == 0)
    #expect(terminal.standardError.contains("\rReading \(exports.zip.path): "))
    #expect(terminal.standardError.contains("% · "))
    #expect(terminal.standardError.contains(" MB/s"))
    let piped = folder.run(["daily", exports.zip.path], terminal: false, now: clock.read)
    #expect(!piped.standardError.contains("\r"))
    #expect(piped.standardOutput == terminal.standardOutput)
    let quiet = folder.run(["daily", exports.zip.path, "--quiet"], terminal: true, now: clock.read)
    #expect(quiet.standardError == "")
  }

  @Test func progressIsPacedByTheClock() throws {
    let exports = try GeneratedExports.require()
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let frozen = folder.run(["daily", exports.zip.path], terminal: true, now: { 5 })
    #expect(!frozen.standardError.contains("\r"))
  }

  @Test func theSummaryLineIsPrintedUnlessQuiet() throws {
    let exports = try GeneratedExports.require()
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["build", "--input", exports.xml.path, "--out", "site"])
    #expect(run.code == 0)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("\(exports.xml.path): ") == true)
    #expect(lines.first?.contains(" records read, 20 days, ") == true)
    let quiet = folder.run(["build", "--input", exports.xml.path, "--out", "site", "--quiet"])
    #expect(quiet.code == 0)
    #expect(quiet.standardError == "")
  }

  @Test func meterThrottlesToTenPerSecondAndClears() {
    let clock = FakeClock(step: 0.0625)
    var meter = ProgressMeter(label: "export.zip", now: clock.read)
    let shown = (1...10).compactMap { meter.update(done: $0 * 100, total: 1000) }
    #expect(shown.count == 5)
    #expect(shown.allSatisfy { $0.hasPrefix("\rReading export.zip: ") })
    #expect(meter.clear()?.hasPrefix("\r ") == true)
    #expect(ProgressMeter(label: "x", now: { 0 }).clear() == nil)
  }

  @Test func meterDescribesPercentRateAndTimeLeft() {
    #expect(
      ProgressMeter.describe(label: "e.zip", done: 50_000_000, total: 200_000_000, elapsed: 2)
        == "Reading e.zip: 25% · 25.0 MB/s · 0:06 left")
    #expect(
      ProgressMeter.describe(label: "e.xml", done: 7, total: 0, elapsed: 0) == "Reading e.xml:")
  }

  @Test func summaryLineCountsAndListsMalformedLines() {
    let summary = ImportSummary(
      recordsRead: 1_234_567, skippedRecords: 2, malformedRecords: 7,
      malformedLines: [10, 20, 30, 40, 50, 60], dayCount: 1, sources: ["Watch", "Phone"])
    #expect(
      summary.line(input: "export.zip")
        == "export.zip: 1,234,567 records read, 1 day, 2 sources; 2 records of other types"
        + " skipped; 7 malformed records skipped (lines 10, 20, 30, 40, 50, …)")
  }
}
