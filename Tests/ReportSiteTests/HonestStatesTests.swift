import ChartKit
import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// What pages say when data is missing or short: empty charts name what is missing and the
/// period, a weight-only data set opens on Weight, a one-day change card asks for more days,
/// headers and the 365-day chart follow the data's range, and archive rows of weeks without
/// steps say so.
@Suite struct HonestStatesTests {
  /// A CSV log of `days` days ending on `end`, with steps and/or weight.
  static func csv(end: String, days: Int, steps: Bool = true, weight: Bool = true) -> String {
    let last = LocalDate(iso: end) ?? LocalDate(dayNumber: 0)
    var text = "date,steps,weight\n"
    for offset in stride(from: days - 1, through: 0, by: -1) {
      let day = LocalDate(dayNumber: last.dayNumber - offset)
      text +=
        day.description + "," + (steps ? String(5_000 + offset * 10) : "") + ","
        + (weight ? String(170 - Double(offset) / 10) : "") + "\n"
    }
    return text
  }

  static func site(_ text: String) throws -> Site {
    try ListPageTests.makeSite(ListPageTests.dataset(text))
  }

  @Test func weightOnlyDataOpensOnTheWeightTab() throws {
    let html = try DashboardGoldenTests.text(
      try Self.site(Self.csv(end: "2024-12-14", days: 40, steps: false)), "index.html")
    #expect(html.contains("id=\"show-steps\">"))
    #expect(html.contains("id=\"show-weight\" checked>"))
    #expect(
      html.contains(
        Escaping.escape(
          "No steps in the last 28 days (November 17, 2024 \u{2013} December 14, 2024).")))
    #expect(!html.contains("from your data"))
  }

  @Test func stepsOpenFirstWhenThereAreSteps() throws {
    let html = try DashboardGoldenTests.text(
      try Self.site(Self.csv(end: "2024-12-14", days: 10)), "index.html")
    #expect(html.contains("id=\"show-steps\" checked>"))
    #expect(html.contains("id=\"show-weight\">"))
  }

  @Test func aOneDayChangeCardAsksForMoreDays() throws {
    let html = try DashboardGoldenTests.text(
      try Self.site(Self.csv(end: "2024-12-14", days: 1)), "index.html")
    #expect(html.contains("A change needs weight on two days or more"))
    #expect(
      html.contains(
        Escaping.escape(
          "Last 28 days: November 17, 2024 \u{2013} December 14, 2024"
            + " (data since December 14, 2024)")))
  }

  /// Up to two months of days are drawn day by day; longer spans by week (``LongSpan``), from
  /// the week of the first day with data, at most 52 weeks.
  @Test func theListChartSpansTheDataWhenThereIsLessThanAYear() throws {
    let site = try Self.site(Self.csv(end: "2024-12-14", days: 40))
    let html = try DashboardGoldenTests.text(site, "steps/index.html")
    #expect(html.contains("<h2 id=\"chart-heading\">Last 40 days</h2>"))
    #expect(html.contains("step count, last 40 days"))
    // 2024-08-17 (a Saturday) to 2024-12-14: the weeks from Sunday, August 11.
    let long = try DashboardGoldenTests.text(
      try Self.site(Self.csv(end: "2024-12-14", days: 120)), "steps/index.html")
    #expect(long.contains("<h2 id=\"chart-heading\">Last 18 weeks</h2>"))
    #expect(long.contains("steps by week, last 18 weeks"))
    #expect(long.contains("class=\"card card-wide\""))
    let year = try DashboardGoldenTests.text(
      try Self.site(Self.csv(end: "2024-12-14", days: 400)), "steps/index.html")
    #expect(year.contains("<h2 id=\"chart-heading\">Last 52 weeks</h2>"))
  }

  @Test func axisLabelsCarryTheYearWhenTheWindowCrossesOne() throws {
    let crossing = try ListPageTests.dataset(Self.csv(end: "2025-01-05", days: 20))
    let data = DashboardData(dataset: crossing, options: SiteOptions())
    let day = try #require(LocalDate(iso: "2024-12-29"))
    #expect(
      DashboardData.axisLabel(day.dayNumber, window: data.window, locale: .englishUS) == "12/29/24")
    let within = try ListPageTests.dataset(Self.csv(end: "2024-12-20", days: 20))
    let withinData = DashboardData(dataset: within, options: SiteOptions())
    #expect(
      DashboardData.axisLabel(day.dayNumber, window: withinData.window, locale: .englishUS)
        == "12/29")
  }

  @Test func weekHeadersShowTheDataRange() throws {
    let weeks = WeekReportTests.texts
    // Week of Dec 22: one weigh-in on Dec 23.
    #expect(weeks[2].period == "December 23, 2024")
    // Week of Dec 1: steps on Dec 1 to 3.
    #expect(weeks[0].period == "December 1, 2024 \u{2013} December 3, 2024")
    #expect(weeks[2].summaryText == "No steps \u{00B7} one weigh-in, 78.0 kg")
  }

  @Test func archiveRowsOfWeeksWithoutStepsSaySo() throws {
    let site = try ListPageTests.makeSite(WeekReportTests.dataset)
    let html = try DashboardGoldenTests.text(site, "weeks/index.html")
    #expect(html.contains(Escaping.escape("No steps \u{00B7} one weigh-in")))
    // The data's range (December 1 to 23), not the weeks' bounds (December 1 to 28).
    #expect(
      html.contains(
        Escaping.escape("3 weeks with data, December 1, 2024 \u{2013} December 23, 2024.")))
    #expect(!html.contains(Escaping.escape("\u{2014} steps \u{00B7} avg \u{2014}")))
  }
}
