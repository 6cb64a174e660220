import HealthCore

/// Reading the store's `imported.csv`: the daily CSV this tool writes (``DailyCSV``), read back
/// with the CSV reader.
extension StoreFolder {
  /// Reads the store.
  /// - Returns: the imported figures and the manual entries (empty when the files are absent).
  /// - Throws: ``StoreError`` for a missing, damaged or newer store; ``ParseError`` for a
  ///   damaged `imported.csv` or `manual.csv`.
  public func load() throws -> StoreContents {
    try checkFormat()
    return StoreContents(imported: try readImported(), manual: try readManual())
  }

  /// Reads `imported.csv` (no days when it is absent).
  /// - Returns: the figures in canonical units.
  /// - Throws: ``StoreError`` when the file cannot be read; ``ParseError`` when it is damaged.
  public func readImported() throws -> HealthDataset {
    let source = DataSource.csv(path: displayPath)
    guard let text = try readText(Self.importedName), !text.isEmpty else {
      return HealthDataset(source: source, series: [])
    }
    let result = try CSVImporter(unit: .kilograms).parse(
      text: text, path: displayName(Self.importedName))
    if let warning = result.warnings.first {
      throw ParseError(
        path: warning.path, line: warning.line, reason: .invalidContent(warning.message))
    }
    var dataset = HealthDataset(source: source, series: result.dataset.series)
    dataset.locale = try readLocale()
    return dataset
  }
}
