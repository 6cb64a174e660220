import Foundation
import HealthCore
import HealthImport

/// The zip reader: the input is an archive, written to a scratch file (the reader works on
/// paths), opened, searched for the export and streamed, each member to at most 1 MiB and the
/// export through the record scanner to at most 4 MiB. Errors are fine; crashes, hangs and a
/// member that streams to completion with a size other than its recorded one are not.
enum ZipFuzz {
  /// The scratch file: in memory (`/dev/shm`) when there is one, unique to the process.
  static let scratchPath: String = {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : "/tmp"
    return folder + "/healthreport-fuzz-\(getpid()).zip"
  }()

  /// The most bytes streamed from one member.
  static let memberLimit = 1 << 20
  /// The most bytes of the export fed to the record scanner.
  static let exportLimit = 4 << 20

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    try store(bytes, at: scratchPath)
    defer { unlink(scratchPath) }
    guard let archive = try? ZipArchive(path: scratchPath) else { return }
    for entry in archive.entries.prefix(8) {
      var count: UInt64 = 0
      var stopped = false
      do {
        try archive.stream(entry) { block in
          count += UInt64(block.count)
          stopped = count >= memberLimit
          return !stopped
        }
      } catch {
        continue
      }
      guard stopped || count == entry.uncompressedSize else {
        throw FuzzFailure(
          "\"\(entry.name)\" streamed \(count) bytes, not \(entry.uncompressedSize)")
      }
    }
    guard let export = try? archive.findHealthExport() else { return }
    guard archive.entries.contains(export), export.name.lowercased().hasSuffix(".xml") else {
      throw FuzzFailure("findHealthExport returned \"\(export.name)\", not an .xml member")
    }
    // The member is read only up to `exportLimit`, so its end may be cut off on purpose.
    var importer = AppleHealthImporter(
      path: scratchPath, options: AppleHealthImportOptions(allowTruncated: true))
    do {
      try archive.stream(export) { block in
        try importer.consume(block)
        return importer.bytesConsumed < exportLimit
      }
      _ = try importer.finish()
    } catch {
      return
    }
  }

  /// Replaces the file at `path` with `bytes`.
  static func store(_ bytes: UnsafeRawBufferPointer, at path: String) throws(FuzzFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { throw FuzzFailure("harness: cannot create \(path)") }
    defer { close(descriptor) }
    var done = 0
    while done < bytes.count {
      guard let base = bytes.baseAddress else { break }
      let written = write(descriptor, base + done, bytes.count - done)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw FuzzFailure("harness: cannot write \(path)") }
      done += written
    }
  }
}
