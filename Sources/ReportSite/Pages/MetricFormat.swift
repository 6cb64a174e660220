import ChartKit
import HealthCore

/// How a metric's values are shown (SPEC §5 and §7) in the reader's locale: the display unit,
/// the number of decimals, the number style and the labels. Values arrive in the metric's
/// canonical unit (kilograms, kilometres, kilocalories, °C, mg/dL, minutes, beats per minute,
/// counts).
struct MetricFormat: Sendable {
  /// The metric.
  let metric: MetricKind
  /// The units each measure is shown in.
  var displayUnits: DisplayUnits
  /// The reader's language and customs.
  var locale: ReportLocale
  /// Whether SDNN's heart rate variability is named with its method
  /// (``SiteOptions/namesHRVMethods``).
  var namesHRVMethods = false

  /// The unit body mass is shown in.
  var units: WeightUnit { displayUnits.weight }
  /// The unit blood glucose is shown in.
  var glucoseUnit: GlucoseUnit { displayUnits.glucose }
  /// The reader's words.
  var words: StringCatalog { locale.strings }

  /// The format of `metric` with the units and the locale of `options`.
  init(metric: MetricKind, options: SiteOptions) {
    self.metric = metric
    self.displayUnits = options.displayUnits
    self.locale = options.locale
    self.namesHRVMethods = options.namesHRVMethods
  }

  /// Decimals shown: the metric table's display (steps 0, weight 1, distance 2, energy,
  /// minutes and heart rates 0); hours of sleep are shown as hours and minutes, 2 decimals in
  /// plain numbers.
  var decimals: Int {
    if metric == .bloodGlucose { return glucoseUnit.decimals }
    if metric == .walkingDistance { return 2 }
    switch metric.display {
    case .number(let decimals): return decimals
    case .hoursAndMinutes: return 2
    }
  }

  /// The short unit after a value in the reader's words ("steps", "lbs", "km", "kcal", "min",
  /// "bpm", "ms", "hr").
  var unitLabel: String {
    switch metric {
    case .bodyMass: return words.text(units.shortLabel)
    case .bloodGlucose: return glucoseUnit.rawValue
    case .walkingDistance: return displayUnits.distance.rawValue
    case .activeEnergy: return displayUnits.energy.rawValue
    case .bodyTemperature: return displayUnits.temperature.rawValue
    default: return words.text(metric.unitLabel)
    }
  }

  /// Whether values are lengths of time in hours, shown as "7 hr 12 min".
  var isDuration: Bool { metric.display == .hoursAndMinutes }

  /// The unit in table headings ("lb", "km").
  var headingUnit: String {
    metric == .bodyMass ? units.rawValue : unitLabel
  }

  /// The metric's name in the reader's words ("Resting Heart Rate", "Ruhefrequenz").
  var name: String { words.text(nameKey) }

  /// The metric's short name in the reader's words ("Resting HR", "Deep").
  var shortName: String { words.text(shortNameKey) }

  /// The catalog key of ``name``: the metric's display name, or SDNN's named with its method
  /// when ``namesHRVMethods``.
  var nameKey: String {
    metric == .heartRateVariability && namesHRVMethods
      ? Self.sdnnNames.name : metric.displayName
  }

  /// The catalog key of ``shortName``.
  var shortNameKey: String {
    metric == .heartRateVariability && namesHRVMethods
      ? Self.sdnnNames.short : metric.shortName
  }

  /// SDNN's names with its method, beside RMSSD's ("Heart Rate Variability (RMSSD)", "HRV
  /// RMSSD", the metric table's).
  static let sdnnNames = (name: "Heart Rate Variability (SDNN)", short: "HRV SDNN")

  /// The value column's heading ("Steps", "Weight (lb)", "Distance (km)").
  var valueHeading: String {
    switch metric {
    case .steps: return words.text("Steps")
    case .bodyMass: return words.format("Weight (%@)", headingUnit)
    case .walkingDistance: return words.format("Distance (%@)", headingUnit)
    default: return words.format("%@ (%@)", name, headingUnit)
    }
  }

  /// Converts a canonical value to the display unit.
  /// - Parameter value: the value in the metric's canonical unit.
  /// - Returns: the value in display units.
  func displayValue(_ value: Double) -> Double {
    switch metric {
    case .bodyMass: return units.value(fromKilograms: value)
    case .bloodGlucose: return glucoseUnit.value(fromMilligramsPerDeciliter: value)
    case .walkingDistance: return displayUnits.distance.value(fromKilometers: value)
    case .activeEnergy: return displayUnits.energy.value(fromKilocalories: value)
    case .bodyTemperature: return displayUnits.temperature.value(fromCelsius: value)
    default: return value
    }
  }

  /// Converts a canonical difference (a change, a spread) to the display unit: as
  /// ``displayValue(_:)`` but without the offset of °F.
  /// - Parameter value: a difference in the metric's canonical unit.
  /// - Returns: the difference in display units.
  func displayDifference(_ value: Double) -> Double {
    switch metric {
    case .bodyTemperature: return displayUnits.temperature.difference(fromCelsius: value)
    case .bodyMass: return units.changeUnit.value(fromKilograms: value)
    default: return displayValue(value)
    }
  }

  /// A display-unit value as a grouped number with the metric's decimals, in the reader's
  /// number style ("8,532", "162.3", "8.532"); stones as "11 st 4.2 lb".
  /// - Parameter value: the value in the display unit.
  /// - Returns: the formatted number.
  func number(_ value: Double) -> String {
    if metric == .bodyMass, units == .stones {
      return WeightText.number(value, unit: units, locale: locale)
    }
    return NumberFormat.grouped(value, decimals: decimals, style: locale.numbers)
  }

  /// A display-unit value with its unit ("8,532 steps", "5.23 km", "11 st 4.2 lb").
  /// - Parameter value: the value in the display unit.
  /// - Returns: the formatted number with its unit.
  func withUnit(_ value: Double) -> String {
    if isDuration { return hoursAndMinutes(value) }
    if metric == .bodyMass, units == .stones { return number(value) }
    if metric == .steps { return words.format("%@ steps", number(value)) }
    return number(value) + " " + unitLabel
  }

  /// A display-unit value for a table cell: hours and minutes for lengths of time, else the
  /// plain number (the column heading names the unit).
  func withUnitOrNumber(_ value: Double) -> String {
    isDuration ? hoursAndMinutes(value) : number(value)
  }

  /// Hours as whole hours and minutes in the reader's words: "7 hr 12 min", "7 Std. 12 Min."
  /// (``DurationWords``, the one wording of lengths of time).
  /// - Parameter hours: a length of time in hours.
  /// - Returns: the text.
  func hoursAndMinutes(_ hours: Double) -> String {
    DurationWords(locale: locale).text(hours)
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
