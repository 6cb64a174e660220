import Foundation
import HealthCore
import Testing

@testable import HealthImport
@testable import HealthReportCLI

/// Apple Health exports as inputs: a zip, an `export.xml`, the extracted folder, and the daily
/// CSV written from them.
@Suite struct ExportInputTests {
  /// Loads `input` (a path) the way the commands do.
  static func load(_ input: String, dedupe: Bool = true) throws -> InputLoader.Loaded {
    let loader = InputLoader(
      currentDirectory: URL(fileURLWithPath: "/"),
      options: AppleHealthImportOptions(dedupe: dedupe))
    return try loader.load(input: input, unit: .pounds)
  }

  @Test func zipXMLAndFolderGiveTheSameDataNamedAsGiven() throws {
    let exports = try GeneratedExports.require()
    let zip = try Self.load(exports.zip.path)
    let xml = try Self.load(exports.xml.path)
    let folder = try Self.load(exports.exportFolder.path)
    #expect(zip.result.dataset.source == .appleHealth(path: exports.zip.path))
    #expect(xml.result.dataset.source == .appleHealth(path: exports.xml.path))
    #expect(folder.result.dataset.source == .appleHealth(path: exports.exportFolder.path))
    #expect(zip.result.dataset.series == xml.result.dataset.series)
    #expect(folder.result.dataset.series == xml.result.dataset.series)
    #expect(zip.summaryLine?.contains(", 20 days, ") == true)
    #expect(!zip.result.dataset[.steps].isEmpty)
  }

  @Test(arguments: ["small.zip", "small.xml", "apple_health_export"])
  func buildsASiteWithTheDailyCSV(input: String) throws {
    let exports = try GeneratedExports.require()
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let path = exports.folder.appendingPathComponent(input).path
    let run = folder.run(["build", "--input", path, "--out", "site", "--quiet"])
    #expect(run.code == 0, "\(run.standardError)")
    #expect(run.standardError == "")
    let daily = try String(
      contentsOf: folder.url.appendingPathComponent("site/data/daily.csv"), encoding: .utf8)
    let expected = DailyCSV.render(try Self.load(path).result.dataset)
    #expect(daily == expected)
    let index = try String(
      contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
    #expect(index.contains("href=\"data/daily.csv\""))
  }

  @Test func buildsFromACSVAsBefore() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps,weight\n2024-12-09,12345,162.4\n", to: "log.csv")
    let run = folder.run(["build", "--input", "log.csv", "--out", "site"])
    #expect(run.code == 0, "\(run.standardError)")
    #expect(run.standardError == "")
    let daily = try String(
      contentsOf: folder.url.appendingPathComponent("site/data/daily.csv"), encoding: .utf8)
    #expect(daily.hasPrefix("date,steps,body_mass_kg,body_mass_lb\n2024-12-09,12345,"))
  }

  @Test func dailyPrintsTheFixturesDays() throws {
    let fixture = GeneratedExports.fixture("tdda-applehealthdata_export6s3sample.xml")
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let run = folder.run(["daily", fixture.path, "--quiet"])
    #expect(run.code == 0, "\(run.standardError)")
    #expect(run.standardError == "")
    let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("date,steps,body_mass_kg,body_mass_lb") == true)
    #expect(lines.contains { $0.hasPrefix("2014-09-13,2517,") })
    #expect(lines.last == "")
    let dates = lines.dropFirst().filter { !$0.isEmpty }.map { $0.prefix(10) }
    #expect(dates == dates.sorted())
  }

  @Test func dailyAcceptsACSVInput() throws {
    let folder = try CLITestFolder()
    defer { folder.remove() }
    try folder.write("date,steps,weight\n2024-12-10,8532,\n2024-12-09,12345,\n", to: "log.csv")
    let run = folder.run(["daily", "log.csv"])
    #expect(run.code == 0)
    #expect(
      run.standardOutput
        == "date,steps,body_mass_kg,body_mass_lb\n2024-12-09,12345,,\n2024-12-10,8532,,\n")
  }

  @Test func theDailyCSVRoundTrips() throws {
    let exports = try GeneratedExports.require()
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let first = folder.run(["daily", exports.zip.path, "--quiet"])
    #expect(first.code == 0)
    try folder.write(first.standardOutput, to: "daily.csv")
    let again = folder.run(["daily", "daily.csv", "--quiet"])
    #expect(again.standardOutput == first.standardOutput)
    let build = folder.run(["build", "--input", "daily.csv", "--out", "site"])
    #expect(build.code == 0, "\(build.standardError)")
    let fromCSV = try InputLoader(currentDirectory: folder.url).load(
      input: "daily.csv", unit: .pounds)
    let fromExport = try Self.load(exports.zip.path)
    // Steps are written as whole numbers (half to even, as pages show them); merged step
    // counts may have fractions.
    #expect(
      fromCSV.result.dataset[.steps].days.map { [$0.date.isoString: $0.value] }
        == fromExport.result.dataset[.steps].days.map {
          [$0.date.isoString: $0.value.rounded(.toNearestOrEven)]
        })
    #expect(DailyCSV.render(fromCSV.result.dataset) == DailyCSV.render(fromExport.result.dataset))
  }

  @Test func noDedupeAddsUpEverySource() throws {
    let exports = try GeneratedExports.require()
    let merged = try Self.load(exports.zip.path).result.dataset[.steps]
    let summed = try Self.load(exports.zip.path, dedupe: false).result.dataset[.steps]
    #expect(merged != summed)
    let folder = try CLITestFolder()
    defer { folder.remove() }
    let plain = folder.run(["daily", exports.xml.path, "--quiet"])
    let noDedupe = folder.run(["daily", exports.xml.path, "--quiet", "--no-dedupe"])
    #expect(plain.code == 0 && noDedupe.code == 0)
    #expect(plain.standardOutput != noDedupe.standardOutput)
  }
}
