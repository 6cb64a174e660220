import HealthCore

/// An allow-listed `Record` type the importer reads, matched on raw bytes: a quantity type of
/// the metric table (``MetricDefinition/healthKitType``), the sleep analysis category or the
/// mindful session category.
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

  /// `HKCategoryTypeIdentifierMindfulSession`.
  static let mindful = RecordType(metric: .mindfulMinutes, slot: MetricKind.mindfulMinutes.index)

  /// Whether this is the sleep analysis category.
  var isSleep: Bool { metric == nil }

  /// Whether this is the mindful session category.
  var isMindful: Bool { metric == .mindfulMinutes }

  /// Whether this is a systolic or diastolic blood pressure record.
  var isBloodPressure: Bool {
    metric == .bloodPressureSystolic || metric == .bloodPressureDiastolic
  }

  /// One quantity type of the table: its identifier and units as bytes.
  private struct Entry: Sendable {
    var identifier: [UInt8]
    var type: RecordType
    var units: [(name: [UInt8], conversion: UnitConversion)]
  }

  /// The table's quantity types (metrics with a ``MetricDefinition/healthKitType``).
  private static let entries: [Entry] = MetricKind.allCases.compactMap { metric in
    guard let identifier = metric.definition.healthKitType else { return nil }
    return Entry(
      identifier: Array(identifier.utf8), type: RecordType(metric: metric, slot: metric.index),
      units: metric.definition.recordUnits.filter { $0.molar == nil }.map {
        (Array($0.name.utf8), $0.conversion)
      })
  }

  /// Units by slot (empty for metrics without a record type).
  private static let unitsBySlot: [[(name: [UInt8], conversion: UnitConversion)]] =
    MetricKind.allCases.map { metric in entries.first { $0.type.metric == metric }?.units ?? [] }

  /// Molar units by slot (`mmol<M>/L`), read after the plain ones.
  private static let molarUnitsBySlot: [[RecordUnit]] = MetricKind.allCases.map { metric in
    metric.definition.recordUnits.filter { $0.molar != nil }
  }

  /// The sleep category's identifier.
  private static let sleepIdentifier = Array("HKCategoryTypeIdentifierSleepAnalysis".utf8)
  /// The mindful session category's identifier.
  private static let mindfulIdentifier = Array("HKCategoryTypeIdentifierMindfulSession".utf8)

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
    if length == mindfulIdentifier.count,
      mindfulIdentifier.withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) })
    {
      return .mindful
    }
    return nil
  }

  /// The conversion of a value in the unit at `buffer[offset..<offset+length]` to the metric's
  /// canonical unit (``MetricDefinition/recordUnits``); `nil` for an unknown unit. A missing
  /// unit (`length == 0`) is read as the canonical unit.
  func conversion(unit buffer: UnsafeRawBufferPointer, offset: Int, length: Int)
    -> UnitConversion?
  {
    if length == 0 { return .identity }
    guard slot < RecordType.unitsBySlot.count, offset >= 0, offset + length <= buffer.count
    else { return nil }
    for unit in RecordType.unitsBySlot[slot] where unit.name.count == length {
      if unit.name.withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) }) {
        return unit.conversion
      }
    }
    let molar = RecordType.molarUnitsBySlot[slot]
    guard !molar.isEmpty else { return nil }
    // The export escapes the angle brackets: `mmol&lt;180.1558800000541&gt;/L`.
    let raw = Array(UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + length)]))
    let unit =
      raw.contains(UInt8(ascii: "&"))
      ? XMLEntities.decode(raw) : String(decoding: raw, as: UTF8.self)
    return RecordUnit.conversion(of: unit, in: molar)
  }
}

/// The last unit converted and its type's slot, so a run of records of one type in one unit
/// (Apple groups records by type; a glucose monitor writes `mmol&lt;180.1558800000541&gt;/L`
/// every five minutes) looks its unit up, decodes and parses it once.
struct UnitConversionCache: Sendable {
  private var slot = -1
  private var bytes: [UInt8] = []
  private var conversion = UnitConversion.identity

  /// `type`'s conversion of the unit at `buffer[offset..<offset+length]`
  /// (``RecordType/conversion(unit:offset:length:)``), from the cache when it is the last unit
  /// converted for `type`'s slot.
  mutating func conversion(
    _ type: RecordType, unit buffer: UnsafeRawBufferPointer, offset: Int, length: Int
  ) -> UnitConversion? {
    if type.slot == slot, length == bytes.count, offset >= 0, offset + length <= buffer.count,
      bytes.withUnsafeBytes({ ByteText.equals($0, buffer, at: offset, length: length) })
    {
      return conversion
    }
    guard let found = type.conversion(unit: buffer, offset: offset, length: length) else {
      return nil
    }
    if offset >= 0, offset + length <= buffer.count {
      slot = type.slot
      bytes.removeAll(keepingCapacity: true)
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + length)]))
      conversion = found
    }
    return found
  }
}
