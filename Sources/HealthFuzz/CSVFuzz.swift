import HealthCore

/// The CSV reader: the input is a CSV log read with `CSVImporter.parse(text:path:)`; whatever
/// it reads, its `DailyCSV` export must read back without warnings to the same figures (within
/// the export's rounding), and the export of what was read back must be a fixed point.
///
/// Not byte-identical on the first round trip: `body_mass_lb` is derived from the kilograms
/// rounded to 3 decimals, so a pound value can move by 0.001 once (79.5 lb → 36.061 kg →
/// 79.501 lb); after that the export no longer changes.
enum CSVFuzz {
  /// How far a figure may move in one round trip: the rounding to 3 decimals of the kilograms
  /// (times 2.2046 for pounds) plus the rounding of the pounds, with room for binary error.
  static let tolerance = 0.002

  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    var choices = FuzzChoices(bytes)
    let unit: WeightUnit = choices.flag() ? .kilograms : .pounds
    let text = String(decoding: bytes, as: UTF8.self)
    guard let first = try? CSVImporter(unit: unit).parse(text: text, path: "fuzz.csv") else {
      return
    }
    let daily = DailyCSV.render(first.dataset)
    let again = try readBack(daily)
    try compare(daily, again)
    let fixed = try readBack(again)
    guard fixed == again else {
      throw FuzzFailure("the daily CSV changes on a second round trip:\n\(again)\n---\n\(fixed)")
    }
  }

  /// Reads a daily CSV and writes it again.
  static func readBack(_ daily: String) throws(FuzzFailure) -> String {
    let result: ImportResult
    do {
      result = try CSVImporter(unit: .pounds).parse(text: daily, path: "daily.csv")
    } catch {
      throw FuzzFailure("the daily CSV does not read back: \(error)\n\(daily)")
    }
    guard result.warnings.isEmpty else {
      throw FuzzFailure("the daily CSV reads back with warnings: \(result.warnings)\n\(daily)")
    }
    return DailyCSV.render(result.dataset)
  }

  /// The two exports have the same header, days and blank cells, and figures within
  /// `tolerance` (relative for large ones).
  static func compare(_ expected: String, _ actual: String) throws(FuzzFailure) {
    let rows = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let otherRows = actual.split(separator: "\n", omittingEmptySubsequences: false)
    guard rows.count == otherRows.count, rows.first == otherRows.first else {
      throw FuzzFailure("the daily CSV reads back otherwise:\n\(expected)\n---\n\(actual)")
    }
    for (row, other) in zip(rows.dropFirst(), otherRows.dropFirst()) where row != other {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false)
      let otherCells = other.split(separator: ",", omittingEmptySubsequences: false)
      guard cells.count == otherCells.count, cells.first == otherCells.first else {
        throw FuzzFailure("row \"\(row)\" reads back as \"\(other)\"")
      }
      for (cell, otherCell) in zip(cells.dropFirst(), otherCells.dropFirst())
      where cell != otherCell {
        guard let value = Double(cell), let otherValue = Double(otherCell),
          abs(value - otherValue) <= tolerance + abs(value) * 1e-12
        else { throw FuzzFailure("row \"\(row)\" reads back as \"\(other)\"") }
      }
    }
  }
}
