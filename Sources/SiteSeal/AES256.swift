/// The AES-256 block cipher (FIPS 197), encryption direction only.
///
/// The key is 32 bytes (256 bits); blocks are 16 bytes (128 bits); 14 rounds. Only encryption is
/// provided because counter-based modes such as GCM never run the inverse cipher.
///
/// The key schedule (60 words, FIPS 197 §5.2) is expanded once in ``init(key:)``; keep the value
/// around to encrypt many blocks. Uses T-tables, which are fast but not constant-time with respect
/// to cache-timing attacks by code sharing the CPU.
public struct AES256: Sendable {
  /// Key size in bytes (32).
  public static let keyByteCount = 32
  /// Block size in bytes (16).
  public static let blockByteCount = 16
  /// Number of rounds Nr for a 256-bit key (FIPS 197 §5, Figure 4).
  static let rounds = 14

  /// The expanded key w[0..<60] (FIPS 197 §5.2), as big-endian words.
  private let roundKeys: [UInt32]

  /// Expands a 32-byte key.
  ///
  /// - Throws: ``SealError/badKeyLength`` unless `key` is exactly 32 bytes.
  public init(key: [UInt8]) throws(SealError) {
    guard key.count == Self.keyByteCount else { throw .badKeyLength }
    let sbox = aesSBox
    @inline(__always)
    func subWord(_ word: UInt32) -> UInt32 {
      UInt32(sbox[Int(word >> 24)]) << 24 | UInt32(sbox[Int((word >> 16) & 0xff)]) << 16
        | UInt32(sbox[Int((word >> 8) & 0xff)]) << 8 | UInt32(sbox[Int(word & 0xff)])
    }
    var words = [UInt32]()
    words.reserveCapacity(4 * (Self.rounds + 1))
    for index in 0..<8 {
      words.append(
        UInt32(key[4 * index]) << 24 | UInt32(key[4 * index + 1]) << 16
          | UInt32(key[4 * index + 2]) << 8 | UInt32(key[4 * index + 3]))
    }
    var roundConstant: UInt8 = 0x01
    for index in 8..<(4 * (Self.rounds + 1)) {
      var temp = words[index - 1]
      if index % 8 == 0 {
        temp = subWord((temp << 8) | (temp >> 24)) ^ (UInt32(roundConstant) << 24)
        roundConstant = xtime(roundConstant)
      } else if index % 8 == 4 {
        temp = subWord(temp)
      }
      words.append(words[index - 8] ^ temp)
    }
    roundKeys = words
  }

  /// Encrypts one 16-byte block.
  ///
  /// - Throws: ``SealError/badBlockLength`` unless `block` is exactly 16 bytes.
  public func encrypt(block: [UInt8]) throws(SealError) -> [UInt8] {
    guard block.count == Self.blockByteCount else { throw .badBlockLength }
    @inline(__always)
    func word(_ index: Int) -> UInt32 {
      UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
        | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
    }
    let output = withEncryptor { $0.encrypt(word(0), word(1), word(2), word(3)) }
    var bytes = [UInt8]()
    bytes.reserveCapacity(16)
    for value in [output.0, output.1, output.2, output.3] {
      bytes.append(UInt8(truncatingIfNeeded: value >> 24))
      bytes.append(UInt8(truncatingIfNeeded: value >> 16))
      bytes.append(UInt8(truncatingIfNeeded: value >> 8))
      bytes.append(UInt8(truncatingIfNeeded: value))
    }
    return bytes
  }

  /// Runs `body` with a block encryptor that reads the round keys and tables through pointers.
  func withEncryptor<Result>(_ body: (AESBlockEncryptor) -> Result) -> Result {
    roundKeys.withUnsafeBufferPointer { keys in
      aesEncryptionTables.withUnsafeBufferPointer { tables in
        body(AESBlockEncryptor(roundKeys: keys, tables: tables))
      }
    }
  }
}

extension AES256: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// A fixed placeholder: the key schedule is never printed.
  public var description: String { "AES256(<redacted>)" }
  /// A fixed placeholder: the key schedule is never printed.
  public var debugDescription: String { description }
  /// An empty mirror, so `dump` cannot reveal the key schedule.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// AES-256 block encryption over borrowed pointers, valid only inside
/// ``AES256/withEncryptor(_:)``. Blocks are four big-endian words (FIPS 197 §3.5 columns).
struct AESBlockEncryptor {
  /// 60 round-key words.
  let roundKeys: UnsafeBufferPointer<UInt32>
  /// `aesEncryptionTables`: Te0, Te1, Te2, Te3, S, 256 words each.
  let tables: UnsafeBufferPointer<UInt32>

  /// Looks up table `table` (0...4) at byte `shift / 8` of `word`; always in bounds.
  @inline(__always)
  private func lookup(_ table: Int, _ word: UInt32, _ shift: UInt32) -> UInt32 {
    tables[table &* 256 &+ Int(truncatingIfNeeded: (word &>> shift) & 0xff)]
  }

  /// Encrypts the block `(s0, s1, s2, s3)` (FIPS 197 §5.1, Figure 5, T-table form).
  @inline(__always)
  func encrypt(
    _ s0: UInt32, _ s1: UInt32, _ s2: UInt32, _ s3: UInt32
  ) -> (UInt32, UInt32, UInt32, UInt32) {
    var a0 = s0 ^ roundKeys[0]
    var a1 = s1 ^ roundKeys[1]
    var a2 = s2 ^ roundKeys[2]
    var a3 = s3 ^ roundKeys[3]
    var key = 4
    for _ in 1..<AES256.rounds {
      let b0 =
        lookup(0, a0, 24) ^ lookup(1, a1, 16) ^ lookup(2, a2, 8) ^ lookup(3, a3, 0)
        ^ roundKeys[key]
      let b1 =
        lookup(0, a1, 24) ^ lookup(1, a2, 16) ^ lookup(2, a3, 8) ^ lookup(3, a0, 0)
        ^ roundKeys[key &+ 1]
      let b2 =
        lookup(0, a2, 24) ^ lookup(1, a3, 16) ^ lookup(2, a0, 8) ^ lookup(3, a1, 0)
        ^ roundKeys[key &+ 2]
      let b3 =
        lookup(0, a3, 24) ^ lookup(1, a0, 16) ^ lookup(2, a1, 8) ^ lookup(3, a2, 0)
        ^ roundKeys[key &+ 3]
      a0 = b0
      a1 = b1
      a2 = b2
      a3 = b3
      key &+= 4
    }
    // Final round: SubBytes + ShiftRows + AddRoundKey, no MixColumns.
    @inline(__always)
    func last(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32, _ w3: UInt32, _ k: UInt32) -> UInt32 {
      (lookup(4, w0, 24) << 24) ^ (lookup(4, w1, 16) << 16) ^ (lookup(4, w2, 8) << 8)
        ^ lookup(4, w3, 0) ^ k
    }
    return (
      last(a0, a1, a2, a3, roundKeys[key]), last(a1, a2, a3, a0, roundKeys[key &+ 1]),
      last(a2, a3, a0, a1, roundKeys[key &+ 2]), last(a3, a0, a1, a2, roundKeys[key &+ 3])
    )
  }
}
