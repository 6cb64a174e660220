import TestSupport
import Testing

@testable import HealthCore

/// A week's Activity rings: its seven days, each ring's days closed (paused and missing days
/// apart) and its best day.
@Suite struct WeekRingsTests {
  /// The week of Sunday 2024-12-08.
  static let week = Week(containing: day("2024-12-08"), weekStart: .sunday)

  /// One day of the week (`offset` from its Sunday) with each ring's progress in percent of
  /// its goal (Move 400 kcal, Exercise 30 min, Stand 12 h): `nil` for a missing figure, a
  /// negative number for a paused ring (goal 0).
  static func rings(_ offset: Int, _ move: Double?, _ exercise: Double?, _ stand: Double?)
    -> ActivityRings
  {
    func figures(_ percent: Double?, goal: Double) -> (Double?, Double?) {
      guard let percent else { return (nil, nil) }
      return percent < 0 ? (0, 0) : (goal * percent / 100, goal)
    }
    var day = ActivityRings(date: week.start.adding(days: offset))
    (day.moveEnergy, day.moveEnergyGoal) = figures(move, goal: 400)
    (day.exerciseMinutes, day.exerciseGoal) = figures(exercise, goal: 30)
    (day.standHours, day.standGoal) = figures(stand, goal: 12)
    return day
  }

  static func report(_ days: [ActivityRings]) -> WeekReport {
    WeekReport(
      week: week, units: .pounds, steps: [], weights: [], previousAverageSteps: nil, rings: days)
  }

  struct BestCase: Sendable, CustomTestStringConvertible {
    var days: [ActivityRings]
    var best: Int?
    var note: String
    var testDescription: String { note }
  }

  static let bestCases: [BestCase] = [
    BestCase(days: [], best: nil, note: "no summary: no best day"),
    BestCase(
      days: [rings(0, -1, -1, -1), rings(1, nil, nil, nil)], best: nil,
      note: "every ring paused or without figures: no best day"),
    BestCase(
      days: [rings(0, 99, 300, 100), rings(1, 100, 100, 100)], best: 1,
      note: "three rings closed beat two, however far the two went"),
    BestCase(
      days: [rings(0, 120, 100, 100), rings(1, 150, 100, 100)], best: 1,
      note: "as many closed: the higher sum of progress"),
    BestCase(
      days: [rings(0, 250, 100, 100), rings(1, 200, 110, 100)], best: 1,
      note: "each ring counts up to 200%: a third lap adds nothing"),
    BestCase(
      days: [rings(2, 100, 100, 100), rings(4, 100, 100, 100)], best: 2,
      note: "equal days: the earliest"),
    BestCase(
      days: [rings(0, 50, 50, 50), rings(1, 110, 100, -1)], best: 1,
      note: "a paused ring adds nothing, and two closed beat none"),
    BestCase(
      days: [rings(0, 90, 90, 90), rings(1, 100, nil, nil)], best: 1,
      note: "one ring closed beats none, however full the others"),
  ]

  @Test(arguments: bestCases)
  func bestDay(_ item: BestCase) {
    let best = Self.report(item.days).bestRingDay
    #expect(best?.date == item.best.map { Self.week.start.adding(days: $0) })
  }

  struct CountCase: Sendable, CustomTestStringConvertible {
    var days: [ActivityRings]
    var move: (closed: Int, counted: Int, paused: Int)
    var note: String
    var testDescription: String { note }
  }

  static let countCases: [CountCase] = [
    CountCase(days: [], move: (0, 0, 0), note: "no summary"),
    CountCase(
      days: (0..<7).map { rings($0, $0 < 5 ? 100 : 80, 100, 100) }, move: (5, 7, 0),
      note: "5 of 7 days"),
    CountCase(
      days: (0..<7).map { rings($0, $0 == 3 ? -1 : ($0 < 5 ? 120 : 10), 100, 100) },
      move: (4, 6, 1), note: "a paused day is neither closed nor open"),
    CountCase(
      days: [rings(0, 100, 100, 100), rings(2, 100, 100, 100), rings(6, 99.9, 100, 100)],
      move: (2, 3, 0), note: "days without a summary count nowhere; 99.9% is open"),
    CountCase(
      days: [rings(0, nil, 100, 100), rings(1, 100, 100, 100)], move: (1, 1, 0),
      note: "a summary without the Move figures counts nowhere"),
  ]

  @Test(arguments: countCases)
  func daysClosed(_ item: CountCase) {
    let count = Self.report(item.days).ringCount(.move)
    #expect(count.closed == item.move.closed)
    #expect(count.counted == item.move.counted)
    #expect(count.paused == item.move.paused)
  }

  @Test func sevenDaysInOrderWithGaps() {
    let report = Self.report([Self.rings(1, 100, 100, 100), Self.rings(5, 50, 50, 50)])
    #expect(
      report.ringDays.map { $0?.date } == [
        nil, Self.week.start.adding(days: 1), nil, nil, nil, Self.week.start.adding(days: 5), nil,
      ])
    #expect(report.hasRings && !Self.report([]).hasRings)
  }

  @Test func weeksCarryTheirRingsAndARingsOnlyWeekIsAWeek() {
    var days = (0..<10).map { Self.rings($0, 100, 100, 100) }
    days.append(Self.rings(21, 100, 100, 100))
    let dataset = HealthDataset(source: .demo, series: ActivityRings.series(of: days))
    let reports = WeekReport.make(dataset: dataset, weekStart: .sunday, units: .pounds)
    #expect(reports.map(\.rings.count) == [7, 3, 1])
    #expect(reports.allSatisfy { !$0.isEmpty })
    let alone = WeekReport(dataset: dataset, week: Self.week, units: .pounds)
    #expect(alone.rings == reports.first?.rings)
  }
}
