/// PBKDF2 (RFC 8018 §5.2) key derivation.
public enum PBKDF2 {
  /// Derives `keyLength` bytes from `password` and `salt` with PBKDF2-HMAC-SHA-256.
  ///
  /// Matches WebCrypto's `deriveBits({name: "PBKDF2", hash: "SHA-256", ...})` and Python's
  /// `hashlib.pbkdf2_hmac("sha256", ...)`.
  ///
  /// Cost: `iterations` x 2 SHA-256 compressions per 32-byte output block. The padded-key hash
  /// states are computed once, and the iteration loop works on stack values only (no allocation),
  /// so 600,000 iterations take 1.2 million compression calls.
  ///
  /// - Parameters:
  ///   - password: The password bytes (any length; e.g. UTF-8 of a passphrase).
  ///   - salt: The salt bytes (any length; 16 random bytes is typical).
  ///   - iterations: The iteration count `c`; must be at least 1.
  ///   - keyLength: Output length in bytes; at most 32 x (2^32 - 1). Zero or less yields `[]`.
  /// - Returns: The derived key, `keyLength` bytes.
  /// - Precondition: `iterations >= 1` and `keyLength <= 32 * 0xFFFF_FFFF` (RFC 8018 §5.2 step 1);
  ///   these are programmer-chosen parameters, not attacker input.
  public static func sha256(
    password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    precondition(iterations >= 1, "PBKDF2 needs at least one iteration")
    guard keyLength > 0 else { return [] }
    let blockCount = (keyLength + 31) / 32
    precondition(blockCount <= Int(UInt32.max), "PBKDF2 derived key too long")

    let prf = HMACSHA256(key: password)
    var derived = [UInt8]()
    derived.reserveCapacity(blockCount * 32)
    for blockIndex in 1...blockCount {
      derived += block(prf: prf, salt: salt, index: UInt32(blockIndex), iterations: iterations)
    }
    return Array(derived.prefix(keyLength))
  }

  /// The F function of RFC 8018 §5.2: U1 ^ U2 ^ ... ^ Uc for block `index`, as 32 bytes.
  private static func block(
    prf: HMACSHA256, salt: [UInt8], index: UInt32, iterations: Int
  ) -> [UInt8] {
    var first = prf
    first.update(salt)
    first.update([
      UInt8(truncatingIfNeeded: index &>> 24), UInt8(truncatingIfNeeded: index &>> 16),
      UInt8(truncatingIfNeeded: index &>> 8), UInt8(truncatingIfNeeded: index),
    ])
    let result = iterate(
      first: first.finalState(), inner: prf.innerKeyState, outer: prf.outerKeyState,
      count: iterations - 1)
    return result.bytes
  }

  /// Computes U2...U(count+1) from `first` = U1 and returns U1 ^ U2 ^ ... ^ U(count+1).
  ///
  /// Each U(j+1) = HMAC(P, Uj) costs exactly two compressions of a fixed-shape 64-byte block
  /// starting from the precomputed padded-key states; everything stays in registers.
  @inline(never)
  static func iterate(
    first: SHA256.State, inner: SHA256.State, outer: SHA256.State, count: Int
  ) -> SHA256.State {
    var u = first
    var accumulator = first
    var remaining = count
    while remaining > 0 {
      var innerHash = inner
      innerHash.compress(SHA256.Block(digestAfterKeyBlock: u))
      var outerHash = outer
      outerHash.compress(SHA256.Block(digestAfterKeyBlock: innerHash))
      u = outerHash
      accumulator.formXor(u)
      remaining -= 1
    }
    return accumulator
  }
}
