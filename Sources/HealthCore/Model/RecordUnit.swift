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

  /// The conversion of the unit written as `text` among `units`, or `nil` when none matches.
  /// - Parameters:
  ///   - text: the unit as written, UTF-8.
  ///   - units: the metric's units.
  /// - Returns: the conversion to the canonical unit.
  public static func conversion(of text: UnsafeRawBufferPointer, in units: [RecordUnit])
    -> UnitConversion?
  {
    for unit in units where unit.molar == nil && unit.name.utf8.count == text.count {
      if unit.name.utf8.elementsEqual(text) { return unit.conversion }
    }
    for unit in units {
      guard let suffix = unit.molar,
        let mass = molarMass(of: text, prefix: unit.name, suffix: suffix)
      else { continue }
      return UnitConversion(
        factor: unit.conversion.factor * mass, offset: unit.conversion.offset)
    }
    return nil
  }

  /// The conversion of the unit `text` among `units` (see the byte form).
  public static func conversion(of text: String, in units: [RecordUnit]) -> UnitConversion? {
    var text = text
    return text.withUTF8 { conversion(of: UnsafeRawBufferPointer($0), in: units) }
  }

  /// The positive finite number between `prefix<` and `>suffix` that make up all of `text`.
  static func molarMass(of text: UnsafeRawBufferPointer, prefix: String, suffix: String)
    -> Double?
  {
    let head = prefix.utf8.count + 1
    let tail = suffix.utf8.count + 1
    guard text.count > head + tail,
      text.prefix(prefix.utf8.count).elementsEqual(prefix.utf8),
      text[prefix.utf8.count] == UInt8(ascii: "<"),
      text[text.count - tail] == UInt8(ascii: ">"),
      text.suffix(suffix.utf8.count).elementsEqual(suffix.utf8),
      let mass = ByteNumber.parse(text, offset: head, length: text.count - head - tail),
      mass > 0, mass.isFinite
    else { return nil }
    return mass
  }
}
