/// Where a dataset came from; decides the empty-state wording ("from the Health App" or not).
public enum DataSource: Sendable, Hashable {
  /// The built-in seeded demo data.
  case demo
  /// A CSV file at `path`.
  case csv(path: String)
  /// An Apple Health `export.xml` at `path`.
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

  /// Aggregates samples per metric and day (see `DailySeries.make(metric:samples:)`); keeps
  /// only metrics with data, in `MetricKind.allCases` order.
  /// - Parameters:
  ///   - source: where the samples came from.
  ///   - samples: samples in canonical units, any metrics, any order.
  public init(source: DataSource, samples: [Sample]) {
    var byMetric: [MetricKind: [Sample]] = [:]
    for sample in samples {
      byMetric[sample.metric, default: []].append(sample)
    }
    self.source = source
    self.series = MetricKind.allCases.compactMap { metric in
      guard let metricSamples = byMetric[metric], !metricSamples.isEmpty else { return nil }
      return DailySeries.make(metric: metric, samples: metricSamples)
    }
  }

  /// The series of `metric` (empty when the data has none).
  /// - Parameter metric: the metric to look up.
  public subscript(metric: MetricKind) -> DailySeries {
    series.first { $0.metric == metric } ?? DailySeries(metric: metric, days: [])
  }

  /// The last day on which any metric has data.
  public var lastDate: LocalDate? { series.compactMap(\.lastDate).max() }

  /// The first day on which any metric has data.
  public var firstDate: LocalDate? { series.compactMap(\.days.first?.date).min() }

  /// Whether no metric has a single day of data.
  public var isEmpty: Bool { series.allSatisfy(\.days.isEmpty) }

  /// Whether any metric has data on a day in `range`.
  /// - Parameter range: the days to look at.
  /// - Returns: `true` when some series has a day in `range`.
  public func hasData(in range: ClosedRange<LocalDate>) -> Bool {
    series.contains { series in series.days.contains { range.contains($0.date) } }
  }
}
