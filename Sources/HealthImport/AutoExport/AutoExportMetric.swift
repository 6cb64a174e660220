import HealthCore

/// What a Health Auto Export metric `name` means to the tool: a per-day metric of the table
/// (``MetricDefinition/autoExportName``), or sleep analysis.
enum AutoExportMetric: Sendable, Equatable {
  /// A per-day metric; its points' values are read from ``MetricDefinition/autoExportField``.
  case daily(MetricKind)
  /// `sleep_analysis`: nights, aggregated or as samples.
  case sleep
  /// `blood_pressure`: points with `systolic` and `diastolic`, each one reading.
  case bloodPressure

  /// The name of the sleep metric.
  static let sleepName = "sleep_analysis"
  /// The name of the blood pressure metric.
  static let bloodPressureName = "blood_pressure"

  /// The units sleep durations may be given in, with seconds per unit.
  static let sleepUnits: [RecordUnit] = [
    RecordUnit("hr", 3600), RecordUnit("h", 3600), RecordUnit("min", 60),
  ]

  /// The metric named `name`, or `nil` for a name the tool does not use.
  init?(name: String) {
    if name == AutoExportMetric.sleepName {
      self = .sleep
      return
    }
    if name == AutoExportMetric.bloodPressureName {
      self = .bloodPressure
      return
    }
    guard let kind = MetricKind.allCases.first(where: { $0.definition.autoExportName == name })
    else { return nil }
    self = .daily(kind)
  }

  /// Whether it is sleep analysis.
  var isSleep: Bool { self == .sleep }

  /// Whether its points' `source` is read: sleep samples and the metrics whose sources are
  /// merged by priority (``SourceMerge/metrics``).
  var readsSource: Bool {
    switch self {
    case .sleep: return true
    case .daily(let kind): return SourceMerge.isMerged[kind.index]
    case .bloodPressure: return false
    }
  }

  /// The units the metric may be given in, with their conversion to the canonical unit
  /// (seconds for sleep).
  var units: [RecordUnit] {
    switch self {
    case .daily(let kind): return kind.definition.recordUnits
    case .sleep: return AutoExportMetric.sleepUnits
    case .bloodPressure: return MetricKind.bloodPressureSystolic.definition.recordUnits
    }
  }

  /// The conversion from `unit` to the canonical unit, or `nil` for a unit the metric cannot
  /// have.
  func conversion(unit: String) -> UnitConversion? {
    RecordUnit.conversion(of: unit, in: units)
  }
}
