import HealthCore

/// What reading an input gave: the data, the warnings and the importer's counts for the
/// end-of-run summary (``ImportSummary`` for an Apple Health export, ``AutoExportSummary`` for
/// Health Auto Export JSON).
struct ImportOutcome<Summary: Sendable>: Sendable {
  /// The dataset and warnings.
  var result: ImportResult
  /// The counts for the end-of-run summary.
  var summary: Summary
}

extension ChunkConsumer {
  /// Consumes every remaining chunk of `source`, reporting progress against its size.
  /// - Parameters:
  ///   - source: the open input, read to its end (its head included).
  ///   - progress: called after each chunk with the bytes read and the file's size (0 for a
  ///     pipe).
  /// - Throws: `ParseError` from reading or from the importer.
  mutating func consumeAll(
    of source: inout InputSource, progressOfTotal progress: (_ done: Int, _ total: Int) -> Void
  ) throws(ParseError) {
    let total = source.expectedSize ?? 0
    try consumeAll(of: &source) { done in progress(done, total) }
  }
}
