import HealthCore

/// Per-day aggregates of the allow-listed records, bounded by days × metrics plus the step,
/// distance and active energy samples waiting for their source merge (``MergeQueue``: 16 bytes
/// a sample).
///
/// Steps, distance and active energy (when de-duplicating) keep every sample until the end and merge each day
/// with `PriorityMerge`, whatever the order of the records; only past the queue's budget are
/// the oldest days merged early, and ``approximateDays`` names the days whose figure that could
/// change.
struct DailyTotals: Sendable {
  /// Whether steps, distance and active energy are merged by source priority (else plainly
  /// summed).
  let dedupe: Bool
  /// The waiting samples of each of ``SourceMerge/metrics``.
  private var queues: [MergeQueue]
  private var sums: [[Int: Double]] = Array(repeating: [:], count: MetricKind.allCases.count)
  /// Samples per day of the metrics whose day is a mean (heart rates), by slot.
  private var counts: [[Int: Int]] = Array(repeating: [:], count: MetricKind.allCases.count)
  /// Whether each slot's day is a mean of its samples.
  private static let averaged: [Bool] = MetricKind.allCases.map { $0.aggregation == .average }
  private var lastMass: [Int: (seconds: Int, kilograms: Double)] = [:]
  /// The samples of one type and day not yet moved into the tables.
  private struct Run: Sendable {
    var kind = -1
    var day = 0
    var sum = 0.0
    var count = 0
  }
  private var run = Run()

  /// Creates empty totals.
  /// - Parameters:
  ///   - dedupe: whether steps and distance are merged by source priority.
  ///   - mergeBudget: waiting samples per metric past which the oldest days merge early.
  init(dedupe: Bool, mergeBudget: Int = MergeQueue.defaultBudget) {
    self.dedupe = dedupe
    self.queues = SourceMerge.metrics.map { _ in MergeQueue(budget: mergeBudget) }
  }

  /// The days (days since 1970) whose step, distance or energy figure could differ from the
  /// exact merge, ascending; empty unless more samples waited than the budget allows.
  var approximateDays: [Int] {
    Array(Set(queues.flatMap(\.approximateDays))).sorted()
  }

  /// Adds one sample, `value` already in the metric's canonical unit.
  ///
  /// Records come grouped by type and sorted by time, so sums and counts are gathered in a run
  /// for one (type, day) and moved into the per-day tables only when the run changes (no
  /// hashing per record). Steps and distance go to their merge queue.
  mutating func add(
    _ type: RecordType, day: Int, start: Int, end: Int, value: Double, priority: UInt8
  ) {
    if dedupe, let queue = SourceMerge.queueIndex[type.slot] {
      queues[queue].append(
        day: day, start: start, end: end, value: value, priority: priority)
      return
    }
    if type.metric == .bodyMass {
      if let current = lastMass[day], current.seconds > start { return }
      lastMass[day] = (start, value)
    } else {
      if run.kind != type.slot || run.day != day { startRun(type, day) }
      run.sum += value
      run.count += 1
    }
  }

  /// Moves the current run into the tables and starts an empty one for `type` on `day`.
  private mutating func startRun(_ type: RecordType, _ day: Int) {
    flushRun()
    run.kind = type.slot
    run.day = day
  }

  /// Moves the current run's sum and count into the per-day tables.
  private mutating func flushRun() {
    guard run.kind >= 0 else { return }
    if run.count > 0 {
      sums[run.kind][run.day, default: 0] += run.sum
      if DailyTotals.averaged[run.kind] { counts[run.kind][run.day, default: 0] += run.count }
    }
    run.kind = -1
    run.sum = 0
    run.count = 0
  }

  /// The days (days since 1970) that have any data.
  var dayCount: Int {
    var days = self.days
    if run.kind >= 0, run.count > 0 { days.insert(run.day) }
    return days.count
  }

  /// The days with any data, the current run aside.
  private var days: Set<Int> {
    var days = Set(lastMass.keys)
    for table in sums { days.formUnion(table.keys) }
    for queue in queues { days.formUnion(queue.days) }
    return days
  }

  /// Merges every waiting day and returns one series per metric with data, in
  /// `MetricKind.allCases` order.
  mutating func makeSeries() -> [DailySeries] {
    flushRun()
    for index in queues.indices {
      queues[index].mergeAll()
      let slot = SourceMerge.metrics[index].index
      for (day, total) in queues[index].totals { sums[slot][day, default: 0] += total }
    }
    var result: [DailySeries] = []
    for metric in MetricKind.allCases where metric.definition.healthKitType != nil {
      let slot = metric.index
      let days: [HealthMetric]
      if metric == .bodyMass {
        days = lastMass.map { HealthMetric(date: LocalDate(dayNumber: $0.key), value: $0.value.1) }
      } else if DailyTotals.averaged[slot] {
        days = sums[slot].map { day, sum in
          HealthMetric(
            date: LocalDate(dayNumber: day), value: sum / Double(counts[slot][day] ?? 1))
        }
      } else {
        days = sums[slot].map {
          HealthMetric(date: LocalDate(dayNumber: $0.key), value: $0.value)
        }
      }
      if !days.isEmpty { result.append(DailySeries(metric: metric, days: days)) }
    }
    return result
  }
}
