import HealthCore
import Testing

@testable import ReportSite

/// A week's workouts found through ``WindowIndex`` are exactly those the filter finds, in the
/// dataset's order, whether or not the workouts are in order of day.
@Suite struct WindowIndexTests {
  static func workouts(days: [Int]) -> [Workout] {
    days.enumerated().map { offset, day in
      Workout(
        activity: "Walking", date: LocalDate(dayNumber: 20_000 + day), start: offset,
        startOffset: 0, minutes: Double(10 + offset))
    }
  }

  @Test(arguments: [
    [0, 1, 1, 5, 9, 9, 10, 30, 31, 40],
    [40, 1, 9, 5, 10, 0, 31, 30, 9, 1],
    [],
    [12],
  ])
  func findsWhatTheFilterFinds(days: [Int]) {
    let dataset = HealthDataset(
      source: .demo, series: [], workouts: Self.workouts(days: days))
    let index = WindowIndex(dataset)
    #expect(index.workoutsAreByDay == (days == days.sorted()))
    for end in -2...45 {
      let range = ReportWindow(end: LocalDate(dayNumber: 20_000 + end), dayCount: 9)
      #expect(
        index.workouts(in: range, of: dataset)
          == dataset.workouts.filter { range.contains($0.date) })
    }
  }
}
