/// A system of measures, as Foundation's `Locale.MeasurementSystem` names them: the one a
/// report's locale prefers, or the one `--units` asks for.
public enum UnitSystem: String, Sendable, CaseIterable {
  /// Kilograms, kilometres, degrees Celsius.
  case metric
  /// Pounds, miles, degrees Fahrenheit (the United States).
  case us
  /// Stones and pounds, miles, degrees Celsius (the United Kingdom).
  case uk
}

/// The unit distance is shown in; the data holds kilometres.
public enum DistanceUnit: String, Sendable, CaseIterable {
  case kilometers = "km"
  case miles = "mi"

  /// Kilometres in one international mile, exactly.
  public static let kilometersPerMile = 1.609_344

  /// Converts kilometres to this unit.
  /// - Parameter kilometers: a distance in kilometres.
  /// - Returns: the distance in `self`.
  public func value(fromKilometers kilometers: Double) -> Double {
    self == .kilometers ? kilometers : kilometers / DistanceUnit.kilometersPerMile
  }
}

/// The unit energy is shown in; the data holds kilocalories.
public enum EnergyUnit: String, Sendable, CaseIterable {
  case kilocalories = "kcal"
  case kilojoules = "kJ"

  /// Kilojoules in one (thermochemical) kilocalorie, exactly, as the Health app converts.
  public static let kilojoulesPerKilocalorie = 4.184

  /// Converts kilocalories to this unit.
  /// - Parameter kilocalories: an energy in kilocalories.
  /// - Returns: the energy in `self`.
  public func value(fromKilocalories kilocalories: Double) -> Double {
    self == .kilocalories ? kilocalories : kilocalories * EnergyUnit.kilojoulesPerKilocalorie
  }
}

/// The unit body temperature is shown in; the data holds degrees Celsius.
public enum TemperatureUnit: String, Sendable, CaseIterable {
  case celsius = "°C"
  case fahrenheit = "°F"

  /// Converts degrees Celsius to this unit.
  /// - Parameter celsius: a temperature in degrees Celsius.
  /// - Returns: the temperature in `self`.
  public func value(fromCelsius celsius: Double) -> Double {
    self == .celsius ? celsius : celsius * 9 / 5 + 32
  }

  /// Converts a difference of temperatures in degrees Celsius to this unit (no offset).
  /// - Parameter celsius: a difference in kelvins.
  /// - Returns: the difference in `self`.
  public func difference(fromCelsius celsius: Double) -> Double {
    self == .celsius ? celsius : celsius * 9 / 5
  }
}

/// The units a report shows each kind of measure in: a system's (``of(_:kilojoules:)``), then
/// changed field by field where an option or the locale says otherwise.
public struct DisplayUnits: Sendable, Hashable {
  /// Body mass.
  public var weight: WeightUnit
  /// Walking and running distance.
  public var distance: DistanceUnit
  /// Active energy.
  public var energy: EnergyUnit
  /// Body temperature.
  public var temperature: TemperatureUnit
  /// Blood glucose.
  public var glucose: GlucoseUnit

  /// The units of `system`: the United States' pounds, miles, °F and mg/dL; the United
  /// Kingdom's stones, miles, °C and mmol/L; elsewhere kilograms, kilometres, °C and mmol/L.
  /// - Parameters:
  ///   - system: the system of measures.
  ///   - kilojoules: whether energy is shown in kilojoules (CLDR's food-energy preference of
  ///     Australia and New Zealand), else kilocalories.
  /// - Returns: the units.
  public static func of(_ system: UnitSystem, kilojoules: Bool = false) -> DisplayUnits {
    let energy: EnergyUnit = kilojoules ? .kilojoules : .kilocalories
    switch system {
    case .us:
      return DisplayUnits(
        weight: .pounds, distance: .miles, energy: energy, temperature: .fahrenheit,
        glucose: .milligramsPerDeciliter)
    case .uk:
      return DisplayUnits(
        weight: .stones, distance: .miles, energy: energy, temperature: .celsius,
        glucose: .millimolesPerLiter)
    case .metric:
      return DisplayUnits(
        weight: .kilograms, distance: .kilometers, energy: energy, temperature: .celsius,
        glucose: .millimolesPerLiter)
    }
  }
}
