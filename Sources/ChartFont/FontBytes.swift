/// Big-endian reads from a font file that return 0 outside the bytes, so a damaged file can
/// never make a read go out of bounds.
struct FontBytes: Sendable {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The unsigned 8-bit value at `offset`.
  @inline(__always)
  func u8(_ offset: Int) -> Int {
    offset >= 0 && offset < bytes.count ? Int(bytes[offset]) : 0
  }

  /// The unsigned 16-bit value at `offset`.
  @inline(__always)
  func u16(_ offset: Int) -> Int { u8(offset) << 8 | u8(offset + 1) }

  /// The signed 16-bit value at `offset`.
  @inline(__always)
  func i16(_ offset: Int) -> Int { Int(Int16(truncatingIfNeeded: u16(offset))) }

  /// The unsigned 32-bit value at `offset`.
  func u32(_ offset: Int) -> Int { u16(offset) << 16 | u16(offset + 2) }

  /// `count` bytes from `offset` (fewer at the end of the file).
  func slice(_ offset: Int, _ count: Int) -> ArraySlice<UInt8> {
    let start = min(max(0, offset), bytes.count)
    return bytes[start..<min(bytes.count, start + max(0, count))]
  }
}
