/// The unit body mass is shown in. Conversion is exact: 1 lb = 0.45359237 kg, 1 st = 14 lb.
public enum WeightUnit: String, Sendable, CaseIterable {
  case pounds = "lb"
  case kilograms = "kg"
  /// Stones (of 14 pounds), as the United Kingdom weighs people: texts write "11 st 4.2 lb",
  /// axes decimal stones.
  case stones = "st"

  /// Kilograms in one pound, exactly (the international avoirdupois pound).
  public static let kilogramsPerPound = 0.453_592_37

  /// Converts a mass in this unit to kilograms.
  /// - Parameter value: a mass in `self`.
  /// - Returns: the mass in kilograms.
  public func kilograms(from value: Double) -> Double {
    switch self {
    case .kilograms: return value
    case .pounds: return value * WeightUnit.kilogramsPerPound
    case .stones: return value * 14 * WeightUnit.kilogramsPerPound
    }
  }

  /// Converts a mass in kilograms to this unit.
  /// - Parameter kilograms: a mass in kilograms.
  /// - Returns: the mass in `self`.
  public func value(fromKilograms kilograms: Double) -> Double {
    switch self {
    case .kilograms: return kilograms
    case .pounds: return kilograms / WeightUnit.kilogramsPerPound
    case .stones: return kilograms / WeightUnit.kilogramsPerPound / 14
    }
  }

  /// The unit a change of weight is shown in: pounds for stones (a day's change is a fraction
  /// of a stone), else the unit itself.
  public var changeUnit: WeightUnit { self == .stones ? .pounds : self }

  /// The short plural label used in subtitles ("lbs", "kg", "st").
  public var shortLabel: String {
    switch self {
    case .pounds: return "lbs"
    case .kilograms: return "kg"
    case .stones: return "st"
    }
  }

  /// The spoken plural used in accessibility labels ("pounds", "kilograms", "stones").
  public var spokenName: String {
    switch self {
    case .pounds: return "pounds"
    case .kilograms: return "kilograms"
    case .stones: return "stones"
    }
  }

  /// The default goal weight in this unit (155 lb / 70 kg / 11 st).
  public var defaultGoal: Double {
    switch self {
    case .pounds: return 155
    case .kilograms: return 70
    case .stones: return 11
    }
  }
}

/// How many body-mass records came in each unit, for the report's weight unit when nothing
/// else decides it (no `--units`, no locale): the most common one.
public struct WeightUnitTally: Sendable, Hashable {
  private var counts = [0, 0, 0]

  /// Creates an empty tally.
  public init() {}

  /// Counts a record whose unit converts to kilograms by `factor` (1 for kg, 0.45359237 for
  /// lb, 6.35029318 for st; other units, such as grams, are not counted).
  /// - Parameter factor: the unit's kilograms per unit.
  public mutating func note(factor: Double) {
    if factor == 1 {
      counts[0] += 1
    } else if factor == WeightUnit.kilogramsPerPound {
      counts[1] += 1
    } else if factor == 14 * WeightUnit.kilogramsPerPound {
      counts[2] += 1
    }
  }

  /// The most common unit (kilograms, then pounds, then stones on a tie); `nil` without any.
  public var mostCommon: WeightUnit? {
    guard let best = counts.max(), best > 0, let index = counts.firstIndex(of: best) else {
      return nil
    }
    return [WeightUnit.kilograms, .pounds, .stones][index]
  }
}
