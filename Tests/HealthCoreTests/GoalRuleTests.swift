import TestSupport
import Testing

@testable import HealthCore

/// The steps goal: met days, the longest streak and the current one.
@Suite struct GoalRuleTests {
  /// Days from 2024-12-01 with these steps; `nil` is a day without steps.
  static func days(_ steps: [Double?]) -> [DateValue] {
    steps.enumerated().compactMap { offset, value in
      value.map { DateValue(date: day("2024-12-01").adding(days: offset), value: $0) }
    }
  }

  @Test(arguments: [
    (9_999.4, false), (9_999.5, true), (10_000.5, true), (10_000, true), (8_000, false),
  ])
  func aDayMeetsTheGoalByItsWholeSteps(steps: Double, met: Bool) {
    // 9,999.5 rounds half to even to 10,000, as the pages show it.
    #expect(GoalRule.isMet(steps, goal: 10_000) == met)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let steps: [Double?]
    let met: Int
    let longest: (start: Int, days: Int)?
    let current: (start: Int, days: Int)?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no days", steps: [], met: 0, longest: nil, current: nil),
    Case(name: "never met", steps: [5_000, 6_000, 9_999], met: 0, longest: nil, current: nil),
    Case(
      name: "every day", steps: [10_000, 12_000, 11_000], met: 3, longest: (0, 3),
      current: (0, 3)),
    Case(
      name: "a missing day breaks a streak",
      steps: [12_000, 12_000, nil, 12_000, 12_000, 12_000], met: 5, longest: (3, 3),
      current: (3, 3)),
    Case(
      name: "a day below the goal breaks it; ties go to the earliest",
      steps: [12_000, 12_000, 3_000, 12_000, 12_000], met: 4, longest: (0, 2), current: (3, 2)),
    Case(
      name: "the last day below the goal (it may not be over) keeps the current streak",
      steps: [12_000, 12_000, 12_000, 2_000], met: 3, longest: (0, 3), current: (0, 3)),
    Case(
      name: "two days below the goal end the current streak",
      steps: [12_000, 12_000, 2_000, 2_000], met: 2, longest: (0, 2), current: nil),
    Case(
      name: "the last day without steps yet keeps the current streak",
      steps: [12_000, 12_000, nil], met: 2, longest: (0, 2), current: (0, 2)),
  ]

  @Test(arguments: cases)
  func metDaysAndStreaks(_ test: Case) {
    let data = Self.days(test.steps)
    let first = day("2024-12-01")
    func streak(_ value: (start: Int, days: Int)?) -> Streak? {
      value.map {
        Streak(start: first.adding(days: $0.start), end: first.adding(days: $0.start + $0.days - 1))
      }
    }
    #expect(GoalRule.metCount(data, goal: 10_000) == test.met)
    #expect(GoalRule.longestStreak(data, goal: 10_000) == streak(test.longest))
    let end = first.adding(days: max(0, test.steps.count - 1))
    #expect(GoalRule.currentStreak(data, goal: 10_000, endingOn: end) == streak(test.current))
  }

  @Test func streakLength() {
    #expect(Streak(start: day("2024-12-30"), end: day("2025-01-02")).dayCount == 4)
    #expect(Streak(start: day("2024-12-30"), end: day("2024-12-01")).dayCount == 1)
  }

  @Test func aWeekCountsItsMetDays() {
    let week = Week(containing: day("2024-12-01"), weekStart: .sunday)
    let report = WeekReport(
      week: week, units: .pounds, steps: Self.days([12_000, 8_000, 10_000, nil, 15_000]),
      weights: [], previousAverageSteps: nil, stepsGoal: 10_000)
    #expect(report.goalMetDays == 3 && report.stepsDays == 4)
  }
}
