import CSQLite
import HealthCore

/// A SQLite database file opened as untrusted input, as sqlite.org/security.html advises:
/// read-only and immutable (`file:…?immutable=1`: no lock, no journal, nothing written),
/// `SQLITE_DBCONFIG_DEFENSIVE`, an untrusted schema (`trusted_schema` off: no function of the
/// file's schema runs with side effects), no extension loading, no triggers or views, cell
/// size checks, limits on a value's length, and a bound on SQLite's memory.
///
/// Every failure is a ``ParseError`` naming the file as the user gave it: a file that is not
/// SQLite, a damaged one (also when the damage is found halfway through a table) or one SQLite
/// cannot open. Queries are the reader's own; values are read by column name (see
/// ``columns(of:)``), never by position.
final class SQLiteDatabase {
  /// The file as the user gave it, named in errors.
  let displayPath: String
  /// The open connection.
  private let handle: OpaquePointer

  /// The most bytes SQLite may allocate, process-wide (its page cache and sorter included).
  static let heapLimit: Int64 = 48 << 20
  /// The page cache, in KiB (`PRAGMA cache_size` with a negative value).
  static let cacheKiB = 8 << 10
  /// The longest text or blob value read, in bytes: a title or a note, never megabytes.
  static let valueLimit: Int32 = 1 << 20

  /// Opens the database at `path`.
  /// - Parameters:
  ///   - path: the file (absolute, or relative to the current folder).
  ///   - displayPath: the file as the user gave it.
  /// - Throws: ``ParseError``: `.unreadable` when it cannot be opened, `.invalidContent` when it
  ///   is not a SQLite database or is damaged.
  init(path: String, displayPath: String) throws(ParseError) {
    self.displayPath = displayPath
    // Process-wide and idempotent: a bound on what a hostile file can make SQLite allocate.
    _ = sqlite3_hard_heap_limit64(SQLiteDatabase.heapLimit)
    var opened: OpaquePointer?
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(SQLiteDatabase.immutableURI(path), &opened, flags, nil)
    guard let opened else {
      throw ParseError(
        path: displayPath, reason: .unreadable("SQLite cannot open it (out of memory)"))
    }
    handle = opened
    guard code == SQLITE_OK else {
      let message = String(cString: sqlite3_errmsg(opened))
      sqlite3_close_v2(opened)
      throw ParseError(path: displayPath, reason: .unreadable(message))
    }
    var now: Int32 = 0
    _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_DEFENSIVE, 1, &now)
    _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &now)
    _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0, &now)
    _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0, &now)
    _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_ENABLE_VIEW, 0, &now)
    _ = sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, SQLiteDatabase.valueLimit)
    _ = sqlite3_limit(handle, SQLITE_LIMIT_ATTACHED, 0)
    try execute("PRAGMA cell_size_check = ON")
    try execute("PRAGMA cache_size = -\(SQLiteDatabase.cacheKiB)")
    try execute("PRAGMA temp_store = FILE")
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// `path` as a SQLite URI opened immutable: `file:` and the path with every byte outside
  /// letters, digits and `/._-~` percent-encoded (a `?`, `#` or `%` in a file name stays part
  /// of the name).
  /// - Parameter path: the file's path.
  /// - Returns: the URI.
  static func immutableURI(_ path: String) -> String {
    var uri = "file:"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "~"):
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        uri.unicodeScalars.append("%")
        uri.unicodeScalars.append(hex[Int(byte >> 4)])
        uri.unicodeScalars.append(hex[Int(byte & 0x0F)])
      }
    }
    return uri + "?immutable=1"
  }

  /// Compiles `sql`, one statement of the reader's own.
  /// - Parameter sql: the statement.
  /// - Returns: the statement, ready to step.
  /// - Throws: ``ParseError`` when SQLite finds the file is not a database or is damaged.
  func prepare(_ sql: String) throws(ParseError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard code == SQLITE_OK, let statement else { throw failure(code) }
    return SQLiteStatement(statement, database: self)
  }

  /// Runs `sql` to its end, ignoring any rows.
  /// - Parameter sql: the statement.
  /// - Throws: ``ParseError`` as ``prepare(_:)`` and ``SQLiteStatement/step()``.
  func execute(_ sql: String) throws(ParseError) {
    let statement = try prepare(sql)
    while try statement.step() {}
  }

  /// The first column of the first row of `sql` as an integer (`PRAGMA user_version`).
  /// - Parameter sql: the statement.
  /// - Returns: the value, or `nil` without a row.
  /// - Throws: ``ParseError`` as ``prepare(_:)``.
  func integer(_ sql: String) throws(ParseError) -> Int64? {
    let statement = try prepare(sql)
    guard try statement.step() else { return nil }
    return statement.int64(0)
  }

  /// Every named object of the schema and its type (`table`, `view`, `index`, `trigger`), from
  /// `sqlite_schema` (read as `sqlite_master`, which every version has).
  /// - Returns: the type of each object, by name.
  /// - Throws: ``ParseError`` when the file is not a database or is damaged.
  func objectTypes() throws(ParseError) -> [String: String] {
    let statement = try prepare("SELECT type, name FROM sqlite_master")
    var types: [String: String] = [:]
    while try statement.step() {
      guard let type = statement.text(0), let name = statement.text(1) else { continue }
      // A name given twice (a damaged schema): a table keeps its place against anything else.
      if types[name] != "table" { types[name] = type }
    }
    return types
  }

  /// The columns of `table`, by name (`PRAGMA table_info`), lowercased as SQLite compares them.
  /// - Parameter table: a table that ``objectTypes()`` lists as a `table`.
  /// - Returns: the column names.
  /// - Throws: ``ParseError`` when the file is damaged.
  func columns(of table: String) throws(ParseError) -> Set<String> {
    let statement = try prepare(
      "SELECT name FROM pragma_table_info(\(SQLiteDatabase.quoted(text: table)))")
    var names: Set<String> = []
    while try statement.step() {
      if let name = statement.text(0) { names.insert(name.lowercased()) }
    }
    return names
  }

  /// `name` as a SQL identifier: in double quotes, each quote doubled.
  static func quoted(identifier name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `text` as a SQL string literal: in single quotes, each quote doubled.
  static func quoted(text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }

  /// The error for result code `code` of the last call.
  /// - Parameter code: a result code other than `SQLITE_OK`, `SQLITE_ROW` or `SQLITE_DONE`.
  /// - Returns: `.invalidContent` for a file that is not a database or is damaged (exit 65),
  ///   `.unreadable` for one that cannot be read.
  func failure(_ code: Int32) -> ParseError {
    let message = String(cString: sqlite3_errmsg(handle))
    switch code & 0xFF {
    case SQLITE_NOTADB:
      return ParseError(
        path: displayPath, reason: .invalidContent("not a SQLite database (\(message))"))
    case SQLITE_CORRUPT, SQLITE_FORMAT, SQLITE_TOOBIG, SQLITE_RANGE, SQLITE_MISMATCH:
      return ParseError(
        path: displayPath,
        reason: .invalidContent(
          "the database is damaged (SQLite: \(message)); nothing was imported"))
    case SQLITE_NOMEM:
      return ParseError(
        path: displayPath,
        reason: .invalidContent(
          "the database needs more memory than the \(SQLiteDatabase.heapLimit >> 20) MB SQLite"
            + " may use (a damaged or hostile file?); nothing was imported"))
    case SQLITE_IOERR, SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      return ParseError(path: displayPath, reason: .unreadable(message))
    default:
      return ParseError(
        path: displayPath, reason: .invalidContent("SQLite refused it: \(message)"))
    }
  }
}
