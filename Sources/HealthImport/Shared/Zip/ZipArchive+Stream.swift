import CZlib
import HealthCore

extension ZipArchive {
  /// The size of the reused output buffer and of stored-data reads, in bytes.
  static let outputChunkSize = 1 << 20
  /// The size of the reused compressed-input buffer, in bytes.
  static let inputChunkSize = 512 << 10
  static let localHeaderSignature: UInt32 = 0x0403_4b50
  static let localHeaderSize = 30

  /// Streams a member's uncompressed bytes to `chunk`, one block at a time.
  ///
  /// Stored members are read in 1 MiB blocks; deflated ones are inflated from 512 KiB input
  /// blocks into a reused 1 MiB output buffer. Memory stays bounded whatever the member's size.
  /// When the whole member has been streamed, its CRC-32 and size are checked.
  /// - Parameters:
  ///   - entry: a member of this archive (from `entries`).
  ///   - chunk: receives each block of uncompressed bytes (valid only during the call); returns
  ///     `false` to stop early, in which case nothing is verified.
  /// - Throws: `ParseError` `.invalidContent("damaged zip: …")` for a bad local header, data
  ///   running past the end of the file, corrupt or truncated deflate data, or a CRC-32 or size
  ///   mismatch; `.invalidContent` for encrypted members or methods other than 0 and 8, or
  ///   when the file changed since the archive was opened or while it was read;
  ///   `.missingFile`/`.unreadable` when the archive cannot be reopened; and whatever `chunk`
  ///   throws.
  public func stream(_ entry: ZipEntry, chunk: (UnsafeRawBufferPointer) throws -> Bool) throws {
    let file = try ZipFileReader(path: path)
    try file.checkUnchanged(since: stamp)
    guard !entry.isEncrypted else {
      throw ParseError(
        path: path,
        reason: .invalidContent("entry \(DiagnosticText.quoted(entry.name)) is encrypted"))
    }
    let start = try dataOffset(of: entry, in: file)
    guard start <= file.size, entry.compressedSize <= file.size - start else {
      throw damaged(entry, "its data runs past the end of the file (truncated?)")
    }
    var check = StreamCheck()
    let completed: Bool
    switch entry.method {
    case 0:
      guard entry.compressedSize == entry.uncompressedSize else {
        throw damaged(entry, "stored sizes differ")
      }
      completed = try streamStored(entry, from: file, at: start, check: &check, chunk: chunk)
    case 8 where entry.compressedSize == 0 && entry.uncompressedSize == 0:
      completed = true  // an empty member some writers store without a deflate block
    case 8:
      completed = try streamDeflated(entry, from: file, at: start, check: &check, chunk: chunk)
    default:
      throw ParseError(
        path: path,
        reason: .invalidContent(
          "entry \(DiagnosticText.quoted(entry.name)) uses compression method \(entry.method); "
            + "only stored (0) and deflate (8) are supported"))
    }
    guard completed else { return }
    try file.checkUnchanged(since: stamp)
    guard check.count == entry.uncompressedSize else {
      throw damaged(entry, "\(check.count) bytes instead of \(entry.uncompressedSize)")
    }
    guard check.crc == entry.crc32 else { throw damaged(entry, "CRC-32 mismatch") }
  }

  /// The offset of the member's data: after its local header, whose name and extra lengths may
  /// differ from the central directory's.
  private func dataOffset(
    of entry: ZipEntry, in file: borrowing ZipFileReader
  ) throws(ParseError) -> UInt64 {
    let headerSize = UInt64(Self.localHeaderSize)
    guard entry.localHeaderOffset <= file.size, headerSize <= file.size - entry.localHeaderOffset
    else { throw damaged(entry, "its local header lies outside the file") }
    let header = ZipBytes(try file.bytes(at: entry.localHeaderOffset, count: Self.localHeaderSize))
    guard header.uint32(at: 0) == Self.localHeaderSignature,
      let nameLength = header.uint16(at: 26), let extraLength = header.uint16(at: 28)
    else { throw damaged(entry, "bad local header") }
    return entry.localHeaderOffset + headerSize + UInt64(nameLength) + UInt64(extraLength)
  }

  /// Streams stored bytes; returns whether the whole member was streamed.
  private func streamStored(
    _ entry: ZipEntry, from file: borrowing ZipFileReader, at start: UInt64,
    check: inout StreamCheck, chunk: (UnsafeRawBufferPointer) throws -> Bool
  ) throws -> Bool {
    var data = MemberData(start: start, size: entry.compressedSize, blockSize: Self.outputChunkSize)
    while !data.isAtEnd {
      let block = try data.next(from: file)
      guard try deliver(block, of: entry, from: file, check: &check, to: chunk) else {
        return false
      }
    }
    return true
  }

  /// Inflates raw deflate data; returns whether the whole member was streamed.
  private func streamDeflated(
    _ entry: ZipEntry, from file: borrowing ZipFileReader, at start: UInt64,
    check: inout StreamCheck, chunk: (UnsafeRawBufferPointer) throws -> Bool
  ) throws -> Bool {
    var data = MemberData(start: start, size: entry.compressedSize, blockSize: Self.inputChunkSize)
    let output = UnsafeMutableRawBufferPointer.allocate(
      byteCount: Self.outputChunkSize, alignment: 16)
    defer { output.deallocate() }
    var inflater: RawInflater
    do { inflater = try RawInflater() } catch { throw damaged(entry, "zlib out of memory") }
    while true {
      if inflater.needsInput {
        guard !data.isAtEnd else { throw damaged(entry, "the deflate data ends early (truncated)") }
        let block = try data.next(from: file)
        inflater.setInput(block)
      }
      let step: RawInflater.Step
      do { step = try inflater.inflate(into: output) } catch {
        switch error {
        case .invalidData(let message): throw damaged(entry, "invalid deflate data (\(message))")
        case .outOfMemory: throw damaged(entry, "zlib out of memory")
        }
      }
      if step.produced > 0 {
        let block = UnsafeRawBufferPointer(rebasing: output[0..<step.produced])
        guard try deliver(block, of: entry, from: file, check: &check, to: chunk) else {
          return false
        }
      }
      if step.isFinished { return true }
    }
  }

  /// Hands one block of a member's uncompressed bytes to `chunk`, after adding it to the
  /// running CRC-32 and size; returns what `chunk` returns.
  /// - Throws: a damaged-zip error when the member grows past its recorded size, and whatever
  ///   `chunk` throws.
  private func deliver(
    _ block: UnsafeRawBufferPointer, of entry: ZipEntry, from file: borrowing ZipFileReader,
    check: inout StreamCheck, to chunk: (UnsafeRawBufferPointer) throws -> Bool
  ) throws -> Bool {
    check.add(block)
    if check.count == UInt64(block.count) { InputTestHook.afterFirstRead(of: file.path) }
    guard check.count <= entry.uncompressedSize else {
      throw damaged(entry, "it holds more than \(entry.uncompressedSize) bytes")
    }
    return try chunk(block)
  }
}
