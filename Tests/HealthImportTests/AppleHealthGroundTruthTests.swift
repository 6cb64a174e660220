import Foundation
import Testing

@testable import HealthCore
@testable import HealthImport

/// Generated exports (`Tests/Fixtures/generated/`, made by `shared/tools/gen_export.py`) checked
/// day by day against the truth sidecar.
@Suite struct AppleHealthGroundTruthTests {
  /// The generator arguments of the fixtures `truth0` … `truth5` (with `--scale 0.1`; see
  /// `bench/make-test-fixtures.sh`), one per time zone, unit and fault mix.
  static let cases: [[String]] = [
    ["--tz", "us-pacific", "--start", "2023-03-01", "--days", "30", "--seed", "1"],
    ["--tz", "eu-central", "--start", "2023-10-15", "--days", "30", "--units", "metric"],
    ["--tz", "au-sydney", "--start", "2023-03-20", "--days", "30", "--weight-unit", "mixed"],
    ["--tz", "uk", "--start", "2023-03-20", "--days", "20", "--faults", "vt,ios16dtd"],
    ["--tz", "in", "--days", "30", "--phone-only-fraction", "0.5", "--seed", "3"],
    [
      "--tz", "us-eastern", "--start", "2023-11-01", "--days", "20", "--phone-only-fraction", "0",
      "--units", "metric", "--weight-unit", "lb",
    ],
  ]

  @Test(arguments: cases.indices) func matchesTruth(index: Int) throws {
    let generated = try fixtureExport("truth\(index)")
    defer { generated.remove() }
    let merged = try AppleHealthImporter.load(path: generated.xml.path)
    let naive = try AppleHealthImporter.load(
      path: generated.xml.path, options: AppleHealthImportOptions(dedupe: false))
    #expect(merged.warnings.isEmpty)
    Self.compare(merged.dataset, naive.dataset, generated.days, through: nil, distance: true)
  }

  @Test func truncatedFileKeepsEarlierDaysWhenAllowed() throws {
    let generated = try fixtureExport("truncated")
    defer { generated.remove() }
    let bytes = Array(try Data(contentsOf: generated.xml))
    let text = String(decoding: bytes, as: UTF8.self)
    // Cut in the middle of the 1200th step record (inside its startDate).
    var search = text.startIndex
    for _ in 0..<1200 {
      let hit = try #require(text.range(of: "StepCount", range: search..<text.endIndex))
      search = hit.upperBound
    }
    let start = try #require(text.range(of: "startDate=\"", range: search..<text.endIndex))
    let cutDay = try #require(LocalDate(iso: text[start.upperBound...].prefix(10)))
    let cut = text.utf8.distance(from: text.startIndex, to: start.upperBound) + 7
    let lines = bytes[..<cut].filter { $0 == 10 }.count
    let allowed = AppleHealthImportOptions(allowTruncated: true)
    #expect(
      throws: ParseError(
        path: "export.xml", line: lines + 1,
        reason: .truncated(.insideElement(completeThroughLine: lines)))
    ) { try importBytes(Array(bytes[..<cut]), chunk: 1 << 16) }
    let (result, summary) = try importBytes(Array(bytes[..<cut]), chunk: 1 << 16, options: allowed)
    #expect(summary.truncatedAfterLine == lines)
    #expect(result.warnings.last?.message.contains("ends inside an element") == true)
    #expect(result.warnings.last?.line == lines + 1)
    let naive = try importBytes(
      Array(bytes[..<cut]), options: AppleHealthImportOptions(dedupe: false, allowTruncated: true)
    ).result
    Self.compare(
      result.dataset, naive.dataset, generated.days, through: cutDay.adding(days: -1),
      distance: false)
    #expect(result.dataset[.steps].lastDate == cutDay)
  }

  /// Checks steps (merged and naive, ±1), distance (±0.001 km) and body mass (±0.01 kg)
  /// on every truth day up to `through` (body mass on every day: it comes first in the file);
  /// distance only when `distance` (it follows the steps in the file).
  static func compare(
    _ merged: HealthDataset, _ naive: HealthDataset, _ days: [String: [String: Any]],
    through last: LocalDate?, distance: Bool
  ) {
    #expect(!days.isEmpty)
    for (iso, fields) in days.sorted(by: { $0.key < $1.key }) {
      guard let date = LocalDate(iso: iso) else {
        Issue.record("bad truth date \(iso)")
        continue
      }
      let mass = truthNumber(fields, "body_mass_last_kg")
      let actualMass = merged[.bodyMass].value(on: date)
      if let mass {
        #expect(abs((actualMass ?? -1) - mass) < 0.01, "body mass on \(iso)")
      } else {
        #expect(actualMass == nil, "no body mass on \(iso)")
      }
      if let last, date > last { continue }
      let checks: [(String, HealthDataset, MetricKind, Double)] = [
        ("steps_dedup", merged, .steps, 1), ("steps_naive", naive, .steps, 1),
        ("distance_km_dedup", merged, .walkingDistance, 0.001),
        ("distance_km_naive", naive, .walkingDistance, 0.001),
      ].filter { distance || $0.2 == .steps }
      for (key, dataset, metric, tolerance) in checks {
        let expected = truthNumber(fields, key) ?? 0
        let actual = dataset[metric].value(on: date) ?? 0
        #expect(abs(actual - expected) <= tolerance, "\(key) on \(iso): \(actual) vs \(expected)")
      }
    }
  }
}
