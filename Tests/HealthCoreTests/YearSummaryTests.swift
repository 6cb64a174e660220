import TestSupport
import Testing

@testable import HealthCore

/// A year in review: totals, averages, best day, week and month, goal days and streaks.
@Suite struct YearSummaryTests {
  static func dataset(_ series: [DailySeries], workouts: [Workout] = []) -> HealthDataset {
    HealthDataset(
      source: .demo,
      series: series.filter { $0.metric != .workouts && $0.metric != .workoutMinutes },
      deriving: [], workouts: workouts)
  }

  @Test func stepsFiguresOfAYear() throws {
    // 2023-12-30 … 2024-01-10: 10,000 steps a day, 20,000 on 2024-01-04, none on 2024-01-06.
    var days: [DateValue] = []
    for offset in 0..<12 where offset != 7 {
      let date = day("2023-12-30").adding(days: offset)
      days.append(DateValue(date: date, value: date == day("2024-01-04") ? 20_000 : 10_000))
    }
    let data = Self.dataset([DailySeries(metric: .steps, days: days)])
    let years = YearSummary.make(
      dataset: data, through: nil, stepsGoal: 12_000, weekStart: .sunday)
    #expect(years.map(\.year) == [2023, 2024])
    let year = try #require(years.last)
    let steps = try #require(year[.steps])
    #expect(year.covering == day("2024-01-01")...day("2024-01-10"))
    #expect(steps.days == 9 && steps.total == 100_000)
    #expect(steps.average == 100_000.0 / 9)
    #expect(steps.bestDay == datum("2024-01-04", 20_000))
    #expect(steps.lowest == datum("2024-01-01", 10_000))
    // Weeks from Sunday, counting only the year's days: Dec 31 week holds Jan 1–5 (60,000 with
    // Jan 6 missing), the next Jan 7–10 (40,000).
    #expect(steps.bestWeek == PeriodFigure(start: day("2023-12-31"), days: 5, total: 60_000))
    #expect(steps.bestMonth == PeriodFigure(start: day("2024-01-01"), days: 9, total: 100_000))
    #expect(year.goalMetDays == 1)
    #expect(year.longestStreak == Streak(start: day("2024-01-04"), end: day("2024-01-04")))
    // The streak of 2023's two days is cut at New Year.
    #expect(years.first?.longestStreak == nil)
    #expect(years.first?[.steps]?.days == 2)
  }

  @Test func throughTheReportsLastDay() throws {
    let days = (0..<40).map { DateValue(date: day("2024-12-01").adding(days: $0), value: 5_000) }
    let data = Self.dataset([DailySeries(metric: .steps, days: days)])
    let years = YearSummary.make(
      dataset: data, through: day("2024-12-20"), stepsGoal: 10_000, weekStart: .sunday)
    #expect(years.map(\.year) == [2024])
    #expect(years.first?[.steps]?.days == 20)
  }

