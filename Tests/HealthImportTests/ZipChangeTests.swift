import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A zip that changes between reading its directory and streaming a member, or while a member
/// is streamed, fails with "the file changed while it was read".
@Suite struct ZipChangeTests {
  /// A zip holding one 3 MB member, stored or deflated.
  static func makeZip(in folder: URL, compressed: Bool) throws -> String {
    try ZipTestSupport.makeZip(
      in: folder,
      """
      data = b''.join(b'<Record n="%07d"/>\\n' % i for i in range(150000))
      z.writestr('apple_health_export/export.xml', data, compress_type=\(compressed ? "D" : "S"))
      """)
  }

  /// The error streaming the only member throws, if any.
  static func streamFailure(_ archive: ZipArchive) -> ParseError? {
    do {
      guard let entry = archive.entries.first else { return nil }
      _ = try ZipTestSupport.readAll(archive, entry)
      return nil
    } catch let error as ParseError {
      return error
    } catch {
      return ParseError(path: "?", reason: .unreadable("\(error)"))
    }
  }

  @Test(arguments: [false, true])
  func aZipCutBeforeItsMemberIsStreamedFails(compressed: Bool) throws {
    let folder = try ZipTestSupport.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.makeZip(in: folder, compressed: compressed)
    let archive = try ZipArchive(path: path)
    #expect(Self.streamFailure(archive) == nil)
    #expect(truncate(path, 50_000) == 0)
    let error = Self.streamFailure(archive)
    #expect(error?.description.hasPrefix("\(path): the file changed while it was read") == true)
  }

  @Test(arguments: [false, true])
  func aZipCutWhileItsMemberIsStreamedFails(compressed: Bool) throws {
    let folder = try ZipTestSupport.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.makeZip(in: folder, compressed: compressed)
    let archive = try ZipArchive(path: path)
    let entry = try #require(archive.entries.first)
    var blocks = 0
    var failure: ParseError?
    do {
      try archive.stream(entry) { _ in
        blocks += 1
        if blocks == 1 { #expect(truncate(path, 20_000) == 0) }
        return true
      }
    } catch let error as ParseError {
      failure = error
    }
    #expect(failure?.description.hasPrefix("\(path): the file changed while it was read") == true)
  }

  @Test func aZipRewrittenInPlaceFails() throws {
    let folder = try ZipTestSupport.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.makeZip(in: folder, compressed: false)
    let archive = try ZipArchive(path: path)
    let descriptor = open(path, O_WRONLY)
    #expect(descriptor >= 0)
    #expect(pwrite(descriptor, "<X", 2, 200) == 2)
    var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
    #expect(futimens(descriptor, &times) == 0)
    close(descriptor)
    let error = Self.streamFailure(archive)
    #expect(
      error?.description.hasPrefix("\(path): the file changed while it was read (it was modified)")
        == true)
  }
}
