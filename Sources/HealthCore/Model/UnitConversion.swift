/// How a value written in one unit becomes the same quantity in a metric's canonical unit:
/// `value × factor + offset`, multiplied first, then added, in that order (`lb` to kilograms:
/// × 0.45359237 + 0; `degF` to °C: × 5/9 − 160/9).
///
/// The one form of a unit's conversion that ``RecordUnit``, the Apple Health and Health Auto
/// Export readers and ``MetricDefinition/conversion(unit:)`` share. It is applied to every
/// record an import reads, so it is frozen and its members inlinable across modules.
@frozen
public struct UnitConversion: Sendable, Equatable {
  /// Canonical units per unit the value is written in (0.45359237 kilograms per pound, 5/9 °C
  /// per °F, 3,600 seconds per hour).
  public var factor: Double
  /// Added after the multiplication, canonical units (−160/9 °C for °F; 0 for most units).
  public var offset: Double

  /// A conversion `value × factor + offset`.
  /// - Parameters:
  ///   - factor: canonical units per unit.
  ///   - offset: canonical units added after the multiplication; 0 by default.
  @inlinable
  public init(factor: Double, offset: Double = 0) {
    self.factor = factor
    self.offset = offset
  }

  /// The conversion of a value already in the canonical unit: × 1 + 0.
  @inlinable
  public static var identity: UnitConversion { UnitConversion(factor: 1, offset: 0) }

  /// `value` in the canonical unit: `value × factor + offset`.
  /// - Parameter value: the value in the unit it is written in.
  /// - Returns: the value in the canonical unit.
  @inlinable
  public func apply(_ value: Double) -> Double {
    value * factor + offset
  }
}
