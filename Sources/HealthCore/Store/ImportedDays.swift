/// The per-day figures of the store's `imported.csv`, and how a new import merges into them:
/// each figure the new data has (a metric on a day) replaces the store's figure of that metric
/// and day; every other figure is kept, so an import that lacks a metric (a Health Auto Export
/// file without sleep, say) never erases it.
public struct ImportedDays: Sendable, Hashable {
  /// How an import changed the store.
  public struct Change: Sendable, Hashable {
    /// Days the store did not have.
    public var new = 0
    /// Days whose figures differ from the store's.
    public var changed = 0
    /// Days the import holds with exactly the store's figures.
    public var unchanged = 0
    /// The import's first and last day, `nil` when it has none.
    public var span: ClosedRange<LocalDate>?

    /// Creates an empty change.
    public init() {}

    /// Whether the store must be rewritten.
    public var altersStore: Bool { new > 0 || changed > 0 }
  }

  /// The figures per day and metric, canonical units.
  public var days: [LocalDate: [MetricKind: Double]]

  /// The days of `dataset`.
  /// - Parameter dataset: daily figures in canonical units.
  public init(_ dataset: HealthDataset) {
    var days: [LocalDate: [MetricKind: Double]] = [:]
    for series in dataset.series {
      for day in series.days { days[day.date, default: [:]][series.metric] = day.value }
    }
    self.days = days
  }

  /// The figures as a dataset.
  /// - Parameter source: the dataset's source.
  /// - Returns: one series per metric with data.
  public func dataset(source: DataSource) -> HealthDataset {
    var byMetric: [MetricKind: [HealthMetric]] = [:]
    for (date, values) in days {
      for (metric, value) in values {
        byMetric[metric, default: []].append(HealthMetric(date: date, value: value))
      }
    }
    let series = MetricKind.allCases.compactMap { metric -> DailySeries? in
      byMetric[metric].map { DailySeries(metric: metric, days: $0) }
    }
    return HealthDataset(source: source, series: series)
  }

  /// Merges an import: each of its figures replaces the store's figure of the same metric and
  /// day. A day is new when the store had none of it, changed when a figure was added or
  /// differs, else unchanged.
  /// - Parameter incoming: the import's figures, already ``rounded(_:)``.
  /// - Returns: what changed.
  public mutating func merge(_ incoming: ImportedDays) -> Change {
    var change = Change()
    for (date, values) in incoming.days where !values.isEmpty {
      let stored = days[date]
      let merged = (stored ?? [:]).merging(values) { _, new in new }
      switch stored {
      case nil: change.new += 1
      case merged?: change.unchanged += 1
      default: change.changed += 1
      }
      days[date] = merged
      change.span =
        change.span.map { min($0.lowerBound, date)...max($0.upperBound, date) }
        ?? date...date
    }
    return change
  }
}
