/// A 64-bit FNV-1a hash of bytes, for names that must be deterministic (MIME boundaries,
/// Content-IDs, the Message-ID): the same content always gives the same name, without clocks or
/// random numbers. Not a cryptographic hash.
struct ContentHash: Sendable, Hashable {
  /// The running hash value.
  private(set) var value: UInt64

  /// Starts a hash; different `seed`s give independent hashes of the same bytes.
  /// - Parameter seed: mixed into the FNV offset basis.
  init(seed: UInt64 = 0) {
    value = 0xcbf2_9ce4_8422_2325 ^ (seed &* 0x9e37_79b9_7f4a_7c15)
  }

  /// Adds `bytes` to the hash.
  /// - Parameter bytes: any bytes.
  mutating func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value = (value ^ UInt64(byte)) &* 0x100_0000_01b3
    }
  }

  /// The hash as 16 lowercase hexadecimal digits.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The 16-digit hash of `bytes`.
  /// - Parameters:
  ///   - bytes: any bytes.
  ///   - seed: selects an independent hash.
  /// - Returns: the hash as 16 lowercase hexadecimal digits.
  static func hex<Bytes: Sequence<UInt8>>(of bytes: Bytes, seed: UInt64 = 0) -> String {
    var hash = ContentHash(seed: seed)
    hash.combine(bytes)
    return hash.hex
  }
}
