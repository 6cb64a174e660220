import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// The dashboard and a weekly page of the demo data in German, British English and Korean,
/// against golden files (#27): words from the catalogs, CLDR numbers and dates, the locale's
/// first weekday and units (kg, st and lb, °C, mmol/L).
@Suite struct LocaleGoldenTests {
  static let tags = ["de-DE", "en-GB", "ko-KR"]

  static func options(_ tag: String) throws -> SiteOptions {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let locale = try ReportLocale.load(identifier: tag, resources: resources)
    var options = SiteOptions(weekStart: locale.weekStart)
    options.locale = locale
    options.displayUnits = locale.displayUnits
    options.title = locale.strings.text("Dashboard")
    return options
  }

  @Test(arguments: tags)
  func dashboardAndWeekMatchGolden(tag: String) throws {
    let site = try DashboardGoldenTests.makeSite(Self.options(tag))
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try DashboardGoldenTests.text(site, "index.html")),
      named: "dashboard-\(tag).html")
    // The newest weekly report (its folder is named by its first day, or its ISO week).
    let week = try #require(
      site.files.map(\.path).filter {
        $0.hasPrefix("weeks/") && $0.hasSuffix("/index.html") && $0 != "weeks/index.html"
      }.sorted().last)
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try DashboardGoldenTests.text(site, week)),
      named: "week-\(tag).html")
  }

  @Test(arguments: tags)
  func pagesNameTheirLanguage(tag: String) throws {
    let site = try DashboardGoldenTests.makeSite(Self.options(tag))
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      #expect(html.contains("<html lang=\"\(tag)\">"), "\(file.path)")
    }
  }

  /// The same input and options give the same bytes in every locale.
  @Test func localizedBuildsAreByteIdentical() throws {
    let first = try DashboardGoldenTests.makeSite(Self.options("ko-KR"))
    let second = try DashboardGoldenTests.makeSite(Self.options("ko-KR"))
    #expect(first.files == second.files)
  }
}
