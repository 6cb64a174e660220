import TestSupport
import Testing

@testable import HealthCore

/// The weight goal: how far there is to go and, when the 7-day average heads for it, when.
@Suite struct WeightGoalRuleTests {
  static let end = day("2024-12-14")

  /// Daily weigh-ins over the 35 days ending on `end`: `start` kg changing by `perDay` kg a
  /// day, every day but those in `skipping` (offsets from the first day).
  static func weights(start: Double, perDay: Double, skipping: Set<Int> = []) -> [DateValue] {
    (0..<35).compactMap { offset in
      skipping.contains(offset)
        ? nil
        : DateValue(date: end.adding(days: offset - 34), value: start + perDay * Double(offset))
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let weights: [DateValue]
    let goal: Double
    let reached: Bool
    let away: Bool
    let projectedDays: Int?
    var testDescription: String { name }
  }

  // Halves and quarters of a kilogram keep the averages and the slope exact.
  static let cases: [Case] = [
    Case(
      name: "losing 0.5 kg a day, 15 kg above the goal: 30 days",
      weights: weights(start: 80, perDay: -0.5), goal: 49.5, reached: false, away: false,
      projectedDays: 30),
    Case(
      name: "gaining 0.25 kg a day towards a goal 5 kg higher: 20 days",
      weights: weights(start: 60, perDay: 0.25), goal: 72.75, reached: false, away: false,
      projectedDays: 20),
    Case(
      name: "moving away: no date", weights: weights(start: 80, perDay: 0.5), goal: 70,
      reached: false, away: true, projectedDays: nil),
    Case(
      name: "a flat trend: no date", weights: weights(start: 80, perDay: 0), goal: 70,
      reached: false, away: false, projectedDays: nil),
    Case(
      name: "1/128 kg a day (0.055 kg a week) is past steady: 1.25 kg in 160 days",
      weights: weights(start: 80, perDay: -0.0078125), goal: 80 - 31.0 / 128 - 1.25,
      reached: false, away: false, projectedDays: 160),
    Case(
      name: "holding steady (0.03 kg a week away): neither a date nor moving away",
      weights: weights(start: 80, perDay: 0.03 / 7), goal: 70, reached: false, away: false,
      projectedDays: nil),
    Case(
      name: "goal already reached (within 0.25 kg)", weights: weights(start: 70.5, perDay: -0.01),
      goal: 70.3, reached: true, away: false, projectedDays: nil),
    Case(
      name: "further than two years: no date", weights: weights(start: 100, perDay: -0.001),
      goal: 60, reached: false, away: false, projectedDays: nil),
    Case(
      name: "gaps leave too few days with an average for a pace",
      weights: weights(
        start: 80, perDay: -0.5, skipping: Set(0..<35).subtracting([0, 10, 20, 30, 31, 32, 33, 34])),
      goal: 70, reached: false, away: false, projectedDays: nil),
  ]

  @Test(arguments: cases)
  func progress(_ test: Case) throws {
    let progress = try #require(
      WeightGoalRule.progress(weights: test.weights, goal: test.goal, endingOn: Self.end))
    #expect(progress.isReached == test.reached)
    #expect(progress.isMovingAway == test.away)
    #expect(progress.projectedDate == test.projectedDays.map { Self.end.adding(days: $0) })
  }

  @Test func whereYouAreIsTheLatestAverage() throws {
    // 80, 79.9, … : the last average is the mean of the last seven weigh-ins.
    let data = Self.weights(start: 80, perDay: -0.1)
    let progress = try #require(
      WeightGoalRule.progress(weights: data, goal: 70, endingOn: Self.end))
    #expect(progress.isAverage && progress.latest.date == Self.end)
    #expect(abs(progress.latest.value - (80 - 0.1 * 31)) < 1e-9)
    #expect(abs((progress.pacePerDay ?? 0) + 0.1) < 1e-9)
    #expect(abs(progress.remaining - (80 - 3.1 - 70)) < 1e-9)
  }

  @Test func aSingleWeighInHasNoPace() throws {
    let progress = try #require(
      WeightGoalRule.progress(
        weights: [datum("2024-10-01", 80)], goal: 70, endingOn: Self.end))
    #expect(!progress.isAverage && progress.latest == datum("2024-10-01", 80))
    #expect(progress.pacePerDay == nil && progress.projectedDate == nil)
  }

  @Test func noWeighInNoProgress() {
    #expect(WeightGoalRule.progress(weights: [], goal: 70, endingOn: Self.end) == nil)
    #expect(
      WeightGoalRule.progress(weights: [datum("2025-01-01", 80)], goal: 70, endingOn: Self.end)
        == nil)
  }

  @Test func slopeOfALine() {
    let points = (0..<5).map {
      DateValue(date: Self.end.adding(days: $0), value: 3 + 2 * Double($0))
    }
    #expect(WeightGoalRule.slope(points) == 2)
    #expect(WeightGoalRule.slope(Array(points.prefix(1))) == nil)
  }
}
