import Foundation
import HealthCore
import TestSupport
import Testing

@testable import HealthImport

/// Health Connect exports read end to end, against their ground truth: every figure of every
/// day, the `--no-dedupe` sums, the bad rows and orphans named, and the zip the phone writes.
@Suite struct HealthConnectFixtureTests {
  @Test(arguments: [
    "small", "bad-rows", "newer-version", "shuffled-columns", "unknown-tables", "no-priority",
  ])
  func everyFigureMatchesTheTruth(name: String) throws {
    let loaded = try HealthConnectFixtures.load(name + ".db")
    let truth = try HealthConnectFixtures.truth(name)
    let days = try #require(truth["days"] as? [String: [String: Any]])
    let differences = HealthConnectFixtures.differences(loaded.result.dataset, days)
    #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
    #expect(loaded.result.dataset.source == .healthConnect(path: name + ".db"))
  }

  @Test func theZipGivesWhatItsDatabaseGives() throws {
    let zip = try HealthConnectFixtures.load("Health Connect.zip").result
    let database = try HealthConnectFixtures.load("small.db").result
    #expect(zip.dataset.series == database.dataset.series)
    #expect(zip.dataset.nights == database.dataset.nights)
    #expect(zip.dataset.workouts == database.dataset.workouts)
    #expect(zip.dataset.source == .healthConnect(path: "Health Connect.zip"))
  }

  @Test func withoutDedupeEveryRecordAddsItsShare() throws {
    let loaded = try HealthConnectFixtures.load("small.db", dedupe: false)
    let truth = try HealthConnectFixtures.truth("small")
    let days = try #require(truth["no_dedupe"] as? [String: [String: Any]])
    let differences = HealthConnectFixtures.differences(loaded.result.dataset, days)
    #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
  }

  @Test func badRowsAreNamedByTableAndRowAndSkipped() throws {
    let loaded = try HealthConnectFixtures.load("bad-rows.db")
    let truth = try HealthConnectFixtures.truth("bad-rows")
    let warnings = try #require(truth["warnings"] as? [String: Any])
    let rows = try #require(warnings["bad_rows"] as? [[String: Any]])
    let expected = Set(
      rows.compactMap { row -> String? in
        guard let table = row["table"] as? String, let id = row["row_id"] as? Int else {
          return nil
        }
        return "\(table) row \(id)"
      })
    let named = Set(
      loaded.result.warnings.compactMap { warning -> String? in
        guard let colon = warning.message.firstIndex(of: ":"),
          warning.message.hasSuffix("; skipped")
        else { return nil }
        return String(warning.message[..<colon])
      })
    #expect(named == expected)
    #expect(loaded.result.warnings.allSatisfy { $0.path == "bad-rows.db" && $0.line == 0 })
    let orphans = try #require(warnings["orphans"] as? [String: Int])
    for (table, count) in orphans {
      #expect(
        loaded.result.warnings.contains {
          $0.message == "\(table): \(count) rows without a parent record ignored"
        }, "\(table)")
    }
    #expect(loaded.summaryLine?.hasSuffix("; \(expected.count) bad rows skipped") == true)
  }

  @Test func aNewerSchemaIsReadWithANote() throws {
    let loaded = try HealthConnectFixtures.load("newer-version.db")
    #expect(
      loaded.result.warnings.first?.message
        == "the export's schema version is 99, newer than the 23 this tool knows; the known"
        + " tables and columns were read, anything added was left out")
  }

  @Test func theSummaryCountsRowsDaysAndApps() throws {
    let loaded = try HealthConnectFixtures.load("small.db")
    let truth = try HealthConnectFixtures.truth("small")
    let counts = try #require(truth["row_counts"] as? [String: Int])
    let read = HealthConnectTable.allCases.filter(\.holdsRecords).reduce(0) {
      $0 + (counts[$1.name] ?? 0)
    }
    let days = loaded.result.dataset.dayCount
    #expect(
      loaded.summaryLine?.hasPrefix(
        "small.db: \(ImportSummaryLine.count(read, "row")) read, \(days) days,") == true)
  }

  /// Each bad file fails as a whole with exit 65 (not a missing input), naming the file.
  @Test(arguments: [
    ("not-sqlite.db", "unsupported input"),
    ("text.db", "unsupported input"),
    ("empty.db", "the file is empty"),
    ("truncated.db", "the database is damaged"),
    ("corrupt-steps.db", "the database is damaged"),
    ("not-health-connect.db", "a SQLite database, but not a Health Connect export"),
    ("view-steps.db", "steps_record_table is a view, not a table"),
    ("no-database.zip", "the zip holds neither an Apple Health export"),
    ("zip-slip.zip", "is named to lie outside its folder"),
    ("absolute-path.zip", "is named to lie outside its folder"),
  ])
  func badFilesFailWholeNamingTheFile(name: String, reason: String) throws {
    do {
      _ = try HealthConnectFixtures.load(name)
      Issue.record("\(name) was read")
    } catch {
      #expect(error.path == name)
      #expect(!error.isMissingInput)
      #expect(error.description.contains(reason), "\(error.description)")
    }
  }
}
