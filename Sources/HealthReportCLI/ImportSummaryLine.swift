import HealthCore

/// The one-line summary printed on standard error after an Apple Health or Health Auto Export
/// import.
enum ImportSummaryLine {
  /// How many malformed record lines are listed.
  static let lineLimit = 5

  /// `export.zip: 1,234,567 records read, 300 days, 4 sources; 2,345 records of other types
  /// skipped; 3 malformed records skipped (lines 10, 20, 30)`, ending in a newline.
  /// - Parameters:
  ///   - input: the input as the user gave it.
  ///   - summary: the importer's counts.
  /// - Returns: the summary line, without a line end (print it with
  ///   ``CLIEnvironment/printDiagnostic(_:)``, which escapes control characters).
  static func render(input: String, summary: ImportSummary) -> String {
    var text =
      "\(input): \(count(summary.recordsRead, "record")) read, "
      + "\(count(summary.dayCount, "day")), \(count(summary.sources.count, "source"))"
    if summary.skippedRecords > 0 {
      text += "; \(count(summary.skippedRecords, "record")) of other types skipped"
    }
    if summary.malformedRecords > 0 {
      let lines = summary.malformedLines.prefix(lineLimit).map(String.init)
      let more = summary.malformedRecords > lines.count ? ", …" : ""
      text +=
        "; \(count(summary.malformedRecords, "malformed record")) skipped"
        + (lines.isEmpty
          ? ""
          : " (line\(lines.count == 1 ? "" : "s") "
            + lines.joined(separator: ", ") + more + ")")
    }
    if summary.approximateDays > 0 {
      text += "; \(count(summary.approximateDays, "day")) merged approximately"
    }
    if let cut = summary.truncatedAfterLine {
      text += "; truncated after line \(grouped(cut))"
    }
    return text
  }

  /// `HealthAutoExport-2024-03-01.json: 1,234 points of 8 metrics and 3 workouts read, 30
  /// days; unknown metrics skipped: flights_climbed, vo2_max; other sections skipped:
  /// stateOfMind (4 items); 2 bad entries skipped (lines 10, 20); 1 key given twice`, with the
  /// number of files for a folder.
  /// - Parameters:
  ///   - input: the input as the user gave it.
  ///   - summary: the import's counts.
  /// - Returns: the summary line, without a line end.
  static func render(input: String, summary: AutoExportSummary) -> String {
    let files = summary.files == 1 ? "" : " from \(count(summary.files, "file"))"
    var text =
      "\(input): \(count(summary.pointsRead, "point")) of"
      + " \(count(summary.metrics.count, "metric")) and \(count(summary.workoutsRead, "workout"))"
      + " read\(files), \(count(summary.dayCount, "day"))"
    if !summary.unknownMetrics.isEmpty {
      text += "; unknown metrics skipped: " + summary.unknownMetrics.joined(separator: ", ")
    }
    if !summary.skippedSections.isEmpty {
      text +=
        "; other sections skipped: "
        + summary.skippedSections.map { "\($0.name) (\(count($0.items, "item")))" }
        .joined(separator: ", ")
    }
    if summary.badEntries > 0 {
      let lines = summary.badLines.prefix(lineLimit).map(String.init)
      let more = summary.badEntries > lines.count ? ", …" : ""
      text +=
        "; \(count(summary.badEntries, "bad entry", plural: "bad entries")) skipped"
        + (lines.isEmpty
          ? ""
          : " (line\(lines.count == 1 ? "" : "s") " + lines.joined(separator: ", ") + more + ")")
    }
    if summary.duplicateKeys > 0 {
      text += "; \(count(summary.duplicateKeys, "key")) given twice"
    }
    if summary.otherFiles > 0 {
      text += "; \(count(summary.otherFiles, "other JSON file")) skipped"
    }
    return text
  }

  /// `1 day`, `1,234 days`.
  static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
    "\(grouped(value)) \(value == 1 ? noun : plural ?? noun + "s")"
  }

  /// `value` with commas between groups of three digits.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value < 0 ? "-" : "") + result
  }
}
