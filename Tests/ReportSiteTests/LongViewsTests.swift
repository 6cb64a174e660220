import ChartKit
import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// The long views in the site: the whole weeks of long charts, the years in review (rendered
/// again only when their own year changes), the dashboard's trends and goals, the trends a week
/// reports, the goal sections of the steps and weight pages.
@Suite struct LongViewsTests {
  @Test(arguments: [
    // End, first day with data, week start → the window's first and last day.
    ("2024-12-14", nil as String?, WeekStart.sunday, "2023-12-17", "2024-12-14"),
    ("2024-12-11", nil, .sunday, "2023-12-17", "2024-12-14"),
    ("2024-12-11", nil, .monday, "2023-12-18", "2024-12-15"),
    ("2024-12-14", "2024-08-17", .sunday, "2024-08-11", "2024-12-14"),
    ("2024-12-14", "2020-01-01", .sunday, "2023-12-17", "2024-12-14"),
  ])
  func longChartsShowWholeWeeks(
    end: String, first: String?, weekStart: WeekStart, start: String, last: String
  ) throws {
    let window = LongSpan.window(
      endingOn: try #require(LocalDate(iso: end)), firstData: first.flatMap { LocalDate(iso: $0) },
      weekStart: weekStart)
    #expect(window.start.isoString == start && window.end.isoString == last)
    #expect(window.dayCount % 7 == 0 && window.dayCount <= 7 * LongSpan.weekCount)
  }

  @Test func aLongChartIsMoreThanTwoMonths() {
    #expect(!LongSpan.isLong(dayCount: 62) && LongSpan.isLong(dayCount: 63))
    let window = ReportWindow(end: LocalDate(iso: "2024-12-14") ?? DemoData.endDate, dayCount: 126)
    #expect(LongSpan.heading(window, locale: .englishUS) == "Last 18 weeks")
  }

