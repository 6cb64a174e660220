import Testing

@testable import HealthCore
@testable import HealthImport

/// ``AutoExportTimeCache`` reads every date as ``AutoExportTime/parse(_:)`` does, whatever came
/// before it: dates that share the kept day and offset bytes but are bad, or not in the
/// 24-hour form, are refused or read as the parser reads them.
@Suite struct AutoExportTimeCacheTests {
  /// Dates in the order read: each shares bytes with the ones before (the kept day, the kept
  /// offset, or both) and differs in the part that decides.
  static let sequence = [
    "2024-03-01 07:00:00 -0800", "2024-03-01 07:01:00 -0800", "2024-03-01 23:59:59 -0800",
    "2024-03-01 24:00:00 -0800", "2024-03-01 10:60:00 -0800", "2024-03-01 10:00:61 -0800",
    "2024-03-01 10:00:60 -0800", "2024-03-01 1x:00:00 -0800", "2024-03-01 10:00:00 -0860",
    "2024-03-01 10:00:00 +2500", "2024-03-01 10:00:00 +0800", "2024-03-01 10:00:00 -0800",
    "2024-03-01T10:00:00 -0800", "2024-03-01 10:00:00x-0800", "2024-03-01 7:57:00 +10:00",
    "2024-03-01 07:57:00 +10:00", "2024-03-01 7:57:00 am -0800",
    "2024-03-01 7:57:00\u{202F}pm -0800", "2024-03-01 11:00:00 -0800",
    "2024-02-29 11:00:00 -0800", "2024-02-30 11:00:00 -0800", "2023-02-29 11:00:00 -0800",
    "1899-12-31 11:00:00 -0800", "2201-01-01 11:00:00 -0800",
    "2200-12-31 23:59:59 +1400", "2200-12-31 00:00:00 +1400", "1900-01-01 00:00:00 -1200",
    "2024-03-01 07:00:00 -0800", "2024-03-01 07:00:00 -0800 ", "2024-03-01 07:00:00 -080",
  ]

  @Test func everyDateReadsAsTheParserReadsIt() {
    var cache = AutoExportTimeCache()
    for text in Self.sequence + Self.sequence.reversed() {
      let bytes = Array(text.utf8)
      let cached = bytes.withUnsafeBytes { cache.parse($0) }
      let parsed = bytes.withUnsafeBytes { AutoExportTime.parse($0) }
      switch (cached, parsed) {
      case (.success(let time), .success(let expected)):
        #expect(time == expected, "\(text)")
      case (.failure(let problem), .failure(let expected)):
        let problems = AutoExportProblems()
        #expect(problem.text(in: problems) == expected.text(in: problems), "\(text)")
      default:
        Issue.record("\(text): \(cached) against \(parsed)")
      }
    }
  }
}
