import CZlib
import HealthCore

/// The running CRC-32 and byte count of a streamed member.
struct StreamCheck {
  /// The CRC-32 of the bytes so far.
  var crc: UInt32 = 0
  /// The number of bytes so far.
  var count: UInt64 = 0

  /// Adds `block` (at most 4 GiB - 1 bytes) to the checksum and count.
  mutating func add(_ block: UnsafeRawBufferPointer) {
    guard let base = block.baseAddress else { return }
    let bytes = base.assumingMemoryBound(to: Bytef.self)
    crc = UInt32(truncatingIfNeeded: crc32(uLong(crc), bytes, uInt(clamping: block.count)))
    count += UInt64(block.count)
  }
}
