import ReportSite
import TestSupport
import Testing

@testable import HealthCore

/// `data/trends.csv` and `data/years.csv`: header, units and blank cells.
@Suite struct SummaryCSVTests {
  /// A chart datum on the day named by `iso`.
  static func datum(_ iso: String, _ value: Double) -> DateValue {
    DateValue(date: day(iso), value: value)
  }

  @Test func trendsCSV() {
    let trend = Trend(
      metric: .bodyMass,
      recent: Trend.Period(
        start: day("2024-09-16"), end: day("2024-12-14"), days: 45, total: 45 * 72),
      baseline: Trend.Period(
        start: day("2023-09-17"), end: day("2024-09-15"), days: 200, total: 200 * 75),
      threshold: 0.01)
    let steps = Trend(
      metric: .steps,
      recent: Trend.Period(
        start: day("2024-09-16"), end: day("2024-12-14"), days: 3, total: 30_000),
      baseline: Trend.Period(start: day("2023-09-17"), end: day("2024-09-15"), days: 0, total: 0),
      threshold: 0.05)
    let text = TrendsCSV.render([steps, trend], units: .kilograms)
    #expect(
      text == """
        metric,unit,recent_start,recent_end,recent_days,recent_avg,baseline_start,baseline_end,\
        baseline_days,baseline_avg,change,change_percent,threshold_percent,trend
        steps,steps,2024-09-16,2024-12-14,3,10000,2023-09-17,2024-09-15,0,,,,5,not-enough-data
        weight,kg,2024-09-16,2024-12-14,45,72,2023-09-17,2024-09-15,200,75,-3,-4,1,down

        """)
    let pounds = TrendsCSV.render([trend], units: .pounds)
    #expect(
      pounds.contains(
        "weight,lb,2024-09-16,2024-12-14,45,158.733,2023-09-17,2024-09-15,200,165.347,-6.614,-4,1,down"
      ))
  }

  @Test func yearsCSV() throws {
    let steps = DailySeries(
      metric: .steps,
      days: [
        Self.datum("2024-03-01", 12_000), Self.datum("2024-03-02", 8_000),
        Self.datum("2024-03-03", 11_000),
      ])
    let weight = DailySeries(
      metric: .bodyMass, days: [Self.datum("2024-03-01", 80), Self.datum("2024-03-03", 79)])
    let data = HealthDataset(source: .demo, series: [steps, weight])
    let years = YearSummary.make(dataset: data, through: nil, stepsGoal: 10_000, weekStart: .sunday)
    let lines = YearsCSV.render(years, units: .kilograms).split(separator: "\n").map(String.init)
    #expect(lines.first == YearsCSV.columns.joined(separator: ","))
    #expect(
      lines.dropFirst().first
        == "2024,steps,steps,3,31000,10333.333,2024-03-02,8000,2024-03-01,12000,2024-03-01,12000,"
        + "2024-02-25,2,20000,10000,2024-03,3,31000,10333.333,2024-03-01,12000,2024-03-03,11000,"
        + "10000,2,1,2024-03-01,,,")
    #expect(
      lines.last
        == "2024,weight,kg,2,,79.5,2024-03-03,79,2024-03-01,80,,,,,,,,,,,2024-03-01,80,2024-03-03,"
        + "79,,,,,,,")
    #expect(
      lines.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == 31 })
  }
}
