import HealthCore

/// How the points of one per-day metric become day figures, worked out once per metric from
/// its name and units: a file's millions of points share a handful of metrics, so nothing here
/// is looked up per point (the conversion, the field read, the plausible range and the merge
/// queue all come from tables of the model).
struct AutoExportDailyRule: Sendable {
  /// The metric.
  let metric: MetricKind
  /// The conversion to the canonical unit.
  let conversion: UnitConversion
  /// The plausible values in the canonical unit, tolerance included
  /// (``MetricKind/isPlausible(_:)``).
  let plausible: ClosedRange<Double>

  /// Whether `value` (canonical unit) is plausible for the metric.
  @inline(__always)
  func isPlausible(_ value: Double) -> Bool { plausible.contains(value) }

  /// Whether the units are `%`: a value of at most 1 is a fraction (0.97), as the Health app
  /// stores it, and anything larger a percent (97).
  let isPercent: Bool
  /// The point's field the value is read from (``MetricDefinition/autoExportField``), for
  /// messages.
  let field: String
  /// Whether the value is read from `Avg` when the point has one (heart rate), else `qty`.
  let readsAverage: Bool
  /// The merge queue of a metric merged by source priority (``SourceMerge/queueIndex``), or
  /// `nil` for one whose points are summed, averaged or the latest taken.
  let queue: Int?

  /// The rule of `metric` given in `unit`.
  /// - Parameters:
  ///   - metric: the per-day metric.
  ///   - conversion: the conversion of `unit` to the canonical unit.
  ///   - unit: the metric's `units` as written.
  init(metric: MetricKind, conversion: UnitConversion, unit: String) {
    self.metric = metric
    self.conversion = conversion
    isPercent = unit == "%"
    field = metric.definition.autoExportField
    readsAverage = field == "Avg"
    let range = metric.plausibleRange
    let tolerance = MetricKind.plausibleRangeTolerance
    plausible = (range.lowerBound - tolerance)...(range.upperBound + tolerance)
    queue = SourceMerge.queueIndex[metric.index]
  }
}
