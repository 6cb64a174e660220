import TestSupport
import Testing

@testable import HealthCore

/// Weeks, months and years of figures: days with data, or every covered day.
@Suite struct PeriodFigureTests {
  @Test(arguments: [
    (CalendarPeriod.week, WeekStart.sunday, "2024-12-11", "2024-12-08", "2024-12-14"),
    (.week, .monday, "2024-12-08", "2024-12-02", "2024-12-08"),
    (.month, .sunday, "2024-02-29", "2024-02-01", "2024-02-29"),
    (.month, .sunday, "2023-02-01", "2023-02-01", "2023-02-28"),
    (.year, .sunday, "2024-07-04", "2024-01-01", "2024-12-31"),
    (.year, .sunday, "2023-12-31", "2023-01-01", "2023-12-31"),
  ])
  func periodBounds(
    period: CalendarPeriod, weekStart: WeekStart, date: String, start: String, end: String
  ) {
    let first = period.start(containing: day(date), weekStart: weekStart)
    #expect(first == day(start))
    #expect(period.end(startingOn: first) == day(end))
  }

  @Test func daysWithDataOnly() {
    let data = [
      datum("2024-11-30", 1), datum("2024-12-01", 2), datum("2024-12-02", 4),
      datum("2024-12-20", 8),
    ]
    #expect(
      PeriodFigure.make(data, period: .month, weekStart: .sunday) == [
        PeriodFigure(start: day("2024-11-01"), days: 1, total: 1),
        PeriodFigure(start: day("2024-12-01"), days: 3, total: 14),
      ])
    #expect(
      PeriodFigure.make(data, period: .week, weekStart: .sunday).map(\.start) == [
        day("2024-11-24"), day("2024-12-01"), day("2024-12-15"),
      ])
    #expect(PeriodFigure.make([], period: .year, weekStart: .sunday).isEmpty)
    #expect(PeriodFigure(start: day("2024-12-01"), days: 0, total: 0).average == nil)
  }

  @Test func everyCoveredDayCounts() {
    // Workouts on two days; the data covers December 3 to 17: three weeks from Sunday, the
    // middle one without a workout (a bar of zero), the outer ones partly covered.
    let data = [datum("2024-12-03", 30), datum("2024-12-16", 45)]
    let range = day("2024-12-03")...day("2024-12-17")
    #expect(
      PeriodFigure.make(data, period: .week, weekStart: .sunday, covering: range) == [
        PeriodFigure(start: day("2024-12-01"), days: 5, total: 30),
        PeriodFigure(start: day("2024-12-08"), days: 7, total: 0),
        PeriodFigure(start: day("2024-12-15"), days: 3, total: 45),
      ])
    #expect(
      PeriodFigure.make([], period: .month, weekStart: .sunday, covering: range) == [
        PeriodFigure(start: day("2024-12-01"), days: 15, total: 0)
      ])
  }
}

/// Running sums: any window's days and total from two binary searches.
@Suite struct SeriesSumsTests {
  @Test(arguments: [
    ("2024-12-01", 31, 3, 7.0), ("2024-12-02", 1, 1, 2), ("2024-12-03", 1, 0, 0),
    ("2024-12-05", 3, 1, 4), ("2024-11-01", 30, 0, 0), ("2025-01-01", 10, 0, 0),
  ])
  func windows(end: String, dayCount: Int, days: Int, total: Double) {
    let series = DailySeries(
      metric: .steps,
      days: [datum("2024-12-01", 1), datum("2024-12-02", 2), datum("2024-12-06", 4)])
    let sums = SeriesSums(series)
    let window = ReportWindow(end: day(end).adding(days: dayCount - 1), dayCount: dayCount)
    let result = sums.sum(in: window)
    #expect(result.days == days && result.total == total)
  }

  @Test func anEmptySeries() {
    let sums = SeriesSums(DailySeries(metric: .steps, days: []))
    let result = sums.sum(in: ReportWindow(end: day("2024-12-01"), dayCount: 365))
    #expect(result.days == 0 && result.total == 0)
  }
}
