import Testing

@testable import HealthCore

/// `SourceTable`'s shortcut for a record from the same source as the one before.
@Suite struct SourceTableTests {
  /// `lastNameEnd` on `text` at `offset` after `names` were looked up in turn.
  static func lastNameEnd(after names: [String], in text: String, at offset: Int) -> Int? {
    var table = SourceTable()
    for name in names {
      let bytes = Array(name.utf8)
      _ = bytes.withUnsafeBytes { table.index($0, offset: 0, length: bytes.count) }
    }
    return Array(text.utf8).withUnsafeBytes { table.lastNameEnd($0, at: offset) }
  }

  @Test func theLastNameFollowedByAQuoteIsFound() {
    #expect(Self.lastNameEnd(after: [], in: "Watch\"", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Watch\"", at: 0) == 5)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "x=\"Watch\" ", at: 3) == 8)
    #expect(Self.lastNameEnd(after: ["iPhone", "Watch"], in: "iPhone\"", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch", "iPhone", "Watch"], in: "Watch\"", at: 0) == 5)
  }

  @Test func anythingElseIsLeftToTheSearch() {
    // Longer, shorter, different, unclosed, or ending at the buffer's end.
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Watches\"", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Watc\"", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Wotch\"", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Watch'", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Watch", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Wat", at: 0) == nil)
    #expect(Self.lastNameEnd(after: ["Watch"], in: "Watch\"", at: 7) == nil)
    // A name holding `"` (read from a `'`-quoted value) cannot end a `"`-quoted one.
    #expect(Self.lastNameEnd(after: ["a\"b"], in: "a\"b\"", at: 0) == nil)
  }

  @Test func theLastPriorityIsTheName() {
    var table = SourceTable()
    for (name, priority) in [("Jane’s Apple Watch", 2), ("Jane’s iPhone", 1), ("Withings", 0)] {
      let bytes = Array(name.utf8)
      _ = bytes.withUnsafeBytes { table.index($0, offset: 0, length: bytes.count) }
      #expect(table.lastNamePriority == UInt8(priority))
      #expect(table.names[table.lastNameIndex] == name)
    }
  }

  /// Steps from alternating sources, a source named by a prefix of the last one, and a
  /// `'`-quoted name holding `"`.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" unit="count" startDate="2024-03-01 08:00:00 -0800" endDate="2024-03-01 08:10:00 -0800" value="100"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" unit="count" startDate="2024-03-01 09:00:00 -0800" endDate="2024-03-01 09:10:00 -0800" value="200"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s Apple Watch" unit="count" startDate="2024-03-01 09:00:00 -0800" endDate="2024-03-01 09:10:00 -0800" value="150"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane’s iPhone" unit="count" startDate="2024-03-01 10:00:00 -0800" endDate="2024-03-01 10:10:00 -0800" value="7"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane" unit="count" startDate="2024-03-01 11:00:00 -0800" endDate="2024-03-01 11:10:00 -0800" value="1"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName='Jane"s Watch' unit="count" startDate="2024-03-01 12:00:00 -0800" endDate="2024-03-01 12:10:00 -0800" value="2"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane"s Watch" unit="count" startDate="2024-03-01 13:00:00 -0800" endDate="2024-03-01 13:10:00 -0800" value="4"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Jane" unit="count" startDate="2024-03-01 14:00:00 -0800" endDate="2024-03-01 14:10:00 -0800" value="8"/>
    </HealthData>

    """

  @Test func repeatedSourcesImportAsNamedAtEverySplit() throws {
    let whole = try importText(Self.document)
    #expect(
      whole.summary.sources == ["Jane’s iPhone", "Jane’s Apple Watch", "Jane", "Jane\"s Watch"])
    #expect(whole.result.dataset[.steps].value(on: day("2024-03-01")) == 272)
    let expected = ImportFastPathTests.describe(whole.result, whole.summary)
    let bytes = Array(Self.document.utf8)
    for split in 1..<bytes.count {
      var importer = AppleHealthImporter(path: "export.xml", options: AppleHealthImportOptions())
      try Array(bytes[..<split]).withUnsafeBytes { try importer.consume($0) }
      try Array(bytes[split...]).withUnsafeBytes { try importer.consume($0) }
      let described = ImportFastPathTests.describe(try importer.finish(), importer.summary)
      #expect(described == expected, "split at \(split)")
    }
  }
}
