import TestSupport
import Testing

@testable import HealthCore

@Suite struct DailySeriesTests {
  static func sample(_ metric: MetricKind, _ iso: String, _ value: Double, order: Double = 0)
    -> Sample
  {
    Sample(metric: metric, date: day(iso), value: value, order: order)
  }

  @Test func cumulativeMetricsSumTheDay() {
    let series = DailySeries.make(
      metric: .steps,
      samples: [
        Self.sample(.steps, "2024-12-02", 1_000), Self.sample(.steps, "2024-12-01", 50),
        Self.sample(.steps, "2024-12-02", 2_500), Self.sample(.bodyMass, "2024-12-02", 80),
        Self.sample(.steps, "2024-12-02", 0.5),
      ])
    #expect(
      series.days == [
        HealthMetric(date: day("2024-12-01"), value: 50),
        HealthMetric(date: day("2024-12-02"), value: 3_500.5),
      ])
    #expect(series.metric == .steps)
  }

  @Test func discreteMetricsKeepTheMostRecent() {
    let series = DailySeries.make(
      metric: .bodyMass,
      samples: [
        Self.sample(.bodyMass, "2024-12-02", 80, order: 20),
        Self.sample(.bodyMass, "2024-12-02", 79, order: 10),  // older, comes later
        Self.sample(.bodyMass, "2024-12-03", 78, order: 5),
        Self.sample(.bodyMass, "2024-12-03", 77, order: 5),  // tie: later input wins
        Self.sample(.bodyMass, "2024-12-04", 76, order: -3),
      ])
    #expect(series.value(on: day("2024-12-02")) == 80)
    #expect(series.value(on: day("2024-12-03")) == 77)
    #expect(series.value(on: day("2024-12-04")) == 76)
  }

  @Test func averageMetricsTakeTheMean() {
    let series = DailySeries.make(
      metric: .heartRate,
      samples: [
        Self.sample(.heartRate, "2024-12-02", 60), Self.sample(.heartRate, "2024-12-02", 70),
        Self.sample(.heartRate, "2024-12-02", 95), Self.sample(.heartRate, "2024-12-03", 61),
      ])
    #expect(series.value(on: day("2024-12-02")) == 75)
    #expect(series.value(on: day("2024-12-03")) == 61)
  }

  @Test func missingDaysStayMissing() {
    let series = DailySeries.make(
      metric: .steps,
      samples: [Self.sample(.steps, "2024-12-01", 10), Self.sample(.steps, "2024-12-04", 0)])
    #expect(series.days.count == 2)
    #expect(series.value(on: day("2024-12-02")) == nil)
    #expect(series.value(on: day("2024-12-03")) == nil)
    #expect(series.value(on: day("2024-12-04")) == 0)  // a real zero is kept
    #expect(series.value(on: day("2024-11-30")) == nil)
    #expect(series.value(on: day("2024-12-05")) == nil)
    #expect(series.lastDate == day("2024-12-04"))
    #expect(series.firstDate == day("2024-12-01"))
    #expect(DailySeries.make(metric: .steps, samples: []).days.isEmpty)
    #expect(DailySeries.make(metric: .steps, samples: []).lastDate == nil)
  }

  @Test func initSortsAndKeepsTheLastDuplicate() {
    let series = DailySeries(
      metric: .bodyMass,
      days: [
        HealthMetric(date: day("2024-12-03"), value: 3),
        HealthMetric(date: day("2024-12-01"), value: 1),
        HealthMetric(date: day("2024-12-03"), value: 33),
        HealthMetric(date: day("2024-12-02"), value: 2),
        HealthMetric(date: day("2024-12-03"), value: 333),
      ])
    #expect(series.days.map(\.date) == [day("2024-12-01"), day("2024-12-02"), day("2024-12-03")])
    #expect(series.days.map(\.value) == [1, 2, 333])
  }

  @Test(arguments: [
    // (window end, day count, expected first, expected last, expected count)
    ("2024-12-10", 3, "2024-12-08", "2024-12-10", 3),
    ("2024-12-01", 1, "2024-12-01", "2024-12-01", 1),
    ("2024-12-31", 5, "2024-12-27", "2024-12-31", 5),
    ("2025-01-02", 5, "2024-12-29", "2024-12-31", 3),
    ("2024-12-02", 28, "2024-12-01", "2024-12-02", 2),
  ])
  func valuesInWindowIncludeBothEnds(
    end: String, dayCount: Int, first: String, last: String, count: Int
  ) {
    let series = DailySeries(
      metric: .steps,
      days: (0..<31).map { HealthMetric(date: day("2024-12-01").adding(days: $0), value: 1) })
    let values = series.values(in: ReportWindow(end: day(end), dayCount: dayCount))
    #expect(values.count == count)
    #expect(values.first?.date == day(first))
    #expect(values.last?.date == day(last))
  }

  @Test func valuesOutsideTheDataAreEmpty() {
    let series = DailySeries(
      metric: .steps, days: [HealthMetric(date: day("2024-12-05"), value: 1)])
    #expect(series.values(in: ReportWindow(end: day("2024-12-04"), dayCount: 28)).isEmpty)
    #expect(series.values(in: ReportWindow(end: day("2025-01-02"), dayCount: 28)).isEmpty)
    #expect(series.values(in: ReportWindow(end: day("2025-01-01"), dayCount: 28)).count == 1)
    let empty = DailySeries(metric: .steps, days: [])
    #expect(empty.values(in: ReportWindow(end: day("2025-01-01"), dayCount: 28)).isEmpty)
  }

  @Test func lookupsMatchALinearScanOnTenYears() {
    var random = SplitMix64(seed: 7)
    let start = day("2015-01-01")
    let days = (0..<3_650).compactMap { offset -> HealthMetric? in
      random.next() % 5 == 0
        ? nil : HealthMetric(date: start.adding(days: offset), value: Double(offset))
    }
    let series = DailySeries(metric: .steps, days: days)
    for _ in 0..<300 {
      let date = start.adding(days: Int(random.next() % 3_700) - 25)
      #expect(series.value(on: date) == days.first { $0.date == date }?.value)
      let window = ReportWindow(end: date, dayCount: 1 + Int(random.next() % 60))
      #expect(series.values(in: window) == days.filter { window.contains($0.date) })
    }
  }
}
