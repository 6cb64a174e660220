/// What a store holds: the imported daily figures and the entries typed in by hand, kept
/// apart so a re-import never loses a manual entry.
public struct StoreContents: Sendable, Hashable {
  /// The daily figures of the imports (canonical units), as `imported.csv` holds them.
  public var imported: HealthDataset
  /// The manual entries, in the order they were added.
  public var manual: [ManualEntry]

  /// Whether the store has no data at all.
  public var isEmpty: Bool { imported.isEmpty && manual.isEmpty }

  /// The data the reports show: the imported figures with the manual entries merged in.
  ///
  /// Manual steps add to the day's total, as a manual sample does in the Health app. A manual
  /// weight is the day's latest weigh-in: it replaces the imported weight of that day, and the
  /// last one added wins among several (body mass shows the day's most recent sample, and a
  /// value typed in by hand is a deliberate reading or correction).
  /// - Parameter source: the dataset's source, for the pages' wording.
  /// - Returns: the merged dataset, metrics in `MetricKind.allCases` order.
  public func merged(source: DataSource) -> HealthDataset {
    var byMetric: [MetricKind: [LocalDate: Double]] = [:]
    for series in imported.series {
      for day in series.days { byMetric[series.metric, default: [:]][day.date] = day.value }
    }
    for entry in manual {
      switch entry.metric.aggregation {
      case .cumulative:
        byMetric[entry.metric, default: [:]][entry.date, default: 0] += entry.canonicalValue
      case .discrete, .average:
        byMetric[entry.metric, default: [:]][entry.date] = entry.canonicalValue
      }
    }
    let series = MetricKind.allCases.compactMap { metric -> DailySeries? in
      guard let days = byMetric[metric], !days.isEmpty else { return nil }
      return DailySeries(
        metric: metric, days: days.map { HealthMetric(date: $0.key, value: $0.value) })
    }
    var dataset = HealthDataset(source: source, series: series)
    dataset.locale = imported.locale
    return dataset
  }

  /// The days with a manual entry, per metric, for the list pages' source notes.
  public var manualDays: [MetricKind: Set<LocalDate>] {
    var days: [MetricKind: Set<LocalDate>] = [:]
    for entry in manual { days[entry.metric, default: []].insert(entry.date) }
    return days
  }

  /// The contents of a store.
  /// - Parameters:
  ///   - imported: the imported daily figures, canonical units.
  ///   - manual: the manual entries, in the order they were added.
  public init(imported: HealthDataset, manual: [ManualEntry]) {
    self.imported = imported
    self.manual = manual
  }
}
