import HealthCore

/// What an opened database holds, checked before anything is read: that it is a Health Connect
/// export, that each known name is a plain table (a view under a known table's name is
/// refused, never run: it could be a query that never ends), its schema version, and each
/// table's columns, which are selected by name (upgrades add columns with `ALTER TABLE`, so
/// their order differs between phones).
struct HealthConnectSchema {
  /// The `PRAGMA user_version` of the exports this reader was written from (August 2026).
  static let knownVersion: Int64 = 23

  /// The known tables present, with their columns (lowercased).
  let columns: [HealthConnectTable: Set<String>]
  /// The database's `PRAGMA user_version`.
  let version: Int64

  /// Checks `database`.
  /// - Parameter database: the open export.
  /// - Throws: ``ParseError`` `.invalidContent` for a SQLite file that is not a Health Connect
  ///   export, a known name that is not a table, or a damaged schema.
  init(_ database: SQLiteDatabase) throws(ParseError) {
    let types = try database.objectTypes()
    var columns: [HealthConnectTable: Set<String>] = [:]
    for table in HealthConnectTable.allCases {
      guard let type = types[table.name] else { continue }
      guard type == "table" else {
        throw ParseError(
          path: database.displayPath,
          reason: .invalidContent(
            "\(table.name) is a \(type), not a table; a Health Connect export holds plain tables"
              + " (a view could run any query), so the file is refused"))
      }
      columns[table] = try database.columns(of: table.name)
    }
    guard columns[.applicationInfo] != nil || columns.keys.contains(where: \.holdsRecords) else {
      throw ParseError(
        path: database.displayPath,
        reason: .invalidContent(
          "a SQLite database, but not a Health Connect export (it has none of its tables:"
            + " application_info_table, steps_record_table, weight_record_table, …)"))
    }
    self.columns = columns
    version = try database.integer("PRAGMA user_version") ?? 0
  }

  /// The note for a schema newer than the one known, or `nil`.
  var versionNote: String? {
    guard version > HealthConnectSchema.knownVersion else { return nil }
    return
      "the export's schema version is \(version), newer than the \(HealthConnectSchema.knownVersion)"
      + " this tool knows; the known tables and columns were read, anything added was left out"
  }
}
