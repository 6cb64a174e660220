import HealthCore

/// One query over a known table: its columns selected by name, never by position, and read
/// back by name (or, in a hot loop, by the index ``column(_:)`` gives once).
///
/// A table that is missing gives no query (no app wrote its type); so does one that lacks a
/// column the reader needs, with a warning.
struct HealthConnectQuery {
  /// The table read.
  let table: HealthConnectTable
  /// The statement, stepped row by row.
  let statement: SQLiteStatement
  /// Each selected column's index in the result, by name.
  private let indices: [String: Int32]

  /// Prepares `SELECT required, optional FROM table [ORDER BY order]`; `nil` when the table is
  /// missing or lacks a required column.
  /// - Parameters:
  ///   - database: the open export.
  ///   - schema: its checked schema.
  ///   - table: the table.
  ///   - required: columns without which the table cannot be read.
  ///   - optional: columns read when present.
  ///   - order: an `ORDER BY` clause of the reader's own, over required columns.
  ///   - warnings: where a missing column is noted.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged.
  init?(
    _ database: SQLiteDatabase, schema: HealthConnectSchema, table: HealthConnectTable,
    required: [String], optional: [String] = [], order: String? = nil,
    warnings: inout HealthConnectWarnings
  ) throws(ParseError) {
    guard let present = schema.columns[table] else { return nil }
    // `rowid` is every ordinary table's own key, which `PRAGMA table_info` does not list.
    let missing = required.filter { $0 != "rowid" && !present.contains($0) }
    guard missing.isEmpty else {
      warnings.noteTable(
        table,
        "lacks the column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "));"
          + " the table was left out")
      return nil
    }
    let selected = required + optional.filter { present.contains($0) }
    var indices: [String: Int32] = [:]
    for (index, name) in selected.enumerated() { indices[name] = Int32(index) }
    var sql =
      "SELECT " + selected.map(SQLiteDatabase.quoted(identifier:)).joined(separator: ", ")
      + " FROM " + SQLiteDatabase.quoted(identifier: table.name)
    if let order { sql += " ORDER BY " + order }
    self.table = table
    self.indices = indices
    statement = try database.prepare(sql)
  }

  /// Moves to the next row; `false` after the last.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged on the way.
  func step() throws(ParseError) -> Bool { try statement.step() }

  /// The index of the selected column `name`, or `nil` when it was not selected.
  func column(_ name: String) -> Int32? { indices[name] }

  /// Column `name` as an integer (`nil` for NULL, text or a column not selected).
  func integer(_ name: String) -> Int64? { indices[name].flatMap(statement.integer) }

  /// Column `name` as a finite number (`nil` for NULL, text or a column not selected).
  func number(_ name: String) -> Double? { indices[name].flatMap(statement.number) }

  /// Column `name` as text (`nil` for NULL or a column not selected).
  func text(_ name: String) -> String? { indices[name].flatMap(statement.text) }
}
