import TestSupport
import Testing

@testable import HealthCore

/// The trend rule: the last 90 days against the 365 before, enough days on both sides, and a
/// change past the metric's threshold.
@Suite struct TrendRuleTests {
  static let end = day("2024-12-14")

  /// A series of `metric` with `baseline` on every `every`-th day of the 365-day baseline
  /// window (`baselineDays` of them) and `recent` on `recentDays` of the last 90 days.
  static func series(
    _ metric: MetricKind, baseline: Double, baselineDays: Int, recent: Double, recentDays: Int
  ) -> DailySeries {
    var days: [DateValue] = []
    let recentStart = end.adding(days: -89)
    let baselineStart = recentStart.adding(days: -365)
    for index in 0..<baselineDays {
      days.append(DateValue(date: baselineStart.adding(days: index), value: baseline))
    }
    for index in 0..<recentDays {
      days.append(DateValue(date: end.adding(days: -index), value: recent))
    }
    return DailySeries(metric: metric, days: days)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let metric: MetricKind
    let baseline: Double
    let baselineDays: Int
    let recent: Double
    let recentDays: Int
    let expected: Trend.Direction
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "steps up 15%", metric: .steps, baseline: 8_000, baselineDays: 365, recent: 9_200,
      recentDays: 90, expected: .up),
    Case(
      name: "steps down 10%", metric: .steps, baseline: 10_000, baselineDays: 300, recent: 9_000,
      recentDays: 60, expected: .down),
    Case(
      name: "exactly the 5% threshold is a trend", metric: .steps, baseline: 10_000,
      baselineDays: 200, recent: 10_500, recentDays: 90, expected: .up),
    Case(
      name: "just under the threshold is steady", metric: .steps, baseline: 10_000,
      baselineDays: 200, recent: 10_499, recentDays: 90, expected: .steady),
    Case(
      name: "a flat trend", metric: .steps, baseline: 8_000, baselineDays: 365, recent: 8_000,
      recentDays: 90, expected: .steady),
    Case(
      name: "29 recent days are too few", metric: .steps, baseline: 8_000, baselineDays: 365,
      recent: 12_000, recentDays: 29, expected: .notEnoughData),
    Case(
      name: "30 recent days are enough", metric: .steps, baseline: 8_000, baselineDays: 365,
      recent: 12_000, recentDays: 30, expected: .up),
    Case(
      name: "89 baseline days are too few", metric: .steps, baseline: 8_000, baselineDays: 89,
      recent: 12_000, recentDays: 90, expected: .notEnoughData),
    Case(
      name: "90 baseline days are enough", metric: .steps, baseline: 8_000, baselineDays: 90,
      recent: 12_000, recentDays: 90, expected: .up),
    Case(
      name: "no baseline at all", metric: .steps, baseline: 8_000, baselineDays: 0,
      recent: 12_000, recentDays: 90, expected: .notEnoughData),
    Case(
      name: "weight down 1.2%: past its 1% threshold", metric: .bodyMass, baseline: 75,
      baselineDays: 200, recent: 74.1, recentDays: 40, expected: .down),
    Case(
      name: "weight down 0.8%: steady", metric: .bodyMass, baseline: 75, baselineDays: 200,
      recent: 74.4, recentDays: 40, expected: .steady),
    Case(
      name: "resting heart rate down 2 bpm on 60: past 3%", metric: .restingHeartRate,
      baseline: 60, baselineDays: 300, recent: 58, recentDays: 80, expected: .down),
    Case(
      name: "resting heart rate down 1 bpm on 60: steady", metric: .restingHeartRate,
      baseline: 60, baselineDays: 300, recent: 59, recentDays: 80, expected: .steady),
  ]

  @Test(arguments: cases)
  func direction(_ test: Case) throws {
    let series = Self.series(
      test.metric, baseline: test.baseline, baselineDays: test.baselineDays, recent: test.recent,
      recentDays: test.recentDays)
    let trend = try #require(
      TrendRule.trend(of: series, endingOn: Self.end, dataStart: series.firstDate))
    #expect(trend.direction == test.expected)
    #expect(trend.recent.days == test.recentDays)
    #expect(trend.baseline.days == test.baselineDays)
    #expect(trend.isShown == (test.expected == .up || test.expected == .down))
  }

  @Test func windowsAreTheLast90DaysAndThe365Before() throws {
    let series = Self.series(.steps, baseline: 1, baselineDays: 1, recent: 1, recentDays: 1)
    let trend = try #require(TrendRule.trend(of: series, endingOn: Self.end, dataStart: nil))
    #expect(trend.recent.start == day("2024-09-16") && trend.recent.end == Self.end)
    #expect(trend.baseline.start == day("2023-09-17") && trend.baseline.end == day("2024-09-15"))
    #expect(trend.threshold == 0.05)
  }

  @Test func meansAndChangeAreOverTheDaysWithData() throws {
    let series = Self.series(
      .steps, baseline: 7_905, baselineDays: 120, recent: 9_120, recentDays: 45)
    let trend = try #require(TrendRule.trend(of: series, endingOn: Self.end, dataStart: nil))
    #expect(trend.baseline.average == 7_905)
    #expect(trend.recent.average == 9_120)
    #expect(trend.change == 1_215)
    #expect(trend.relativeChange == 1_215.0 / 7_905)
  }

  @Test func workoutMinutesCountRestDaysAsZeroFromTheDataStart() throws {
    // Two 45-minute workouts a week in the baseline, three in the recent window.
    var days: [DateValue] = []
    let start = Self.end.adding(days: -454)
    for offset in 0..<455 {
      let date = start.adding(days: offset)
      let perWeek = offset < 365 ? [1, 4] : [1, 3, 5]
      if perWeek.contains(offset % 7) { days.append(DateValue(date: date, value: 45)) }
    }
    let series = DailySeries(metric: .workoutMinutes, days: days)
    let trend = try #require(TrendRule.trend(of: series, endingOn: Self.end, dataStart: start))
    #expect(trend.recent.days == 90 && trend.baseline.days == 365)
    #expect(trend.direction == .up)
    // Data that starts 100 days into the baseline leaves 265 covered baseline days.
    let late = try #require(
      TrendRule.trend(of: series, endingOn: Self.end, dataStart: start.adding(days: 100)))
    #expect(late.baseline.days == 265)
  }

  @Test func metricsWithoutTrendsHaveNone() {
    let series = DailySeries(metric: .sleepDeep, days: [datum("2024-12-01", 1)])
    #expect(TrendRule.trend(of: series, endingOn: Self.end, dataStart: nil) == nil)
    #expect(!TrendRule.metrics.contains(.sleepDeep))
    #expect(TrendRule.metrics.contains(.steps) && TrendRule.metrics.contains(.bodyMass))
  }

  /// Steps of `value(offset)` on each of the 455 + `extra` days ending on `end`.
  static func steps(extra: Int = 0, _ value: (Int) -> Double) -> HealthDataset {
    let start = end.adding(days: -454 - extra)
    let days = (0..<(455 + extra)).map { DateValue(date: start.adding(days: $0), value: value($0)) }
    return HealthDataset(source: .demo, series: [DailySeries(metric: .steps, days: days)])
  }

  @Test func aTrendThatBeginsIsNewsOnce() {
    // Steady until the last week, whose 7 days of 20,000 steps lift the 90-day mean past 5%.
    let dataset = Self.steps { $0 >= 448 ? 20_000 : 8_000 }
    let week = Week(containing: Self.end, weekStart: .sunday)
    let changes = TrendRule.changes(in: dataset, to: Self.end, weekStart: week.start)
    #expect(changes.map(\.metric) == [.steps])
    #expect(changes.first?.before.direction == .steady && changes.first?.after.direction == .up)
    #expect(changes.first?.isNew == true)
    // The week before: nothing changed.
    #expect(
      TrendRule.changes(
        in: dataset, to: week.start.adding(days: -1), weekStart: week.start.adding(days: -7)
      ).isEmpty)
    // The week's report carries the same changes.
    let report = WeekReport(dataset: dataset, week: week, units: .pounds)
    #expect(report.trendChanges == changes)
  }
}

