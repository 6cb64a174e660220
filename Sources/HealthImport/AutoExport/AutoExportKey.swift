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
  @inline(__always)
  var bit: UInt32 { 1 << UInt32(truncatingIfNeeded: rawValue) }

  /// A key's length and bytes as three little-endian words, compared as one value: for 3 to 24
  /// bytes, the first and last two, four or eight bytes (overlapping) and, past 16 bytes, the
  /// eight after the first eight; equal lengths and words mean equal bytes.
  typealias Words = (count: Int, UInt64, UInt64, UInt64)

  /// Each key with its words in its slot of a 256-slot table indexed by ``slot(_:_:_:)``. No
  /// two keys share a slot (a test checks it).
  private static let slots: [(key: AutoExportKey, words: Words)?] = {
    var table = [(key: AutoExportKey, words: Words)?](repeating: nil, count: 256)
    for key in allCases {
      let bytes = Array(key.text.utf8)
      table[slot(bytes.count, bytes[0], bytes[bytes.count - 1])] = (
        key, bytes.withUnsafeBytes { words(of: $0) }
      )
    }
    return table
  }()

  /// The slot of a key of `count` bytes that starts with `first` and ends with `last`.
  @inline(__always)
  static func slot(_ count: Int, _ first: UInt8, _ last: UInt8) -> Int {
    (count &+ Int(first) &* 2 &+ Int(last) &* 12) & 255
  }

  /// The words of `raw`, 3 to 24 bytes (see ``Words``), each read whole.
  @inline(__always)
  private static func words(of raw: UnsafeRawBufferPointer) -> Words {
    let count = raw.count
    guard count >= 3, count <= 24, let base = raw.baseAddress else { return (count, 0, 0, 0) }
    // Every load is inside `raw`.
    @inline(__always) func load<Word: FixedWidthInteger>(_ at: Int, _: Word.Type) -> UInt64 {
      UInt64(Word(littleEndian: base.loadUnaligned(fromByteOffset: at, as: Word.self)))
    }
    switch count {
    case 3: return (count, load(0, UInt16.self), load(1, UInt16.self), 0)
    case 4...8: return (count, load(0, UInt32.self), load(count - 4, UInt32.self), 0)
    case 9...16: return (count, load(0, UInt64.self), load(count - 8, UInt64.self), 0)
    default:
      return (count, load(0, UInt64.self), load(count - 8, UInt64.self), load(8, UInt64.self))
    }
  }

  /// The key whose text is `raw` (a key without escapes), or `nil`: one table look-up and one
  /// comparison, since it runs for every key of the file.
  static func lookup(_ raw: UnsafeRawBufferPointer) -> AutoExportKey? {
    let count = raw.count
    guard count >= 3, count <= 18, let base = raw.baseAddress else { return nil }
    let first = base.load(as: UInt8.self)
    let last = base.load(fromByteOffset: count - 1, as: UInt8.self)
    guard let (key, expected) = slots.withUnsafeBufferPointer({ $0[slot(count, first, last)] })
    else { return nil }
    let found = words(of: raw)
    return found.count == expected.count && found.1 == expected.1 && found.2 == expected.2
      && found.3 == expected.3 ? key : nil
  }

  /// The key `text` names (after its escapes are decoded), or `nil`.
  static func lookup(_ text: JSONText) -> AutoExportKey? {
    guard text.hasEscapes else { return lookup(text.raw) }
    let decoded = Array(text.string().utf8)
    return decoded.withUnsafeBytes { lookup($0) }
  }
}
