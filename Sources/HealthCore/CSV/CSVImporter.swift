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
    var reader = CSVReader(text: text)
    var header: CSVRow?
    while let row = reader.next() {
      if !row.isBlank {
        header = row
        break
      }
    }
    guard let header else { throw ParseError(path: path, reason: .emptyFile) }
    let layout = try CSVLayout(header: header, path: path)
    var warnings = layout.ignoredColumns.map { column in
      ImportWarning(
        path: path, line: header.line,
        message: "unknown column \"\(column.name)\"; column ignored")
    }
    var samples: [Sample] = []
    var rowIndex = 0
    while let row = reader.next() {
      guard !row.isBlank else { continue }
      rowIndex += 1
      switch layout.samples(from: row, order: Double(rowIndex), unit: unit) {
      case .success(let rowSamples):
        samples.append(contentsOf: rowSamples)
      case .failure(let problem):
        warnings.append(
          ImportWarning(path: path, line: row.line, message: problem.message + "; row skipped"))
      }
    }
    let dataset = HealthDataset(source: .csv(path: path), samples: samples)
    return ImportResult(dataset: dataset, warnings: warnings)
  }

  /// Reads and parses the UTF-8 file at `path`; missing or unreadable files throw
  /// (`.missingFile`, `.unreadable`, a directory is `.unreadable("is a directory")`).
  /// - Parameter path: the file's path as the user gave it.
  /// - Returns: the dataset (canonical units) and the warnings, in file order.
  /// - Throws: `ParseError`: `.missingFile`, `.unreadable`, `.emptyFile` or `.invalidContent`.
  public func load(path: String) throws(ParseError) -> ImportResult {
    let text = try InputFile.readText(path: path)
    return try parse(text: text, path: path)
  }
}
