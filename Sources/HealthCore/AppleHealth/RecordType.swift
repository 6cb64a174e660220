/// An allow-listed `Record` type the importer reads, matched on raw bytes: a quantity type of
/// the metric table (``MetricDefinition/healthKitType``) or the sleep analysis category.
struct RecordType: Sendable, Equatable {
  /// The metric a quantity record feeds; `nil` for `HKCategoryTypeIdentifierSleepAnalysis`.
  let metric: MetricKind?
  /// The metric's index in `MetricKind.allCases` (0 for sleep), for per-metric tables.
  let slot: Int

  /// `HKQuantityTypeIdentifierStepCount`.
  static let steps = RecordType(metric: .steps, slot: MetricKind.steps.index)
  /// `HKQuantityTypeIdentifierDistanceWalkingRunning`.
  static let distance = RecordType(
    metric: .walkingDistance, slot: MetricKind.walkingDistance.index)
  /// `HKCategoryTypeIdentifierSleepAnalysis`.
  static let sleep = RecordType(metric: nil, slot: 0)

  /// Whether this is the sleep analysis category.
  var isSleep: Bool { metric == nil }

  /// One quantity type of the table: its identifier and units as bytes.
  private struct Entry: Sendable {
    var identifier: [UInt8]
    var type: RecordType
    var units: [(name: [UInt8], factor: Double)]
  }

  /// The table's quantity types (metrics with a ``MetricDefinition/healthKitType``).
  private static let entries: [Entry] = MetricKind.allCases.compactMap { metric in
    guard let identifier = metric.definition.healthKitType else { return nil }
    return Entry(
      identifier: Array(identifier.utf8), type: RecordType(metric: metric, slot: metric.index),
      units: metric.definition.recordUnits.map { (Array($0.name.utf8), $0.factor) })
  }

  /// Units by slot (empty for metrics without a record type).
  private static let unitsBySlot: [[(name: [UInt8], factor: Double)]] = MetricKind.allCases.map {
    metric in entries.first { $0.type.metric == metric }?.units ?? []
  }

  /// The sleep category's identifier.
  private static let sleepIdentifier = Array("HKCategoryTypeIdentifierSleepAnalysis".utf8)

  /// The allow-listed type written at `buffer[offset..<offset+length]`, or `nil` for any other
  /// type. Compares lengths first, then bytes; no `String` is made. (Records come grouped by
  /// type and the scanner caches the last match, so this runs once per run of a type.)
  static func match(_ buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> RecordType? {
    guard offset >= 0, length > 0, offset + length <= buffer.count else { return nil }
    for entry in entries where entry.identifier.count == length {
      if entry.identifier.withUnsafeBytes({
        ByteText.equals($0, buffer, at: offset, length: length)
      }) {
        return entry.type
      }
    }
    if length == sleepIdentifier.count,
      sleepIdentifier.withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) })
    {
      return .sleep
    }
    return nil
  }

  /// The factor that converts a value in the unit at `buffer[offset..<offset+length]` to the
  /// metric's canonical unit (``MetricDefinition/recordUnits``); `nil` for an unknown unit.
  /// A missing unit (`length == 0`) is read as the canonical unit.
  func factor(unit buffer: UnsafeRawBufferPointer, offset: Int, length: Int) -> Double? {
    if length == 0 { return 1 }
    guard slot < RecordType.unitsBySlot.count, offset >= 0, offset + length <= buffer.count
    else { return nil }
    for unit in RecordType.unitsBySlot[slot] where unit.name.count == length {
      if unit.name.withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) }) {
        return unit.factor
      }
    }
    return nil
  }
}
