/// A unit a record, a CSV cell or a Health Auto Export metric may be written in, and how a value
/// in it becomes the metric's canonical unit (``conversion``; `degF`: × 5/9 − 160/9).
///
/// A unit that names a molar mass (`mmol<180.1558800000541>/L`, as the Health app writes blood
/// glucose) is one entry with ``molar``: the number between the angle brackets multiplies the
/// conversion's factor, so glucose converts with the molar mass its record names, never a
/// rounded one.
public struct RecordUnit: Sendable, Equatable {
  /// The unit as written (`kg`, `degF`, `%`); for a molar unit, its text before `<`.
  public var name: String
  /// The conversion to the canonical unit (for a molar unit, its factor is per gram per mole).
  public var conversion: UnitConversion
  /// For a molar unit, the text after the molar mass's `>` (`/L`); `nil` for a plain unit.
  public var molar: String?

  /// A unit whose values convert as `value × factor + offset`.
  public init(_ name: String, _ factor: Double, offset: Double = 0) {
    self.name = name
    conversion = UnitConversion(factor: factor, offset: offset)
    molar = nil
  }

  /// A unit written `prefix<M>suffix` whose values convert as `value × M × factor`.
  /// - Parameters:
  ///   - prefix: the text before `<` (`mmol`).
  ///   - suffix: the text after `>` (`/L`).
  ///   - factor: canonical units per (unit × gram per mole): 0.1 for mmol/L to mg/dL.
  /// - Returns: the unit.
  public static func molar(_ prefix: String, _ suffix: String, factor: Double) -> RecordUnit {
    var unit = RecordUnit(prefix, factor)
    unit.molar = suffix
    return unit
  }
}
