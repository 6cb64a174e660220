import HealthCore
import ReportSite
import TestSupport
import Testing

/// The Activity rings' eight series are no ordinary metrics: until the rings get pages of their
/// own, a site with them differs from the same site without them only by their columns in
/// `data/daily.csv` (no list page, trend, summary row, year figure, week figure or chart).
@Suite struct RingsAreNoMetricTests {
  /// The demo without its rings.
  static func withoutRings(_ dataset: HealthDataset) -> HealthDataset {
    var copy = dataset
    copy.series.removeAll { $0.metric.section == .rings }
    return copy
  }

  @Test(arguments: [120, 800])
  func onlyTheDailyCSVShowsThem(days: Int) throws {
    let dataset = DemoData.makeDataset(days: days)
    #expect(!dataset.rings.isEmpty)
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let with = try SiteGenerator.makeSite(
      dataset: dataset, options: SiteOptions(), resources: resources)
    let without = try SiteGenerator.makeSite(
      dataset: Self.withoutRings(dataset), options: SiteOptions(), resources: resources)
    #expect(with.files.map(\.path) == without.files.map(\.path))
    // The week pages' rings section: WeekRingsPageTests.
    let differing = zip(with.files, without.files).filter { $0.contents != $1.contents }
      .map(\.0.path).filter { !($0.hasPrefix("weeks/") && $0 != "weeks/index.html") }
    #expect(differing == [SiteGenerator.dailyCSVPath])
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
