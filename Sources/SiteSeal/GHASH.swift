// GHASH, the universal hash of GCM (NIST SP 800-38D §6.4), using Shoup's 8-bit table method.

/// A 128-bit GCM field element or block, as two big-endian halves.
///
/// Bit 0 of the block (the most significant bit of `hi`) is the coefficient of x^0, following
/// SP 800-38D §6.3; multiplying by x is a right shift.
struct GCMBlock: Equatable {
  var hi: UInt64
  var lo: UInt64

  static let zero = GCMBlock(hi: 0, lo: 0)

  @inline(__always)
  static func ^ (left: GCMBlock, right: GCMBlock) -> GCMBlock {
    GCMBlock(hi: left.hi ^ right.hi, lo: left.lo ^ right.lo)
  }

  /// `self · x` in GF(2^128) modulo x^128 + x^7 + x^2 + x + 1 (SP 800-38D §6.3, Algorithm 1).
  var timesX: GCMBlock {
    let carry = lo & 1
    return GCMBlock(
      hi: (hi >> 1) ^ (carry == 0 ? 0 : 0xe100_0000_0000_0000), lo: (lo >> 1) | (hi << 63))
  }
}

/// Reduction terms for shifting a field element right by 8 bits: entry `b` is what the low byte
/// `b` contributes, folded back into the top 16 bits, as a full word to XOR into `hi`.
let ghashReduction: [UInt64] = (0..<256).map { byte in
  var value = GCMBlock(hi: 0, lo: UInt64(byte))
  for _ in 0..<8 {
    value = value.timesX
  }
  return value.hi
}

/// The per-key table for multiplication by the hash subkey H = E(K, 0^128).
///
/// Entry `b` (0...255) holds `b · H`, where `b` is read as a byte of a GCM block (its top bit is
/// the coefficient of x^0), stored as `hi` at `2b` and `lo` at `2b + 1`: 4 KiB per key.
struct GHashTable {
  private let entries: [UInt64]

  /// Builds the table for hash subkey `h` (SP 800-38D §6.4).
  init(hashSubkey h: GCMBlock) {
    var table = [GCMBlock](repeating: .zero, count: 256)
    var power = h
    var bit = 0x80
    while bit > 0 {
      table[bit] = power
      power = power.timesX
      bit >>= 1
    }
    var size = 2
    while size < 256 {
      for low in 1..<size {
        table[size + low] = table[size] ^ table[low]
      }
      size <<= 1
    }
    var flat = [UInt64]()
    flat.reserveCapacity(512)
    for entry in table {
      flat.append(entry.hi)
      flat.append(entry.lo)
    }
    entries = flat
  }

  /// Runs `body` with a multiplier that reads the table through pointers.
  func withMultiplier<Result>(_ body: (GHashMultiplier) -> Result) -> Result {
    entries.withUnsafeBufferPointer { table in
      ghashReduction.withUnsafeBufferPointer { reduction in
        body(GHashMultiplier(table: table, reduction: reduction))
      }
    }
  }
}

/// Multiplication by H over borrowed pointers, valid only inside
/// ``GHashTable/withMultiplier(_:)``.
struct GHashMultiplier {
  /// 512 words: `b · H` as (hi, lo) pairs.
  let table: UnsafeBufferPointer<UInt64>
  /// 256 words: ``ghashReduction``.
  let reduction: UnsafeBufferPointer<UInt64>

  /// Returns `x · H`, processing the 16 bytes of `x` from last to first (Horner's rule in x^8).
  @inline(__always)
  func multiply(_ x: GCMBlock) -> GCMBlock {
    var index = Int(truncatingIfNeeded: x.lo & 0xff) &* 2
    var hi = table[index]
    var lo = table[index &+ 1]
    @inline(__always)
    func step(_ byte: UInt64) {
      let carry = Int(truncatingIfNeeded: lo & 0xff)
      lo = (hi &<< 56) | (lo &>> 8)
      hi = (hi &>> 8) ^ reduction[carry]
      index = Int(truncatingIfNeeded: byte & 0xff) &* 2
      hi ^= table[index]
      lo ^= table[index &+ 1]
    }
    // The other bytes, from byte 14 down to byte 0 (the optimizer unrolls both loops).
    for shift in stride(from: 8, to: 64, by: 8) {
      step(x.lo &>> UInt64(shift))
    }
    for shift in stride(from: 0, to: 64, by: 8) {
      step(x.hi &>> UInt64(shift))
    }
    return GCMBlock(hi: hi, lo: lo)
  }

  /// Absorbs `bytes` into the GHASH accumulator `y`, zero-padding the final partial block
  /// (SP 800-38D §7.1 step 5, the `0^v` and `0^u` padding).
  func absorb(_ bytes: UnsafeRawBufferPointer, into y: inout GCMBlock) {
    var offset = 0
    let count = bytes.count
    while count - offset >= 16 {
      y = multiply(y ^ GCMBlock(loadingFrom: bytes, at: offset))
      offset += 16
    }
    if offset < count {
      y = multiply(y ^ GCMBlock(loadingPaddedFrom: bytes, at: offset))
    }
  }
}

extension GCMBlock {
  /// Reads 16 big-endian bytes at `offset`; the caller guarantees they are in bounds.
  @inline(__always)
  init(loadingFrom bytes: UnsafeRawBufferPointer, at offset: Int) {
    self.init(
      hi: UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
      lo: UInt64(bigEndian: bytes.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self)))
  }

  /// Reads the bytes from `offset` to the end (fewer than 16), zero-padded on the right.
  init(loadingPaddedFrom bytes: UnsafeRawBufferPointer, at offset: Int) {
    var hi: UInt64 = 0
    var lo: UInt64 = 0
    for position in 0..<min(16, bytes.count - offset) {
      let byte = UInt64(bytes[offset + position])
      if position < 8 {
        hi |= byte << (56 - 8 * position)
      } else {
        lo |= byte << (120 - 8 * position)
      }
    }
    self.init(hi: hi, lo: lo)
  }

  /// Writes the 16 big-endian bytes to `bytes` at `offset`; the caller guarantees bounds.
  @inline(__always)
  func store(to bytes: UnsafeMutableRawBufferPointer, at offset: Int) {
    bytes.storeBytes(of: hi.bigEndian, toByteOffset: offset, as: UInt64.self)
    bytes.storeBytes(of: lo.bigEndian, toByteOffset: offset &+ 8, as: UInt64.self)
  }
}
