import HealthCore

/// The Apple Health record scanner: the input is an `export.xml`, read once in one chunk and
/// once in input-chosen chunks (tiny to 8 KiB); the datasets, warnings, summaries and errors
/// must be the same.
enum XMLFuzz {
  /// What one import gave.
  enum Outcome: Equatable {
    case imported(HealthDataset, [ImportWarning], ImportSummary)
    case failed(ParseError)
  }

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    var choices = FuzzChoices(bytes)
    let options = AppleHealthImportOptions(dedupe: !choices.flag())
    let whole = importXML(bytes, options: options, chunks: [bytes.count])
    let chunks = choices.chunkLengths(total: bytes.count)
    let chunked = importXML(bytes, options: options, chunks: chunks)
    guard whole == chunked else {
      throw FuzzFailure(
        "one chunk and \(chunks.count) chunks differ:\n  whole:   \(whole)\n  chunked: \(chunked)")
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
    var importer = AppleHealthImporter(path: "fuzz.xml", options: options)
    do throws(ParseError) {
      var offset = 0
      for length in chunks {
        try importer.consume(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]))
        offset += length
      }
      let result = try importer.finish()
      return .imported(result.dataset, result.warnings, importer.summary)
    } catch {
      return .failed(error)
    }
  }
}
