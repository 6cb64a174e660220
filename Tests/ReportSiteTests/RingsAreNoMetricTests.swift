import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

/// The Activity rings' eight series are no ordinary metrics: a site with them differs from the
/// same site without them only by the rings' own places (their columns in `data/daily.csv`, the
/// dashboard's rings card, the rings page and its entry in every page's navigation, 404.html's
/// list of top folders); no list page, trend, summary row, year figure, week figure or chart
/// names them.
@Suite struct RingsAreNoMetricTests {
  /// The demo without its rings.
  static func withoutRings(_ dataset: HealthDataset) -> HealthDataset {
    var copy = dataset
    copy.series.removeAll { $0.metric.section == .rings }
    return copy
  }

  /// `text` without the rings' navigation entry (`<a href="…rings/index.html">Rings</a>`).
  static func withoutNavigationEntry(_ text: String) -> String {
    text.replacingOccurrences(
      of: "<a href=\"[./]*rings/index.html\"( aria-current=\"page\")?>Rings</a>",
      with: "", options: .regularExpression)
  }

  @Test(arguments: [120, 800])
  func onlyTheirOwnPlacesShowThem(days: Int) throws {
    let dataset = DemoData.makeDataset(days: days)
    #expect(!dataset.rings.isEmpty)
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let with = try SiteGenerator.makeSite(
      dataset: dataset, options: SiteOptions(), resources: resources)
    let without = try SiteGenerator.makeSite(
      dataset: Self.withoutRings(dataset), options: SiteOptions(), resources: resources)
    #expect(with.files.map(\.path).filter { $0 != "rings/index.html" } == without.files.map(\.path))
    let withoutFiles = Dictionary(uniqueKeysWithValues: without.files.map { ($0.path, $0) })
    var differing: [String] = []
    for file in with.files {
      guard let other = withoutFiles[file.path] else { continue }
      let text = String(decoding: file.contents, as: UTF8.self)
      let otherText = String(decoding: other.contents, as: UTF8.self)
      if file.contents == other.contents { continue }
      // The week pages' rings section: WeekRingsPageTests.
      if file.path.hasPrefix("weeks/"), file.path != "weeks/index.html" { continue }
      // Pages: the same once the navigation entry is gone.
      if file.path.hasSuffix(".html"), file.path != "index.html", file.path != "404.html",
        Self.withoutNavigationEntry(text) == otherText
      {
        continue
      }
      differing.append(file.path)
    }
    #expect(differing == ["404.html", SiteGenerator.dailyCSVPath, "index.html"])
    // The dashboard: the card and the navigation entry only.
    let dashboard = try #require(with.files.first { $0.path == "index.html" })
    let plain = try #require(without.files.first { $0.path == "index.html" })
    var text = Self.withoutNavigationEntry(String(decoding: dashboard.contents, as: UTF8.self))
    let card = try #require(text.range(of: "<div class=\"rings-summary\">"))
    let end = try #require(
      text.range(of: "</figure></div>\n", range: card.upperBound..<text.endIndex))
    text.removeSubrange(card.lowerBound..<end.upperBound)
    #expect(text == String(decoding: plain.contents, as: UTF8.self))
  }

  @Test func noWeekFigureTrendOrYearFigureNamesThem() {
    let dataset = DemoData.makeDataset(days: 800)
    let reports = WeekReport.make(dataset: dataset, weekStart: .sunday, units: .pounds)
    #expect(
      reports.allSatisfy { report in
        report.otherMetrics.allSatisfy { $0.metric.section != .rings }
      })
    #expect(TrendRule.metrics.allSatisfy { $0.section != .rings })
    #expect(YearSummary.reportedMetrics.allSatisfy { $0.section != .rings })
    let charts = ReportCharts(dataset: dataset, options: SiteOptions())
    let plain = ReportCharts(dataset: Self.withoutRings(dataset), options: SiteOptions())
    #expect(charts.kinds == plain.kinds)
  }
}
