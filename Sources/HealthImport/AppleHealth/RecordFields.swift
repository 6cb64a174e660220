import HealthCore

/// The byte ranges of the attributes the importer needs (`offset`, `length`; -1 if absent).
struct RecordFields: Sendable {
  var type = (-1, 0)
  var source = (-1, 0)
  var unit = (-1, 0)
  var start = (-1, 0)
  var end = (-1, 0)
  var value = (-1, 0)
  /// Whether `source` spells the source table's last name (``SourceTable/lastNameEnd(_:at:)``).
  var sourceIsLast = false

  /// Keeps `range` as the value of `attribute` (a later duplicate wins, as before).
  @inline(__always)
  mutating func set(_ attribute: RecordAttribute, _ range: (Int, Int)) {
    switch attribute {
    case .type: type = range
    case .source:
      source = range
      sourceIsLast = false
    case .unit: unit = range
    case .start: start = range
    case .end: end = range
    case .value: value = range
    case .creation, .device, .other: break
    }
  }
}
