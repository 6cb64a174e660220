// STUB: interface fixed; implementation by the HealthCore work.
/// Where a dataset came from; decides the empty-state wording ("from the Health App" or not).
public enum DataSource: Sendable, Hashable {
  case demo
  case csv(path: String)
  case appleHealth(path: String)

  /// Whether the data came from an Apple Health export.
  public var isAppleHealth: Bool {
    if case .appleHealth = self { return true }
    return false
  }
}

/// Every metric's daily series from one input.
public struct HealthDataset: Sendable, Hashable {
  /// Where the data came from.
  public var source: DataSource
  /// One series per metric that has data, in `MetricKind.allCases` order.
  public var series: [DailySeries]

  /// Creates a dataset from ready series.
  public init(source: DataSource, series: [DailySeries]) {
    self.source = source
    self.series = series
  }

  /// Aggregates samples per metric and day.
  public init(source: DataSource, samples: [Sample]) {
    self.source = source
    self.series = []
  }

  /// The series of `metric` (empty when the data has none).
  public subscript(metric: MetricKind) -> DailySeries {
    series.first { $0.metric == metric } ?? DailySeries(metric: metric, days: [])
  }

  /// The last day on which any metric has data.
  public var lastDate: LocalDate? { series.compactMap(\.lastDate).max() }
}
