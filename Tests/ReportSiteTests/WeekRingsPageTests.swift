import ChartKit
import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// The weekly page's Activity rings: the seven days' drawings, each ring's days closed and the
/// best day, in five languages; nothing for a week or a site without rings.
@Suite struct WeekRingsPageTests {
  /// The week of Sunday 2024-12-08 of the demo.
  static func report(_ dataset: HealthDataset = DemoData.makeDataset()) throws -> WeekReport {
    let week = try #require(Week(parsing: "2024-12-08", weekStart: .sunday))
    return WeekReport(dataset: dataset, week: week, units: .pounds)
  }

  /// The demo's week page, as the site writes it.
  static func page(
    _ report: WeekReport, options: SiteOptions = SiteOptions(), annotated: Bool = true
  )
    -> WeekPage
  {
    var data = DashboardData(dataset: DemoData.makeDataset(), options: options)
    data.interactive = annotated
    return WeekPage(
      week: report.text(options), previous: nil, next: nil,
      charts: DashboardCharts(data: data, linkRoot: "../../"))
  }

  /// `html` without the rings' section.
  static func withoutRings(_ html: String) -> String {
    html.replacingOccurrences(
      of: "(?s)<section class=\"week-rings\".*?</section>\n", with: "",
      options: .regularExpression)
  }

  @Test func sectionMatchesGolden() throws {
    let section = Self.page(try Self.report()).ringsNode.render()
    GoldenFile.assertMatches(GoldenFile.oneTagPerLine(section), named: "week-rings.html")
  }

  @Test func countsSayThePausedDaysApart() throws {
    let text = try Self.report().text(SiteOptions())
    let counts = [
      RingWeekCount(ring: .move, closed: 5, counted: 7, paused: 0),
      RingWeekCount(ring: .exercise, closed: 5, counted: 6, paused: 1),
      RingWeekCount(ring: .stand, closed: 1, counted: 1, paused: 6),
      RingWeekCount(ring: .stand, closed: 0, counted: 0, paused: 7),
      RingWeekCount(ring: .move, closed: 0, counted: 0, paused: 0),
    ]
    #expect(
      counts.map(text.ringClosedText) == [
        "Move closed on 5 of 7 days", "Exercise closed on 5 of 6 days (1 paused)",
        "Stand closed on 1 of 1 day (6 paused)", "Stand paused", "Move: no data",
      ])
  }

  @Test(arguments: ["en-US", "de-DE", "fr-FR", "es-ES", "ko-KR"])
  func fiveLanguagesSayIt(tag: String) throws {
    let options = try LocaleGoldenTests.options(tag)
    let text = try Self.report().text(options)
    let words = options.locale.strings
    #expect(text.ringClosedLines.count == 3)
    let best = try #require(text.bestRingDayText)
    let section = Self.page(try Self.report(), options: options).ringsNode.render()
    for line in text.ringClosedLines + [best, text.ringsTitle, words.text("Rings this week")] {
      #expect(section.contains(Escaping.escape(line)), "\(tag): \(line)")
    }
    // Translated: no English sentence left outside English.
    if !tag.hasPrefix("en") {
      #expect(!section.contains("closed on") && !section.contains("Rings this week"), "\(tag)")
    }
  }

  @Test func aWeekWithoutRingsShowsNothingOfThem() throws {
    var plain = DemoData.makeDataset()
    plain.series.removeAll { $0.metric.section == .rings }
    let report = try Self.report(plain)
    #expect(!report.hasRings)
    #expect(Self.page(report).ringsNode.render().isEmpty)
  }

  @Test func aPictureWeekShowsTheFiguresWithoutTheDrawings() throws {
    let section = Self.page(try Self.report(), annotated: false).ringsNode.render()
    #expect(section.contains("<section class=\"week-rings\"") && section.contains("ring-stats"))
    #expect(!section.contains("<svg"))
  }

  @Test func weekPagesDifferFromThoseWithoutRingsOnlyByTheSection() throws {
    let dataset = DemoData.makeDataset(days: 120)
    var plain = dataset
    plain.series.removeAll { $0.metric.section == .rings }
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let with = try SiteGenerator.makeSite(
      dataset: dataset, options: SiteOptions(), resources: resources)
    let without = try SiteGenerator.makeSite(
      dataset: plain, options: SiteOptions(), resources: resources)
    let withoutFiles = Dictionary(uniqueKeysWithValues: without.files.map { ($0.path, $0) })
    var sections = 0
    for file in with.files
    where file.path.hasPrefix("weeks/") && file.path.hasSuffix("/index.html") {
      let other = try #require(withoutFiles[file.path])
      let html = String(decoding: file.contents, as: UTF8.self)
      if html.contains("<section class=\"week-rings\"") { sections += 1 }
      // The site-wide navigation's Rings entry: RingsAreNoMetricTests.
      #expect(
        RingsAreNoMetricTests.withoutNavigationEntry(Self.withoutRings(html))
          == String(decoding: other.contents, as: UTF8.self))
    }
    let weeks = WeekReport.make(dataset: dataset, weekStart: .sunday, units: .pounds)
    #expect(sections > 0 && sections == weeks.filter(\.hasRings).count)
  }
}
