import HealthCore
import Testing

@testable import ReportSite

/// Week summaries on a small hand-made dataset: totals, change, best and quietest day, weights.
@Suite struct WeekSummaryTests {
  static func day(_ text: String) -> LocalDate { LocalDate(iso: text) ?? LocalDate(dayNumber: 0) }

  /// Week of Dec 1: 1,000 / 2,000 / 3,000 steps. Week of Dec 8: 4,000, 1,500, 4,000, 2,500 steps
  /// and weights 80, 79.5, 79 kg. Nothing from Dec 15 to 21. Week of Dec 22: one weigh-in.
  static let dataset = HealthDataset(
    source: .demo,
    series: [
      DailySeries(
        metric: .steps,
        days: [
          ("2024-12-01", 1_000), ("2024-12-02", 2_000), ("2024-12-03", 3_000),
          ("2024-12-08", 4_000), ("2024-12-11", 1_500), ("2024-12-12", 4_000),
          ("2024-12-14", 2_500),
        ].map { HealthMetric(date: day($0.0), value: $0.1) }),
      DailySeries(
        metric: .bodyMass,
        days: [("2024-12-08", 80), ("2024-12-10", 79.5), ("2024-12-14", 79), ("2024-12-23", 78)]
          .map { HealthMetric(date: day($0.0), value: $0.1) }),
    ])

  static var weeks: [WeekSummary] {
    WeekSummary.makeAll(dataset: dataset, weekStart: .sunday, units: .kilograms)
  }

  @Test func listsOnlyWeeksWithData() {
    #expect(Self.weeks.map(\.identifier) == ["2024-12-01", "2024-12-08", "2024-12-22"])
    #expect(
      Self.weeks.map(\.end) == [
        Self.day("2024-12-07"), Self.day("2024-12-14"), Self.day("2024-12-28"),
      ])
  }

  @Test func stepFigures() throws {
    let first = Self.weeks[0]
    let second = Self.weeks[1]
    #expect(first.totalSteps == 6_000 && first.averageSteps == 2_000)
    #expect(first.changePercent == nil && first.changeText == "\u{2014}")
    #expect(second.totalSteps == 12_000 && second.averageSteps == 3_000)
    #expect(second.changePercent == 50 && second.changeText == "\u{25B2} 50.0%")
    #expect(second.totalText == "12,000" && second.averageText == "3,000")
    #expect(second.bestDay == DateValue(date: Self.day("2024-12-08"), value: 4_000))
    #expect(second.quietestDay == DateValue(date: Self.day("2024-12-11"), value: 1_500))
    #expect(WeekSummary.dayText(second.bestDay) == "4,000 steps, Sun, Dec 8")
    #expect(second.dailySteps == [4_000, nil, nil, 1_500, 4_000, nil, 2_500])
  }

  @Test func weightFigures() throws {
    let second = Self.weeks[1]
    #expect(second.startWeight?.value == 80 && second.endWeight?.value == 79)
    #expect(second.weightChange == -1)
    #expect(second.weightChangeText(units: .kilograms) == "\u{2212}1.0 kg")
    let third = Self.weeks[2]
    #expect(third.weightChange == nil && third.weightChangeText(units: .kilograms) == "\u{2014}")
    #expect(third.totalSteps == nil && third.totalText == "\u{2014}")
    #expect(third.previousAverage == nil && third.changeText == "\u{2014}")
  }

  @Test func fallAndFlatChanges() {
    #expect(WeekSummary.percentText(-12.04) == "\u{25BC} 12.0%")
    #expect(WeekSummary.percentText(0.01) == "0.0%")
    #expect(WeekSummary.percentText(nil) == "\u{2014}")
  }

  @Test func mondayWeeksUseISOIdentifiers() {
    let weeks = WeekSummary.makeAll(dataset: Self.dataset, weekStart: .monday, units: .pounds)
    #expect(weeks.map(\.identifier) == ["2024-W48", "2024-W49", "2024-W50", "2024-W52"])
    #expect(weeks.map(\.year) == [2024, 2024, 2024, 2024])
  }

  @Test func endDayLimitsTheWeeks() {
    let weeks = WeekSummary.makeAll(
      dataset: Self.dataset, weekStart: .sunday, units: .kilograms, through: Self.day("2024-12-09"))
    #expect(weeks.map(\.identifier) == ["2024-12-01", "2024-12-08"])
    #expect(weeks[1].totalSteps == 4_000)
  }
}
