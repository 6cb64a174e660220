import HealthCore

/// The CSV reader: the input is a CSV log read with `CSVImporter.parse(text:path:)`; whatever
/// it reads, its `DailyCSV` export must read back without warnings and export identically.
enum CSVFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    var choices = FuzzChoices(bytes)
    let unit: WeightUnit = choices.flag() ? .kilograms : .pounds
    let text = String(decoding: bytes, as: UTF8.self)
    guard let first = try? CSVImporter(unit: unit).parse(text: text, path: "fuzz.csv") else {
      return
    }
    let daily = DailyCSV.render(first.dataset)
    let second: ImportResult
    do {
      second = try CSVImporter(unit: .pounds).parse(text: daily, path: "daily.csv")
    } catch {
      throw FuzzFailure("the daily CSV does not read back: \(error)\n\(daily)")
    }
    guard second.warnings.isEmpty else {
      throw FuzzFailure("the daily CSV reads back with warnings: \(second.warnings)\n\(daily)")
    }
    let again = DailyCSV.render(second.dataset)
    guard again == daily else {
      throw FuzzFailure("the daily CSV changes when read back:\n\(daily)\n--- became ---\n\(again)")
    }
  }
}
