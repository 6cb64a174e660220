import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls ``SiteWriter`` needs beyond `FileManager`: an atomic `rename(2)` that
/// replaces empty folders, plain file writes, and short error explanations.
extension SiteWriter {
  /// Creates the file at `path` (replacing none: it must not exist) and writes `bytes` with
  /// `open`/`write`/`close`. No `fsync` per file (Foundation's `Data.write` syncs each one,
  /// which made a 2,600-file site take seconds): the complete folder is swapped in by one
  /// `rename`, so a crash leaves at worst an unused temporary folder.
  /// - Returns: `nil` on success, else the error's explanation.
  static func systemWrite(_ path: String, _ bytes: [UInt8]) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = writeBytes(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }

  func rename(_ source: URL, to destination: URL, shown: String) throws(SiteError) {
    guard Self.systemRename(source.path, destination.path) != 0 else { return }
    let code = errno
    if code == EEXIST || code == ENOTEMPTY {
      throw SiteError(path: shown, reason: .notASite)
    }
    throw SiteError(path: shown, reason: .cannotWrite(String(cString: strerror(code))))
  }

  static func systemRename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
      return Glibc.rename(source, destination)
    #elseif canImport(Musl)
      return Musl.rename(source, destination)
    #else
      return Darwin.rename(source, destination)
    #endif
  }

  /// A short explanation of a Foundation error, without the Objective-C domain noise.
  static func explain(_ error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let message = strerror(Int32(underlying.code))
    {
      return String(cString: message)
    }
    return nsError.localizedDescription
  }
}

/// `write(2)`, named apart from ``SiteWriter/write(_:to:displayPath:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
