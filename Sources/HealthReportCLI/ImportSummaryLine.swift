import HealthCore

/// The one-line summary printed on standard error after an Apple Health import.
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
    if summary.lateSamples > 0 {
      text += "; \(count(summary.lateSamples, "late sample")) merged approximately"
    }
    if let cut = summary.truncatedAfterLine {
      text += "; truncated after line \(grouped(cut))"
    }
    return text
  }

  /// `1 day`, `1,234 days`.
  static func count(_ value: Int, _ noun: String) -> String {
    "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
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