/// Which transitions of a trend a week reports.
@Suite struct TrendChangeTests {
  static func trend(_ direction: Trend.Direction) -> Trend {
    // Means that give `direction` under the 5% threshold with enough days, or too few days.
    let days = direction == .notEnoughData ? 1 : 90
    let recent: Double =
      switch direction {
      case .up: 110
      case .down: 90
      case .steady, .notEnoughData: 100
      }
    return Trend(
      metric: .steps,
      recent: Trend.Period(
        start: day("2024-09-16"), end: day("2024-12-14"), days: days, total: recent * Double(days)),
      baseline: Trend.Period(
        start: day("2023-09-17"), end: day("2024-09-15"), days: 365, total: 100 * 365),
      threshold: 0.05)
  }

  /// The week of 2024-12-08: its last day's direction against those of the four weeks before
  /// (most recent first), recorded in a cache.
  static func news(now: Trend.Direction, before: [Trend.Direction]) -> [TrendChange] {
    var cache = TrendCache(dataset: HealthDataset(source: .demo, series: []))
    let start = day("2024-12-08")
    cache.store([trend(now)], endingOn: day("2024-12-14"))
    for (index, direction) in before.enumerated() {
      cache.store([trend(direction)], endingOn: start.adding(days: -1 - 7 * index))
    }
    return TrendRule.changes(to: day("2024-12-14"), weekStart: start, cache: &cache)
  }

  @Test(arguments: [
    (Trend.Direction.up, [Trend.Direction.steady, .steady, .steady, .steady], true),
    (.down, [.notEnoughData, .notEnoughData, .notEnoughData, .notEnoughData], true),
    (.down, [.up, .up, .up, .up], true),
    (.up, [.up, .steady, .steady, .steady], false),
    // Hovering at the threshold: up two weeks ago, steady last week, up again: not news again.
    (.up, [.steady, .up, .steady, .steady], false),
    (.steady, [.up, .up, .up, .up], true),
    // A trend that held only two weeks is not news when it ends.
    (.steady, [.up, .up, .steady, .steady], false),
    (.steady, [.steady, .steady, .steady, .steady], false),
    (.notEnoughData, [.up, .up, .up, .up], false),
    (.steady, [.notEnoughData, .notEnoughData, .notEnoughData, .notEnoughData], false),
  ])
  func reported(now: Trend.Direction, before: [Trend.Direction], isNews: Bool) {
    let changes = Self.news(now: now, before: before)
    #expect(changes.count == (isNews ? 1 : 0))
    #expect(changes.allSatisfy { $0.before.direction == before[0] && $0.after.direction == now })
    #expect(changes.allSatisfy { $0.isNew == (now == .up || now == .down) })
  }
}
