/// The unit blood glucose is shown in (the setting `glucose_unit`); the CSV files always hold
/// mg/dL. The conversion uses the molar mass of glucose the Health app writes
/// (``MetricKind/glucoseMolarMass``): 1 mmol/L is 18.0156 mg/dL.
public enum GlucoseUnit: String, Sendable, CaseIterable {
  /// Milligrams per decilitre (the United States).
  case milligramsPerDeciliter = "mg/dL"
  /// Millimoles per litre (most of the world).
  case millimolesPerLiter = "mmol/L"

  /// Converts a value in mg/dL to this unit.
  /// - Parameter milligrams: a concentration in mg/dL.
  /// - Returns: the concentration in `self`.
  public func value(fromMilligramsPerDeciliter milligrams: Double) -> Double {
    self == .milligramsPerDeciliter ? milligrams : milligrams * 10 / MetricKind.glucoseMolarMass
  }

  /// Converts a value in this unit to mg/dL.
  /// - Parameter value: a concentration in `self`.
  /// - Returns: the concentration in mg/dL.
  public func milligramsPerDeciliter(from value: Double) -> Double {
    self == .milligramsPerDeciliter ? value : value * MetricKind.glucoseMolarMass / 10
  }

  /// Decimals shown: 0 for mg/dL ("104"), 1 for mmol/L ("5.8").
  public var decimals: Int { self == .milligramsPerDeciliter ? 0 : 1 }

  /// The target range people with diabetes are asked to keep glucose in, 70–180 mg/dL (the
  /// international consensus on time in range, 2019), in mg/dL.
  public static let targetRange = 70.0...180.0
}
