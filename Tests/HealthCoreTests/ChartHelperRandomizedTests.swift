import TestSupport
import Testing

@testable import HealthCore

/// ChartHelper against naive re-computations (filter per weekday, then reduce), on data from a
/// seeded SplitMix64. Sums run in input order on both sides, so results must match exactly.
@Suite struct ChartHelperRandomizedTests {
  static let seeds: [UInt64] = Array(1...300)

  /// Random data: 0–40 points on random days of 2024, values in hundredths.
  static func randomData(seed: UInt64, ascending: Bool) -> [DateValue] {
    var random = SplitMix64(seed: seed)
    let count = Int(random.next() % 41)
    var date = day("2024-01-01")
    return (0..<count).map { _ in
      if ascending {
        date = date.adding(days: 1 + Int(random.next() % 3))
      } else {
        date = day("2024-01-01").adding(days: Int(random.next() % 366))
      }
      let value = Double(Int(random.next() % 2_000_000)) / 100 - 5_000
      return DateValue(date: date, value: value)
    }
  }

  static func naiveWeekdayMeans(_ data: [DateValue], weekStart: WeekStart) -> [WeekdayValue] {
    var result: [WeekdayValue] = []
    for offset in 0..<7 {
      let rawValue = (weekStart == .sunday ? 1 : 2) + offset
      let weekday = Weekday(rawValue: rawValue > 7 ? rawValue - 7 : rawValue) ?? .sunday
      let matching = data.filter { $0.date.weekday == weekday }
      guard let earliest = matching.map(\.date).min() else { continue }
      let total = matching.map(\.value).reduce(0.0) { $0 + $1 }
      result.append(
        WeekdayValue(weekday: weekday, date: earliest, value: total / Double(matching.count)))
    }
    return result
  }

  @Test(arguments: seeds)
  func weekdayAveragesMatchNaive(seed: UInt64) {
    let data = Self.randomData(seed: seed, ascending: false)
    for weekStart in WeekStart.allCases {
      #expect(
        ChartHelper.averageWeekdayCount(for: data, weekStart: weekStart)
          == Self.naiveWeekdayMeans(data, weekStart: weekStart))
    }
    let naiveMean = data.isEmpty ? nil : data.map(\.value).reduce(0.0, +) / Double(data.count)
    #expect(ChartHelper.averageValue(for: data) == naiveMean)
  }

  @Test(arguments: seeds)
  func weightDiffsMatchNaive(seed: UInt64) {
    let data = Self.randomData(seed: seed, ascending: true)
    let diffs = zip(data.dropFirst(), data).map { later, earlier in
      DateValue(date: later.date, value: later.value - earlier.value)
    }
    for weekStart in WeekStart.allCases {
      #expect(
        ChartHelper.averageDailyWeightDiffs(for: data, weekStart: weekStart)
          == Self.naiveWeekdayMeans(diffs, weekStart: weekStart))
    }
  }

  @Test(arguments: seeds.prefix(50))
  func selectionMatchesNaive(seed: UInt64) {
    let data = Self.randomData(seed: seed, ascending: false)
    var random = SplitMix64(seed: seed &+ 1_000)
    let selected = day("2024-01-01").adding(days: Int(random.next() % 366))
    let naive = data.indices.lazy.filter { data[$0].date == selected }.first.map { data[$0] }
    #expect(ChartHelper.parseSelectedData(from: data, in: selected) == naive)
  }
}
