import TestSupport
import Testing

@testable import HealthCore

/// Streaks and shares of the Activity rings, from days written as letters.
@Suite struct RingStreaksTests {
  /// Days from `start`, one letter each, for the Exercise ring (goal 30 minutes): `C` closed
  /// (30), `O` open (10), `P` paused (goal 0), `M` a summary without the Exercise figures, `-` no
  /// summary. The other rings close every day.
  static func days(_ letters: String, from start: String = "2024-01-01") -> [ActivityRings] {
    let first = day(start)
    return letters.enumerated().compactMap { offset, letter -> ActivityRings? in
      let date = first.adding(days: offset)
      var rings = ActivityRings(
        date: date, moveEnergy: 500, moveEnergyGoal: 400, standHours: 12, standGoal: 12)
      switch letter {
      case "C": (rings.exerciseMinutes, rings.exerciseGoal) = (30, 30)
      case "O": (rings.exerciseMinutes, rings.exerciseGoal) = (10, 30)
      case "P": (rings.exerciseMinutes, rings.exerciseGoal) = (5, 0)
      case "M": break
      default: return nil
      }
      return rings
    }
  }

  /// A streak from day offsets of 2024-01-01.
  static func streak(_ first: Int, _ last: Int, days: Int) -> RingStreak {
    let start = day("2024-01-01")
    return RingStreak(first: start.adding(days: first), last: start.adding(days: last), days: days)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var letters: String
    var current: RingStreak?
    var longest: RingStreak?
    var note: String
    var testDescription: String { "\(letters): \(note)" }
  }

  static let cases: [Case] = [
    Case(letters: "", current: nil, longest: nil, note: "no data"),
    Case(
      letters: "CCC", current: streak(0, 2, days: 3), longest: streak(0, 2, days: 3),
      note: "one run"),
    Case(
      letters: "CC-CCC", current: streak(3, 5, days: 3), longest: streak(3, 5, days: 3),
      note: "a day without a summary ends a streak"),
    Case(
      letters: "CCOCC", current: streak(3, 4, days: 2), longest: streak(0, 1, days: 2),
      note: "an open day ends it; the earliest of equal runs is the longest"),
    Case(
      letters: "CCPPCC", current: streak(0, 5, days: 4), longest: streak(0, 5, days: 4),
      note: "paused days neither end nor add"),
    Case(
      letters: "PCP", current: streak(1, 1, days: 1), longest: streak(1, 1, days: 1),
      note: "a streak starts and ends on closed days"),
    Case(letters: "PPP", current: nil, longest: nil, note: "only paused days"),
    Case(letters: "OOO", current: nil, longest: nil, note: "never closed"),
    Case(
      letters: "CCO", current: streak(0, 1, days: 2), longest: streak(0, 1, days: 2),
      note: "the last day still open: the run through the day before"),
    Case(
      letters: "CPO", current: streak(0, 0, days: 1), longest: streak(0, 0, days: 1),
      note: "the last day open after a paused one"),
    Case(
      letters: "CCOO", current: nil, longest: streak(0, 1, days: 2),
      note: "open on the last two days"),
    Case(
      letters: "CC-O", current: nil, longest: streak(0, 1, days: 2),
      note: "open on the last day after a day without a summary"),
    Case(
      letters: "CCM", current: nil, longest: streak(0, 1, days: 2),
      note: "a last day without the ring's figures ends it"),
    Case(
      letters: "CMC", current: streak(2, 2, days: 1), longest: streak(0, 0, days: 1),
      note: "a day without the ring's figures ends it"),
    Case(
      letters: "CCP", current: streak(0, 1, days: 2), longest: streak(0, 1, days: 2),
      note: "a paused last day keeps the streak"),
    Case(
      letters: "OCCCPC-CC", current: streak(7, 8, days: 2), longest: streak(1, 5, days: 4),
      note: "current and longest apart"),
    Case(
      letters: "CCCOCCCC", current: streak(4, 7, days: 4), longest: streak(4, 7, days: 4),
      note: "the current streak is the longest"),
  ]

