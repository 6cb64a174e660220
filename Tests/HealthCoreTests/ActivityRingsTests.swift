import TestSupport
import Testing

@testable import HealthCore

/// A day's rings: progress, closed, paused and Move-time mode; the eight ring metrics and the
/// one rule between them and the days.
@Suite struct ActivityRingsTests {
  static let date = day("2024-03-01")

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var rings: ActivityRings
    var ring: ActivityRings.Ring
    var value: Double?
    var goal: Double?
    var progress: Double?
    var closed: Bool?
    var paused: Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "Move past its goal",
      rings: ActivityRings(date: date, moveEnergy: 512, moveEnergyGoal: 450),
      ring: .move, value: 512, goal: 450, progress: 512.0 / 450, closed: true, paused: false),
    Case(
      name: "Move exactly at its goal",
      rings: ActivityRings(date: date, moveEnergy: 450, moveEnergyGoal: 450), ring: .move,
      value: 450, goal: 450, progress: 1, closed: true, paused: false),
    Case(
      name: "two laps", rings: ActivityRings(date: date, exerciseMinutes: 75, exerciseGoal: 30),
      ring: .exercise, value: 75, goal: 30, progress: 2.5, closed: true, paused: false),
    Case(
      name: "open", rings: ActivityRings(date: date, standHours: 11, standGoal: 12), ring: .stand,
      value: 11, goal: 12, progress: 11.0 / 12, closed: false, paused: false),
    Case(
      name: "nothing yet", rings: ActivityRings(date: date, standHours: 0, standGoal: 12),
      ring: .stand, value: 0, goal: 12, progress: 0, closed: false, paused: false),
    Case(
      name: "paused", rings: ActivityRings(date: date, exerciseMinutes: 12, exerciseGoal: 0),
      ring: .exercise, value: 12, goal: 0, progress: nil, closed: nil, paused: true),
    Case(
      name: "no goal", rings: ActivityRings(date: date, exerciseMinutes: 12), ring: .exercise,
      value: 12, goal: nil, progress: nil, closed: nil, paused: false),
    Case(
      name: "no value", rings: ActivityRings(date: date, standGoal: 12), ring: .stand,
      value: nil, goal: 12, progress: nil, closed: nil, paused: false),
    Case(
      name: "Move-time mode counts minutes",
      rings: ActivityRings(
        date: date, moveEnergy: 900, moveMinutes: 20, moveMinutesGoal: 30), ring: .move,
      value: 20, goal: 30, progress: 20.0 / 30, closed: false, paused: false),
    Case(
      name: "a Move-minutes goal of 0 is not Move-time mode",
      rings: ActivityRings(
        date: date, moveEnergy: 300, moveEnergyGoal: 0, moveMinutes: 0, moveMinutesGoal: 0),
      ring: .move, value: 300, goal: 0, progress: nil, closed: nil, paused: true),
  ]

  @Test(arguments: cases)
  func figures(_ item: Case) {
    #expect(item.rings.value(of: item.ring) == item.value)
    #expect(item.rings.goal(of: item.ring) == item.goal)
    #expect(item.rings.progress(of: item.ring) == item.progress)
    #expect(item.rings.isClosed(item.ring) == item.closed)
    #expect(item.rings.isPaused(item.ring) == item.paused)
  }

  @Test func moveTimeModeAndTheMetricOfEachRing() {
    let energy = ActivityRings(date: Self.date, moveEnergy: 300, moveEnergyGoal: 400)
    let minutes = ActivityRings(date: Self.date, moveMinutes: 30, moveMinutesGoal: 45)
    #expect(!energy.isMoveTime && minutes.isMoveTime)
    #expect(energy.valueMetric(of: .move) == .ringMoveEnergy)
    #expect(minutes.valueMetric(of: .move) == .ringMoveMinutes)
    #expect(energy.valueMetric(of: .exercise).canonicalUnitName == "min")
    #expect(energy.valueMetric(of: .stand).canonicalUnitName == "h")
  }

  @Test func theEightRingMetricsAndTheirColumns() {
    #expect(
      ActivityRings.metrics == [
        .ringMoveEnergy, .ringMoveEnergyGoal, .ringMoveMinutes, .ringMoveMinutesGoal,
        .ringExerciseMinutes, .ringExerciseGoal, .ringStandHours, .ringStandGoal,
      ])
    #expect(
      ActivityRings.metrics.map(\.definition.csvColumn) == [
        "ring_move_kcal", "ring_move_goal_kcal", "ring_move_min", "ring_move_goal_min",
        "ring_exercise_min", "ring_exercise_goal_min", "ring_stand_h", "ring_stand_goal_h",
      ])
    #expect(
      ActivityRings.metrics.map(\.canonicalUnitName) == [
        "kcal", "kcal", "min", "min", "min", "min", "h", "h",
      ])
    // The rings come last, so every other metric keeps its raw value.
    #expect(MetricKind.mindfulMinutes.rawValue == 26)
    #expect(ActivityRings.metrics.map(\.rawValue) == Array(27...34))
    for metric in ActivityRings.metrics {
      #expect(metric.aggregation == .discrete)
      #expect(metric.section == .rings)
      #expect(metric.isPlausible(0), "a goal of 0 is a paused ring")
      #expect(metric.trendThreshold == nil && metric.better == nil)
      #expect(metric.definition.healthKitType == nil && metric.definition.autoExportName == nil)
    }
    // Every other metric is in another section.
    #expect(MetricKind.allCases.filter { $0.section == .rings } == ActivityRings.metrics)
  }

  @Test func daysAndSeriesAreOneRule() {
    let days = [
      ActivityRings(
        date: day("2024-03-01"), moveEnergy: 512.5, moveEnergyGoal: 450, exerciseMinutes: 31,
        exerciseGoal: 30, standHours: 11, standGoal: 12),
      ActivityRings(
        date: day("2024-03-02"), moveEnergy: 120, moveEnergyGoal: 0, exerciseMinutes: 0,
        exerciseGoal: 0, standHours: 3, standGoal: 0),
      ActivityRings(date: day("2024-03-04"), moveMinutes: 40, moveMinutesGoal: 30),
      ActivityRings(date: day("2024-03-05"), standHours: 4),
    ]
    let series = ActivityRings.series(of: days.reversed())
    #expect(series.map(\.metric) == ActivityRings.metrics)
    #expect(series[1].days.map(\.value) == [450, 0], "0 is kept")
    #expect(ActivityRings.days(of: series) == days)
    let dataset = HealthDataset(
      source: .demo,
      series: [
        DailySeries(metric: .steps, days: [HealthMetric(date: day("2024-03-03"), value: 10)])
      ]
        + series)
    #expect(dataset.rings == days)
    #expect(HealthDataset(source: .demo, series: []).rings.isEmpty)
    #expect(ActivityRings.series(of: [ActivityRings(date: Self.date)]).isEmpty)
  }

  @Test func theRingMetricsOfADay() {
    var rings = ActivityRings(date: Self.date)
    #expect(rings.isEmpty)
    for (offset, metric) in ActivityRings.metrics.enumerated() {
      rings[metric] = Double(offset)
    }
    #expect(
      rings
        == ActivityRings(
          date: Self.date, moveEnergy: 0, moveEnergyGoal: 1, moveMinutes: 2, moveMinutesGoal: 3,
          exerciseMinutes: 4, exerciseGoal: 5, standHours: 6, standGoal: 7))
    rings[.steps] = 9
    #expect(rings[.steps] == nil)
    #expect(!rings.isEmpty)
  }
}
