import HealthCore
import HealthImport

/// The CSV reader: the input is a CSV log read with `CSVImporter.parse(text:path:)`; whatever
/// it reads, its `DailyCSV` export must read back without warnings to the same figures (within
/// the export's rounding), and the export of what was read back must be a fixed point.
///
/// Not always byte-identical on the first round trip: the log's own figures may have more
/// decimals than the export keeps (6 for kilograms, 3 for the rest); after that the export no
/// longer changes.
enum CSVFuzz {
  /// How far a figure may move in one round trip: the rounding of a value to the export's
  /// 3 decimals (pounds, distance, energy), with room for binary error.
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
