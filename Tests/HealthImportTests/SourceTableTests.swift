import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

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
  /// `'`-quoted name holding `"` (its spelling `sourceName=…` given whole), one an hour from 8.
  static let document: String = {
    let sources = [
      "sourceName=\"Jane’s iPhone\"", "sourceName=\"Jane’s iPhone\"",
      "sourceName=\"Jane’s Apple Watch\"", "sourceName=\"Jane’s iPhone\"", "sourceName=\"Jane\"",
      "sourceName='Jane\"s Watch'", "sourceName=\"Jane\"s Watch\"", "sourceName=\"Jane\"",
    ]
    let values = [100, 200, 150, 7, 1, 2, 4, 8]
    let hours = [8, 9, 9, 10, 11, 12, 13, 14]
    let records = sources.indices.map { index in
      let hour = hours[index] < 10 ? "0\(hours[index])" : "\(hours[index])"
      return " <Record type=\"HKQuantityTypeIdentifierStepCount\" \(sources[index]) unit=\"count\""
        + " startDate=\"2024-03-01 \(hour):00:00 -0800\" endDate=\"2024-03-01 \(hour):10:00 -0800\""
        + " value=\"\(values[index])\"/>\n"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
      + records.joined() + "</HealthData>\n"
  }()

  @Test func repeatedSourcesImportAsNamedAtEverySplit() throws {
    let whole = try importText(Self.document)
    #expect(
      whole.summary.sources == ["Jane’s iPhone", "Jane’s Apple Watch", "Jane", "Jane\"s Watch"])
    #expect(whole.result.dataset[.steps].value(on: day("2024-03-01")) == 272)
    #expect(try splitsChangingTheImport(Array(Self.document.utf8)).isEmpty)
  }
}
