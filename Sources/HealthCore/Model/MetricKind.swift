/// How the samples of one day combine into the day's value.
public enum Aggregation: Sendable {
  /// The day's value is the sum of its samples (steps, distance, energy).
  case cumulative
  /// The day's value is its most recent sample (body mass).
  case discrete
  /// The day's value is the mean of its samples (heart rate).
  case average
}

/// A health metric the tool knows, with its canonical unit.
public enum MetricKind: String, Sendable, CaseIterable, Hashable, Comparable {
  /// Step count (count).
  case steps
  /// Body mass (canonical unit: kilograms).
  case bodyMass
  /// Walking and running distance (canonical unit: kilometres).
  case walkingDistance
  /// Active energy burned (canonical unit: kilocalories).
  case activeEnergy
  /// Exercise minutes (minutes).
  case exerciseMinutes
  /// Heart rate (beats per minute).
  case heartRate

  /// How a day's samples combine.
  public var aggregation: Aggregation {
    switch self {
    case .steps, .walkingDistance, .activeEnergy, .exerciseMinutes: return .cumulative
    case .bodyMass: return .discrete
    case .heartRate: return .average
    }
  }

  /// The metric's English display name ("Steps").
  public var displayName: String {
    switch self {
    case .steps: return "Steps"
    case .bodyMass: return "Weight"
    case .walkingDistance: return "Walking + Running Distance"
    case .activeEnergy: return "Active Energy"
    case .exerciseMinutes: return "Exercise Minutes"
    case .heartRate: return "Heart Rate"
    }
  }

  /// The symbol of the canonical unit, for messages ("steps", "kg", "km", "kcal", "min",
  /// "bpm").
  public var canonicalUnitName: String {
    switch self {
    case .steps: return "steps"
    case .bodyMass: return "kg"
    case .walkingDistance: return "km"
    case .activeEnergy: return "kcal"
    case .exerciseMinutes: return "min"
    case .heartRate: return "bpm"
    }
  }

  /// The path segment of the metric's list page ("steps").
  public var slug: String {
    switch self {
    case .steps: return "steps"
    case .bodyMass: return "weight"
    case .walkingDistance: return "distance"
    case .activeEnergy: return "active-energy"
    case .exerciseMinutes: return "exercise"
    case .heartRate: return "heart-rate"
    }
  }

  /// Whether `lhs` comes before `rhs` in `allCases` order.
  public static func < (lhs: MetricKind, rhs: MetricKind) -> Bool {
    guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs)
    else { return false }
    return left < right
  }
}
