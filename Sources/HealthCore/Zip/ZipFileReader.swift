import Foundation

/// An open file read at absolute offsets (`pread`), closed when the reader goes away.
///
/// Every read is bounds-checked against the size taken when the file was opened, so a damaged
/// or truncated archive throws instead of reading past the end.
struct ZipFileReader: ~Copyable {
  /// The path as the user gave it, for error messages.
  let path: String
  /// The file's size in bytes when it was opened.
  let size: UInt64
  private let descriptor: Int32

  /// Opens `path` for reading.
  /// - Parameter path: the file's path.
  /// - Throws: `.missingFile` when nothing is at `path`, `.unreadable(reason)` for a directory
  ///   or when the file cannot be opened.
  init(path: String) throws(ParseError) {
    let descriptor = try InputFile.open(path: path)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size >= 0 else {
      let code = errno
      close(descriptor)
      throw ParseError(path: path, reason: .unreadable(InputFile.explain(code)))
    }
    self.path = path
    self.descriptor = descriptor
    self.size = UInt64(status.st_size)
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
        throw ParseError(path: path, reason: .invalidContent("damaged zip: \(Self.pastEnd)"))
      } else if errno != EINTR {
        throw ParseError(path: path, reason: .unreadable(InputFile.explain(errno)))
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
