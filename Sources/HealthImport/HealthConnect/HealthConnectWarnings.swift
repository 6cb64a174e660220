import HealthCore

/// The warnings of one Health Connect import, each naming the file, the table and the row's
/// `row_id`: the first ``WarningLog/limit``, then a count. Bad rows are skipped and the rest
/// is read.
struct HealthConnectWarnings: Sendable {
  /// The file as the user gave it.
  let path: String
  /// The warnings kept and their count.
  private(set) var log = WarningLog()
  /// Rows skipped as bad, all tables.
  private(set) var badRows = 0
  /// Child rows without a parent, by child table (one warning each, at the end).
  private(set) var orphans: [HealthConnectTable: Int] = [:]

  /// Warnings for the file `path`.
  init(path: String) { self.path = path }

  /// Notes a bad row of `table`, which is skipped.
  /// - Parameters:
  ///   - table: its table.
  ///   - rowID: its `row_id` (`rowid` for a child table).
  ///   - problem: what is wrong ("start_zone_offset is NULL").
  mutating func noteRow(_ table: HealthConnectTable, row rowID: Int64, _ problem: String) {
    badRows += 1
    log.note(path: path, line: 0, "\(table.name) row \(rowID): \(problem); skipped")
  }

  /// Notes something about a whole table.
  mutating func noteTable(_ table: HealthConnectTable, _ message: String) {
    log.note(path: path, line: 0, "\(table.name) \(message)")
  }

  /// Notes something about the file.
  mutating func note(_ message: String) {
    log.note(path: path, line: 0, message)
  }

  /// Counts a child row of `table` whose parent does not exist; it is ignored.
  mutating func noteOrphan(_ table: HealthConnectTable) {
    orphans[table, default: 0] += 1
  }

  /// Every warning, and last, however many came before, one per table with child rows
  /// without a parent.
  var warnings: [ImportWarning] {
    log.warnings
      + orphans.sorted(by: { $0.key.name < $1.key.name }).map { table, count in
        ImportWarning(
          path: path, line: 0,
          message: "\(table.name): \(ImportSummaryLine.count(count, "row")) without a parent"
            + " record ignored")
      }
  }
}
