// STUB: interface fixed; implementation by the HealthCore work.
/// The per-day values of one metric, ascending by date; missing days are absent (never zero).
public struct DailySeries: Sendable, Hashable {
  /// The metric.
  public let metric: MetricKind
  /// One entry per day that has data, ascending, unique dates, canonical units.
  public let days: [HealthMetric]

  /// Creates a series from per-day values (sorted; for duplicate dates the last one wins).
  public init(metric: MetricKind, days: [HealthMetric]) {
    self.metric = metric
    self.days = days
  }

  /// Aggregates samples of `metric` per local day: sum (cumulative), most recent (discrete:
  /// largest `order`, later input wins ties) or mean (average). Samples of other metrics are
  /// ignored.
  public static func make(metric: MetricKind, samples: [Sample]) -> DailySeries {
    DailySeries(metric: metric, days: [])
  }

  /// The days inside `window`, ascending.
  public func values(in window: ReportWindow) -> [HealthMetric] { [] }

  /// The value on `date`, or `nil` when the day is missing.
  public func value(on date: LocalDate) -> Double? { nil }

  /// The last day with data.
  public var lastDate: LocalDate? { days.last?.date }
}
