import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Allocation-free helpers over raw input bytes: searching, line counting, numbers, dates.
///
/// Every function takes a buffer plus explicit bounds and never reads outside `0..<count`:
/// word and vector loads are only made when the whole word lies before the bound.
enum ByteText {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`. Looks at the first
  /// 32 bytes a word at a time (most attribute values are short), then calls `memchr`.
  @inline(__always)
  static func find(_ byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
    guard from >= 0, from < to, to <= buffer.count, let base = buffer.baseAddress else {
      return nil
    }
    return find(byte, base: base, from: from, to: to)
  }

  /// `find(_:in:from:to:)` on a base pointer; the caller guarantees `0 <= from`, and that
  /// `base[0..<to]` is readable.
  @inline(__always)
  static func find(_ byte: UInt8, base: UnsafeRawPointer, from: Int, to: Int) -> Int? {
    var position = from
    let pattern = 0x0101_0101_0101_0101 &* UInt64(byte)
    // Four words inline: the word trick finds the lowest matching byte exactly. Every load is of
    // base[position..<position+8] with position + 8 <= to (wrapping arithmetic: `to` is a
    // buffer's count and `from` is not negative, so `to - position` cannot overflow).
    @inline(__always) func hit(_ offset: Int) -> Int? {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      let bits = zeroBytes(word ^ pattern)
      return bits == 0 ? nil : offset &+ bits.trailingZeroBitCount &>> 3
    }
    if to &- position >= 32 {
      if let found = hit(position) ?? hit(position &+ 8) ?? hit(position &+ 16)
        ?? hit(position &+ 24)
      {
        return found
      }
      position &+= 32
    } else {
      while to &- position >= 8 {
        if let found = hit(position) { return found }
        position &+= 8
      }
    }
    return findInLong(byte, base: base, from: position, to: to)
  }

  /// `find(_:base:from:to:)` for a value expected to be a 25-byte timestamp
  /// (`yyyy-MM-dd HH:mm:ss ±HHMM`): when `base[from + 25]` is `byte` and none of the 25 bytes
  /// before it is, returns `from + 25` after four loads (the answer `find` gives); else
  /// searches.
  /// - Parameters:
  ///   - byte: the closing quote.
  ///   - base: the buffer's start; `base[0..<to]` is readable and `0 <= from`.
  ///   - from: the value's first byte.
  ///   - to: the search's end (exclusive).
  /// - Returns: the offset of the first `byte` in `base[from..<to]`, or `nil`.
  @inline(__always)
  static func findAfterTimestamp(_ byte: UInt8, base: UnsafeRawPointer, from: Int, to: Int)
    -> Int?
  {
    if to - from > 25, base.load(fromByteOffset: from + 25, as: UInt8.self) == byte {
      // The loads are of base[from..<from+24] and base[from+24], before base[from+25] < to.
      let pattern = 0x0101_0101_0101_0101 &* UInt64(byte)
      @inline(__always) func hits(_ offset: Int) -> UInt64 {
        zeroBytes(
          UInt64(littleEndian: base.loadUnaligned(fromByteOffset: from + offset, as: UInt64.self))
            ^ pattern)
      }
      // A word's `zeroBytes` is non-zero exactly when it holds the byte.
      if hits(0) | hits(8) | hits(16) == 0,
        base.load(fromByteOffset: from + 24, as: UInt8.self) != byte
      {
        return from + 25
      }
    }
    return find(byte, base: base, from: from, to: to)
  }

  /// `find(_:base:from:to:)` for a value expected to be longer than the words it looks at
  /// inline: `memchr` at once.
  /// - Parameters:
  ///   - byte: the byte to find.
  ///   - base: the buffer's start; `base[0..<to]` is readable and `0 <= from`.
  ///   - from: the first offset searched.
  ///   - to: the search's end (exclusive).
  /// - Returns: the offset of the first `byte` in `base[from..<to]`, or `nil`.
  @inline(__always)
  static func findInLong(_ byte: UInt8, base: UnsafeRawPointer, from: Int, to: Int) -> Int? {
    guard from < to, let hit = memchr(base + from, Int32(byte), to - from) else { return nil }
    return base.distance(to: UnsafeRawPointer(hit))
  }

  /// High bit set in each byte of the result below and at the lowest zero byte of `word`
  /// (exact for the lowest zero byte; bytes above it may be false positives).
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
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
  @inline(__always)
  static func matches(_ literal: StaticString, in buffer: UnsafeRawBufferPointer, at offset: Int)
    -> Bool
  {
    let length = literal.utf8CodeUnitCount
    guard offset >= 0, offset + length <= buffer.count, let base = buffer.baseAddress else {
      return false
    }
    return memcmp(base + offset, literal.utf8Start, length) == 0
  }

  /// Whether `buffer` holds, at `offset`, the first `length` bytes (1–8) of `word` taken
  /// little-endian (its lowest byte first): one load and compare when 8 bytes lie in the
  /// buffer, else byte by byte (false when it would run past the end).
  @inline(__always)
  static func matches(word: UInt64, length: Int, in buffer: UnsafeRawBufferPointer, at offset: Int)
    -> Bool
  {
    guard length > 0, length <= 8, offset >= 0, let base = buffer.baseAddress else {
      return false
    }
    let mask = length == 8 ? UInt64.max : (1 << UInt64(length * 8)) - 1
    if offset <= buffer.count - 8 {
      // The load is of base[offset..<offset+8], inside the buffer.
      let loaded = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      return loaded & mask == word & mask
    }
    guard offset + length <= buffer.count else { return false }
    for index in 0..<length
    where buffer[offset + index] != UInt8(truncatingIfNeeded: word >> UInt64(index * 8)) {
      return false
    }
    return true
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

  /// The number of `\n` bytes in `buffer[from..<to]`, 16 bytes per step: byte-wide counters
  /// are summed every 255 steps (before they could wrap).
  static func countNewlines(in buffer: UnsafeRawBufferPointer, from: Int, to: Int) -> Int {
    guard from >= 0, from < to, to <= buffer.count, let base = buffer.baseAddress else {
      return 0
    }
    var count = 0
    var position = from
    let newline = SIMD16<UInt8>(repeating: 0x0A)
    let one = SIMD16<UInt8>(repeating: 1)
    while to - position >= 16 {
      // Every load is of base[position..<position+16] with position + 16 <= to.
      let steps = min((to - position) >> 4, 255)
      var lanes = SIMD16<UInt8>()
      for _ in 0..<steps {
        let bytes = base.loadUnaligned(fromByteOffset: position, as: SIMD16<UInt8>.self)
        lanes &+= SIMD16<UInt8>.zero.replacing(with: one, where: bytes .== newline)
        position += 16
      }
      count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
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
