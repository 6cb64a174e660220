/// The per-day values of one metric, ascending by date; missing days are absent (never zero).
public struct DailySeries: Sendable, Hashable {
  /// The metric.
  public let metric: MetricKind
  /// One entry per day that has data, ascending, unique dates, canonical units.
  public let days: [HealthMetric]

  /// Creates a series from per-day values (sorted; for duplicate dates the last one wins).
  /// - Parameters:
  ///   - metric: the metric the values measure.
  ///   - days: per-day values in the metric's canonical unit, in any order.
  public init(metric: MetricKind, days: [HealthMetric]) {
    self.metric = metric
    self.days = days.lastPerDate(\.date)
  }

  /// Aggregates samples of `metric` per local day: sum (cumulative), most recent (discrete:
  /// largest `order`, later input wins ties) or mean (average). Samples of other metrics are
  /// ignored.
  ///
  /// Sums and means add the day's values in input order. Runs in O(n log n) for n samples.
  /// - Parameters:
  ///   - metric: the metric to aggregate.
  ///   - samples: samples in canonical units, in any order.
  /// - Returns: the series, ascending, one entry per day that has samples.
  public static func make(metric: MetricKind, samples: [Sample]) -> DailySeries {
    var accumulators: [LocalDate: DayAccumulator] = [:]
    for sample in samples where sample.metric == metric {
      accumulators[sample.date, default: DayAccumulator()].add(sample)
    }
    let aggregation = metric.aggregation
    let days =
      accumulators
      .map { date, accumulator in
        HealthMetric(date: date, value: accumulator.value(for: aggregation))
      }
      .sorted { $0.date < $1.date }
    return DailySeries(metric: metric, sortedUniqueDays: days)
  }

  /// The days inside `window`, ascending. O(log n) to find the bounds.
  /// - Parameter window: the calendar days to keep.
  /// - Returns: the days with data from `window.start` through `window.end`, inclusive.
  public func values(in window: ReportWindow) -> [HealthMetric] {
    let lower = firstIndex(notBefore: window.start)
    let upper = firstIndex(notBefore: window.end.adding(days: 1))
    return lower < upper ? Array(days[lower..<upper]) : []
  }

  /// The same series with only the days inside `window`. O(log n) to find the bounds.
  /// - Parameter window: the calendar days to keep.
  /// - Returns: a series of the same metric.
  public func restricted(to window: ReportWindow) -> DailySeries {
    DailySeries(metric: metric, sortedUniqueDays: values(in: window))
  }

  /// The value on `date` in canonical units, or `nil` when the day is missing. O(log n).
  /// - Parameter date: the calendar day.
  /// - Returns: the day's value, or `nil`.
  public func value(on date: LocalDate) -> Double? {
    let index = firstIndex(notBefore: date)
    guard index < days.count, days[index].date == date else { return nil }
    return days[index].value
  }

  /// The last day with data.
  public var lastDate: LocalDate? { days.last?.date }

  /// The first day with data.
  public var firstDate: LocalDate? { days.first?.date }

  /// Whether the series has no day with data.
  public var isEmpty: Bool { days.isEmpty }

  /// Wraps days that are already ascending with unique dates, without sorting them again.
  /// - Parameters:
  ///   - metric: the metric.
  ///   - days: the days, ascending by date with no date twice (a reader's day table).
  public init(metric: MetricKind, sortedUniqueDays days: [HealthMetric]) {
    self.metric = metric
    self.days = days
  }

  /// The index of the first day on or after `date` (`days.count` when there is none).
  func firstIndex(notBefore date: LocalDate) -> Int {
    var low = 0
    var high = days.count
    while low < high {
      let middle = low + (high - low) / 2
      if days[middle].date < date {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

}

/// One day's running aggregate while building a series.
private struct DayAccumulator {
  var sum = 0.0
  var count = 0
  var latestValue = 0.0
  var latestOrder = -Double.infinity

  mutating func add(_ sample: Sample) {
    sum += sample.value
    count += 1
    if count == 1 || sample.order >= latestOrder {
      latestValue = sample.value
      latestOrder = sample.order
    }
  }

  func value(for aggregation: Aggregation) -> Double {
    switch aggregation {
    case .cumulative: return sum
    case .discrete: return latestValue
    case .average: return count > 0 ? sum / Double(count) : 0
    }
  }
}
