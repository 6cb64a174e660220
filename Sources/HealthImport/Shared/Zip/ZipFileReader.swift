import HealthCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file read at absolute offsets (`pread`), closed when the reader goes away.
///
/// Every read is bounds-checked against the size taken when the file was opened, so a damaged
/// or truncated archive throws instead of reading past the end.
struct ZipFileReader: ~Copyable {
  /// The path as the user gave it, for error messages.
  let path: String
  /// The file's size in bytes when it was opened.
  let size: UInt64
  /// The file's size, modification time and inode when it was opened.
  let stamp: FileStamp
  private let descriptor: Int32

  /// Opens `path` for reading.
  /// - Parameter path: the file's path.
  /// - Throws: `.missingFile` when nothing is at `path`, `.unreadable(reason)` for a directory,
  ///   a device, a FIFO, or when the file cannot be opened.
  init(path: String) throws(ParseError) {
    let opened = try InputFile.openForReading(path: path, displayPath: path, allowsStream: false)
    self.path = path
    self.descriptor = opened.descriptor
    self.size = UInt64(max(0, opened.status.st_size))
    self.stamp = FileStamp(opened.status)
  }

  /// Throws when the file is no longer what `earlier` describes (it changed since then).
  /// - Parameter earlier: a stamp of the same file, taken before.
  /// - Throws: `.invalidContent("the file changed while it was read …")`.
  func checkUnchanged(since earlier: FileStamp) throws(ParseError) {
    guard let now = FileStamp.of(descriptor) else {
      throw ParseError(path: path, reason: .unreadable(SystemErrorText.explain(errno)))
    }
    if now != earlier { throw FileStamp.changedError(path: path, earlier.change(to: now)) }
  }

  deinit { close(descriptor) }

  /// Fills `buffer` with the bytes at `offset`.
  /// - Parameters:
  ///   - buffer: where the bytes go; its whole length is read.
  ///   - offset: the byte offset in the file.
  /// - Throws: `.invalidContent("damaged zip: …")` when the range runs past the end of the file,
  ///   `.unreadable(reason)` when the system read fails.
  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: UInt64) throws(ParseError) {
    let count = UInt64(buffer.count)
    guard offset <= size, count <= size - offset else {
      throw ParseError(path: path, reason: .invalidContent("damaged zip: \(Self.pastEnd)"))
    }
    var done = 0
    while done < buffer.count {
      guard let base = buffer.baseAddress else { return }
      let result = pread(
        descriptor, base + done, buffer.count - done, off_t(offset) + off_t(done))
      if result > 0 {
        done += result
      } else if result == 0 {
        try checkUnchanged(since: stamp)
        throw ParseError(path: path, reason: .invalidContent("damaged zip: \(Self.pastEnd)"))
      } else if errno != EINTR {
        throw ParseError(path: path, reason: .unreadable(SystemErrorText.explain(errno)))
      }
    }
  }

  /// The `count` bytes at `offset`, for small structures (headers, the central directory).
  /// - Parameters:
  ///   - offset: the byte offset in the file.
  ///   - count: how many bytes.
  /// - Returns: exactly `count` bytes.
  /// - Throws: as `read(into:at:)`.
  func bytes(at offset: UInt64, count: Int) throws(ParseError) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: count)
    var failure: ParseError?
    result.withUnsafeMutableBytes { buffer in
      do throws(ParseError) { try read(into: buffer, at: offset) } catch { failure = error }
    }
    if let failure { throw failure }
    return result
  }

  private static let pastEnd = "a structure runs past the end of the file (truncated?)"
}
