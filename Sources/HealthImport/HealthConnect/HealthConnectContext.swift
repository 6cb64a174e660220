import HealthCore

/// What every part of a Health Connect import shares: the open export, its checked schema,
/// its apps and priorities, the warnings and the counts for the summary.
struct HealthConnectContext {
  /// The open export.
  let database: SQLiteDatabase
  /// Its checked schema.
  let schema: HealthConnectSchema
  /// Its apps and their priorities.
  let apps: HealthConnectApps
  /// Whether sources are de-duplicated (`--no-dedupe` adds everything up).
  let dedupe: Bool
  /// The warnings so far.
  var warnings: HealthConnectWarnings
  /// The counts so far.
  var counts = HealthConnectSummary()

  /// Opens the context of `database`.
  /// - Parameters:
  ///   - database: the open export.
  ///   - dedupe: whether sources are de-duplicated.
  /// - Throws: ``ParseError`` for a file that is not a Health Connect export, or is damaged.
  init(_ database: SQLiteDatabase, dedupe: Bool) throws(ParseError) {
    self.database = database
    self.dedupe = dedupe
    schema = try HealthConnectSchema(database)
    var warnings = HealthConnectWarnings(path: database.displayPath)
    if let note = schema.versionNote { warnings.note(note) }
    apps = try HealthConnectApps(database, schema: schema, warnings: &warnings)
    self.warnings = warnings
    counts.schemaVersion = schema.version
  }

  /// A query over `table` (see ``HealthConnectQuery``), with the record columns every table
  /// has when present (`app_info_id`, `last_modified_time`).
  /// - Returns: `nil` when the table is missing or lacks a required column.
  mutating func query(
    _ table: HealthConnectTable, required: [String], optional: [String] = [],
    order: String? = nil
  ) throws(ParseError) -> HealthConnectQuery? {
    try HealthConnectQuery(
      database, schema: schema, table: table, required: required,
      optional: HealthConnectRecord.Columns.optional + optional, order: order,
      warnings: &warnings)
  }

  /// Counts app `id` as one that wrote a record read.
  mutating func noteApp(_ id: Int64) { counts.apps.insert(id) }

  /// Reads each valid record of `table` (``HealthConnectRecord/read(_:columns:table:warnings:)``;
  /// a bad row is noted and skipped, as is one of more than a day where it must be shorter) and
  /// calls `body` with it and the query, whose row holds the record's other columns.
  /// - Parameters:
  ///   - table: the table; nothing is read when it is missing or lacks a column.
  ///   - instant: whether its records are instants (`time`) rather than intervals.
  ///   - columns: the other columns it needs.
  ///   - optional: columns read when present.
  ///   - order: an `ORDER BY` clause of the reader's own.
  ///   - atMostADay: whether a record longer than a day is bad (every interval whose figure is
  ///     a day's: all but a heart-rate series' parent).
  ///   - keepingSkipped: whether to return the `row_id`s of the rows skipped as bad (a parent
  ///     table's, whose children are then dropped without a warning of their own).
  ///   - body: what to do with each record; it gets the context back to note warnings.
  /// - Returns: the rows skipped, with `keepingSkipped`; else none.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged, or what `body` throws.
  @discardableResult
  mutating func forEachRecord(
    in table: HealthConnectTable, instant: Bool = false, columns: [String] = [],
    optional: [String] = [], order: String? = nil, atMostADay: Bool = false,
    keepingSkipped: Bool = false,
    _ body: (HealthConnectRecord, HealthConnectQuery, inout HealthConnectContext) throws(ParseError)
      -> Void
  ) throws(ParseError) -> Set<Int64> {
    let common =
      instant ? HealthConnectRecord.Columns.instant : HealthConnectRecord.Columns.interval
    guard
      let query = try query(table, required: common + columns, optional: optional, order: order),
      let recordColumns = HealthConnectRecord.Columns(query)
    else { return [] }
    var skipped: Set<Int64> = []
    while try query.step() {
      counts.rows += 1
      guard
        let record = HealthConnectRecord.read(
          query.statement, columns: recordColumns, table: table, warnings: &warnings),
        !atMostADay
          || HealthConnectRecord.lastsADayAtMost(record, table: table, warnings: &warnings)
      else {
        if keepingSkipped, let id = query.integer("row_id") { skipped.insert(id) }
        continue
      }
      noteApp(record.app)
      try body(record, query, &self)
    }
    return skipped
  }

  /// Reads each row of the child table `table` (heart-rate samples, sleep stages) whose parent
  /// is in `parents`, and calls `body` with its `rowid`, its parent's key and the parent, and
  /// the query, whose row holds its other columns. A row whose parent does not exist is counted
  /// (one warning per table at the end); one whose parent was skipped as bad is dropped with it.
  /// - Parameters:
  ///   - table: the child table; nothing is read when it is missing or lacks a column.
  ///   - columns: the columns it needs besides `rowid` and `parent_key`.
  ///   - parents: the parents read, by `row_id`.
  ///   - skipped: the `row_id`s of parents skipped as bad.
  ///   - body: what to do with each row; it gets the context back to note warnings.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged, or what `body` throws.
  mutating func forEachChild<Parent>(
    of table: HealthConnectTable, columns: [String], parents: [Int64: Parent],
    skipped: Set<Int64>,
    _ body: (Int64, Int64, Parent, HealthConnectQuery, inout HealthConnectContext)
      throws(ParseError) -> Void
  ) throws(ParseError) {
    guard let query = try query(table, required: ["rowid", "parent_key"] + columns),
      let rowIndex = query.column("rowid"), let parentIndex = query.column("parent_key")
    else { return }
    let statement = query.statement
    while try query.step() {
      counts.rows += 1
      guard let key = statement.integer(parentIndex), let parent = parents[key] else {
        if let key = statement.integer(parentIndex), skipped.contains(key) { continue }
        warnings.noteOrphan(table)
        continue
      }
      try body(statement.integer(rowIndex) ?? -1, key, parent, query, &self)
    }
  }

  /// The integer in `column` of `query`'s row; `nil`, with the row noted as bad, for NULL, text
  /// or a fraction.
  mutating func integer(_ column: String, row rowID: Int64, in query: HealthConnectQuery) -> Int64?
  {
    guard let index = query.column(column) else { return nil }
    if let value = query.statement.integer(index) { return value }
    warnings.noteRow(
      query.table, row: rowID,
      "\(column) is \(HealthConnectRecord.describe(query.statement, index)) where a number belongs")
    return nil
  }

  /// The value of `column` in `query`'s row, of `record`, in `metric`'s canonical unit
  /// (``HealthConnectRecord/value(_:_:name:metric:convert:table:row:warnings:)``); `nil`, noted,
  /// for NULL, text or an implausible value.
  mutating func value(
    _ column: String, of record: HealthConnectRecord, in query: HealthConnectQuery,
    metric: MetricKind, convert: (Double) -> Double = { $0 }
  ) -> Double? {
    guard let index = query.column(column) else { return nil }
    return HealthConnectRecord.value(
      query.statement, index, name: column, metric: metric, convert: convert, table: query.table,
      row: record.rowID, warnings: &warnings)
  }
}
