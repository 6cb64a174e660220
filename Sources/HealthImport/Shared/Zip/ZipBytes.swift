import HealthCore

/// Bounds-checked little-endian reads from bytes taken out of a zip file.
///
/// Every accessor returns `nil` instead of reading outside `bytes`.
struct ZipBytes: Sendable {
  /// The bytes read.
  let bytes: [UInt8]

  /// Wraps `bytes`.
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The number of bytes.
  var count: Int { bytes.count }

  /// The 16-bit value at `offset`, or `nil` when it does not fit.
  func uint16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset <= bytes.count - 2 else { return nil }
    return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  /// The 32-bit value at `offset`, or `nil` when it does not fit.
  func uint32(at offset: Int) -> UInt32? {
    guard let low = uint16(at: offset), let high = uint16(at: offset + 2) else { return nil }
    return UInt32(low) | UInt32(high) << 16
  }

  /// The 64-bit value at `offset`, or `nil` when it does not fit.
  func uint64(at offset: Int) -> UInt64? {
    guard let low = uint32(at: offset), let high = uint32(at: offset + 4) else { return nil }
    return UInt64(low) | UInt64(high) << 32
  }

  /// The `count` bytes at `offset`, or `nil` when they do not fit.
  func slice(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
    guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
      return nil
    }
    return bytes[offset..<(offset + count)]
  }
}
