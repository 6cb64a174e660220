/// Running sums of a daily series, so the sum and count of its days in any window take two
/// binary searches instead of a pass over the window: ten years of weekly trends read the same
/// days many times over.
///
/// A window's total is the difference of two running sums, which equals the window's own sum
/// exactly for whole-number values (steps, minutes) and to within about 1e-12 of it otherwise
/// (far below any figure a page or file shows).
public struct SeriesSums: Sendable {
  /// The series' days as day numbers, ascending.
  private let days: [Int]
  /// `running[i]` is the sum of the first `i` values; one more entry than ``days``.
  private let running: [Double]

  /// The running sums of `series`.
  /// - Parameter series: a daily series (ascending, unique days).
  public init(_ series: DailySeries) {
    var days: [Int] = []
    var running: [Double] = [0]
    days.reserveCapacity(series.days.count)
    running.reserveCapacity(series.days.count + 1)
    var total = 0.0
    for day in series.days {
      days.append(day.date.dayNumber)
      total += day.value
      running.append(total)
    }
    self.days = days
    self.running = running
  }

  /// The days with data in `window` and the sum of their values.
  /// - Parameter window: the calendar days to add up.
  /// - Returns: the count of days with data and their total, in the series' unit.
  public func sum(in window: ReportWindow) -> (days: Int, total: Double) {
    let lower = firstIndex(notBefore: window.start.dayNumber)
    let upper = max(lower, firstIndex(notBefore: window.end.dayNumber + 1))
    return (upper - lower, running[upper] - running[lower])
  }

  /// The index of the first day on or after `day` (`days.count` when there is none).
  private func firstIndex(notBefore day: Int) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let middle = low + (high - low) / 2
      if days[middle] < day { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
