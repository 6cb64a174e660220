import HealthCore
import ReportSite
import TestSupport
import Testing

@testable import ReportMail

/// Both bodies of the demo week's email, against golden files (the HTML one element per line).
@Suite struct EmailGoldenTests {
  static func report(weekStart: WeekStart) throws -> EmailReport {
    let week = try #require(Week(parsing: "2024-12-14", weekStart: weekStart))
    return EmailReport(dataset: DemoData.makeDataset(), week: week)
  }

  @Test(arguments: [WeekStart.sunday, .monday])
  func bodiesMatchGolden(weekStart: WeekStart) throws {
    let report = try Self.report(weekStart: weekStart)
    let (plain, html) = report.bodies(charts: report.makeCharts())
    GoldenFile.assertMatches(plain, named: "email-\(weekStart.rawValue).txt")
    // One tag per line, so a diff shows what changed.
    let lines = GoldenFile.oneTagPerLine(html)
    GoldenFile.assertMatches(lines, named: "email-\(weekStart.rawValue).html")
  }
}

/// The demo week's email in German, British English and Korean (#27).
@Suite struct LocaleEmailGoldenTests {
  @Test(arguments: ["de-DE", "en-GB", "ko-KR"])
  func bodiesMatchGolden(tag: String) throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let locale = try ReportLocale.load(identifier: tag, resources: resources)
    let week = try #require(Week(parsing: "2024-12-14", weekStart: locale.weekStart))
    var options = SiteOptions()
    options.locale = locale
    options.displayUnits = locale.displayUnits
    let report = EmailReport(dataset: DemoData.makeDataset(), week: week, options: options)
    let (plain, html) = report.bodies(charts: report.makeCharts())
    GoldenFile.assertMatches(plain, named: "email-\(tag).txt")
    GoldenFile.assertMatches(GoldenFile.oneTagPerLine(html), named: "email-\(tag).html")
  }
}
