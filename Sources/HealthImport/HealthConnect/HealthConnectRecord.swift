import HealthCore

/// The fields every Health Connect record has, read and checked: its row, its app, when it was
/// last modified and its time (an instant's `time`, or an interval's `start_time` to
/// `end_time`), epoch milliseconds UTC, each with its zone offset in seconds.
struct HealthConnectRecord: Sendable, Equatable {
  /// `row_id`.
  let rowID: Int64
  /// `app_info_id` (→ `application_info_table.row_id`); -1 when NULL.
  let app: Int64
  /// `time` or `start_time`, epoch milliseconds UTC.
  let start: Int64
  /// `zone_offset` or `start_zone_offset`, seconds east of UTC.
  let startOffset: Int64
  /// The start on the local timeline, milliseconds.
  var localStart: Int64 { start + startOffset * 1000 }

  /// `end_time` (`time` for an instant), epoch milliseconds UTC, not before ``start``.
  let end: Int64
  /// `end_zone_offset` (`zone_offset` for an instant), seconds east of UTC.
  let endOffset: Int64
  /// The end on the local timeline, milliseconds.
  var localEnd: Int64 { end + endOffset * 1000 }

  /// `last_modified_time`, epoch milliseconds (0 when NULL): which of two records counts where
  /// both have the same priority.
  let lastModified: Int64

  /// The largest zone offset, seconds (±18 hours).
  static let largestOffset: Int64 = 64_800

  /// The record's day: the local date of its start (or time) at its own offset.
  var day: LocalDate { LocalDate(dayNumber: Int(PriorityTimeline.dayOf(localStart))) }
  /// The start, whole seconds since 1970 UTC (rounded down).
  var startSeconds: Int { Int(PriorityTimeline.floorDivide(start, by: 1000)) }
  /// The end, whole seconds since 1970 UTC (rounded down).
  var endSeconds: Int { Int(PriorityTimeline.floorDivide(end, by: 1000)) }

  /// The columns of a record, by name, and their indices in one query's result.
  struct Columns: Sendable {
    let rowID: Int32
    let app: Int32?
    let lastModified: Int32?
    let start: Int32
    let startOffset: Int32
    let end: Int32?
    let endOffset: Int32?
    let startName: String
    let startOffsetName: String

    /// The columns an instant record's query selects.
    static let instant = ["row_id", "time", "zone_offset"]
    /// The columns an interval record's query selects.
    static let interval = [
      "row_id", "start_time", "start_zone_offset", "end_time", "end_zone_offset",
    ]
    /// The columns both select when present.
    static let optional = ["app_info_id", "last_modified_time"]

    /// The indices in `query`, which selected ``instant`` or ``interval`` and ``optional``.
    init?(_ query: HealthConnectQuery) {
      let isInterval = query.column("start_time") != nil
      let startName = isInterval ? "start_time" : "time"
      let offsetName = isInterval ? "start_zone_offset" : "zone_offset"
      guard let rowID = query.column("row_id"), let start = query.column(startName),
        let startOffset = query.column(offsetName)
      else { return nil }
      self.rowID = rowID
      app = query.column("app_info_id")
      lastModified = query.column("last_modified_time")
      self.start = start
      self.startOffset = startOffset
      end = isInterval ? query.column("end_time") : nil
      endOffset = isInterval ? query.column("end_zone_offset") : nil
      self.startName = startName
      self.startOffsetName = offsetName
    }
  }

