/// A 64-bit FNV-1a hash of bytes, for names and fingerprints that must be deterministic (MIME
/// boundaries, Content-IDs, the Message-ID, a site's build manifest): the same content always
/// gives the same value, without clocks or random numbers. Not a cryptographic hash.
public struct ContentHash: Sendable, Hashable {
  /// The running hash value.
  public private(set) var value: UInt64

  /// Starts a hash; different `seed`s give independent hashes of the same bytes.
  /// - Parameter seed: mixed into the FNV offset basis.
  public init(seed: UInt64 = 0) {
    value = 0xcbf2_9ce4_8422_2325 ^ (seed &* 0x9e37_79b9_7f4a_7c15)
  }

  /// Adds `bytes` to the hash.
  /// - Parameter bytes: any bytes.
  public mutating func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }

  /// Adds the eight bytes of `number` (little-endian).
  /// - Parameter number: any integer.
  public mutating func combine(_ number: Int) {
    var bits = UInt64(bitPattern: Int64(number))
    for _ in 0..<8 {
      value = (value ^ (bits & 0xff)) &* 0x100_0000_01b3
      bits >>= 8
    }
  }

  /// Adds the exact bits of `number`, so values that differ in any bit hash apart.
  /// - Parameter number: any double.
  public mutating func combine(_ number: Double) {
    combine(Int(Int64(bitPattern: number.bitPattern)))
  }

  /// Adds `text`'s UTF-8 bytes after its length, so `"ab" + "c"` and `"a" + "bc"` differ.
  /// - Parameter text: any text.
  public mutating func combine(_ text: String) {
    combine(text.utf8.count)
    combine(text.utf8)
  }

  /// The hash as 16 lowercase hexadecimal digits.
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The 16-digit hash of `bytes`.
  /// - Parameters:
  ///   - bytes: any bytes.
  ///   - seed: selects an independent hash.
  /// - Returns: the hash as 16 lowercase hexadecimal digits.
  public static func hex<Bytes: Sequence<UInt8>>(of bytes: Bytes, seed: UInt64 = 0) -> String {
    var hash = ContentHash(seed: seed)
    hash.combine(bytes)
    return hash.hex
  }
}
