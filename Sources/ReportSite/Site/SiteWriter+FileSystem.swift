import Foundation
import HealthCore

/// The system calls ``SiteWriter`` and ``SiteCommit`` need beyond `FileManager`: plain file
/// writes with an optional `fsync`, an atomic `rename(2)`, byte comparison and times.
extension SiteWriter {
  /// Creates the file at `path` (it must not exist) and writes `bytes` with
  /// `open`/`write`/`close`; with `sync`, `fsync`s it before closing.
  ///
  /// A new site is written without `fsync` per file (a 2,600-file site would take seconds):
  /// it is renamed into place as one folder. Files staged for an in-place commit are synced,
  /// since the journal that moves them in must never point at a file the disk lost.
  /// - Returns: the written file's stamp (size and modification time), or the failure.
  static func writeFile(_ path: String, _ bytes: [UInt8], sync: Bool) -> (
    stamp: FileStamp?, failure: String?
  ) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return (nil, SystemErrorText.explain(errno)) }
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = writeBytes(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = SystemErrorText.explain(errno)
          return
        }
        offset += written
      }
    }
    if failure == nil, sync, fsync(descriptor) != 0 { failure = SystemErrorText.explain(errno) }
    let stamp = failure == nil ? FileStamp.of(descriptor) : nil
    if close(descriptor) != 0, failure == nil { failure = SystemErrorText.explain(errno) }
    if failure == nil, stamp == nil { failure = "cannot read the file's size and time" }
    return failure == nil ? (stamp, nil) : (nil, failure)
  }

  /// `fsync`s the folder at `path`, so the renames in it are on disk.
  /// - Returns: `nil` on success, else the failure's explanation.
  static func syncFolder(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return SystemErrorText.explain(errno) }
    defer { close(descriptor) }
    return fsync(descriptor) == 0 ? nil : SystemErrorText.explain(errno)
  }

  func rename(_ source: URL, to destination: URL, shown: String) throws(SiteError) {
    guard Self.systemRename(source.path, destination.path) != 0 else { return }
    let code = errno
    if code == EEXIST || code == ENOTEMPTY {
      throw SiteError(path: shown, reason: .notASite)
    }
    throw SiteError(path: shown, reason: .cannotWrite(SystemErrorText.explain(code)))
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

  /// Whether the rest of the open file `descriptor` is exactly `bytes`.
  static func contents(of descriptor: Int32, equal bytes: [UInt8]) -> Bool {
    let chunkSize = 1 << 16
    var buffer = [UInt8](repeating: 0, count: min(chunkSize, max(1, bytes.count)))
    var offset = 0
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return false }
      if count == 0 { return offset == bytes.count }
      guard offset + count <= bytes.count else { return false }
      let same = buffer.withUnsafeBytes { chunk in
        bytes.withUnsafeBytes { expected in
          guard let got = chunk.baseAddress, let want = expected.baseAddress else { return false }
          return memcmp(got, want + offset, count) == 0
        }
      }
      guard same else { return false }
      offset += count
    }
  }

  /// Sets the access and modification times of `path` to those in `info`.
  static func setTimes(_ path: String, from info: stat) -> Bool {
    #if canImport(Darwin)
      var times = [info.st_atimespec, info.st_mtimespec]
    #else
      var times = [info.st_atim, info.st_mtim]
    #endif
    return utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW) == 0
  }
}

/// `write(2)`, named apart from ``SiteWriter/write(_:to:displayPath:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
