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
}
