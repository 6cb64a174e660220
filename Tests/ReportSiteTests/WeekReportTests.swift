import HealthCore
import Testing

@testable import ReportSite

/// Week reports on a small hand-made dataset: totals, change, best and quietest day, weights.
@Suite struct WeekReportTests {
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

  static var weeks: [WeekReport] {
    WeekReport.make(dataset: dataset, weekStart: .sunday, units: .kilograms)
  }

  /// ``weeks`` in American English with weights in kilograms.
  static var texts: [WeekText] { weeks.map { $0.text(SiteOptions(units: .kilograms)) } }

  @Test func listsOnlyWeeksWithData() {
    #expect(Self.weeks.map(\.week.identifier) == ["2024-12-01", "2024-12-08", "2024-12-22"])
    #expect(
      Self.weeks.map(\.week.end) == [
        Self.day("2024-12-07"), Self.day("2024-12-14"), Self.day("2024-12-28"),
      ])
  }

  @Test func stepFigures() throws {
    let first = Self.weeks[0]
    let second = Self.weeks[1]
    let texts = Self.texts
    #expect(first.stepsTotal == 6_000 && first.stepsAverage == 2_000)
    #expect(first.stepsChangePercent == nil && texts[0].changeText == "\u{2014}")
    #expect(second.stepsTotal == 12_000 && second.stepsAverage == 3_000 && second.stepsDays == 4)
    #expect(second.stepsChangePercent == 50 && texts[1].changeText == "\u{25B2} 50.0%")
    #expect(texts[1].totalText == "12,000" && texts[1].averageText == "3,000")
    #expect(second.bestDay == DateValue(date: Self.day("2024-12-08"), value: 4_000))
    #expect(second.quietestDay == DateValue(date: Self.day("2024-12-11"), value: 1_500))
    #expect(texts[1].dayText(second.bestDay) == "4,000 steps, Sun, Dec 8")
    #expect(second.dailySteps == [4_000, nil, nil, 1_500, 4_000, nil, 2_500])
  }

  @Test func weightFigures() throws {
    let second = Self.weeks[1]
    let texts = Self.texts
    #expect(second.weightStart?.value == 80 && second.weightEnd?.value == 79)
    #expect(second.weightChange == -1)
    #expect(texts[1].weightChangeText == "\u{2212}1.0 kg")
    let third = Self.weeks[2]
    #expect(third.weightChange == nil && texts[2].weightChangeText == "\u{2014}")
    #expect(third.stepsTotal == nil && texts[2].totalText == "\u{2014}")
    #expect(third.previousAverageSteps == nil && texts[2].changeText == "\u{2014}")
  }

  @Test func weightSentencesSpeakTheUnitAsTheChartDescriptionsDo() {
    #expect(
      Self.texts[1].weightSentence
        == "Weight, week of December 8: 80.0 kilograms on December 8 to 79.0 kilograms on"
        + " December 14, a change of \u{2212}1.0 kilograms.")
    #expect(
      Self.texts[2].weightSentence
        == "Weight, week of December 22: 78.0 kilograms on December 23, the week's only weigh-in.")
    #expect(Self.texts[0].weightSentence == "Weight, week of December 1: no weigh-ins.")
    let pounds = WeekReport.make(dataset: Self.dataset, weekStart: .sunday, units: .pounds).map {
      $0.text(SiteOptions())
    }
    #expect(pounds[1].weightSentence.contains("176.4 pounds on December 8"))
    #expect(!pounds[1].weightSentence.contains("lbs"))
  }

  @Test func fallAndFlatChanges() {
    #expect(WeekReport.percentText(-12.04, style: .english) == "\u{25BC} 12.0%")
    #expect(WeekReport.percentText(0.01, style: .english) == "0.0%")
    #expect(WeekReport.percentText(nil, style: .english) == "\u{2014}")
  }

  @Test func mondayWeeksUseISOIdentifiers() {
    let weeks = WeekReport.make(dataset: Self.dataset, weekStart: .monday, units: .pounds)
    #expect(weeks.map(\.week.identifier) == ["2024-W48", "2024-W49", "2024-W50", "2024-W52"])
    #expect(weeks.map(\.week.year) == [2024, 2024, 2024, 2024])
  }

  @Test func endDayLimitsTheWeeks() {
    let weeks = WeekReport.make(
      dataset: Self.dataset, weekStart: .sunday, units: .kilograms, through: Self.day("2024-12-09"))
    #expect(weeks.map(\.week.identifier) == ["2024-12-01", "2024-12-08"])
    #expect(weeks[1].stepsTotal == 4_000)
  }

  @Test func aWeekComputedAloneEqualsTheSameWeekComputedWithAllOthers() throws {
    for week in Self.weeks {
      #expect(WeekReport(dataset: Self.dataset, week: week.week, units: .kilograms) == week)
    }
  }

  @Test func averagesRoundHalfToEvenAndCSVKeepsThemUnrounded() throws {
    let week = try #require(Week(parsing: "2024-12-01", weekStart: .sunday))
    let odd = WeekReport(
      week: week, units: .pounds,
      steps: [DateValue(date: week.start, value: 8_039), DateValue(date: week.end, value: 8_040)],
      weights: [], previousAverageSteps: nil)
    #expect(odd.stepsAverage == 8_039.5)
    #expect(odd.text(SiteOptions()).averageText == "8,040")
    let csv = WeeksCSV.render([odd]).split(separator: "\n")
    #expect(csv.count == 2)
    #expect(csv[1] == "2024-12-01,2024-12-01,2024-12-07,2,16079,8039.5,lb,,,,10000,0")
  }

  @Test func weeksCSVListsEveryWeekWithItsFigures() {
    let lines = WeeksCSV.render(Self.weeks).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0]
        == "week,start,end,steps_days,steps_total,steps_avg,weight_unit,weight_start,weight_end,"
        + "weight_change,steps_goal,goal_met_days")
    #expect(lines[1] == "2024-12-01,2024-12-01,2024-12-07,3,6000,2000,kg,,,,10000,0")
    #expect(lines[2] == "2024-12-08,2024-12-08,2024-12-14,4,12000,3000,kg,80,79,-1,10000,0")
    // A week without steps leaves the met days blank.
    #expect(lines[3] == "2024-12-22,2024-12-22,2024-12-28,0,,,kg,78,78,,10000,")
    #expect(lines.count == 5 && lines[4].isEmpty)
  }
}
