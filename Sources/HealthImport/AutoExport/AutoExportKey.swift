import HealthCore

/// The object keys of a Health Auto Export file that the reader uses; every other key is
/// skipped with its value. The raw value is a bit position, for noticing a key given twice.
enum AutoExportKey: Int, CaseIterable, Sendable {
  case data, metrics, workouts, name, units
  case date, qty, source, min, avg, max
  case totalSleep, asleep, core, deep, rem, awake, inBed
  case sleepStart, sleepEnd, inBedStart, inBedEnd, startDate, endDate, value
  case start, end, duration, distance, activeEnergyBurned
  case systolic, diastolic

  /// The key as written in the file.
  var text: String {
    switch self {
    case .min: return "Min"
    case .avg: return "Avg"
    case .max: return "Max"
    default: return String(describing: self)
    }
  }

  /// The key's bit in a set of keys.
  var bit: UInt32 { 1 << UInt32(rawValue) }

  /// A key's bytes in three little-endian words (zero past its end), compared as one value.
  typealias Words = (UInt64, UInt64, UInt64)

  /// Every key's words, by raw value.
  private static let keyWords: [Words] = allCases.map { key in
    Array(key.text.utf8).withUnsafeBytes { words(of: $0) }
  }

  /// The key (raw value + 1) in each slot of a 256-slot table indexed by ``slot(_:_:_:)``;
  /// 0 for none. No two keys share a slot (a test checks it).
  static let slots: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256)
    for key in allCases {
      let bytes = Array(key.text.utf8)
      let index = slot(bytes.count, bytes[0], bytes[bytes.count - 1])
      table[index] = UInt8(key.rawValue + 1)
    }
    return table
  }()

  /// The slot of a key of `count` bytes that starts with `first` and ends with `last`.
  @inline(__always)
  static func slot(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int {
    (count &+ Int(first) &* 2 &+ Int(last) &* 12) & 255
  }

  /// The words of the first 24 bytes (or fewer) of `raw`, each read whole where it can be.
  @inline(__always)
  private static func words(of raw: UnsafeRawBufferPointer) -> Words {
    guard let base = raw.baseAddress else { return (0, 0, 0) }
    let count = Swift.min(raw.count, 24)
    @inline(__always) func word(_ from: Int) -> UInt64 {
      let available = count - from
      if available >= 8 { return base.loadUnaligned(fromByteOffset: from, as: UInt64.self) }
      var value: UInt64 = 0
      var index = 0
      while index < available {
        value |= UInt64(base.load(fromByteOffset: from + index, as: UInt8.self)) << (index * 8)
        index += 1
      }
      return value
    }
    return (word(0), word(8), word(16))
  }

  /// The key whose text is `raw` (a key without escapes), or `nil`: one table look-up and one
  /// comparison, since it runs for every key of the file.
  static func lookup(_ raw: UnsafeRawBufferPointer) -> AutoExportKey? {
    let count = raw.count
    guard count >= 3, count <= 18, let base = raw.baseAddress else { return nil }
    let first = base.load(as: UInt8.self)
    let last = base.load(fromByteOffset: count - 1, as: UInt8.self)
    let entry = slots.withUnsafeBufferPointer { $0[slot(count, first, last)] }
    guard entry != 0, let key = AutoExportKey(rawValue: Int(entry) - 1) else { return nil }
    let expected = keyWords.withUnsafeBufferPointer { $0[key.rawValue] }
    let found = words(of: raw)
    return found.0 == expected.0 && found.1 == expected.1 && found.2 == expected.2 ? key : nil
  }

  /// The key `text` names (after its escapes are decoded), or `nil`.
  static func lookup(_ text: JSONText) -> AutoExportKey? {
    guard text.hasEscapes else { return lookup(text.raw) }
    let decoded = Array(text.string().utf8)
    return decoded.withUnsafeBytes { lookup($0) }
  }
}
