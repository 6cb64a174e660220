import HealthCore

/// The counts of a Health Connect import, for the one-line summary printed after it.
public struct HealthConnectSummary: ImportCounts, Equatable {
  /// Rows read from the record tables (children included).
  public var rows = 0
  /// The apps whose records were read (`application_info_table` row ids).
  public var apps: Set<Int64> = []
  /// Rows skipped as bad.
  public var badRows = 0
  /// Days with data.
  public var dayCount = 0
  /// The export's `PRAGMA user_version`.
  public var schemaVersion: Int64 = 0

  /// An empty summary.
  public init() {}

  /// `Health Connect.zip: 123,456 rows read, 300 days, 4 apps; 2 bad rows skipped`.
  /// - Parameter input: the input as the user gave it.
  /// - Returns: the summary line, without a line end.
  public func line(input: String) -> String {
    let count = { (value: Int, noun: String) in ImportSummaryLine.count(value, noun) }
    var text =
      "\(input): \(count(rows, "row")) read, \(count(dayCount, "day")), \(count(apps.count, "app"))"
    if badRows > 0 { text += "; \(count(badRows, "bad row")) skipped" }
    return text
  }
}
