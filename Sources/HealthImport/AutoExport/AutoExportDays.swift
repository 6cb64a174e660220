import HealthCore

/// The per-day figures of one Health Auto Export file as its points arrive: for each metric
/// and local day, the sum (cumulative metrics), the sum and count (means) or the latest value
/// by time (weight). Steps, distance and active energy (``SourceMerge/metrics``) are merged by source
/// priority as an export's records are (``MergeQueue``): a file of unaggregated points from an
/// iPhone and a Watch gives the totals of the aggregated file of the same days. A point's
/// interval is its `startDate` to `endDate` when it has them, else the instant of its `date`.
struct AutoExportDays: Sendable {
  /// The merge queues of ``SourceMerge/metrics``, in its order (``SourceMerge/queueIndex``).
  private var queues = [MergeQueue](repeating: MergeQueue(), count: SourceMerge.metrics.count)

  /// What one metric's points on one day add up to.
  struct DayValue: Sendable {
    var sum = 0.0
    var count = 0
    /// The instant of `latest`, seconds since 1970 UTC.
    var latestSeconds = Int.min
    var latest = 0.0
  }

  /// Per metric (by ``MetricKind/index``), per day number; the day being added to is held in
  /// `openDay` and `open` until another day comes (points come by day).
  private var days = [[Int: DayValue]](repeating: [:], count: MetricKind.allCases.count)
  private var openDay = [Int?](repeating: nil, count: MetricKind.allCases.count)
  private var open = [DayValue](repeating: DayValue(), count: MetricKind.allCases.count)

  /// Adds one point.
  /// - Parameters:
  ///   - value: the value, canonical unit.
  ///   - metric: its metric.
  ///   - day: the local day written in its date, days since 1970.
  ///   - seconds: its instant, seconds since 1970 UTC (a later point wins a weight's day; of
  ///     two at the same instant, the later in the file).
  mutating func add(_ value: Double, metric: MetricKind, day: Int, seconds: Int) {
    let index = metric.index
    if openDay[index] != day {
      close(index)
      openDay[index] = day
      open[index] = days[index].removeValue(forKey: day) ?? DayValue()
    }
    open[index].add(value, at: seconds)
  }

  /// Adds one point of a merged metric (``SourceMerge/metrics``).
  /// - Parameters:
  ///   - value: the value, canonical unit.
  ///   - queue: its metric's place in ``SourceMerge/metrics`` (``SourceMerge/queueIndex``).
  ///   - day: the local day written in its date, days since 1970.
  ///   - start: its start, seconds since 1970 UTC.
  ///   - end: its end, seconds since 1970 UTC (`start` for an instant).
  ///   - priority: its source's merge priority.
  mutating func merge(
    _ value: Double, queue: Int, day: Int, start: Int, end: Int, priority: UInt8
  ) {
    queues[queue].append(day: day, start: start, end: end, value: value, priority: priority)
  }

  /// Puts the open day of the metric at `index` back into `days`.
  private mutating func close(_ index: Int) {
    guard let day = openDay[index] else { return }
    days[index][day] = open[index]
    openDay[index] = nil
  }

  /// The per-day series, one per metric with data, and the days whose merged figure could
  /// differ from the exact merge (past the merge queue's budget; ascending, days since 1970).
  /// Each merge queue is merged once, here.
  func series() -> (series: [DailySeries], approximateDays: [Int]) {
    var closed = self
    for index in days.indices { closed.close(index) }
    var approximate = Set<Int>()
    for (metric, var queue) in zip(SourceMerge.metrics, queues) {
      queue.mergeAll()
      approximate.formUnion(queue.approximateDays)
      for (day, total) in queue.totals {
        closed.days[metric.index][day, default: DayValue()].add(total, at: 0)
      }
    }
    let days = closed.days
    let series = MetricKind.allCases.compactMap { metric -> DailySeries? in
      let values = days[metric.index]
      guard !values.isEmpty else { return nil }
      let points = values.keys.sorted().compactMap { day -> HealthMetric? in
        guard let value = values[day] else { return nil }
        let figure: Double
        switch metric.aggregation {
        case .cumulative: figure = value.sum
        case .average: figure = value.sum / Double(Swift.max(1, value.count))
        case .discrete: figure = value.latest
        }
        return HealthMetric(date: LocalDate(dayNumber: day), value: figure)
      }
      return DailySeries(metric: metric, days: points)
    }
    return (series, approximate.sorted())
  }
}

extension AutoExportDays.DayValue {
  /// Adds one value at `seconds`.
  mutating func add(_ value: Double, at seconds: Int) {
    sum += value
    count += 1
    if seconds >= latestSeconds {
      latestSeconds = seconds
      latest = value
    }
  }
}
