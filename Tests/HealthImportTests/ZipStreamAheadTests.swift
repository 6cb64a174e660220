import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ZipArchive.streamAhead`: a member inflated on a second thread arrives as `stream` gives it,
/// with the same errors in the same places.
@Suite struct ZipStreamAheadTests {
  typealias Support = ZipTestSupport

  /// Every byte of `entry` through `streamAhead`, and the block count.
  static func readAhead(_ archive: ZipArchive, _ entry: ZipEntry) throws(ParseError) -> (
    [UInt8], Int
  ) {
    var bytes: [UInt8] = []
    var blocks = 0
    try archive.streamAhead(entry) { block in
      bytes.append(contentsOf: block)
      blocks += 1
    }
    return (bytes, blocks)
  }

  @Test func storedAndDeflatedMembersArriveWhole() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder,
      """
      import random
      r = random.Random(7)
      big = bytes(r.getrandbits(8) for _ in range(3_500_000))
      text = b''.join(b'<Record n="%07d"/>\\n' % i for i in range(200000))
      z.writestr('stored.bin', big, compress_type=S)
      z.writestr('deflated.xml', text, compress_type=D)
      z.writestr('small.txt', b'hello', compress_type=D)
      z.writestr('empty.txt', b'', compress_type=D)
      """)
    let archive = try ZipArchive(path: path)
    for name in ["stored.bin", "deflated.xml", "small.txt", "empty.txt"] {
      let entry = try Support.entry(archive, name)
      let expected = try Support.readAll(archive, entry)
      let (bytes, blocks) = try Self.readAhead(archive, entry)
      #expect(bytes == expected, "\(name)")
      #expect(bytes.count == Int(entry.uncompressedSize))
      if name == "stored.bin" { #expect(blocks == 4) }  // 1 MiB blocks
    }
  }

  @Test func aDamagedMemberFailsAfterTheBlocksBeforeTheDamage() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder,
      """
      z.writestr('a.bin', bytes(range(256)) * 20000, compress_type=S)
      """)
    // One byte of the stored data changed: every block arrives, then the CRC-32 fails.
    var bytes = try Support.bytes(path)
    let archive = try ZipArchive(path: path)
    let entry = try Support.entry(archive, "a.bin")
    let dataStart = Int(entry.localHeaderOffset) + 30 + "a.bin".utf8.count
    bytes[dataStart + 3_000_000] ^= 0xFF
    let damaged = try Support.write(bytes, in: folder, named: "damaged.zip")
    let other = try ZipArchive(path: damaged)
    let damagedEntry = try Support.entry(other, "a.bin")
    var received = 0
    var failure: ParseError?
    do throws(ParseError) {
      try other.streamAhead(damagedEntry) { block in received += block.count }
    } catch {
      failure = error
    }
    #expect(received == 5_120_000)
    #expect(
      failure?.description.contains("CRC-32 mismatch") == true, "\(String(describing: failure))")
  }

  @Test func anErrorFromTheReaderStopsTheInflating() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder,
      """
      z.writestr('big.xml', b'<Record/>\\n' * 1_000_000, compress_type=D)
      """)
    let archive = try ZipArchive(path: path)
    let entry = try Support.entry(archive, "big.xml")
    for _ in 0..<20 {
      var blocks = 0
      var failure: ParseError?
      do throws(ParseError) {
        try archive.streamAhead(entry) { _ throws(ParseError) in
          blocks += 1
          if blocks == 2 { throw ParseError(path: "big.xml", reason: .emptyFile) }
        }
      } catch {
        failure = error
      }
      #expect(blocks == 2)
      #expect(failure == ParseError(path: "big.xml", reason: .emptyFile))
    }
  }

  @Test(arguments: [false, true])
  func aZipCutWhileItsMemberIsInflatedAheadFails(compressed: Bool) throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try ZipChangeTests.makeZip(in: folder, compressed: compressed)
    let archive = try ZipArchive(path: path)
    let entry = try #require(archive.entries.first)
    var blocks = 0
    var failure: ParseError?
    do throws(ParseError) {
      try archive.streamAhead(entry) { _ in
        blocks += 1
        if blocks == 1 { #expect(truncate(path, 20_000) == 0) }
      }
    } catch {
      failure = error
    }
    #expect(failure?.description.hasPrefix("\(path): the file changed while it was read") == true)
  }
}
