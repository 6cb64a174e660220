import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct ZipArchiveTests {
  typealias Support = ZipTestSupport

  /// A zip with a stored and a deflated member, each larger than one 1 MiB block.
  static let twoMembers = """
    data = bytes((i * 7 + i // 1000) % 251 for i in range(2_500_000))
    z.writestr('stored.bin', data, compress_type=S)
    z.writestr('deflated.bin', data, compress_type=D)
    z.writestr('empty.txt', b'', compress_type=D)
    z.writestr('folder/', b'')
    """

  static func expectedData() -> [UInt8] {
    (0..<2_500_000).map { UInt8(($0 * 7 + $0 / 1000) % 251) }
  }

  @Test func readsStoredAndDeflatedMembers() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try ZipArchive(path: try Support.makeZip(in: folder, Self.twoMembers))
    #expect(archive.entries.map(\.name) == ["stored.bin", "deflated.bin", "empty.txt", "folder/"])
    let stored = try Support.entry(archive, "stored.bin")
    let deflated = try Support.entry(archive, "deflated.bin")
    #expect(stored.method == 0 && deflated.method == 8)
    #expect(deflated.uncompressedSize == 2_500_000 && deflated.compressedSize < 2_500_000)
    #expect(try Support.entry(archive, "folder/").isDirectory)
    let expected = Self.expectedData()
    #expect(try Support.readAll(archive, stored) == expected)
    #expect(try Support.readAll(archive, deflated) == expected)
    #expect(try Support.readAll(archive, Support.entry(archive, "empty.txt")).isEmpty)
  }

  @Test func stopsEarlyWhenTheChunkReturnsFalse() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let archive = try ZipArchive(path: try Support.makeZip(in: folder, Self.twoMembers))
    var calls = 0
    try archive.stream(try Support.entry(archive, "deflated.bin")) { _ in
      calls += 1
      return false
    }
    #expect(calls == 1)
  }

  @Test func missingEmptyDirectoryAndNonZipInputsThrow() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("nope.zip").path
    #expect(throws: ParseError(path: missing, reason: .missingFile)) {
      try ZipArchive(path: missing)
    }
    #expect(throws: ParseError(path: folder.path, reason: .unreadable("is a directory"))) {
      try ZipArchive(path: folder.path)
    }
    let empty = try Support.write([], in: folder, named: "empty.zip")
    #expect(throws: ParseError(path: empty, reason: .emptyFile)) { try ZipArchive(path: empty) }
    for (name, text) in [
      ("tiny.zip", "PK"), ("export.xml", "<?xml version=\"1.0\"?>\n<HealthData>"),
    ] {
      let path = try Support.write(Array(text.utf8), in: folder, named: name)
      #expect(throws: ParseError(path: path, reason: .invalidContent("not a zip file"))) {
        try ZipArchive(path: path)
      }
    }
  }

  @Test func aTruncatedZipThrows() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Support.bytes(try Support.makeZip(in: folder, Self.twoMembers))
    let message = "damaged zip: no end of central directory record (truncated?)"
    for length in [4, 100, original.count / 2, original.count - 1] {
      let path = try Support.write(Array(original.prefix(length)), in: folder, named: "cut.zip")
      #expect(throws: ParseError(path: path, reason: .invalidContent(message))) {
        try ZipArchive(path: path)
      }
    }
  }

  @Test func corruptDeflateDataThrowsNamingTheEntry() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder, "z.writestr('a.xml', b'hello ' * 5000, compress_type=D)")
    var bytes = try Support.bytes(path)
    // The deflate data starts after the 30-byte local header and the 5-byte name.
    for index in 35..<45 { bytes[index] ^= 0xA5 }
    let damaged = try Support.write(bytes, in: folder, named: "damaged.zip")
    let archive = try ZipArchive(path: damaged)
    let error = try #require(throws: ParseError.self) {
      _ = try Support.readAll(archive, try Support.entry(archive, "a.xml"))
    }
    guard case .invalidContent(let why) = error.reason else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(why.hasPrefix("damaged zip: entry \"a.xml\""))
  }

  @Test func crcMismatchInStoredDataThrows() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder, "z.writestr('a.txt', b'0123456789' * 10, compress_type=S)")
    var bytes = try Support.bytes(path)
    bytes[30 + 5 + 42] ^= 0x01
    let damaged = try Support.write(bytes, in: folder, named: "damaged.zip")
    let archive = try ZipArchive(path: damaged)
    #expect(
      throws: ParseError(
        path: damaged, reason: .invalidContent("damaged zip: entry \"a.txt\": CRC-32 mismatch"))
    ) { _ = try Support.readAll(archive, try Support.entry(archive, "a.txt")) }
  }

  @Test func unsupportedMethodThrows() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Support.makeZip(
      in: folder, "z.writestr('a.txt', b'abc' * 100, compress_type=zipfile.ZIP_BZIP2)")
    let archive = try ZipArchive(path: path)
    let entry = try Support.entry(archive, "a.txt")
    #expect(entry.method == 12)
    #expect(throws: ParseError.self) { try archive.stream(entry) { _ in true } }
  }

  @Test func readsZip64RecordsAndExtraFields() throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Lowering the limits makes zipfile write every Zip64 structure without a 4 GiB file: the
    // Zip64 extra field (sizes and offsets) in the central directory, the Zip64 end record and
    // its locator; force_zip64 adds a Zip64 extra field to the local header too.
    let path = try Support.makeZip(
      in: folder,
      """
      zipfile.ZIP64_LIMIT = 50
      zipfile.ZIP_FILECOUNT_LIMIT = 1
      for name, data, kind in [('a.txt', b'zip64 ' * 400, D), ('b.bin', b'xy' * 300, S)]:
          info = zipfile.ZipInfo(name)
          info.compress_type = kind
          with z.open(info, 'w', force_zip64=True) as f:
              f.write(data)
      z.writestr('c.txt', b'small', compress_type=S)
      """)
    let bytes = try Support.bytes(path)
    #expect(containsSignature(bytes, [0x50, 0x4B, 0x06, 0x06]), "no Zip64 end record")
    #expect(containsSignature(bytes, [0x50, 0x4B, 0x06, 0x07]), "no Zip64 locator")
    let archive = try ZipArchive(path: path)
    #expect(archive.entries.map(\.name) == ["a.txt", "b.bin", "c.txt"])
    #expect(
      try Support.readAll(archive, Support.entry(archive, "a.txt"))
        == Array(String(repeating: "zip64 ", count: 400).utf8))
    #expect(
      try Support.readAll(archive, Support.entry(archive, "b.bin"))
        == Array(String(repeating: "xy", count: 300).utf8))
    #expect(try Support.readAll(archive, Support.entry(archive, "c.txt")) == Array("small".utf8))
    #expect(try Support.entry(archive, "c.txt").localHeaderOffset > 50)
  }

  @Test func readsMembersWrittenWithDataDescriptors() throws {
    // Written to an unseekable stream, zipfile sets bit 3 and puts the sizes and CRC after the
    // data; the local header holds zeros, so only the central directory's values are usable.
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("streamed.zip").path
    try Support.python(
      """
      import sys, zipfile
      class Unseekable:
          def __init__(self, f): self.f = f
          def write(self, b): return self.f.write(b)
          def flush(self): self.f.flush()
          def seekable(self): return False
      with open(sys.argv[1], 'wb') as raw, zipfile.ZipFile(Unseekable(raw), 'w') as z:
          for name, kind in [('d.txt', zipfile.ZIP_DEFLATED), ('s.txt', zipfile.ZIP_STORED)]:
              info = zipfile.ZipInfo(name)
              info.compress_type = kind
              with z.open(info, 'w') as f:
                  f.write(b'described ' * 300)
      """, [path])
    let archive = try ZipArchive(path: path)
    for name in ["d.txt", "s.txt"] {
      let entry = try Support.entry(archive, name)
      #expect(entry.uncompressedSize == 3000)
      #expect(
        try Support.readAll(archive, entry)
          == Array(String(repeating: "described ", count: 300).utf8))
    }
  }

  @Test func decodesNamesAsUTF8OrCodePage437() {
    #expect(ZipNameDecoder.decode([0x81, 0x2E, 0x78], isUTF8: false) == "ü.x")
    #expect(ZipNameDecoder.decode(ArraySlice(Array("导出.xml".utf8)), isUTF8: false) == "导出.xml")
    #expect(ZipNameDecoder.decode([0xE5, 0xFF], isUTF8: true) == "\u{FFFD}\u{FFFD}")
  }

  @Test func archivesAndEntriesAreSendable() {
    func requireSendable<T: Sendable>(_: T.Type) {}
    requireSendable(ZipArchive.self)
    requireSendable(ZipEntry.self)
  }

  private func containsSignature(_ bytes: [UInt8], _ signature: [UInt8]) -> Bool {
    guard bytes.count >= signature.count else { return false }
    return (0...(bytes.count - signature.count)).contains {
      bytes[$0..<($0 + signature.count)].elementsEqual(signature)
    }
  }
}
