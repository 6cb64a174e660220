import HealthCore

/// A zip member's stored bytes, read from the archive in order, one block at a time, into one
/// reused buffer of at most `blockSize` bytes (so memory stays bounded whatever the size).
struct MemberData: ~Copyable {
  /// The reused buffer.
  private let buffer: UnsafeMutableRawBufferPointer
  /// The offset of the member's first byte in the file.
  private let start: UInt64
  /// The member's stored size, in bytes.
  private let size: UInt64
  /// How many bytes have been read.
  private var read: UInt64 = 0

  /// Prepares to read `size` bytes from offset `start`.
  /// - Parameters:
  ///   - start: the offset of the first byte in the file.
  ///   - size: how many bytes the member's data holds.
  ///   - blockSize: the largest block read at once, in bytes (at least 1).
  init(start: UInt64, size: UInt64, blockSize: Int) {
    let capacity = Int(min(UInt64(max(blockSize, 1)), max(size, 1)))
    buffer = .allocate(byteCount: capacity, alignment: 16)
    self.start = start
    self.size = size
  }

  deinit { buffer.deallocate() }

  /// Whether every byte has been read.
  var isAtEnd: Bool { read >= size }

  /// Reads the next block (at least one byte unless ``isAtEnd``).
  /// - Parameter file: the archive.
  /// - Returns: the block, valid until the next call.
  /// - Throws: ``ParseError`` when the file cannot be read.
  mutating func next(from file: borrowing ZipFileReader) throws(ParseError)
    -> UnsafeRawBufferPointer
  {
    let count = Int(min(UInt64(buffer.count), size - min(read, size)))
    let block = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<count])
    try file.read(into: block, at: start + read)
    read += UInt64(count)
    return UnsafeRawBufferPointer(block)
  }
}
