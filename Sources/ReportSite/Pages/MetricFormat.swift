import ChartKit
import HealthCore

/// How a metric's values are shown (SPEC §5 and §7): the display unit, the number of decimals
/// and the labels. Values arrive in the metric's canonical unit (kilograms, kilometres,
/// kilocalories, minutes, beats per minute, counts).
struct MetricFormat: Sendable {
  /// The metric.
  let metric: MetricKind
  /// The unit body mass is shown in.
  let units: WeightUnit

  /// Decimals shown: steps 0, weight 1, distance 2, energy, minutes and heart rate 0.
  var decimals: Int {
    switch metric {
    case .bodyMass: return 1
    case .walkingDistance: return 2
    case .steps, .activeEnergy, .exerciseMinutes, .heartRate: return 0
    }
  }

  /// The short unit after a value ("steps", "lbs", "km", "kcal", "min", "bpm").
  var unitLabel: String {
    switch metric {
    case .steps: return "steps"
    case .bodyMass: return units.shortLabel
    case .walkingDistance: return "km"
    case .activeEnergy: return "kcal"
    case .exerciseMinutes: return "min"
    case .heartRate: return "bpm"
    }
  }

  /// The unit in table headings ("lb", "km").
  var headingUnit: String {
    metric == .bodyMass ? units.rawValue : unitLabel
  }

  /// The value column's heading ("Steps", "Weight (lb)", "Distance (km)").
  var valueHeading: String {
    switch metric {
    case .steps: return "Steps"
    case .bodyMass: return "Weight (" + headingUnit + ")"
    case .walkingDistance: return "Distance (km)"
    default: return metric.displayName + " (" + headingUnit + ")"
    }
  }

  /// Converts a canonical value to the display unit.
  /// - Parameter value: the value in the metric's canonical unit.
  /// - Returns: the value in display units.
  func displayValue(_ value: Double) -> Double {
    metric == .bodyMass ? units.value(fromKilograms: value) : value
  }

  /// A display-unit value as a grouped number with the metric's decimals ("8,532", "162.3").
  /// - Parameter value: the value in the display unit.
  /// - Returns: the formatted number.
  func number(_ value: Double) -> String {
    NumberFormat.grouped(value, decimals: decimals)
  }

  /// A display-unit value with its unit ("8,532 steps", "5.23 km").
  /// - Parameter value: the value in the display unit.
  /// - Returns: the formatted number with its unit.
  func withUnit(_ value: Double) -> String {
    number(value) + " " + unitLabel
  }

  /// The metric's daily values in the display unit, ascending.
  /// - Parameter days: per-day values in the canonical unit.
  /// - Returns: the days in display units.
  func displayValues(_ days: [HealthMetric]) -> [DateValue] {
    days.map { DateValue(date: $0.date, value: displayValue($0.value)) }
  }
}
