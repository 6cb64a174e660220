import HealthCore

/// Finds a week's nights and workouts (``WeekInputs/window``) without testing every night and
/// workout of the dataset for each of its hundreds of weeks.
///
/// When the dataset's nights (or workouts) are in ascending order of their day, as datasets
/// made from samples are, the ones in a window are one run of them, found by two binary
/// searches; otherwise every one is tested, as before. Either way the result is exactly the
/// filtered list, in the dataset's order.
struct WindowIndex: Sendable {
  /// Whether the nights are in ascending (not necessarily strictly) order of day.
  let nightsAreByDay: Bool
  /// Whether the workouts are in ascending (not necessarily strictly) order of day.
  let workoutsAreByDay: Bool

  /// Checks the order of `dataset`'s nights and workouts, once for every window.
  /// - Parameter dataset: the daily data the windows are taken from.
  init(_ dataset: HealthDataset) {
    nightsAreByDay = Self.isAscending(dataset.nights.lazy.map(\.date))
    workoutsAreByDay = Self.isAscending(dataset.workouts.lazy.map(\.date))
  }

  /// `dataset`'s nights whose day is in `range`, in the dataset's order.
  /// - Parameters:
  ///   - range: the window's days.
  ///   - dataset: the dataset this index was made for.
  /// - Returns: the nights in the window.
  func nights(in range: ReportWindow, of dataset: HealthDataset) -> [SleepNight] {
    guard nightsAreByDay else { return dataset.nights.filter { range.contains($0.date) } }
    return Self.run(of: dataset.nights, in: range, day: \.date)
  }

  /// `dataset`'s workouts whose day is in `range`, in the dataset's order.
  /// - Parameters:
  ///   - range: the window's days.
  ///   - dataset: the dataset this index was made for.
  /// - Returns: the workouts in the window.
  func workouts(in range: ReportWindow, of dataset: HealthDataset) -> [Workout] {
    guard workoutsAreByDay else { return dataset.workouts.filter { range.contains($0.date) } }
    return Self.run(of: dataset.workouts, in: range, day: \.date)
  }

  /// The elements of `items` (ascending by `day`) whose day is in `range`.
  private static func run<Item>(
    of items: [Item], in range: ReportWindow, day: (Item) -> LocalDate
  ) -> [Item] {
    let lower = firstIndex(in: items, day: day) { $0 >= range.start }
    let upper = firstIndex(in: items, day: day) { $0 > range.end }
    guard lower < upper else { return [] }
    return Array(items[lower..<upper])
  }

  /// The first index of `items` (ascending by `day`) whose day satisfies `isPast` (a test that
  /// is false and then true along the days), or `items.count`.
  private static func firstIndex<Item>(
    in items: [Item], day: (Item) -> LocalDate, where isPast: (LocalDate) -> Bool
  ) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let middle = low + (high - low) / 2
      if isPast(day(items[middle])) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Whether `days` never goes down.
  private static func isAscending<Days: Sequence>(_ days: Days) -> Bool
  where Days.Element == LocalDate {
    var last: LocalDate?
    for day in days {
      if let last, day < last { return false }
      last = day
    }
    return true
  }
}
