/// One measurement of a metric, already keyed to the local day it belongs to.
///
/// `value` is in the metric's canonical unit (count, kilograms, kilometres, kilocalories,
/// minutes, beats per minute). `order` breaks ties between samples of the same day for discrete
/// metrics: the sample with the larger order is the more recent (seconds since 1970 when known,
/// otherwise the input position).
public struct Sample: Sendable, Hashable {
  /// The metric measured.
  public var metric: MetricKind
  /// The local calendar day of the sample's start.
  public var date: LocalDate
  /// The value in the metric's canonical unit.
  public var value: Double
  /// Recency key within the day: larger is more recent (seconds since 1970, or input position).
  public var order: Double

  /// Creates a sample.
  /// - Parameters:
  ///   - metric: the metric measured.
  ///   - date: the local day the sample belongs to.
  ///   - value: the value in the metric's canonical unit.
  ///   - order: recency key within the day; larger is more recent.
  public init(metric: MetricKind, date: LocalDate, value: Double, order: Double = 0) {
    self.metric = metric
    self.date = date
    self.value = value
    self.order = order
  }
}

/// One day's value of a metric, as the reference app's `HealthMetric`: in a ``DailySeries`` the
/// value is in the metric's canonical unit.
public typealias HealthMetric = DateValue

/// A day and a value: a day of a daily series (canonical unit, as ``HealthMetric``), or a datum
/// of a chart or a report (display unit), as the app's `DateValueChartData`. One type, so days
/// move between the model and its renderers without conversion code.
public struct DateValue: Sendable, Hashable {
  /// The local calendar day.
  public var date: LocalDate
  /// The value: canonical or display unit, as the holder says.
  public var value: Double

  /// Creates a datum.
  /// - Parameters:
  ///   - date: the local calendar day.
  ///   - value: the value.
  public init(date: LocalDate, value: Double) {
    self.date = date
    self.value = value
  }
}