  /// Reads the current row of `statement`.
  /// - Parameters:
  ///   - statement: a query's statement, at a row.
  ///   - columns: the query's record columns.
  ///   - table: the table, for warnings.
  ///   - warnings: where a bad row is noted.
  /// - Returns: the record, or `nil` for a bad row (noted): a NULL or a text where a number
  ///   belongs, an offset beyond ±18 hours, an end before the start, or a time outside the
  ///   dates the tool accepts.
  static func read(
    _ statement: SQLiteStatement, columns: Columns, table: HealthConnectTable,
    warnings: inout HealthConnectWarnings
  ) -> HealthConnectRecord? {
    let rowID = statement.integer(columns.rowID) ?? -1
    func number(_ index: Int32, _ name: String) -> Int64? {
      if let value = statement.integer(index) { return value }
      warnings.noteRow(
        table, row: rowID, "\(name) is \(describe(statement, index)) where a number belongs")
      return nil
    }
    guard let start = number(columns.start, columns.startName),
      let startOffset = number(columns.startOffset, columns.startOffsetName)
    else { return nil }
    var end = start
    var endOffset = startOffset
    if let endIndex = columns.end, let offsetIndex = columns.endOffset {
      guard let value = number(endIndex, "end_time"),
        let offset = number(offsetIndex, "end_zone_offset")
      else { return nil }
      end = value
      endOffset = offset
    }
    for (name, offset) in [(columns.startOffsetName, startOffset), ("end_zone_offset", endOffset)]
    where abs(offset) > largestOffset {
      warnings.noteRow(
        table, row: rowID,
        "\(name) \(offset) is out of range (seconds, ±\(ImportSummaryLine.grouped(Int(largestOffset))) at most)"
      )
      return nil
    }
    guard end >= start else {
      warnings.noteRow(table, row: rowID, "it ends before it starts")
      return nil
    }
    let record = HealthConnectRecord(
      rowID: rowID, app: columns.app.flatMap(statement.integer) ?? -1, start: start,
      startOffset: startOffset, end: end, endOffset: endOffset,
      lastModified: columns.lastModified.flatMap(statement.integer) ?? 0)
    guard
      PriorityTimeline.dayOf(record.localStart) >= Int64(LocalDate.earliestSupported.dayNumber),
      PriorityTimeline.dayOf(record.localEnd) <= Int64(LocalDate.latestSupported.dayNumber)
    else {
      warnings.noteRow(
        table, row: rowID,
        "its time is outside the dates the tool accepts (\(LocalDate.supportedRangeText))")
      return nil
    }
    return record
  }

  /// The longest interval kept, milliseconds: a day. A longer one (a session, or steps over
  /// weeks or centuries) is bad data: every figure it feeds is a day's, and its plausible range
  /// a day's.
  static let longestInterval: Int64 = 86_400_000

  /// Whether `record` lasts a day at most; a longer one is noted as a bad row.
  static func lastsADayAtMost(
    _ record: HealthConnectRecord, table: HealthConnectTable,
    warnings: inout HealthConnectWarnings
  ) -> Bool {
    guard record.end - record.start > longestInterval else { return true }
    let hours = DecimalText.format(Double(record.end - record.start) / 3_600_000, decimals: 1)
    warnings.noteRow(table, row: record.rowID, "it lasts \(hours) hours (24 at most)")
    return false
  }

  /// What column `index` holds, for a message: "NULL", a quoted text, "a blob".
  static func describe(_ statement: SQLiteStatement, _ index: Int32) -> String {
    switch statement.type(index) {
    case .null: return "NULL"
    case .text: return "the text " + DiagnosticText.quoted(statement.text(index) ?? "")
    case .blob: return "a blob"
    case .real: return "\(statement.double(index))"
    case .integer: return "\(statement.int64(index))"
    }
  }

  /// Reads a value column of the current row in the metric's canonical unit.
  /// - Parameters:
  ///   - statement: a query's statement, at a row.
  ///   - index: the column's index.
  ///   - name: the column's name, for a warning.
  ///   - metric: the metric the value feeds, whose plausible range applies.
  ///   - convert: the stored value to the canonical unit (÷ 1000 for metres to kilometres).
  ///   - table: the table, for warnings.
  ///   - rowID: the row, for warnings.
  ///   - warnings: where a bad value is noted.
  /// - Returns: the value, or `nil` (noted) for NULL, text or a value outside the metric's
  ///   plausible range.
  static func value(
    _ statement: SQLiteStatement, _ index: Int32, name: String, metric: MetricKind,
    convert: (Double) -> Double = { $0 }, table: HealthConnectTable, row rowID: Int64,
    warnings: inout HealthConnectWarnings
  ) -> Double? {
    guard let raw = statement.number(index) else {
      warnings.noteRow(
        table, row: rowID, "\(name) is \(describe(statement, index)) where a number belongs")
      return nil
    }
    let value = convert(raw)
    guard metric.isPlausible(value) else {
      let stored = DecimalText.format(raw, decimals: 3)
      let canonical =
        value == raw
        ? "" : " (\(DecimalText.format(value, decimals: 3)) \(metric.canonicalUnitName))"
      warnings.noteRow(
        table, row: rowID,
        "\(name) \(stored)\(canonical) is implausible" + metric.rangeText)
      return nil
    }
    return value
  }
}
