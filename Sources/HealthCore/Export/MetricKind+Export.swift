/// How a metric's figures are written in the summary CSV files (`trends.csv`, `years.csv`):
/// in the report's unit, named in a `unit` column.
extension MetricKind {
  /// The unit the summary files give the metric in: the weight unit for body mass (`lb`,
  /// `kg`), else the canonical unit's symbol (`steps`, `km`, `kcal`, `min`, `bpm`, `ms`, `h`,
  /// `workouts`).
  /// - Parameter units: the report's weight unit.
  /// - Returns: the unit's symbol.
  public func exportUnit(_ units: WeightUnit) -> String {
    self == .bodyMass ? units.rawValue : canonicalUnitName
  }

  /// A canonical value in ``exportUnit(_:)``.
  /// - Parameters:
  ///   - value: the value in the canonical unit.
  ///   - units: the report's weight unit.
  /// - Returns: the value in the export unit.
  public func exportValue(_ value: Double, units: WeightUnit) -> Double {
    self == .bodyMass ? units.value(fromKilograms: value) : value
  }

  /// `value` in ``exportUnit(_:)`` as CSV text with up to 3 decimals; blank for `nil`.
  public func exportText(_ value: Double?, units: WeightUnit) -> String {
    value.map { DecimalText.format(exportValue($0, units: units), decimals: 3) } ?? ""
  }
}
