#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Allocation-free helpers over raw input bytes: searching, line counting, numbers, dates.
///
/// Every function takes a buffer plus explicit bounds and never reads outside `0..<count`.
enum ByteText {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`.
  static func find(_ byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
    guard from < to, to <= buffer.count, let base = buffer.baseAddress else { return nil }
    guard let hit = memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: UnsafeRawPointer(hit))
  }

  /// The offset of the first occurrence of `needle` (ASCII, 1–16 bytes) in `buffer[from..<to]`.
  static func find(
    _ needle: StaticString, in buffer: UnsafeRawBufferPointer, from: Int, to: Int
  ) -> Int? {
    let length = needle.utf8CodeUnitCount
    guard length > 0 else { return from }
    let first = needle.utf8Start.pointee
    var position = from
    while let hit = find(first, in: buffer, from: position, to: to) {
      guard hit + length <= to else { return nil }
      if matches(needle, in: buffer, at: hit) { return hit }
      position = hit + 1
    }
    return nil
  }

  /// Whether `buffer` holds `literal` at `offset` (false when it would run past the end).
  static func matches(_ literal: StaticString, in buffer: UnsafeRawBufferPointer, at offset: Int)
    -> Bool
  {
    let length = literal.utf8CodeUnitCount
    guard offset >= 0, offset + length <= buffer.count, let base = buffer.baseAddress else {
      return false
    }
    return memcmp(base + offset, literal.utf8Start, length) == 0
  }

  /// Whether `buffer[offset..<offset+length]` equals `bytes`.
  static func equals(
    _ bytes: UnsafeRawBufferPointer, _ buffer: UnsafeRawBufferPointer, at offset: Int,
    length: Int
  ) -> Bool {
    guard length == bytes.count, offset >= 0, offset + length <= buffer.count,
      let base = buffer.baseAddress, let other = bytes.baseAddress
    else { return false }
    return memcmp(base + offset, other, length) == 0
  }

  /// The number of `\n` bytes in `buffer[from..<to]`, eight bytes at a time.
  static func countNewlines(in buffer: UnsafeRawBufferPointer, from: Int, to: Int) -> Int {
    guard from < to, to <= buffer.count, from >= 0, let base = buffer.baseAddress else {
      return 0
    }
    var count = 0
    var position = from
    let pattern: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    while position + 8 <= to {
      let word = base.loadUnaligned(fromByteOffset: position, as: UInt64.self) ^ pattern
      // High bit set in each byte that is zero (an exact test, no false positives).
      let zeroes = ~(((word & low7) &+ low7) | word | low7)
      count += zeroes.nonzeroBitCount
      position += 8
    }
    while position < to {
      if base.load(fromByteOffset: position, as: UInt8.self) == 0x0A { count += 1 }
      position += 1
    }
    return count
  }

  /// Whether `byte` is XML white space (or another ASCII control character, tolerated).
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool { byte <= 0x20 }
}
