import HealthCore

extension ImportSummary: ImportCounts {
  /// `export.zip: 1,234,567 records read, 300 days, 4 sources; 2,345 records of other types
  /// skipped; 3 malformed records skipped (lines 10, 20, 30)`.
  /// - Parameter input: the input as the user gave it.
  /// - Returns: the summary line, without a line end (print it with
  ///   the command line's diagnostic printer, which escapes control characters).
  public func line(input: String) -> String {
    let count = { (value: Int, noun: String) in ImportSummaryLine.count(value, noun) }
    var text =
      "\(input): \(count(recordsRead, "record")) read, "
      + "\(count(dayCount, "day")), \(count(sources.count, "source"))"
    if skippedRecords > 0 {
      text += "; \(count(skippedRecords, "record")) of other types skipped"
    }
    if malformedRecords > 0 {
      text +=
        "; \(count(malformedRecords, "malformed record")) skipped"
        + ImportSummaryLine.lineList(malformedLines, of: malformedRecords)
    }
    if approximateDays > 0 {
      text += "; \(count(approximateDays, "day")) merged approximately"
    }
    if let cut = truncatedAfterLine {
      text += "; truncated after line \(ImportSummaryLine.grouped(cut))"
    }
    return text
  }
}
