import HealthCore
import Testing

@testable import ChartKit
@testable import ReportSite

/// Days far outside the importers' window still render in bounded time: no tick loop depends on
/// a calendar's fallback value (days near 9999-12-31 once made month ticks spin forever).
@Suite struct CalendarEdgeTests {
  /// 9999-12-25 as days since 1970.
  static let lateDay = 2_932_890

  @Test func aSiteOfTheLastDaysOfYear9999IsGenerated() throws {
    let days = (0..<7).map {
      HealthMetric(date: LocalDate(dayNumber: Self.lateDay + $0), value: 900)
    }
    #expect(LocalDate(dayNumber: Self.lateDay).isoString == "9999-12-25")
    let weights = days.map { HealthMetric(date: $0.date, value: 70) }
    let dataset = HealthDataset(
      source: .csv(path: "late.csv"),
      series: [
        DailySeries(metric: .steps, days: days), DailySeries(metric: .bodyMass, days: weights),
      ])
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let site = try SiteGenerator.makeSite(
      dataset: dataset, options: SiteOptions(), resources: resources)
    #expect(site.files.contains { $0.path == "index.html" })
  }

  @Test(arguments: [(9999, 12), (10_000, 1), (-4713, 1), (1900, 1)])
  func monthStartsAreComputedForAnyYear(year: Int, month: Int) {
    let calendar = HealthDayCalendar(weekStart: .sunday)
    let day = calendar.day(year: year, month: month, day: 1)
    let components = calendar.components(ofDay: day)
    #expect(components.year == year && components.month == month && components.day == 1)
  }

  @Test func monthAndYearTicksAcrossYear10000Terminate() {
    let calendar = HealthDayCalendar(weekStart: .sunday)
    let months = TimeScale.monthTicks(
      Self.lateDay - 400, Self.lateDay + 400, step: 1, calendar: calendar)
    #expect(months.count == 26)  // 9998-12-01 through 10001-01-01
    let years = TimeScale.yearTicks(
      Self.lateDay - 4000, Self.lateDay + 4000, step: 1, calendar: calendar)
    #expect(years.count == 21)  // 9990-01-01 through 10010-01-01
  }

  /// A calendar that places every month on day 0, as the old fallback did.
  struct StuckCalendar: DayCalendar {
    func components(ofDay day: Int) -> (year: Int, month: Int, day: Int) { (9999, 12, 25) }
    func day(year: Int, month: Int, day: Int) -> Int { 0 }
    var firstWeekdayIndex: Int { 0 }
  }

  @Test func aCalendarThatCannotPlaceAMonthEndsTheLoop() {
    #expect(TimeScale.monthTicks(100, 200, step: 1, calendar: StuckCalendar()).isEmpty)
    #expect(TimeScale.yearTicks(100, 200, step: 1, calendar: StuckCalendar()).isEmpty)
  }
}
