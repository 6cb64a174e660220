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
  /// The unit blood glucose is shown in.
  var glucoseUnit = GlucoseUnit.milligramsPerDeciliter

  /// The format of `metric` with the units of `options`.
  init(metric: MetricKind, options: SiteOptions) {
    self.metric = metric
    self.units = options.units
    self.glucoseUnit = options.glucoseUnit
  }

  /// The format of `metric` with body mass in `units` and glucose in mg/dL.
  init(metric: MetricKind, units: WeightUnit) {
    self.metric = metric
    self.units = units
  }

  /// Decimals shown: the metric table's display (steps 0, weight 1, distance 2, energy,
  /// minutes and heart rates 0); hours of sleep are shown as hours and minutes, 2 decimals in
  /// plain numbers.
  var decimals: Int {
    if metric == .bloodGlucose { return glucoseUnit.decimals }
    switch metric.definition.display {
    case .number(let decimals): return decimals
    case .hoursAndMinutes: return 2
    }
  }

  /// The short unit after a value ("steps", "lbs", "km", "kcal", "min", "bpm", "ms", "hr").
  var unitLabel: String {
    switch metric {
    case .bodyMass: return units.shortLabel
    case .bloodGlucose: return glucoseUnit.rawValue
    default: return metric.definition.unitLabel
    }
  }

  /// Whether values are lengths of time in hours, shown as "7 hr 12 min".
  var isDuration: Bool { metric.definition.display == .hoursAndMinutes }

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
    switch metric {
    case .bodyMass: return units.value(fromKilograms: value)
    case .bloodGlucose: return glucoseUnit.value(fromMilligramsPerDeciliter: value)
    default: return value
    }
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
    isDuration ? MetricFormat.hoursAndMinutes(value) : number(value) + " " + unitLabel
  }

  /// A display-unit value for a table cell: hours and minutes for lengths of time, else the
  /// plain number (the column heading names the unit).
  func withUnitOrNumber(_ value: Double) -> String {
    isDuration ? MetricFormat.hoursAndMinutes(value) : number(value)
  }

  /// Hours as whole hours and minutes, rounded to the minute: "7 hr 12 min", "45 min",
  /// "8 hr"; "0 min" for zero or less and for a value that is not finite.
  /// - Parameter hours: a length of time in hours.
  /// - Returns: the text.
  static func hoursAndMinutes(_ hours: Double) -> String {
    ShortText.build(capacity: 40) { appendHoursAndMinutes(hours, to: &$0) }
  }

  /// Appends ``hoursAndMinutes(_:)`` of `hours` to `text` (for texts built in one buffer,
  /// such as a night's accessible label: 28 of them for every sleep chart).
  static func appendHoursAndMinutes(_ hours: Double, to text: inout ShortText) {
    guard hours.isFinite, hours > 0 else {
      text.append("0 min")
      return
    }
    let minutes = Int((min(hours, 1e6) * 60).rounded())
    let whole = minutes / 60
    let rest = minutes % 60
    if whole > 0 {
      text.append(number: whole)
      text.append(rest == 0 ? " hr" : " hr ")
    }
    if rest > 0 || whole == 0 {
      text.append(number: rest)
      text.append(" min")
    }
  }

  /// The metric's daily values in the display unit, ascending.
  /// - Parameter days: per-day values in the canonical unit.
  /// - Returns: the days in display units.
  func displayValues(_ days: [HealthMetric]) -> [DateValue] {
    days.map { DateValue(date: $0.date, value: displayValue($0.value)) }
  }
}
