import CSQLite
import HealthCore

/// One compiled statement of a ``SQLiteDatabase``, stepped row by row; it keeps its database
/// open while it lives.
final class SQLiteStatement {
  /// The storage class of a value (`sqlite3_column_type`).
  enum ValueType: Sendable, Equatable {
    case integer, real, text, blob, null
  }

  private let handle: OpaquePointer
  private let database: SQLiteDatabase

  /// Wraps a prepared statement of `database`.
  init(_ handle: OpaquePointer, database: SQLiteDatabase) {
    self.handle = handle
    self.database = database
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Moves to the next row.
  /// - Returns: `true` at a row, `false` after the last.
  /// - Throws: ``ParseError`` when SQLite finds the file damaged on the way (exit 65).
  func step() throws(ParseError) -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_ROW { return true }
    if code == SQLITE_DONE { return false }
    throw database.failure(code)
  }

  /// The storage class of column `index` in the current row.
  func type(_ index: Int32) -> ValueType {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer
    case SQLITE_FLOAT: return .real
    case SQLITE_TEXT: return .text
    case SQLITE_BLOB: return .blob
    default: return .null
    }
  }

  /// Column `index` as an integer (SQLite's conversion for other classes: read ``type(_:)``
  /// first where a text must not pass for a number).
  func int64(_ index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

  /// Column `index` as a real number (see ``int64(_:)``).
  func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Column `index` as text, `nil` for NULL; invalid UTF-8 is repaired.
  func text(_ index: Int32) -> String? {
    guard let bytes = sqlite3_column_text(handle, index) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Column `index` as an integer when it holds one (or a real number with no fraction), else
  /// `nil`: NULL, text and blobs are not numbers here.
  func integer(_ index: Int32) -> Int64? {
    switch type(index) {
    case .integer: return int64(index)
    case .real:
      let value = double(index)
      guard value.isFinite, value.rounded() == value, abs(value) < 9e18 else { return nil }
      return Int64(value)
    case .text, .blob, .null: return nil
    }
  }

  /// Column `index` as a finite number when it holds an integer or a real, else `nil`.
  func number(_ index: Int32) -> Double? {
    switch type(index) {
    case .integer: return Double(int64(index))
    case .real:
      let value = double(index)
      return value.isFinite ? value : nil
    case .text, .blob, .null: return nil
    }
  }
}
