import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// Damaged archives must throw (or, by luck, still read): never crash or hang.
@Suite struct ZipFuzzTests {
  typealias Support = ZipTestSupport

  static let members = """
    z.writestr('apple_health_export/', b'')
    z.writestr('apple_health_export/export.xml',
        b'<?xml version="1.0"?>\\n<HealthData locale="en_US">\\n' + b'<Record type="x"/>\\n' * 40
        + b'</HealthData>\\n', compress_type=D)
    z.writestr('apple_health_export/notes.txt', b'stored bytes ' * 8, compress_type=S)
    """

  static let zip64Members = """
    zipfile.ZIP64_LIMIT = 20
    zipfile.ZIP_FILECOUNT_LIMIT = 1
    for name, kind in [('apple_health_export/export.xml', D), ('b.txt', S)]:
        info = zipfile.ZipInfo(name)
        info.compress_type = kind
        with z.open(info, 'w', force_zip64=True) as f:
            f.write(b'<HealthData>' + b'<Record/>' * 30 + b'</HealthData>')
    """

  @Test(arguments: [members, zip64Members])
  func everyTruncationThrowsOrReads(members: String) throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Support.bytes(try Support.makeZip(in: folder, members))
    #expect(Support.exercise(folder.appendingPathComponent("test.zip").path) == nil)
    for length in 0..<original.count {
      let path = try Support.write(Array(original.prefix(length)), in: folder, named: "cut.zip")
      #expect(Support.exercise(path) != nil, "a zip cut at \(length) bytes read cleanly")
    }
  }

  @Test(arguments: [members, zip64Members])
  func flippedBytesNeverCrash(members: String) throws {
    let folder = try Support.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Support.bytes(try Support.makeZip(in: folder, members))
    var random = SplitMix64(seed: 2024)
    var failures = 0
    for position in original.indices {
      for _ in 0..<3 {
        var damaged = original
        let mask = UInt8(truncatingIfNeeded: random.next() % 255 + 1)
        damaged[position] ^= mask
        let path = try Support.write(damaged, in: folder, named: "flipped.zip")
        if Support.exercise(path) != nil { failures += 1 }
      }
    }
    // Most flips land in checked fields, data covered by the CRC, or the deflate stream.
    #expect(failures > original.count)
  }
}