  @Test(arguments: cases)
  func streaks(_ item: Case) {
    let streaks = RingStreaks(Self.days(item.letters))
    #expect(streaks.current(.exercise) == item.current)
    #expect(streaks.longest(.exercise) == item.longest)
  }

  @Test func eachRingHasItsOwnStreaks() {
    // Move closes every day of `days`, Stand too; Exercise follows the letters.
    let streaks = RingStreaks(Self.days("CCOCC"))
    #expect(streaks.current(.move) == Self.streak(0, 4, days: 5))
    #expect(streaks.longest(.stand) == Self.streak(0, 4, days: 5))
    #expect(streaks.longest(.exercise) == Self.streak(0, 1, days: 2))
  }

  @Test func moveTimeModeClosesOnMinutes() {
    let first = day("2024-05-01")
    let streaks = RingStreaks([
      ActivityRings(date: first, moveEnergy: 100, moveMinutes: 40, moveMinutesGoal: 30),
      ActivityRings(
        date: first.adding(days: 1), moveEnergy: 900, moveMinutes: 20, moveMinutesGoal: 30),
    ])
    #expect(streaks.longest(.move) == RingStreak(first: first, last: first, days: 1))
    #expect(streaks.current(.move) == RingStreak(first: first, last: first, days: 1))
  }

  @Test func daysInAnyOrderAndTwiceADay() {
    var days = Self.days("CCOCC")
    // The later of two entries of a day counts: day 2 closes after all.
    var closed = days[2]
    closed.exerciseMinutes = 45
    days.append(closed)
    let streaks = RingStreaks(days.reversed() + [closed])
    #expect(streaks.longest(.exercise) == Self.streak(0, 4, days: 5))
    #expect(streaks.lastDate == day("2024-01-05"))
  }

  @Test func monthAndYearShares() {
    // Dec 30 C, Dec 31 O; Jan 1 C, Jan 2 P, Jan 3 none, Jan 4 M, Jan 5 C, Jan 6 O.
    let streaks = RingStreaks(Self.days("COCP-MCO", from: "2023-12-30"))
    #expect(streaks.months.map(\.start) == [day("2023-12-01"), day("2024-01-01")])
    #expect(streaks.months.map(\.end) == [day("2023-12-31"), day("2024-01-31")])
    #expect(streaks.months.map(\.period) == [.month, .month])
    let december = streaks.months[0]
    #expect(december.summaryDays == 2)
    #expect(december.days(.exercise) == 2)
    #expect(december.closedDays(.exercise) == 1)
    #expect(december.pausedDays(.exercise) == 0)
    #expect(december.share(.exercise) == 0.5)
    let january = streaks.months[1]
    #expect(january.summaryDays == 5)
    #expect(january.days(.exercise) == 3)
    #expect(january.closedDays(.exercise) == 2)
    #expect(january.pausedDays(.exercise) == 1)
    #expect(january.share(.exercise) == 2.0 / 3)
    // Move closed on every day with a summary.
    #expect(january.days(.move) == 5 && january.closedDays(.move) == 5)
    #expect(january.share(.move) == 1)
    #expect(streaks.years.map(\.start) == [day("2023-01-01"), day("2024-01-01")])
    #expect(streaks.years.map(\.end) == [day("2023-12-31"), day("2024-12-31")])
    #expect(streaks.years.map { $0.share(.exercise) } == [0.5, 2.0 / 3])
    #expect(streaks.years.map { $0.summaryDays } == [2, 5])
  }

  @Test func aPeriodWithOnlyPausedDaysHasNoShare() {
    let streaks = RingStreaks(Self.days("PP", from: "2024-02-01"))
    #expect(streaks.months.count == 1)
    #expect(streaks.months[0].days(.exercise) == 0)
    #expect(streaks.months[0].pausedDays(.exercise) == 2)
    #expect(streaks.months[0].share(.exercise) == nil)
  }

  @Test func noDaysNoFigures() {
    let streaks = RingStreaks([])
    #expect(streaks.lastDate == nil)
    #expect(streaks.months.isEmpty && streaks.years.isEmpty)
    for ring in ActivityRings.Ring.allCases {
      #expect(streaks.current(ring) == nil && streaks.longest(ring) == nil)
    }
  }
}