  /// Both renderings of a long chart: the narrow one first, its own ids; the card is wide.
  @Test func longChartsAreDrawnAtBothWidths() throws {
    let site = try DashboardGoldenTests.makeSite()
    let html = try DashboardGoldenTests.text(site, "weight/index.html")
    #expect(html.contains("<figure class=\"card card-wide\">"))
    let narrow = try #require(
      html.range(
        of:
          "<div class=\"chart-narrow\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 320 "
      ))
    let wide = try #require(
      html.range(
        of: "<div class=\"chart-wide\"><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 "
      ))
    #expect(narrow.lowerBound < wide.lowerBound)
    #expect(html.contains("id=\"list-weight-n-") && html.contains("id=\"list-weight-w-"))
    // The 7-day average's rule is written down under the goal.
    #expect(html.contains("the mean of the weigh-ins of the last 7 days, on days with at least 3"))
  }

  /// Two years of demo data; a new day in the second year renders its page again, the first
  /// year's is kept.
  @Test func aNewDayRendersItsYearOnly() throws {
    let folder = try SiteTestFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("site")
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    var kept: [[String]] = []
    var written: [[String]] = []
    func build(_ dataset: HealthDataset) throws {
      let report = try SiteWriter().build(into: target) { previous in
        let site = try SiteGenerator.makeSite(
          dataset: dataset, options: SiteOptions(), resources: resources, previous: previous)
        kept.append(site.kept.filter { $0.hasPrefix("years/") })
        return site
      }
      written.append(report.written.filter { $0.hasPrefix("years/") })
    }
    let base = DemoData.makeDataset(days: 400, endingOn: DemoData.endDate.adding(days: -1))
    try build(base)
    var steps = base[.steps].days
    steps.append(DateValue(date: DemoData.endDate, value: 12_345))
    let more = HealthDataset(
      source: .demo,
      series: base.series.map {
        $0.metric == .steps ? DailySeries(metric: .steps, days: steps) : $0
      }, nights: base.nights, workouts: base.workouts)
    try build(more)
    #expect(kept == [[], ["years/2023/index.html"]])
    #expect(written.last == ["years/2024/index.html", "years/index.html"])
  }

  /// Ten years of demo data: the steps fall with the winter, so the dashboard shows a trend and
  /// the week it began says so, as its email does.
  @Test func trendsOnTheDashboardTheWeekPageAndTheEmail() throws {
    let dataset = DemoData.makeDataset(days: 3650)
    let options = SiteOptions()
    let trends = TrendRule.trends(in: dataset, endingOn: DemoData.endDate)
    let steps = try #require(trends.first { $0.metric == .steps })
    #expect(steps.direction == .down)
    let insights = InsightsSection(
      trends: trends, options: options, end: DemoData.endDate, dataset: dataset,
      years: [2023, 2024]
    ).node.render()
    #expect(
      insights.contains(
        Escaping.escape("\u{25BC}") + "</span> " + Escaping.escape(steps.sentence(options: options))
      ))
    #expect(insights.contains("href=\"years/2024/index.html\""))
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let report = WeekReport(dataset: dataset, week: week, units: .pounds).text(options)
    #expect(report.trendLines.contains { $0.hasPrefix("Steps: now down from ") })
    let page = WeekPage(
      week: report, previous: nil, next: nil,
      charts: DashboardCharts(
        data: DashboardData(dataset: dataset, options: options), linkRoot: "../../"))
    #expect(page.trendsNode.render().contains("Trends this week"))
    #expect(report.summaryText.contains(" \u{00B7} goal met on " + report.goalText + " \u{00B7} "))
  }

  /// A finished year's page is dated by its last day in the sitemap, and `404.html` knows the
  /// years' folder as one of the site's own.
  /// `options` with search engines invited in (`--indexable`), which brings the sitemap.
  static func indexable(_ options: SiteOptions) -> SiteOptions {
    var options = options
    options.indexable = true
    return options
  }

  @Test func yearsInTheSitemapAndThe404Page() throws {
    let base = "https://example.com/health/"
    let site = try ListPageTests.makeSite(
      DemoData.makeDataset(days: 400), Self.indexable(SiteOptions(baseURL: base)))
    let sitemap = try DashboardGoldenTests.text(site, Sitemap.path)
    #expect(
      sitemap.contains("<loc>" + base + "years/2023/</loc>\n    <lastmod>2023-12-31</lastmod>"))
    #expect(
      sitemap.contains("<loc>" + base + "years/2024/</loc>\n    <lastmod>2024-12-14</lastmod>"))
    let plain = try ListPageTests.makeSite(DemoData.makeDataset(days: 30))
    #expect(try DashboardGoldenTests.text(plain, "404.html").contains("`years`"))
  }

  @Test func goalSectionsOfTheStepsAndWeightPages() throws {
    let dataset = DemoData.makeDataset(days: 120)
    let steps = try #require(GoalSummary(metric: .steps, dataset: dataset, options: SiteOptions()))
    #expect(
      steps.figures.map(\.term) == [
        "Daily goal", "Met, last 365 days", "Longest streak", "Current streak",
      ])
    #expect(steps.figures[0].value == "10,000 steps")
    let lower = try #require(
      GoalSummary(metric: .steps, dataset: dataset, options: SiteOptions(stepsGoal: 1)))
    // With a goal of one step every day with steps meets it; a missing day ends a streak.
    let days = dataset[.steps].days.count
    #expect(lower.figures[1].value == "\(days) of \(days) days")
    let longest = GoalRule.longestStreak(dataset[.steps].days, goal: 1)
    #expect(lower.figures[2].value == "\(longest?.dayCount ?? 0) days")
    let weight = try #require(
      GoalSummary(metric: .bodyMass, dataset: dataset, options: SiteOptions()))
    #expect(
      weight.figures.map(\.term) == ["Goal", "Now", "To go", "Pace, last 28 days", "Projected"])
    #expect(weight.figures[0].value == "155.0 lbs")
    let progress = try #require(
      WeightGoalRule.progress(
        weights: dataset[.bodyMass].days, goal: WeightUnit.pounds.kilograms(from: 155),
        endingOn: DemoData.endDate))
    #expect(weight.figures[2].value == progress.toGoText(units: .pounds, locale: .englishUS))
    #expect(weight.figures[4].value == progress.projectionText(units: .pounds, locale: .englishUS))
    #expect(GoalSummary(metric: .walkingDistance, dataset: dataset, options: SiteOptions()) == nil)
  }
}
