import Foundation
import HealthCore
import TestSupport

@testable import HealthImport

/// The Health Connect fixtures in `Tests/Fixtures/health-connect/` (made by
/// `bench/make-hc-fixtures.sh`) and their ground truth (`NAME.truth.json`, computed by
/// `bench/hc_truth.py`, independently of the reader, from the rules).
enum HealthConnectFixtures {
  /// `Tests/Fixtures/health-connect/`.
  static let folder = Fixtures.folder.appendingPathComponent("health-connect")

  /// The fixture `name`'s path.
  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The truth file of export `name` as a JSON object.
  static func truth(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: folder.appendingPathComponent(name + ".truth.json"))
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return object
  }

  /// Reads `name` through the loader, as the commands do.
  static func load(_ name: String, dedupe: Bool = true) throws(ParseError) -> InputLoader.Loaded {
    let loader = InputLoader(
      currentDirectory: folder, options: AppleHealthImportOptions(dedupe: dedupe))
    return try loader.load(input: name, unit: .kilograms)
  }

  /// The metric of a daily-CSV column name (`steps`, `hrv_rmssd_ms`).
  static func metric(column: String) -> MetricKind? {
    MetricKind.allCases.first { $0.definition.csvColumn == column }
  }

  /// Every difference between `dataset` and `days` (date → column → value), beyond `tolerance`
  /// (the truth is rounded to 6 decimals; steps are fractional before the CSV rounds them).
  static func differences(
    _ dataset: HealthDataset, _ days: [String: [String: Any]], tolerance: Double = 0.001
  ) -> [String] {
    var found: [String] = []
    var columns: Set<String> = []
    for figures in days.values { columns.formUnion(figures.keys) }
    for column in columns.sorted() {
      if column == "sleep_bedtime_s" || column == "sleep_wake_time_s" {
        for (date, figures) in days {
          guard let expected = (figures[column] as? NSNumber)?.doubleValue else { continue }
          let night = dataset.nights.first { $0.date == day(date) }
          let actual = column == "sleep_bedtime_s" ? night?.bedtime : night?.wakeTime
          if actual.map(Double.init) != expected {
            found.append("\(date) \(column): truth \(expected), read \(String(describing: actual))")
          }
        }
        continue
      }
      guard let metric = metric(column: column) else {
        found.append("no metric has the column \(column)")
        continue
      }
      let series = dataset[metric]
      var dates = Set(series.days.map(\.date.isoString))
      for (date, figures) in days where figures[column] != nil { dates.insert(date) }
      for date in dates.sorted() {
        let expected = (days[date]?[column] as? NSNumber)?.doubleValue
        let actual = series.value(on: day(date))
        switch (expected, actual) {
        case (let expected?, let actual?) where abs(expected - actual) <= tolerance: continue
        // A sleep figure of 0 is not written (the daily CSV leaves it out), nor in the truth.
        case (nil, 0?) where column.hasPrefix("sleep_"): continue
        default:
          found.append(
            "\(date) \(column): truth \(String(describing: expected)), read \(String(describing: actual))"
          )
        }
      }
    }
    return found
  }
}
