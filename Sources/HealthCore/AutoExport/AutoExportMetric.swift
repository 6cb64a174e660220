/// What a Health Auto Export metric `name` means to the tool: a per-day metric of the table
/// (``MetricDefinition/autoExportName``), or sleep analysis.
enum AutoExportMetric: Sendable, Equatable {
  /// A per-day metric; its points' values are read from ``MetricDefinition/autoExportField``.
  case daily(MetricKind)
  /// `sleep_analysis`: nights, aggregated or as samples.
  case sleep

  /// The name of the sleep metric.
  static let sleepName = "sleep_analysis"

  /// The units sleep durations may be given in, with seconds per unit.
  static let sleepUnits: [(name: String, factor: Double)] = [
    ("hr", 3600), ("h", 3600), ("min", 60),
  ]

  /// The metric named `name`, or `nil` for a name the tool does not use.
  init?(name: String) {
    if name == AutoExportMetric.sleepName {
      self = .sleep
      return
    }
    guard let kind = MetricKind.allCases.first(where: { $0.definition.autoExportName == name })
    else { return nil }
    self = .daily(kind)
  }

  /// Whether it is sleep analysis.
  var isSleep: Bool { self == .sleep }

  /// The units the metric may be given in, with the factor to the canonical unit (seconds for
  /// sleep).
  var units: [(name: String, factor: Double)] {
    switch self {
    case .daily(let kind): return kind.definition.recordUnits
    case .sleep: return AutoExportMetric.sleepUnits
    }
  }

  /// The factor from `unit` to the canonical unit, or `nil` for a unit the metric cannot have.
  func factor(unit: String) -> Double? {
    units.first { $0.name == unit }?.factor
  }
}
