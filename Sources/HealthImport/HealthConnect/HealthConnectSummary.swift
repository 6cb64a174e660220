import HealthCore

/// The counts of a Health Connect import, for the one-line summary printed after it.
public struct HealthConnectSummary: ImportCounts, Equatable {
  /// Rows read from the record tables (children included).
  public var rows = 0
  /// The apps whose records were read (`application_info_table` row ids).
  public var apps: Set<Int64> = []
  /// Their names (`app_name`, else `package_name`), in the order the summary lists them.
  public var appNames: [String] = []
  /// Rows skipped as bad.
  public var badRows = 0
  /// Days with data.
  public var dayCount = 0
  /// The export's `PRAGMA user_version`.
  public var schemaVersion: Int64 = 0

  /// An empty summary.
  public init() {}

  /// The most app names the summary line lists.
  public static let namesListed = 4

  /// `Health Connect.zip: 123,456 rows read, 300 days, 4 apps (Fitbit, Google Fit, Samsung
  /// Health, Withings); 2 bad rows skipped`.
  /// - Parameter input: the input as the user gave it.
  /// - Returns: the summary line, without a line end.
  public func line(input: String) -> String {
    let count = { (value: Int, noun: String) in ImportSummaryLine.count(value, noun) }
    var text =
      "\(input): \(count(rows, "row")) read, \(count(dayCount, "day")), \(count(apps.count, "app"))"
    if !appNames.isEmpty {
      let more = appNames.count > HealthConnectSummary.namesListed ? ", …" : ""
      text +=
        " (" + appNames.prefix(HealthConnectSummary.namesListed).joined(separator: ", ") + more
        + ")"
    }
    if badRows > 0 { text += "; \(count(badRows, "bad row")) skipped" }
    return text
  }
}
