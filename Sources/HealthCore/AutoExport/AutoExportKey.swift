#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The object keys of a Health Auto Export file that the reader uses; every other key is
/// skipped with its value. The raw value is a bit position, for noticing a key given twice.
enum AutoExportKey: Int, CaseIterable, Sendable {
  case data, metrics, workouts, name, units
  case date, qty, source, min, avg, max
  case totalSleep, asleep, core, deep, rem, awake, inBed
  case sleepStart, sleepEnd, inBedStart, inBedEnd, startDate, endDate, value
  case start, end, duration, distance, activeEnergyBurned

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

  /// The keys by their length in bytes (the longest is 18), for ``lookup(_:)``.
  private static let byLength: [[(bytes: [UInt8], key: AutoExportKey)]] = {
    var table = [[(bytes: [UInt8], key: AutoExportKey)]](repeating: [], count: 19)
    for key in allCases {
      let bytes = Array(key.text.utf8)
      table[bytes.count].append((bytes, key))
    }
    return table
  }()

  /// The key whose text is `raw` (a key without escapes), or `nil`.
  static func lookup(_ raw: UnsafeRawBufferPointer) -> AutoExportKey? {
    guard raw.count < byLength.count, let base = raw.baseAddress else { return nil }
    for candidate in byLength[raw.count] {
      let same = candidate.bytes.withUnsafeBytes { bytes in
        bytes.baseAddress.map { memcmp(base, $0, raw.count) == 0 } ?? false
      }
      if same { return candidate.key }
    }
    return nil
  }

  /// The key `text` names (after its escapes are decoded), or `nil`.
  static func lookup(_ text: JSONText) -> AutoExportKey? {
    guard text.hasEscapes else { return lookup(text.raw) }
    let decoded = Array(text.string().utf8)
    return decoded.withUnsafeBytes { lookup($0) }
  }
}
