// The SHA-256 compression function (FIPS 180-4 §6.2.2), fully unrolled.
//
// The 64 rounds and the 48 message-schedule steps are written out one per line, with the round
// constants K0...K63 (FIPS 180-4 §4.2.2) inlined as literals, so the optimiser keeps the working
// variables and the rolling 16-word schedule in registers and stack slots: no array, no allocation
// and no bounds check per block. PBKDF2 calls this 1.2 million times per 600,000-iteration
// derivation.

extension SHA256 {
  /// The eight 32-bit chaining words H0...H7 of SHA-256 (FIPS 180-4 §6.2), one vector, so
  /// that the feed-forward addition and the PBKDF2 accumulator's XOR act on all eight at once.
  struct State: Sendable, Equatable {
    /// H0...H7, in order.
    var words: SIMD8<UInt32>

    /// The initial hash value H(0) (FIPS 180-4 §5.3.3).
    static let initial = State(
      words: [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
        0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
      ])
  }

  /// One 512-bit (64-byte) message block as sixteen big-endian 32-bit words M0...M15.
  struct Block {
    var w0: UInt32
    var w1: UInt32
    var w2: UInt32
    var w3: UInt32
    var w4: UInt32
    var w5: UInt32
    var w6: UInt32
    var w7: UInt32
    var w8: UInt32
    var w9: UInt32
    var w10: UInt32
    var w11: UInt32
    var w12: UInt32
    var w13: UInt32
    var w14: UInt32
    var w15: UInt32
  }
}

extension SHA256.Block {
  /// Reads 64 bytes starting at `offset`; the caller guarantees `offset + 64 <= bytes.count`.
  @inline(__always)
  init(bigEndian bytes: UnsafeRawBufferPointer, at offset: Int) {
    @inline(__always)
    func word(_ index: Int) -> UInt32 {
      UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: offset &+ 4 &* index, as: UInt32.self))
    }
    self.init(
      w0: word(0), w1: word(1), w2: word(2), w3: word(3),
      w4: word(4), w5: word(5), w6: word(6), w7: word(7),
      w8: word(8), w9: word(9), w10: word(10), w11: word(11),
      w12: word(12), w13: word(13), w14: word(14), w15: word(15))
  }

  /// The block that follows a 64-byte key block when hashing a 32-byte digest: the digest
  /// words, the 0x80 pad byte, zeros, and the 64-bit big-endian length 768 bits (96 bytes).
  ///
  /// This is the fixed shape of both HMAC compression inputs in every PBKDF2 iteration.
  @inline(__always)
  init(digestAfterKeyBlock digest: SHA256.State) {
    let d = digest.words
    self.init(
      w0: d[0], w1: d[1], w2: d[2], w3: d[3], w4: d[4], w5: d[5], w6: d[6], w7: d[7],
      w8: 0x8000_0000, w9: 0, w10: 0, w11: 0, w12: 0, w13: 0, w14: 0, w15: 768)
  }
}

@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
  (x &>> n) | (x &<< (32 &- n))
}

/// One SHA-256 round (FIPS 180-4 §6.2.2 step 3) with the variable renaming folded into the
/// caller's argument order: only `d` and `h` change; `kw` is K[t] + W[t].
@inline(__always)
private func sha256Round(
  _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
  _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
) {
  // Σ1(e) = ROTR6 ^ ROTR11 ^ ROTR25 and Σ0(a) = ROTR2 ^ ROTR13 ^ ROTR22, nested so each needs
  // one register copy instead of three (x86-64 rotates overwrite their operand).
  let sigma1 = rotr(rotr(rotr(e, 14) ^ e, 5) ^ e, 6)
  let choose = g ^ (e & (f ^ g))
  let t1 = h &+ sigma1 &+ choose &+ kw
  let sigma0 = rotr(rotr(rotr(a, 9) ^ a, 11) ^ a, 2)
  // Maj(a, b, c); `a ^ b` here is the next round's `b ^ c`, which the optimiser reuses.
  let majority = ((a ^ b) & (b ^ c)) ^ b
  d = d &+ t1
  h = t1 &+ sigma0 &+ majority
}

