import HealthCore

/// Reads the CSV log formats: wide `date,steps,weight` (weight in `unit`) or long
/// `date,metric,value`.
///
/// Wide headers may list columns in any order and also use `body_mass_kg`, `body_mass_lb`,
/// `distance_km`, `active_energy_kcal`, `exercise_minutes` and `heart_rate_bpm` (the tool's own
/// daily export); when a row has several body-mass cells, kilograms win over pounds over
/// `weight`. Long rows name one of those measures (or `steps`, `weight`) in `metric`. Header
/// names match case-insensitively after trimming; unknown extra columns are ignored with a
/// warning. Dates are strictly `YYYY-MM-DD`; blank cells are missing values. A bad row (bad or
/// missing date, a value that is not a finite non-negative number, a wrong cell count, an
/// unknown metric) is skipped with a warning at its 1-based line. Each data row's position is
/// its samples' `order`, so a later row of the same day wins for weight; steps on repeated
/// days are summed.
///
/// Files are streamed (`CSVStreamingImporter`): memory grows with days × metrics, not rows.
public struct CSVImporter: Sendable {
  /// The unit of a `weight` column or metric.
  public var unit: WeightUnit

  /// Creates an importer.
  /// - Parameter unit: the unit of a `weight` column or metric.
  public init(unit: WeightUnit) { self.unit = unit }

  /// Parses CSV text. Throws for a missing or unknown header; skips bad rows with a warning.
  /// - Parameters:
  ///   - text: the file's content.
  ///   - path: the path to name in errors and warnings.
  /// - Returns: the dataset (canonical units) and the warnings, in file order.
  /// - Throws: `ParseError` with `.emptyFile`, or `.invalidContent` at the header's line.
  public func parse(text: String, path: String) throws(ParseError) -> ImportResult {
    var importer = CSVStreamingImporter(path: path, unit: unit)
    var text = text
    let outcome: Result<Void, ParseError>? = text.withUTF8 { bytes in
      do throws(ParseError) {
        try importer.consume(UnsafeRawBufferPointer(bytes))
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try outcome?.get()
    return try importer.finish()
  }

  /// Reads and parses the UTF-8 file at `path` one chunk at a time.
  /// - Parameter path: the file's path as the user gave it (`/dev/stdin` and `/dev/fd/N` are
  ///   read as pipes).
  /// - Returns: the dataset (canonical units) and the warnings, in file order.
  /// - Throws: `ParseError`: `.missingFile`, `.unreadable` (a directory is
  ///   `.unreadable("is a directory")`; a device or a FIFO is refused too), `.emptyFile` or
  ///   `.invalidContent` (also when the file changed while it was read).
  public func load(path: String) throws(ParseError) -> ImportResult {
    var source = try InputSource(path: path)
    return try read(&source)
  }

  /// Reads every remaining chunk of `source` (its head included, if it was looked at).
  /// - Parameters:
  ///   - source: the input, read to its end.
  ///   - progress: called after each chunk with the bytes read so far.
  /// - Returns: the dataset (source `.csv(path: source.path)`) and the warnings.
  /// - Throws: `ParseError` from reading (including a file that changed) or parsing.
  public func read(
    _ source: inout InputSource, progress: (Int) -> Void = { _ in }
  ) throws(ParseError) -> ImportResult {
    var importer = CSVStreamingImporter(path: source.path, unit: unit)
    try source.forEachChunk { chunk, done throws(ParseError) in
      try importer.consume(chunk)
      progress(done)
    }
    return try importer.finish()
  }
}
