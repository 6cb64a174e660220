import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// `AppleHealthImporter.load` reads files in `InputSource` chunks: records cut by a chunk's
/// end must read the same as when the bytes arrive in other chunks.
@Suite struct AppleHealthLoadTests {
  @Test func fileChunksGiveTheSameResultAsOtherChunks() throws {
    let generated = try fixtureExport("windows")
    defer { generated.remove() }
    let bytes = Array(try Data(contentsOf: generated.xml))
    #expect(bytes.count > 2 * InputSource.defaultChunkSize)
    let loaded = try AppleHealthImporter.load(path: generated.xml.path)
    let chunked = try importBytes(bytes, chunk: (1 << 20) + 7)
    #expect(loaded.dataset.series == chunked.result.dataset.series)
    #expect(loaded.warnings == chunked.result.warnings)
    #expect(chunked.summary.malformedRecords == 0)
    #expect(!loaded.dataset[.steps].isEmpty)
  }

  @Test func lineNumbersSurviveFileChunksAndOtherChunks() throws {
    // A malformed record far into the file is reported on its line however it is fed.
    var text = AppleHealthScannerTests.document
    let filler = String(
      repeating: " <Record type=\"HKQuantityTypeIdentifierBasalEnergyBurned\" value=\"1\"/>\n",
      count: 120_000)
    let marker = " <Record type=\"HKQuantityTypeIdentifierStepCount\""
    let range = try #require(text.range(of: marker))
    text.insert(contentsOf: filler, at: range.lowerBound)
    let (result, summary) = try importText(text, chunk: 65_537)
    #expect(summary.malformedLines == [120_023])
    #expect(summary.skippedRecords == 120_001)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-lines-\(getpid()).xml")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let loaded = try AppleHealthImporter.load(path: file.path)
    #expect(loaded.warnings.map(\.line) == result.warnings.map(\.line))
    #expect(loaded.dataset.series == result.dataset.series)
  }
}

@Suite struct RecordAttributeTests {
  @Test func applesSpellingsAreKnownInLongAndShortBuffers() {
    let cases: [(String, RecordAttribute?)] = [
      ("type=\"", .type), ("sourceName=\"", .source), ("sourceVersion=\"", .other),
      ("device=\"", .device), ("unit=\"", .unit), ("creationDate=\"", .creation),
      ("startDate=\"", .start), ("endDate=\"", .end), ("value=\"", .value),
      ("typo=\"", nil), ("sourceName =\"", nil), ("startDate='", nil), ("units=\"", nil),
      ("valuex=\"", nil), ("endDate\"", nil), ("device=", nil),
    ]
    for (spelling, expected) in cases {
      for padding in ["", String(repeating: " ", count: 20)] {
        let bytes = Array((spelling + padding).utf8)
        let found = bytes.withUnsafeBytes { RecordAttribute.known($0, at: 0) }
        #expect(found?.0 == expected, "\(spelling) padded by \(padding.count)")
        if let found { #expect(found.1 == spelling.utf8.count) }
      }
    }
  }
}