  @Test func meansNeedEnoughDaysForABestWeekAndMonth() throws {
    // Resting heart rate: lower is better. A 2-day week at 40 bpm cannot be the best week; the
    // 3-day week at 50 can. March's 9 days (mean 52.2) cannot be the best month; April's 10 at
    // 55 are.
    var days: [DateValue] = []
    for offset in 0..<2 {
      days.append(DateValue(date: day("2024-03-03").adding(days: offset), value: 40))
    }
    for offset in 0..<3 {
      days.append(DateValue(date: day("2024-03-10").adding(days: offset), value: 50))
    }
    for offset in 0..<4 {
      days.append(DateValue(date: day("2024-03-17").adding(days: offset), value: 60))
    }
    for offset in 0..<10 {
      days.append(DateValue(date: day("2024-04-01").adding(days: offset), value: 55))
    }
    let data = Self.dataset([DailySeries(metric: .restingHeartRate, days: days)])
    let year = try #require(
      YearSummary(
        year: 2024, dataset: data, through: day("2024-12-31"), stepsGoal: 10_000,
        weekStart: .sunday))
    let heart = try #require(year[.restingHeartRate])
    #expect(heart.bestDay == datum("2024-03-03", 40))
    #expect(heart.bestWeek?.start == day("2024-03-10"))
    #expect(heart.bestMonth?.start == day("2024-04-01"))
    #expect(heart.highest == datum("2024-03-17", 60))
  }

  @Test func weightHasNoBestButAFirstAndLast() throws {
    let data = Self.dataset([
      DailySeries(
        metric: .bodyMass,
        days: [datum("2024-02-01", 80), datum("2024-06-01", 76), datum("2024-11-30", 77)])
    ])
    let weight = try #require(
      YearSummary(
        year: 2024, dataset: data, through: day("2024-12-31"), stepsGoal: 10_000,
        weekStart: .monday)?[.bodyMass])
    #expect(weight.bestDay == nil && weight.bestWeek == nil && weight.bestMonth == nil)
    #expect(weight.first == datum("2024-02-01", 80) && weight.last == datum("2024-11-30", 77))
    #expect(weight.lowest == datum("2024-06-01", 76))
    #expect(
      weight.months.map(\.start) == [day("2024-02-01"), day("2024-06-01"), day("2024-11-01")])
  }

  @Test func workoutsCountRestDays() throws {
    let workouts = [
      Workout(activity: "Running", date: day("2024-01-02"), start: 0, startOffset: 0, minutes: 30),
      Workout(activity: "Running", date: day("2024-01-09"), start: 1, startOffset: 0, minutes: 40),
      Workout(activity: "Yoga", date: day("2024-02-05"), start: 2, startOffset: 0, minutes: 60),
    ]
    let steps = DailySeries(metric: .steps, days: [datum("2024-01-01", 1_000)])
    let data = Self.dataset([steps], workouts: workouts)
    let year = try #require(
      YearSummary(
        year: 2024, dataset: data, through: day("2024-02-29"), stepsGoal: 10_000,
        weekStart: .sunday))
    let minutes = try #require(year[.workoutMinutes])
    // January 1 through February 29: 60 days, 130 minutes.
    #expect(minutes.days == 60 && minutes.total == 130)
    #expect(minutes.months.map(\.days) == [31, 29])
    #expect(minutes.bestMonth == PeriodFigure(start: day("2024-01-01"), days: 31, total: 70))
    #expect(minutes.bestWeek?.start == day("2024-02-04"))
    #expect(
      year.activities == [
        ActivityTotal(activity: "Running", count: 2, minutes: 70),
        ActivityTotal(activity: "Yoga", count: 1, minutes: 60),
      ])
  }

  /// The change against the year before compares the same calendar days, and only when the
  /// data covers all of them.
  @Test func comparedWithTheSameDaysAYearBefore() throws {
    // 2022-12-01 … 2024-02-29: 8,000 steps a day in 2023, 10,000 in 2024 (a year so far).
    func steps(from start: String) -> HealthDataset {
      let first = day(start)
      let days = (0..<(first.days(to: day("2024-02-29")) + 1)).map { offset in
        let date = first.adding(days: offset)
        return DateValue(date: date, value: date.year == 2024 ? 10_000 : 8_000)
      }
      return Self.dataset([DailySeries(metric: .steps, days: days)])
    }
    let year = try #require(
      YearSummary(
        year: 2024, dataset: steps(from: "2022-12-01"), through: day("2024-02-29"),
        stepsGoal: 10_000, weekStart: .sunday))
    // January 1 to February 29, 2024 against January 1 to February 28, 2023 (59 days).
    #expect(year.daysBefore == day("2023-01-01")...day("2023-02-28"))
    #expect(
      year.sameDaysBefore[.steps]
        == PeriodFigure(start: day("2023-01-01"), days: 59, total: 472_000))
    #expect(year.changeFromYearBefore(.steps) == 0.25)
    // Data that starts after January 1, 2023 does not cover the days before: no change.
    let late = try #require(
      YearSummary(
        year: 2024, dataset: steps(from: "2023-01-02"), through: day("2024-02-29"),
        stepsGoal: 10_000, weekStart: .sunday))
    #expect(late.daysBefore == nil && late.sameDaysBefore.isEmpty)
    #expect(late.changeFromYearBefore(.steps) == nil)
  }

  @Test func noDataNoYears() {
    let empty = HealthDataset(source: .demo, series: [])
    #expect(
      YearSummary.make(dataset: empty, through: nil, stepsGoal: 1, weekStart: .sunday).isEmpty)
  }
}
