import CSQLite
import Foundation
import HealthCore
import Testing

@testable import HealthImport

/// Small Health Connect databases written by the tests themselves, for tables of the rules:
/// each record table with only the columns the reader needs, and rows given as times
/// (`2024-03-01 10:00`, local at the row's offset) rather than epoch milliseconds.
struct HealthConnectTestDatabase {
  /// The file.
  let url: URL
  private var statements: [String] = []

  /// A new empty database in a fresh temporary folder.
  init(name: String = "health_connect_export.db") throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("healthreport-hc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    url = folder.appendingPathComponent(name)
    statements = [
      "CREATE TABLE application_info_table (row_id INTEGER PRIMARY KEY, package_name TEXT, app_name TEXT)",
      "CREATE TABLE health_data_category_priority_table (health_data_category INTEGER, app_id_priority_order TEXT)",
    ]
  }

  /// Epoch milliseconds of `text` (`yyyy-MM-dd HH:mm`, or with `:ss`) at `offset` seconds.
  static func millis(_ text: String, offset: Int = 0) -> Int64 {
    let parts = text.split(separator: " ")
    let date = parts.first.flatMap { LocalDate(iso: String($0)) } ?? LocalDate(dayNumber: 0)
    let clock = parts.dropFirst().first?.split(separator: ":").compactMap { Int64($0) } ?? []
    let seconds =
      (clock.first ?? 0) * 3600 + (clock.count > 1 ? clock[1] * 60 : 0)
      + (clock.count > 2 ? clock[2] : 0)
    return (Int64(date.dayNumber) * 86_400 + seconds - Int64(offset)) * 1000
  }

  /// Adds an SQL statement.
  mutating func sql(_ statement: String) { statements.append(statement) }

  /// Adds app `id` named `name` (`nil`: NULL, the package name is shown).
  mutating func app(_ id: Int, _ package: String, name: String? = nil) {
    let shown = name.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" } ?? "NULL"
    sql("INSERT INTO application_info_table VALUES (\(id), '\(package)', \(shown))")
  }

  /// Sets category `category`'s priority list.
  mutating func priority(_ category: Int, _ list: String) {
    sql("INSERT INTO health_data_category_priority_table VALUES (\(category), '\(list)')")
  }

  /// Creates an interval record table with `columns` after the common ones.
  mutating func intervalTable(_ name: String, _ columns: String) {
    sql(
      "CREATE TABLE \(name) (row_id INTEGER PRIMARY KEY, app_info_id INTEGER, last_modified_time INTEGER,"
        + " start_time INTEGER, start_zone_offset INTEGER, end_time INTEGER, end_zone_offset INTEGER, \(columns))"
    )
  }

  /// Creates an instant record table with `columns` after the common ones.
  mutating func instantTable(_ name: String, _ columns: String) {
    sql(
      "CREATE TABLE \(name) (row_id INTEGER PRIMARY KEY, app_info_id INTEGER, last_modified_time INTEGER,"
        + " time INTEGER, zone_offset INTEGER, \(columns))")
  }

  /// Adds an interval record.
  mutating func interval(
    _ table: String, id: Int, app: Int, _ start: String, _ end: String, offset: Int = 0,
    endOffset: Int? = nil, modified: Int = 0, _ values: String
  ) {
    sql(
      "INSERT INTO \(table) VALUES (\(id), \(app), \(modified), \(Self.millis(start, offset: offset)),"
        + " \(offset), \(Self.millis(end, offset: endOffset ?? offset)), \(endOffset ?? offset), \(values))"
    )
  }

  /// Adds an instant record.
  mutating func instant(
    _ table: String, id: Int, app: Int, _ time: String, offset: Int = 0, _ values: String
  ) {
    sql(
      "INSERT INTO \(table) VALUES (\(id), \(app), 0, \(Self.millis(time, offset: offset)), \(offset), \(values))"
    )
  }

  /// Writes the file and reads it as the commands do.
  func read(dedupe: Bool = true) throws -> ImportResult {
    try write()
    let loader = InputLoader(
      currentDirectory: url.deletingLastPathComponent(),
      options: AppleHealthImportOptions(dedupe: dedupe))
    return try loader.load(input: url.lastPathComponent, unit: .kilograms).result
  }

  /// Writes the file (again: anew).
  func write() throws {
    try? FileManager.default.removeItem(at: url)
    var handle: OpaquePointer?
    guard sqlite3_open(url.path, &handle) == SQLITE_OK, let handle else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { sqlite3_close(handle) }
    for statement in statements {
      var message: UnsafeMutablePointer<CChar>?
      if sqlite3_exec(handle, statement, nil, nil, &message) != SQLITE_OK {
        let text = message.map { String(cString: $0) } ?? "?"
        sqlite3_free(message)
        Issue.record("\(statement): \(text)")
        throw CocoaError(.fileWriteUnknown)
      }
    }
  }

  /// Removes the file's folder.
  func remove() { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
}
