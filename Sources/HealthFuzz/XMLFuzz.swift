import HealthCore
import HealthImport

/// The Apple Health record scanner: the input is an `export.xml`, read once in one chunk and
/// once in input-chosen chunks (tiny to 8 KiB); the datasets, warnings, summaries and errors
/// must be the same.
///
/// Most fuzzed inputs end early (inside an element or without `</HealthData>`), so both reads
/// use `allowTruncated`, as `--allow-truncated` does: the scanner's datasets are compared for
/// cut inputs too. A third, strict read (the default) must give the same outcome, except that
/// it fails with `.truncated` exactly where the lenient read warns of the cut.
enum XMLFuzz {
  /// What one import gave.
  typealias Outcome = FuzzImportOutcome<ImportSummary>

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    var choices = FuzzChoices(bytes)
    var options = AppleHealthImportOptions(dedupe: !choices.flag(), allowTruncated: true)
    let whole = importXML(bytes, options: options, chunks: [bytes.count])
    let chunks = choices.chunkLengths(total: bytes.count)
    let chunked = importXML(bytes, options: options, chunks: chunks)
    guard whole == chunked else {
      throw FuzzFailure(
        "one chunk and \(chunks.count) chunks differ:\n  whole:   \(whole)\n  chunked: \(chunked)")
    }
    options.allowTruncated = false
    try checkStrict(importXML(bytes, options: options, chunks: chunks), against: whole)
  }

  /// Checks a strict import against the lenient one of the same input: the same outcome, or a
  /// `.truncated` error at the line where the lenient import warned of the cut.
  /// - Parameters:
  ///   - strict: the import without `allowTruncated`.
  ///   - lenient: the import with it.
  /// - Throws: `FuzzFailure` when they disagree.
  static func checkStrict(_ strict: Outcome, against lenient: Outcome) throws(FuzzFailure) {
    guard case .failed(let error) = strict, case .truncated(let truncation) = error.reason else {
      guard strict == lenient else {
        throw FuzzFailure("strict and lenient differ:\n  strict:  \(strict)\n  lenient: \(lenient)")
      }
      return
    }
    guard case .imported(_, let warnings, let summary) = lenient,
      warnings.contains(where: { $0.line == error.line && $0.message.contains("(truncated?)") })
    else {
      throw FuzzFailure("strict failed with \(error), lenient gave \(lenient)")
    }
    if case .insideElement(let complete) = truncation, summary.truncatedAfterLine != complete {
      throw FuzzFailure("strict failed with \(error), lenient summary \(summary)")
    }
  }

  /// Imports `bytes` fed as consecutive chunks of the given lengths.
  /// - Parameters:
  ///   - bytes: the document.
  ///   - options: the import options.
  ///   - chunks: lengths adding up to `bytes.count`.
  /// - Returns: the result with the importer's summary, or the error.
  static func importXML(
    _ bytes: UnsafeRawBufferPointer, options: AppleHealthImportOptions, chunks: [Int]
  ) -> Outcome {
    Outcome(
      feeding: bytes, chunks: chunks, to: AppleHealthImporter(path: "fuzz.xml", options: options))
  }
}
