import HealthCore

/// What reading an input gave: the data, the warnings and the importer's counts for the
/// end-of-run summary (``ImportSummary`` for an Apple Health export, ``AutoExportSummary`` for
/// Health Auto Export JSON).
struct ImportOutcome<Summary: ImportCounts>: Sendable {
  /// The dataset and warnings.
  var result: ImportResult
  /// The counts for the end-of-run summary.
  var summary: Summary
}

extension ImportOutcome {
  /// What the loader hands on: the result and the summary's line.
  /// - Parameter input: the input as the user gave it, named by the line.
  /// - Returns: the loaded input.
  func loaded(input: String) -> InputLoader.Loaded {
    InputLoader.Loaded(result: result, summaryLine: summary.line(input: input))
  }
}

/// An importer's counts, told in the one-line summary printed after an import.
protocol ImportCounts: Sendable {
  /// The summary line, naming `input` as the user gave it, without a line end.
  func line(input: String) -> String
}
