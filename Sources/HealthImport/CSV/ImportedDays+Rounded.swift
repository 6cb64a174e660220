import HealthCore

extension ImportedDays {
  /// `dataset` as `imported.csv` would give it back: rounded the way ``DailyCSV`` writes, so
  /// comparing a re-import with the store is exact.
  /// - Parameter dataset: daily figures in canonical units.
  /// - Returns: the figures after a round trip through the daily CSV.
  public static func rounded(_ dataset: HealthDataset) -> ImportedDays {
    let text = DailyCSV.render(dataset)
    guard let result = try? CSVImporter(unit: .kilograms).parse(text: text, path: "") else {
      return ImportedDays(dataset)
    }
    return ImportedDays(result.dataset)
  }
}
