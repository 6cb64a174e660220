// STUB: interface fixed; implementation by the HealthCore work.
/// The result of reading an input: the data and what was skipped.
public struct ImportResult: Sendable {
  /// The data read.
  public var dataset: HealthDataset
  /// Rows or records skipped, with their lines.
  public var warnings: [ImportWarning]

  /// Creates a result.
  public init(dataset: HealthDataset, warnings: [ImportWarning]) {
    self.dataset = dataset
    self.warnings = warnings
  }
}

/// Reads the CSV log formats: wide `date,steps,weight` (weight in `unit`) or long
/// `date,metric,value`.
public struct CSVImporter: Sendable {
  /// The unit of a `weight` column or metric.
  public var unit: WeightUnit

  /// Creates an importer.
  public init(unit: WeightUnit) { self.unit = unit }

  /// Parses CSV text. Throws for a missing or unknown header; skips bad rows with a warning.
  /// - Parameters:
  ///   - text: the file's content.
  ///   - path: the path to name in errors and warnings.
  public func parse(text: String, path: String) throws(ParseError) -> ImportResult {
    ImportResult(dataset: HealthDataset(source: .csv(path: path), series: []), warnings: [])
  }

  /// Reads and parses the file at `path`; missing or unreadable files throw.
  public func load(path: String) throws(ParseError) -> ImportResult {
    throw ParseError(path: path, reason: .missingFile)
  }
}
