/// AES-256-GCM authenticated encryption (NIST SP 800-38D) with a 96-bit IV and a 128-bit tag.
///
/// The sealed layout is `ciphertext || tag`, the ciphertext being as long as the plaintext and
/// the tag 16 bytes: the same layout WebCrypto's `encrypt({name: "AES-GCM", iv, additionalData})`
/// produces and `decrypt` expects, so a browser can open what ``seal(key:iv:plaintext:additionalData:)``
/// writes.
///
/// Never seal two messages with the same key and IV: GCM loses both confidentiality and
/// authenticity when an IV repeats. Use 12 random bytes, or a counter, per message.
///
/// ```swift
/// let sealed = try AESGCM.seal(key: key, iv: iv, plaintext: page, additionalData: [])
/// let page = try AESGCM.open(key: key, iv: iv, sealed: sealed, additionalData: [])
/// ```
public enum AESGCM {
  /// Key size in bytes (32, AES-256).
  public static let keyByteCount = 32
  /// IV size in bytes (12, the 96-bit IV of SP 800-38D §8.2.1).
  public static let ivByteCount = 12
  /// Tag size in bytes (16, a 128-bit tag).
  public static let tagByteCount = 16
  /// Largest plaintext in bytes, 2^36 - 32 (SP 800-38D §5.2.1.1: 2^39 - 256 bits).
  public static let maxPlaintextByteCount = (1 << 36) - 32

  /// Encrypts and authenticates `plaintext`, and authenticates `additionalData`.
  ///
  /// - Parameters:
  ///   - key: 32-byte AES-256 key.
  ///   - iv: 12-byte IV, unique per message under one key.
  ///   - plaintext: Bytes to encrypt (0 to 2^36 - 32 bytes).
  ///   - additionalData: Bytes authenticated but not encrypted (may be empty).
  /// - Returns: `plaintext.count + 16` bytes: the ciphertext followed by the 16-byte tag.
  /// - Throws: ``SealError/badKeyLength``, ``SealError/badIVLength`` or
  ///   ``SealError/messageTooLong``.
  public static func seal(
    key: [UInt8], iv: [UInt8], plaintext: [UInt8], additionalData: [UInt8] = []
  ) throws(SealError) -> [UInt8] {
    let cipher = try AES256(key: key)
    guard iv.count == ivByteCount else { throw .badIVLength }
    guard plaintext.count <= maxPlaintextByteCount else { throw .messageTooLong }
    let count = plaintext.count
    var sealed = [UInt8](repeating: 0, count: count + tagByteCount)
    sealed.withUnsafeMutableBytes { output in
      plaintext.withUnsafeBytes { input in
        let tag = crypt(
          cipher: cipher, iv: iv, additionalData: additionalData, input: input,
          output: output, encrypting: true)
        tag.store(to: output, at: count)
      }
    }
    return sealed
  }

  /// Verifies and decrypts a buffer produced by ``seal(key:iv:plaintext:additionalData:)``.
  ///
  /// The tag is compared in constant time, and plaintext is returned only if it matches; on
  /// failure the decrypted bytes are overwritten (best effort) and discarded.
  ///
  /// - Parameters:
  ///   - key: 32-byte AES-256 key.
  ///   - iv: The 12-byte IV used to seal.
  ///   - sealed: Ciphertext followed by the 16-byte tag (at least 16 bytes).
  ///   - additionalData: The additional data passed to `seal`.
  /// - Returns: The plaintext, `sealed.count - 16` bytes.
  /// - Throws: ``SealError/badKeyLength``, ``SealError/badIVLength``, ``SealError/tooShort``,
  ///   ``SealError/messageTooLong`` or ``SealError/authenticationFailed``.
  public static func open(
    key: [UInt8], iv: [UInt8], sealed: [UInt8], additionalData: [UInt8] = []
  ) throws(SealError) -> [UInt8] {
    let cipher = try AES256(key: key)
    guard iv.count == ivByteCount else { throw .badIVLength }
    guard sealed.count >= tagByteCount else { throw .tooShort }
    let count = sealed.count - tagByteCount
    guard count <= maxPlaintextByteCount else { throw .messageTooLong }
    var plaintext = [UInt8](repeating: 0, count: count)
    let authentic = plaintext.withUnsafeMutableBytes { output in
      sealed.withUnsafeBytes { input in
        let expected = crypt(
          cipher: cipher, iv: iv, additionalData: additionalData,
          input: UnsafeRawBufferPointer(rebasing: input[0..<count]), output: output,
          encrypting: false)
        let received = GCMBlock(loadingFrom: input, at: count)
        // Constant time: no early exit on the first differing bit.
        let difference = (expected.hi ^ received.hi) | (expected.lo ^ received.lo)
        return difference == 0
      }
    }
    guard authentic else {
      for index in plaintext.indices {
        plaintext[index] = 0
      }
      throw .authenticationFailed
    }
    return plaintext
  }

