/// The moving average drawn through noisy daily values (weight, resting heart rate, HRV): on
/// each calendar day, the **trailing mean of the values dated that day and the six days
/// before, when there are at least three of them**; otherwise the day has no average (a gap in
/// the line, never an average of one or two readings).
///
/// Missing days are left out, never counted as zero, so a week with four weigh-ins averages
/// those four. The mean adds the window's values left to right in date order, as every mean of
/// ``ChartHelper`` does.
public enum MovingAverage: Sendable {
  /// The days a window spans, the day itself included: 7.
  public static let dayCount = 7
  /// The fewest values a window needs for an average: 3.
  public static let minimumCount = 3

  /// The trailing average of every day from `start` through `end` that has one.
  ///
  /// Runs in O(n + days): each window holds at most `dayCount` values of a series with unique
  /// dates, which are added afresh each day (no running sum, so no rounding drift).
  /// - Parameters:
  ///   - data: daily values ascending by date with unique dates (a ``DailySeries``' days, in any
  ///     unit); values before `start` feed the first windows.
  ///   - start: the first day to average.
  ///   - end: the last day to average; before `start` gives `[]`.
  ///   - dayCount: the window's length in days (at least 1).
  ///   - minimumCount: the fewest values a window needs (at least 1).
  /// - Returns: one entry per day in `start...end` whose window holds at least `minimumCount`
  ///   values, ascending, in the input's unit.
  public static func trailing(
    _ data: [DateValue], from start: LocalDate, through end: LocalDate,
    dayCount: Int = dayCount, minimumCount: Int = minimumCount
  ) -> [DateValue] {
    guard start <= end, !data.isEmpty else { return [] }
    let span = max(1, dayCount)
    let needed = max(1, minimumCount)
    var result: [DateValue] = []
    var lower = 0
    var upper = 0
    var day = start
    while day <= end {
      // The window is [day − (span − 1), day]: values from `lower` up to (not including) `upper`.
      let first = day.adding(days: -(span - 1))
      while upper < data.count, data[upper].date <= day { upper += 1 }
      while lower < upper, data[lower].date < first { lower += 1 }
      if upper - lower >= needed {
        var sum = 0.0
        for index in lower..<upper { sum += data[index].value }
        result.append(DateValue(date: day, value: sum / Double(upper - lower)))
      }
      day = day.adding(days: 1)
    }
    return result
  }

  /// The trailing average of every day from the first value's day through the last's.
  /// - Parameter data: daily values ascending by date with unique dates.
  /// - Returns: the days that have an average, ascending.
  public static func trailing(_ data: [DateValue]) -> [DateValue] {
    guard let first = data.first?.date, let last = data.last?.date else { return [] }
    return trailing(data, from: first, through: last)
  }
}
