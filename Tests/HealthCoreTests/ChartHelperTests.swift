import TestSupport
import Testing

@testable import HealthCore

@Suite struct ChartHelperTests {
  // MARK: SPEC §2 reference tables

  @Test func weekdayAveragesReferenceTable() {
    let data = [
      datum("2024-12-02", 1000), datum("2024-12-03", 500), datum("2024-12-04", 250),
      datum("2024-12-09", 750),
    ]
    #expect(
      ChartHelper.averageWeekdayCount(for: data) == [
        WeekdayValue(weekday: .monday, date: day("2024-12-02"), value: 875),
        WeekdayValue(weekday: .tuesday, date: day("2024-12-03"), value: 500),
        WeekdayValue(weekday: .wednesday, date: day("2024-12-04"), value: 250),
      ])
  }

  @Test func meanIsExact() {
    let values = [2.0, 3.1, 0.45, 1.84]
    let data = values.enumerated().map {
      DateValue(date: day("2024-12-01").adding(days: $0.offset), value: $0.element)
    }
    #expect(ChartHelper.averageValue(for: data) == 1.8475)
  }

  @Test func weightDiffsLosingHalfAPoundADay() {
    let data = [
      datum("2024-12-02", 170), datum("2024-12-03", 169.5), datum("2024-12-04", 169),
      datum("2024-12-05", 168.5),
    ]
    #expect(
      ChartHelper.averageDailyWeightDiffs(for: data) == [
        WeekdayValue(weekday: .tuesday, date: day("2024-12-03"), value: -0.5),
        WeekdayValue(weekday: .wednesday, date: day("2024-12-04"), value: -0.5),
        WeekdayValue(weekday: .thursday, date: day("2024-12-05"), value: -0.5),
      ])
  }

  @Test func weightDiffsOverAWeekend() {
    let data = [
      datum("2024-12-06", 165), datum("2024-12-07", 166), datum("2024-12-08", 167),
      datum("2024-12-09", 166),
    ]
    // Sat +1, Sun +1, Mon −1, output in Sunday-first week order.
    #expect(
      ChartHelper.averageDailyWeightDiffs(for: data) == [
        WeekdayValue(weekday: .sunday, date: day("2024-12-08"), value: 1),
        WeekdayValue(weekday: .monday, date: day("2024-12-09"), value: -1),
        WeekdayValue(weekday: .saturday, date: day("2024-12-07"), value: 1),
      ])
  }

  @Test func weightDiffsAveragedOverTwoWeeks() {
    let data = [
      datum("2024-12-03", 170), datum("2024-12-04", 169),  // Wed −1
      datum("2024-12-10", 169), datum("2024-12-11", 169.5),  // Tue 0 (spans the gap), Wed +0.5
    ]
    #expect(
      ChartHelper.averageDailyWeightDiffs(for: data) == [
        WeekdayValue(weekday: .tuesday, date: day("2024-12-10"), value: 0),
        WeekdayValue(weekday: .wednesday, date: day("2024-12-04"), value: -0.25),
      ])
  }

  @Test func weightDiffsOfFewWeights() {
    #expect(ChartHelper.averageDailyWeightDiffs(for: []) == [])
    #expect(ChartHelper.averageDailyWeightDiffs(for: [datum("2024-12-02", 170)]) == [])
    #expect(
      ChartHelper.averageDailyWeightDiffs(for: [datum("2024-12-02", 170), datum("2024-12-03", 169)])
        == [WeekdayValue(weekday: .tuesday, date: day("2024-12-03"), value: -1.0)])
  }

  @Test func constantWeightsGiveZeros() {
    let data = (0..<14).map {
      DateValue(date: day("2024-12-01").adding(days: $0), value: 165.4)
    }
    let diffs = ChartHelper.averageDailyWeightDiffs(for: data)
    #expect(diffs.count == 7)
    #expect(diffs.allSatisfy { $0.value == 0 })
    #expect(diffs.map(\.weekday) == Weekday.allCases)
    // The earliest difference is dated the second day (Monday 12-02).
    #expect(diffs.first { $0.weekday == .monday }?.date == day("2024-12-02"))
    #expect(diffs.first { $0.weekday == .sunday }?.date == day("2024-12-08"))
  }

  // MARK: Empty, single and ordering cases

  @Test func emptyAndSingleInputs() {
    #expect(ChartHelper.averageValue(for: []) == nil)
    #expect(ChartHelper.averageValue(for: [datum("2024-12-02", 7.5)]) == 7.5)
    #expect(ChartHelper.averageWeekdayCount(for: []) == [])
    #expect(
      ChartHelper.averageWeekdayCount(for: [datum("2024-12-02", 7.5)]) == [
        WeekdayValue(weekday: .monday, date: day("2024-12-02"), value: 7.5)
      ])
    #expect(ChartHelper.convert(data: []) == [])
    #expect(ChartHelper.parseSelectedData(from: [], in: day("2024-12-02")) == nil)
  }

  @Test func mondayWeekStartPutsSundayLast() {
    let data = [
      datum("2024-12-08", 1),  // Sunday
      datum("2024-12-09", 2),  // Monday
      datum("2024-12-14", 3),  // Saturday
    ]
    let mondayFirst = ChartHelper.averageWeekdayCount(for: data, weekStart: .monday)
    #expect(mondayFirst.map(\.weekday) == [.monday, .saturday, .sunday])
    let sundayFirst = ChartHelper.averageWeekdayCount(for: data)
    #expect(sundayFirst.map(\.weekday) == [.sunday, .monday, .saturday])
    let diffs = ChartHelper.averageDailyWeightDiffs(for: data, weekStart: .monday)
    #expect(diffs.map(\.weekday) == [.monday, .saturday])
  }

  @Test func earliestDateEvenWhenInputIsUnsorted() {
    let data = [datum("2024-12-09", 2), datum("2024-12-02", 4), datum("2024-12-16", 6)]
    #expect(
      ChartHelper.averageWeekdayCount(for: data) == [
        WeekdayValue(weekday: .monday, date: day("2024-12-02"), value: 4)
      ])
  }

  @Test func selectedDataIsTheFirstMatch() {
    let data = [datum("2024-12-02", 1), datum("2024-12-03", 2), datum("2024-12-03", 3)]
    #expect(ChartHelper.parseSelectedData(from: data, in: nil) == nil)
    #expect(ChartHelper.parseSelectedData(from: data, in: day("2024-12-04")) == nil)
    #expect(ChartHelper.parseSelectedData(from: data, in: day("2024-12-03")) == data[1])
    #expect(ChartHelper.parseSelectedData(from: data, in: day("2024-12-02")) == data[0])
  }

  @Test func convertKeepsOrderAndValues() {
    let days = [
      HealthMetric(date: day("2024-12-05"), value: 3),
      HealthMetric(date: day("2024-12-01"), value: 1.25),
    ]
    #expect(
      ChartHelper.convert(data: days) == [datum("2024-12-05", 3), datum("2024-12-01", 1.25)])
  }
}
