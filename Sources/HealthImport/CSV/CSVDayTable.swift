import HealthCore

/// Daily aggregates of CSV samples, built while the file streams by: memory grows with days ×
/// metrics, never with rows.
///
/// Each day keeps, per metric, what `DailySeries.make(metric:samples:)` needs, added in input
/// order so the results are identical: the sum and count (steps and the other cumulative
/// metrics are summed, heart rate averaged) and the value with the largest order (body mass:
/// the later row wins).
struct CSVDayTable: Sendable {
  /// One metric's running aggregate on one day.
  struct Aggregate: Sendable {
    var sum = 0.0
    var count = 0
    var latestValue = 0.0
    var latestOrder = -Double.infinity

    /// Adds one value, exactly as `DailySeries` folds samples.
    mutating func add(_ value: Double, order: Double) {
      sum += value
      count += 1
      if count == 1 || order >= latestOrder {
        latestValue = value
        latestOrder = order
      }
    }

    /// The day's value for `aggregation`.
    func value(for aggregation: Aggregation) -> Double {
      switch aggregation {
      case .cumulative: return sum
      case .discrete: return latestValue
      case .average: return count > 0 ? sum / Double(count) : 0
      }
    }
  }

  /// The number of metrics, the rows of `aggregates`.
  static let metricCount = MetricKind.allCases.count

  /// ``metricCount``, looked up once per table (not per value across modules).
  private let metricCount = CSVDayTable.metricCount
  /// The days seen (day numbers, days since 1970), each numbered by its slot in `aggregates`.
  private var slots = FirstSeenNumbering<Int>()
  /// `aggregates[slot * metricCount + metric index]`.
  private var aggregates: [Aggregate] = []
  /// The last day looked up and its slot (rows of one day usually come together).
  private var lastDay = Int.min
  private var lastSlot = 0

  /// Adds `value` (canonical unit) of `metric` to `day`.
  /// - Parameters:
  ///   - value: the value in the metric's canonical unit.
  ///   - metric: the metric's index in `MetricKind.allCases`.
  ///   - day: days since 1970-01-01.
  ///   - order: the row's position; larger is more recent.
  mutating func add(_ value: Double, metric: Int, day: Int, order: Double) {
    let slot = self.slot(for: day)
    aggregates[slot * metricCount + metric].add(value, order: order)
  }

  /// The slot of `day`, made when it is new.
  private mutating func slot(for day: Int) -> Int {
    if day == lastDay { return lastSlot }
    let (slot, isNew) = slots.number(of: day)
    if isNew {
      aggregates.append(contentsOf: repeatElement(Aggregate(), count: metricCount))
    }
    lastDay = day
    lastSlot = slot
    return slot
  }

  /// One series per metric with data, in `MetricKind.allCases` order, days ascending.
  func makeSeries() -> [DailySeries] {
    let days = slots.keys
    let order = days.indices.sorted { days[$0] < days[$1] }
    var result: [DailySeries] = []
    for (index, metric) in MetricKind.allCases.enumerated() {
      var values: [HealthMetric] = []
      for slot in order {
        let aggregate = aggregates[slot * Self.metricCount + index]
        guard aggregate.count > 0 else { continue }
        values.append(
          HealthMetric(
            date: LocalDate(dayNumber: days[slot]),
            value: aggregate.value(for: metric.aggregation)))
      }
      if !values.isEmpty {
        result.append(DailySeries(metric: metric, sortedUniqueDays: values))
      }
    }
    return result
  }
}