/// One message-schedule step (FIPS 180-4 §6.2.2 step 1) on a rolling 16-word window:
/// W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], where `w` holds W[t-16] on entry.
@inline(__always)
private func schedule(_ w: inout UInt32, _ w2: UInt32, _ w7: UInt32, _ w15: UInt32) {
  // σ0 = ROTR7 ^ ROTR18 ^ SHR3 and σ1 = ROTR17 ^ ROTR19 ^ SHR10, rotations nested as above.
  let s0 = rotr(rotr(w15, 11) ^ w15, 7) ^ (w15 &>> 3)
  let s1 = rotr(rotr(w2, 2) ^ w2, 17) ^ (w2 &>> 10)
  w = w &+ s1 &+ w7 &+ s0
}

extension SHA256.State {
  /// Applies the compression function to one 64-byte block (FIPS 180-4 §6.2.2).
  @inline(__always)
  mutating func compress(_ block: SHA256.Block) {
    var a = words[0]
    var b = words[1]
    var c = words[2]
    var d = words[3]
    var e = words[4]
    var f = words[5]
    var g = words[6]
    var h = words[7]
    var w0 = block.w0
    var w1 = block.w1
    var w2 = block.w2
    var w3 = block.w3
    var w4 = block.w4
    var w5 = block.w5
    var w6 = block.w6
    var w7 = block.w7
    var w8 = block.w8
    var w9 = block.w9
    var w10 = block.w10
    var w11 = block.w11
    var w12 = block.w12
    var w13 = block.w13
    var w14 = block.w14
    var w15 = block.w15

    sha256Round(a, b, c, &d, e, f, g, &h, 0x428a_2f98 &+ w0)
    sha256Round(h, a, b, &c, d, e, f, &g, 0x7137_4491 &+ w1)
    sha256Round(g, h, a, &b, c, d, e, &f, 0xb5c0_fbcf &+ w2)
    sha256Round(f, g, h, &a, b, c, d, &e, 0xe9b5_dba5 &+ w3)
    sha256Round(e, f, g, &h, a, b, c, &d, 0x3956_c25b &+ w4)
    sha256Round(d, e, f, &g, h, a, b, &c, 0x59f1_11f1 &+ w5)
    sha256Round(c, d, e, &f, g, h, a, &b, 0x923f_82a4 &+ w6)
    sha256Round(b, c, d, &e, f, g, h, &a, 0xab1c_5ed5 &+ w7)
    sha256Round(a, b, c, &d, e, f, g, &h, 0xd807_aa98 &+ w8)
    sha256Round(h, a, b, &c, d, e, f, &g, 0x1283_5b01 &+ w9)
    sha256Round(g, h, a, &b, c, d, e, &f, 0x2431_85be &+ w10)
    sha256Round(f, g, h, &a, b, c, d, &e, 0x550c_7dc3 &+ w11)
    sha256Round(e, f, g, &h, a, b, c, &d, 0x72be_5d74 &+ w12)
    sha256Round(d, e, f, &g, h, a, b, &c, 0x80de_b1fe &+ w13)
    sha256Round(c, d, e, &f, g, h, a, &b, 0x9bdc_06a7 &+ w14)
    sha256Round(b, c, d, &e, f, g, h, &a, 0xc19b_f174 &+ w15)
    schedule(&w0, w14, w9, w1)
    sha256Round(a, b, c, &d, e, f, g, &h, 0xe49b_69c1 &+ w0)
    schedule(&w1, w15, w10, w2)
    sha256Round(h, a, b, &c, d, e, f, &g, 0xefbe_4786 &+ w1)
    schedule(&w2, w0, w11, w3)
    sha256Round(g, h, a, &b, c, d, e, &f, 0x0fc1_9dc6 &+ w2)
    schedule(&w3, w1, w12, w4)
    sha256Round(f, g, h, &a, b, c, d, &e, 0x240c_a1cc &+ w3)
    schedule(&w4, w2, w13, w5)
    sha256Round(e, f, g, &h, a, b, c, &d, 0x2de9_2c6f &+ w4)
    schedule(&w5, w3, w14, w6)
    sha256Round(d, e, f, &g, h, a, b, &c, 0x4a74_84aa &+ w5)
    schedule(&w6, w4, w15, w7)
    sha256Round(c, d, e, &f, g, h, a, &b, 0x5cb0_a9dc &+ w6)
    schedule(&w7, w5, w0, w8)
    sha256Round(b, c, d, &e, f, g, h, &a, 0x76f9_88da &+ w7)
    schedule(&w8, w6, w1, w9)
    sha256Round(a, b, c, &d, e, f, g, &h, 0x983e_5152 &+ w8)
    schedule(&w9, w7, w2, w10)
    sha256Round(h, a, b, &c, d, e, f, &g, 0xa831_c66d &+ w9)
    schedule(&w10, w8, w3, w11)
    sha256Round(g, h, a, &b, c, d, e, &f, 0xb003_27c8 &+ w10)
    schedule(&w11, w9, w4, w12)
    sha256Round(f, g, h, &a, b, c, d, &e, 0xbf59_7fc7 &+ w11)
    schedule(&w12, w10, w5, w13)
    sha256Round(e, f, g, &h, a, b, c, &d, 0xc6e0_0bf3 &+ w12)
    schedule(&w13, w11, w6, w14)
    sha256Round(d, e, f, &g, h, a, b, &c, 0xd5a7_9147 &+ w13)
    schedule(&w14, w12, w7, w15)
    sha256Round(c, d, e, &f, g, h, a, &b, 0x06ca_6351 &+ w14)
    schedule(&w15, w13, w8, w0)
    sha256Round(b, c, d, &e, f, g, h, &a, 0x1429_2967 &+ w15)
    schedule(&w0, w14, w9, w1)
    sha256Round(a, b, c, &d, e, f, g, &h, 0x27b7_0a85 &+ w0)
    schedule(&w1, w15, w10, w2)
    sha256Round(h, a, b, &c, d, e, f, &g, 0x2e1b_2138 &+ w1)
    schedule(&w2, w0, w11, w3)
    sha256Round(g, h, a, &b, c, d, e, &f, 0x4d2c_6dfc &+ w2)
    schedule(&w3, w1, w12, w4)
    sha256Round(f, g, h, &a, b, c, d, &e, 0x5338_0d13 &+ w3)
    schedule(&w4, w2, w13, w5)
    sha256Round(e, f, g, &h, a, b, c, &d, 0x650a_7354 &+ w4)
    schedule(&w5, w3, w14, w6)
    sha256Round(d, e, f, &g, h, a, b, &c, 0x766a_0abb &+ w5)
    schedule(&w6, w4, w15, w7)
    sha256Round(c, d, e, &f, g, h, a, &b, 0x81c2_c92e &+ w6)
    schedule(&w7, w5, w0, w8)
    sha256Round(b, c, d, &e, f, g, h, &a, 0x9272_2c85 &+ w7)
    schedule(&w8, w6, w1, w9)
    sha256Round(a, b, c, &d, e, f, g, &h, 0xa2bf_e8a1 &+ w8)
    schedule(&w9, w7, w2, w10)
    sha256Round(h, a, b, &c, d, e, f, &g, 0xa81a_664b &+ w9)
    schedule(&w10, w8, w3, w11)
    sha256Round(g, h, a, &b, c, d, e, &f, 0xc24b_8b70 &+ w10)
    schedule(&w11, w9, w4, w12)
    sha256Round(f, g, h, &a, b, c, d, &e, 0xc76c_51a3 &+ w11)
    schedule(&w12, w10, w5, w13)
    sha256Round(e, f, g, &h, a, b, c, &d, 0xd192_e819 &+ w12)
    schedule(&w13, w11, w6, w14)
    sha256Round(d, e, f, &g, h, a, b, &c, 0xd699_0624 &+ w13)
    schedule(&w14, w12, w7, w15)
    sha256Round(c, d, e, &f, g, h, a, &b, 0xf40e_3585 &+ w14)
    schedule(&w15, w13, w8, w0)
    sha256Round(b, c, d, &e, f, g, h, &a, 0x106a_a070 &+ w15)
    schedule(&w0, w14, w9, w1)
    sha256Round(a, b, c, &d, e, f, g, &h, 0x19a4_c116 &+ w0)
    schedule(&w1, w15, w10, w2)
    sha256Round(h, a, b, &c, d, e, f, &g, 0x1e37_6c08 &+ w1)
    schedule(&w2, w0, w11, w3)
    sha256Round(g, h, a, &b, c, d, e, &f, 0x2748_774c &+ w2)
    schedule(&w3, w1, w12, w4)
    sha256Round(f, g, h, &a, b, c, d, &e, 0x34b0_bcb5 &+ w3)
    schedule(&w4, w2, w13, w5)
    sha256Round(e, f, g, &h, a, b, c, &d, 0x391c_0cb3 &+ w4)
    schedule(&w5, w3, w14, w6)
    sha256Round(d, e, f, &g, h, a, b, &c, 0x4ed8_aa4a &+ w5)
    schedule(&w6, w4, w15, w7)
    sha256Round(c, d, e, &f, g, h, a, &b, 0x5b9c_ca4f &+ w6)
    schedule(&w7, w5, w0, w8)
    sha256Round(b, c, d, &e, f, g, h, &a, 0x682e_6ff3 &+ w7)
    schedule(&w8, w6, w1, w9)
    sha256Round(a, b, c, &d, e, f, g, &h, 0x748f_82ee &+ w8)
    schedule(&w9, w7, w2, w10)
    sha256Round(h, a, b, &c, d, e, f, &g, 0x78a5_636f &+ w9)
    schedule(&w10, w8, w3, w11)
    sha256Round(g, h, a, &b, c, d, e, &f, 0x84c8_7814 &+ w10)
    schedule(&w11, w9, w4, w12)
    sha256Round(f, g, h, &a, b, c, d, &e, 0x8cc7_0208 &+ w11)
    schedule(&w12, w10, w5, w13)
    sha256Round(e, f, g, &h, a, b, c, &d, 0x90be_fffa &+ w12)
    schedule(&w13, w11, w6, w14)
    sha256Round(d, e, f, &g, h, a, b, &c, 0xa450_6ceb &+ w13)
    schedule(&w14, w12, w7, w15)
    sha256Round(c, d, e, &f, g, h, a, &b, 0xbef9_a3f7 &+ w14)
    schedule(&w15, w13, w8, w0)
    sha256Round(b, c, d, &e, f, g, h, &a, 0xc671_78f2 &+ w15)

    words &+= SIMD8(a, b, c, d, e, f, g, h)
  }

  /// XORs `other` into `self` word by word (the PBKDF2 F-function accumulator).
  @inline(__always)
  mutating func formXor(_ other: SHA256.State) {
    words ^= other.words
  }

  /// The 32-byte big-endian serialisation of H0...H7 (the SHA-256 digest).
  var bytes: [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(32)
    for index in words.indices {
      let word = words[index]
      out.append(UInt8(truncatingIfNeeded: word &>> 24))
      out.append(UInt8(truncatingIfNeeded: word &>> 16))
      out.append(UInt8(truncatingIfNeeded: word &>> 8))
      out.append(UInt8(truncatingIfNeeded: word))
    }
    return out
  }
}
