import HealthCore

/// Counts describing one Apple Health import, for progress and the end-of-run report.
public struct ImportSummary: Sendable, Hashable {
  /// Allow-listed top-level `Record`s that were used.
  public var recordsRead: Int
  /// Top-level `Record`s of other types, skipped.
  public var skippedRecords: Int
  /// `Record` copies nested in a `Correlation`, ignored (their originals are top level).
  public var nestedRecords: Int
  /// Allow-listed records skipped as malformed (missing `startDate` or `value`, a bad date,
  /// number or unit).
  public var malformedRecords: Int
  /// The 1-based lines of the first few malformed records.
  public var malformedLines: [Int]
  /// Local days with any data.
  public var dayCount: Int
  /// Distinct `sourceName`s of the records used, decoded, in order of first appearance.
  public var sources: [String]
  /// Days whose steps, distance or active energy could differ from the exact source merge (only when more
  /// samples wait than the merge keeps, and a day's samples come on both sides of an early
  /// merge).
  public var approximateDays: Int
  /// When the input ends inside an element: the last line whose records were used.
  public var truncatedAfterLine: Int?

  /// Creates a summary.
  public init(
    recordsRead: Int = 0, skippedRecords: Int = 0, nestedRecords: Int = 0,
    malformedRecords: Int = 0, malformedLines: [Int] = [], dayCount: Int = 0,
    sources: [String] = [], approximateDays: Int = 0, truncatedAfterLine: Int? = nil
  ) {
    self.recordsRead = recordsRead
    self.skippedRecords = skippedRecords
    self.nestedRecords = nestedRecords
    self.malformedRecords = malformedRecords
    self.malformedLines = malformedLines
    self.dayCount = dayCount
    self.sources = sources
    self.approximateDays = approximateDays
    self.truncatedAfterLine = truncatedAfterLine
  }
}
