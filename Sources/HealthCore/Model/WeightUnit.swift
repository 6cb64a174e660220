/// The unit body mass is shown in. Conversion is exact: 1 lb = 0.45359237 kg.
public enum WeightUnit: String, Sendable, CaseIterable {
  case pounds = "lb"
  case kilograms = "kg"

  /// Kilograms in one pound, exactly (the international avoirdupois pound).
  public static let kilogramsPerPound = 0.453_592_37

  /// Converts a mass in this unit to kilograms.
  /// - Parameter value: a mass in `self`.
  /// - Returns: the mass in kilograms.
  public func kilograms(from value: Double) -> Double {
    self == .kilograms ? value : value * WeightUnit.kilogramsPerPound
  }

  /// Converts a mass in kilograms to this unit.
  /// - Parameter kilograms: a mass in kilograms.
  /// - Returns: the mass in `self`.
  public func value(fromKilograms kilograms: Double) -> Double {
    self == .kilograms ? kilograms : kilograms / WeightUnit.kilogramsPerPound
  }

  /// The short plural label used in subtitles ("lbs", "kg").
  public var shortLabel: String { self == .pounds ? "lbs" : "kg" }

  /// The spoken plural used in accessibility labels ("pounds", "kilograms").
  public var spokenName: String { self == .pounds ? "pounds" : "kilograms" }

  /// The default goal weight in this unit (155 lb / 70 kg).
  public var defaultGoal: Double { self == .pounds ? 155 : 70 }
}