  /// Runs GCTR over `input` into `output` (same length) and returns the tag (SP 800-38D §7.1).
  ///
  /// GHASH runs over the ciphertext: `output` when encrypting, `input` when decrypting. Each
  /// block is encrypted and hashed in one pass while it is in registers.
  private static func crypt(
    cipher: AES256, iv: [UInt8], additionalData: [UInt8],
    input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer, encrypting: Bool
  ) -> GCMBlock {
    @inline(__always)
    func ivWord(_ index: Int) -> UInt32 {
      UInt32(iv[4 * index]) << 24 | UInt32(iv[4 * index + 1]) << 16
        | UInt32(iv[4 * index + 2]) << 8 | UInt32(iv[4 * index + 3])
    }
    let n0 = ivWord(0)
    let n1 = ivWord(1)
    let n2 = ivWord(2)
    return cipher.withEncryptor { aes in
      let subkey = aes.encrypt(0, 0, 0, 0)
      let table = GHashTable(hashSubkey: GCMBlock(words: subkey))
      return table.withMultiplier { ghash in
        var y = GCMBlock.zero
        additionalData.withUnsafeBytes { ghash.absorb($0, into: &y) }

        // J0 = IV || 0^31 || 1; the first keystream block uses inc32(J0).
        var counter: UInt32 = 2
        let count = input.count
        var offset = 0
        while count - offset >= 16 {
          let keystream = GCMBlock(words: aes.encrypt(n0, n1, n2, counter))
          counter &+= 1
          let inBlock = GCMBlock(loadingFrom: input, at: offset)
          let outBlock = inBlock ^ keystream
          outBlock.store(to: output, at: offset)
          y = ghash.multiply(y ^ (encrypting ? outBlock : inBlock))
          offset &+= 16
        }
        if offset < count {
          let keystream = aes.encrypt(n0, n1, n2, counter)
          let pad = [keystream.0, keystream.1, keystream.2, keystream.3]
          for position in 0..<(count - offset) {
            let word = pad[position / 4]
            let byte = UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32(position % 4)))
            output[offset + position] = input[offset + position] ^ byte
          }
          let tail = encrypting ? UnsafeRawBufferPointer(output) : input
          y = ghash.multiply(y ^ GCMBlock(loadingPaddedFrom: tail, at: offset))
        }

        // The length block: [len(A)]64 || [len(C)]64, in bits.
        let lengths = GCMBlock(
          hi: UInt64(additionalData.count) &* 8, lo: UInt64(count) &* 8)
        y = ghash.multiply(y ^ lengths)
        return y ^ GCMBlock(words: aes.encrypt(n0, n1, n2, 1))
      }
    }
  }
}

extension GCMBlock {
  /// Joins four big-endian words (an AES output block) into a GCM block.
  @inline(__always)
  init(words: (UInt32, UInt32, UInt32, UInt32)) {
    self.init(
      hi: UInt64(words.0) << 32 | UInt64(words.1), lo: UInt64(words.2) << 32 | UInt64(words.3))
  }
}
