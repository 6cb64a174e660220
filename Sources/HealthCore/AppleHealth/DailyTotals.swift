/// Per-day aggregates of the allow-listed records, bounded by days × metrics (plus a fixed
/// budget of samples held back for the source merge).
///
/// Steps and distance (when de-duplicating) keep each day's samples until the day is merged
/// with `PriorityMerge`; the oldest days are merged early whenever more than `mergeBudget`
/// samples wait. A sample that arrives for a day merged early is merged with that day's other
/// late samples only and counted in `lateSamples`.
struct DailyTotals: Sendable {
  /// Samples of one merged metric that may wait before the oldest days are merged.
  static let mergeBudget = 1 << 17
  /// Whether steps and distance are merged by source priority (else plainly summed).
  let dedupe: Bool
  /// Samples that arrived after their day had been merged early.
  private(set) var lateSamples = 0
  private var pending: [[Int: [TimedSample]]] = [[:], [:]]
  private var pendingCount = [0, 0]
  private var sums: [[Int: Double]] = Array(repeating: [:], count: MetricKind.allCases.count)
  /// Samples per day of the metrics whose day is a mean (heart rates), by slot.
  private var counts: [[Int: Int]] = Array(repeating: [:], count: MetricKind.allCases.count)
  /// Whether each slot's day is a mean of its samples.
  private static let averaged: [Bool] = MetricKind.allCases.map { $0.aggregation == .average }
  private var lastMass: [Int: (seconds: Int, kilograms: Double)] = [:]
  private var mergedEarly: Set<Int> = []
  /// The samples of one type and day not yet moved into the tables.
  private struct Run: Sendable {
    var kind = -1
    var day = 0
    var isSamples = false
    var isLate = false
    var sum = 0.0
    var count = 0
    var samples: [TimedSample] = []
  }
  private var run = Run()

  /// Creates empty totals.
  init(dedupe: Bool) { self.dedupe = dedupe }

  /// Adds one sample, `value` already in the metric's canonical unit.
  ///
  /// Records come grouped by type and sorted by time, so samples are gathered in a run for one
  /// (type, day) and moved into the per-day tables only when the run changes (no hashing per
  /// record).
  mutating func add(
    _ type: RecordType, day: Int, start: Int, end: Int, value: Double, priority: UInt8
  ) {
    if dedupe, type == .steps || type == .distance {
      let slot = type == .steps ? 0 : 1
      if run.kind != type.slot || run.day != day || !run.isSamples { startRun(type, day) }
      if run.isLate { lateSamples += 1 }
      let sample = TimedSample(start: start, end: max(start, end), value: value, priority: priority)
      run.samples.append(sample)
      pendingCount[slot] += 1
      if pendingCount[slot] > DailyTotals.mergeBudget { mergeOldest(slot: slot, keep: 0.5) }
      return
    }
    if type.metric == .bodyMass {
      if let current = lastMass[day], current.seconds > start { return }
      lastMass[day] = (start, value)
    } else {
      if run.kind != type.slot || run.day != day || run.isSamples { startRun(type, day) }
      run.sum += value
      run.count += 1
    }
  }

  /// Moves the current run into the tables and starts an empty one for `type` on `day`.
  private mutating func startRun(_ type: RecordType, _ day: Int) {
    flushRun()
    let isSamples = dedupe && (type == .steps || type == .distance)
    run.kind = type.slot
    run.day = day
    run.isSamples = isSamples
    run.isLate = isSamples && mergedEarly.contains(day)
  }

  /// Moves the current run's sum, count or samples into the per-day tables.
  private mutating func flushRun() {
    guard run.kind >= 0 else { return }
    if run.isSamples {
      if !run.samples.isEmpty {
        let slot = run.kind == RecordType.steps.slot ? 0 : 1
        pending[slot][run.day, default: []].append(contentsOf: run.samples)
        run.samples.removeAll(keepingCapacity: true)
      }
    } else if run.count > 0 {
      sums[run.kind][run.day, default: 0] += run.sum
      if DailyTotals.averaged[run.kind] { counts[run.kind][run.day, default: 0] += run.count }
    }
    run.kind = -1
    run.sum = 0
    run.count = 0
  }

  /// Merges the oldest waiting days of `slot` until at most `keep` of the budget waits.
  private mutating func mergeOldest(slot: Int, keep: Double) {
    let type: RecordType = slot == 0 ? .steps : .distance
    let limit = Int(Double(DailyTotals.mergeBudget) * keep)
    flushRun()
    for day in pending[slot].keys.sorted() {
      guard pendingCount[slot] > limit, let samples = pending[slot].removeValue(forKey: day)
      else { break }
      pendingCount[slot] -= samples.count
      sums[type.slot][day, default: 0] += PriorityMerge.total(samples)
      if keep > 0 { mergedEarly.insert(day) }
    }
  }

  /// The days (days since 1970) that have any data.
  var dayCount: Int {
    var days = self.days
    if run.kind >= 0, run.count > 0 || !run.samples.isEmpty { days.insert(run.day) }
    return days.count
  }

  /// The days with any data, the current run aside.
  private var days: Set<Int> {
    var days = Set(lastMass.keys)
    for table in sums { days.formUnion(table.keys) }
    for table in pending { days.formUnion(table.keys) }
    return days
  }

  /// Merges every waiting day and returns one series per metric with data, in
  /// `MetricKind.allCases` order.
  mutating func makeSeries() -> [DailySeries] {
    flushRun()
    mergeOldest(slot: 0, keep: 0)
    mergeOldest(slot: 1, keep: 0)
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
