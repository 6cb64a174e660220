import HealthCore

/// Finding a unit as an input writes it (`kg`, `mmol<180.1558800000541>/L`) among a metric's
/// ``RecordUnit``s.
extension RecordUnit {
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

extension MetricDefinition {
  /// The conversion of a value written in `unit` to the canonical unit, or `nil` for a unit
  /// the metric cannot have (see ``recordUnits``).
  /// - Parameter unit: the unit as the input writes it.
  /// - Returns: the conversion to the canonical unit.
  public func conversion(unit: String) -> UnitConversion? {
    RecordUnit.conversion(of: unit, in: recordUnits)
  }
}
