#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Allocation-free helpers over raw input bytes: searching, line counting, numbers, dates.
///
/// Every function takes a buffer plus explicit bounds and never reads outside `0..<count`.
enum ByteText {
  /// The offset of the first `byte` in `buffer[from..<to]`, or `nil`. Looks at the first
  /// 32 bytes inline (most attribute values are short), then calls `memchr`.
  static func find(_ byte: UInt8, in buffer: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
    guard from >= 0, from < to, to <= buffer.count, let base = buffer.baseAddress else {
      return nil
    }
    let inlineEnd = min(to, from + 32)
    var position = from
    while position < inlineEnd {
      if base.load(fromByteOffset: position, as: UInt8.self) == byte { return position }
      position += 1
    }
    guard position < to, let hit = memchr(base + position, Int32(byte), to - position) else {
      return nil
    }
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
    let expected = literal.utf8Start
    for index in 0..<length
    where base.load(fromByteOffset: offset + index, as: UInt8.self) != expected[index] {
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

  /// The number of `\n` bytes in `buffer[from..<to]`, jumping from line end to line end
  /// with `memchr` (Apple writes one element of ~400 bytes per line, so this is a few
  /// vectorised calls per kilobyte).
  static func countNewlines(in buffer: UnsafeRawBufferPointer, from: Int, to: Int) -> Int {
    guard from >= 0, from < to, to <= buffer.count, let base = buffer.baseAddress else {
      return 0
    }
    var count = 0
    var position = base + from
    let end = base + to
    while position < end, let hit = memchr(position, 0x0A, position.distance(to: end)) {
      count += 1
      position = UnsafeRawPointer(hit) + 1
    }
    return count
  }

  /// Whether `byte` is XML white space (or another ASCII control character, tolerated).
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool { byte <= 0x20 }
}
