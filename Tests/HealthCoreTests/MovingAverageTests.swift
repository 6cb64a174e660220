import TestSupport
import Testing

@testable import HealthCore

/// The 7-day moving average: a trailing mean of the values of the day and the six before, when
/// there are at least three of them.
@Suite struct MovingAverageTests {
  /// A case: the values (by day offset from 2024-12-01), the days to average (offsets) and the
  /// expected averages by offset.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let values: [(Int, Double)]
    let range: (first: Int, last: Int)
    let expected: [(Int, Double)]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "empty", values: [], range: (0, 6), expected: []),
    Case(
      name: "two weigh-ins are too few", values: [(0, 160), (1, 161)], range: (0, 6), expected: []),
    Case(
      name: "three in a row: the third day is the first with an average",
      values: [(0, 160), (1, 161), (2, 165)], range: (0, 3),
      expected: [(2, 162), (3, 162)]),
    Case(
      name: "the window is the day and the six before: day 0 leaves it on day 7",
      values: [(0, 100), (3, 160), (5, 161), (6, 162)], range: (6, 8),
      expected: [(6, 145.75), (7, 161), (8, 161)]),
    Case(
      name: "a gap: no average once fewer than three are left, back after the gap",
      values: [(0, 170), (1, 170), (2, 170), (12, 168), (13, 168), (14, 168)], range: (0, 14),
      expected: [(2, 170), (3, 170), (4, 170), (5, 170), (6, 170), (14, 168)]),
    Case(
      name: "days without a weigh-in get an average when the window has three",
      values: [(0, 160), (2, 162), (4, 164)], range: (4, 7),
      expected: [(4, 162), (5, 162), (6, 162)]),
    Case(
      name: "values before the range feed its first windows",
      values: [(0, 150), (1, 151), (2, 152), (3, 153)], range: (3, 3),
      expected: [(3, 151.5)]),
    Case(
      name: "a range ending before it starts", values: [(0, 1), (1, 2), (2, 3)], range: (2, 1),
      expected: []),
  ]

  @Test(arguments: cases)
  func trailingMean(_ test: Case) {
    let start = day("2024-12-01")
    let data = test.values.map { DateValue(date: start.adding(days: $0.0), value: $0.1) }
    let result = MovingAverage.trailing(
      data, from: start.adding(days: test.range.first),
      through: start.adding(days: test.range.last))
    #expect(result == test.expected.map { DateValue(date: start.adding(days: $0.0), value: $0.1) })
  }

  @Test func wholeRangeOfTheData() {
    let data = [datum("2024-12-01", 1), datum("2024-12-02", 2), datum("2024-12-04", 6)]
    #expect(MovingAverage.trailing(data) == [datum("2024-12-04", 3)])
    #expect(MovingAverage.trailing([]) == [])
  }

  @Test func sevenValuesAreAddedLeftToRight() {
    let values = [2.0, 3.1, 0.45, 1.84, 0.1, 0.2, 0.7]
    let data = values.enumerated().map { datum("2024-12-0\($0.offset + 1)", $0.element) }
    var sum = 0.0
    for value in values { sum += value }
    #expect(
      MovingAverage.trailing(data, from: day("2024-12-07"), through: day("2024-12-07"))
        == [DateValue(date: day("2024-12-07"), value: sum / 7)])
  }
}
