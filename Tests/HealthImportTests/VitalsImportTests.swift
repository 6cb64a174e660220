import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// The vitals of an Apple Health export and of Health Auto Export files: blood pressure
/// readings, glucose in mg/dL and in mmol with its molar mass, percentages written as
/// fractions, temperatures in °F, and mindful minutes as the union of sessions.
@Suite struct VitalsImportTests {
  /// An export holding `body` (records) between the root's tags.
  static func export(_ body: String) -> String {
    "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n" + body + "</HealthData>\n"
  }

  /// A top-level (or nested) record.
  static func record(
    _ type: String, _ value: String, unit: String, at time: String, end: String? = nil,
    source: String = "Omron"
  ) -> String {
    let identifier =
      type.hasPrefix("HK") ? type : "HKQuantityTypeIdentifier" + type
    return "<Record type=\"\(identifier)\" sourceName=\"\(source)\" unit=\"\(unit)\""
      + " startDate=\"2024-05-0\(time)\" endDate=\"2024-05-0\(end ?? time)\" value=\"\(value)\"/>\n"
  }

  /// A blood pressure correlation of `systolic` over `diastolic` at `time`.
  static func correlation(_ systolic: Int, _ diastolic: Int, at time: String) -> String {
    "<Correlation type=\"HKCorrelationTypeIdentifierBloodPressure\" sourceName=\"Omron\""
      + " startDate=\"2024-05-0\(time)\" endDate=\"2024-05-0\(time)\">\n"
      + record("BloodPressureDiastolic", String(diastolic), unit: "mmHg", at: time)
      + record("BloodPressureSystolic", String(systolic), unit: "mmHg", at: time)
      + "</Correlation>\n"
  }

  static func load(_ body: String) throws -> ImportResult {
    try importText(export(body), chunk: 64).result
  }

  /// (what, records, expected systolic, diastolic and readings on 2024-05-01)
  static let bloodPressure: [(String, String, Double?, Double?, Double?)] = [
    (
      "a correlation whose records are repeated at the top level",
      correlation(120, 80, at: "1 08:00:00 +0200")
        + record("BloodPressureDiastolic", "80", unit: "mmHg", at: "1 08:00:00 +0200")
        + record("BloodPressureSystolic", "120", unit: "mmHg", at: "1 08:00:00 +0200"),
      120, 80, 1
    ),
    (
      "the top-level copies before the correlation",
      record("BloodPressureSystolic", "120", unit: "mmHg", at: "1 08:00:00 +0200")
        + record("BloodPressureDiastolic", "80", unit: "mmHg", at: "1 08:00:00 +0200")
        + correlation(120, 80, at: "1 08:00:00 +0200"),
      120, 80, 1
    ),
    (
      "a pair with no correlation",
      record("BloodPressureSystolic", "130", unit: "mmHg", at: "1 21:00:00 +0200")
        + record("BloodPressureDiastolic", "85", unit: "mmHg", at: "1 21:00:00 +0200"),
      130, 85, 1
    ),
    (
      "two readings a day, one a correlation and one a pair: the day's means",
      correlation(120, 80, at: "1 08:00:00 +0200")
        + record("BloodPressureSystolic", "130", unit: "mmHg", at: "1 21:00:00 +0200")
        + record("BloodPressureDiastolic", "86", unit: "mmHg", at: "1 21:00:00 +0200"),
      125, 83, 2
    ),
    (
      "the same figures from two sources at one instant are two readings",
      record("BloodPressureSystolic", "120", unit: "mmHg", at: "1 08:00:00 +0200")
        + record("BloodPressureDiastolic", "80", unit: "mmHg", at: "1 08:00:00 +0200")
        + record(
          "BloodPressureSystolic", "124", unit: "mmHg", at: "1 08:00:00 +0200", source: "Withings")
        + record(
          "BloodPressureDiastolic", "84", unit: "mmHg", at: "1 08:00:00 +0200", source: "Withings"),
      122, 82, 2
    ),
    (
      "a systolic and a diastolic at different instants are two partial readings",
      record("BloodPressureSystolic", "120", unit: "mmHg", at: "1 08:00:00 +0200")
        + record("BloodPressureDiastolic", "80", unit: "mmHg", at: "1 08:05:00 +0200"),
      120, 80, 2
    ),
    (
      "an implausible systolic is skipped with its line",
      record("BloodPressureSystolic", "300", unit: "mmHg", at: "1 08:00:00 +0200"),
      nil, nil, nil
    ),
    (
      "the day is the date written in the record",
      record("BloodPressureSystolic", "120", unit: "mmHg", at: "2 00:30:00 +0200")
        + record("BloodPressureDiastolic", "80", unit: "mmHg", at: "2 00:30:00 +0200"),
      nil, nil, nil
    ),
  ]

  @Test(arguments: bloodPressure.indices) func bloodPressureReadings(row: Int) throws {
    let (what, body, systolic, diastolic, readings) = Self.bloodPressure[row]
    let result = try Self.load(body)
    let date = day("2024-05-01")
    #expect(result.dataset[.bloodPressureSystolic].value(on: date) == systolic, "\(what)")
    #expect(result.dataset[.bloodPressureDiastolic].value(on: date) == diastolic, "\(what)")
    #expect(result.dataset[.bloodPressureReadings].value(on: date) == readings, "\(what)")
    if systolic == nil, readings == nil, body.contains("300") {
      #expect(result.warnings.first?.line == 3)
      #expect(result.warnings.first?.message.contains("implausible") == true)
    }
  }

  /// (metric, record type, value, unit, expected canonical value)
  static let conversions: [(MetricKind, String, String, String, Double)] = [
    (.bloodGlucose, "BloodGlucose", "104", "mg/dL", 104),
    (
      .bloodGlucose, "BloodGlucose", "5.5", "mmol<180.1558800000541>/L",
      5.5 * 180.155_880_000_054_1 / 10
    ),
    (.bloodGlucose, "BloodGlucose", "5.5", "mmol<180>/L", 99),
    (
      .bloodGlucose, "BloodGlucose", "5.5", "mmol&lt;180.1558800000541&gt;/L",
      5.5 * 180.155_880_000_054_1 / 10
    ),
    (.oxygenSaturation, "OxygenSaturation", "0.97", "%", 97),
    (.bodyFat, "BodyFatPercentage", "0.215", "%", 21.5),
    (.bodyTemperature, "BodyTemperature", "98.6", "degF", 37),
    (.bodyTemperature, "BodyTemperature", "36.8", "degC", 36.8),
    (.respiratoryRate, "RespiratoryRate", "14.5", "count/min", 14.5),
    (.vo2Max, "VO2Max", "42.3", "mL/min·kg", 42.3),
    (.vo2Max, "VO2Max", "42.3", "ml/(kg*min)", 42.3),
  ]

  @Test(arguments: conversions.indices) func unitsConvert(row: Int) throws {
    let (metric, type, value, unit, expected) = Self.conversions[row]
    let result = try Self.load(Self.record(type, value, unit: unit, at: "1 03:00:00 -0500"))
    #expect(result.warnings.isEmpty)
    let found = try #require(result.dataset[metric].value(on: day("2024-05-01")))
    #expect(abs(found - expected) < 1e-9, "\(found) for \(value) \(unit)")
  }

  /// (what, value, unit, metric): each is skipped with a warning.
  static let rejected: [(String, String, String, MetricKind)] = [
    ("a glucose unit without a molar mass", "5.5", "mmol<>/L", .bloodGlucose),
    ("an escaped glucose unit without a molar mass", "5.5", "mmol&lt;&gt;/L", .bloodGlucose),
    ("a molar mass that is not a number", "5.5", "mmol<x>/L", .bloodGlucose),
    ("oxygen above 100 %", "1.2", "%", .oxygenSaturation),
    ("a temperature of 50 °C", "122", "degF", .bodyTemperature),
    ("a respiratory rate of 70", "70", "count/min", .respiratoryRate),
    ("a VO2 max of 120", "120", "mL/min·kg", .vo2Max),
    ("body fat of 1 %", "0.01", "%", .bodyFat),
    ("glucose of 5 mg/dL", "5", "mg/dL", .bloodGlucose),
  ]

  @Test(arguments: rejected.indices) func implausibleOrUnknownIsSkipped(row: Int) throws {
    let (what, value, unit, metric) = Self.rejected[row]
    let type = metric.definition.healthKitType ?? ""
    let result = try Self.load(Self.record(type, value, unit: unit, at: "1 03:00:00 -0500"))
    #expect(result.dataset[metric].isEmpty, "\(what)")
    #expect(result.warnings.count == 1, "\(what)")
    #expect(result.warnings.first?.line == 3, "\(what)")
  }

  @Test func mindfulMinutesAreTheUnionOfTheDaysSessions() throws {
    let type = "HKCategoryTypeIdentifierMindfulSession"
    let body =
      Self.record(
        type, "HKCategoryValueNotApplicable", unit: "", at: "1 07:00:00 +0100",
        end: "1 07:10:00 +0100", source: "Breathe")
      + Self.record(
        type, "HKCategoryValueNotApplicable", unit: "", at: "1 07:05:00 +0100",
        end: "1 07:20:00 +0100", source: "Calm")
      + Self.record(
        type, "HKCategoryValueNotApplicable", unit: "", at: "1 21:00:00 +0100",
        end: "1 21:05:30 +0100", source: "Calm")
      + Self.record(
        type, "HKCategoryValueNotApplicable", unit: "", at: "2 06:00:00 +0100",
        end: "2 06:03:00 +0100", source: "Breathe")
    let result = try Self.load(body.replacingOccurrences(of: " unit=\"\"", with: ""))
    #expect(result.warnings.isEmpty)
    #expect(result.dataset[.mindfulMinutes].value(on: day("2024-05-01")) == 25.5)
    #expect(result.dataset[.mindfulMinutes].value(on: day("2024-05-02")) == 3)
  }

  @Test func autoExportVitals() throws {
    let date = "2024-05-01 00:00:00 +0200"
    let text = HAE.file(metrics: [
      HAE.metric(
        "blood_pressure", units: "mmHg",
        [
          "{\"date\": \"2024-05-01 08:00:00 +0200\", \"systolic\": 120, \"diastolic\": 80}",
          "{\"date\": \"2024-05-01 20:00:00 +0200\", \"systolic\": 130, \"diastolic\": 84}",
        ]),
      HAE.metric("blood_glucose", units: "mmol/L", [HAE.point(date, 5.5)]),
      HAE.metric("blood_oxygen_saturation", units: "%", [HAE.point(date, 0.96)]),
      HAE.metric(
        "blood_oxygen_saturation", units: "%", [HAE.point("2024-05-02 00:00:00 +0200", 98)]),
      HAE.metric("body_fat_percentage", units: "%", [HAE.point(date, 22.5)]),
      HAE.metric("body_temperature", units: "degF", [HAE.point(date, 98.6)]),
      HAE.metric("respiratory_rate", units: "count/min", [HAE.point(date, 15)]),
      HAE.metric("vo2_max", units: "ml/(kg·min)", [HAE.point(date, 41)]),
      HAE.metric("mindful_minutes", units: "min", [HAE.point(date, 12)]),
    ])
    let (result, _) = try HAE.load(text)
    #expect(result.warnings.isEmpty)
    #expect(HAE.values(result.dataset, .bloodPressureSystolic) == ["2024-05-01 125"])
    #expect(HAE.values(result.dataset, .bloodPressureDiastolic) == ["2024-05-01 82"])
    #expect(HAE.values(result.dataset, .bloodPressureReadings) == ["2024-05-01 2"])
    #expect(HAE.values(result.dataset, .bloodGlucose) == ["2024-05-01 99.0857"])
    #expect(
      HAE.values(result.dataset, .oxygenSaturation) == ["2024-05-01 96", "2024-05-02 98"])
    #expect(HAE.values(result.dataset, .bodyFat) == ["2024-05-01 22.5"])
    #expect(HAE.values(result.dataset, .bodyTemperature) == ["2024-05-01 37"])
    #expect(HAE.values(result.dataset, .respiratoryRate) == ["2024-05-01 15"])
    #expect(HAE.values(result.dataset, .vo2Max) == ["2024-05-01 41"])
    #expect(HAE.values(result.dataset, .mindfulMinutes) == ["2024-05-01 12"])
  }

  @Test func autoExportImplausibleBloodPressureIsSkipped() throws {
    let text = HAE.file(metrics: [
      HAE.metric(
        "blood_pressure", units: "mmHg",
        ["{\"date\": \"2024-05-01 08:00:00 +0200\", \"systolic\": 320, \"diastolic\": 80}"])
    ])
    let (result, _) = try HAE.load(text)
    #expect(result.dataset[.bloodPressureReadings].isEmpty)
    #expect(result.warnings.first?.message.contains("implausible systolic 320") == true)
  }

  /// Unaggregated step points of an iPhone and a Watch over the same minutes give the
  /// aggregated file's total (the Watch's steps where both counted), not their sum.
  @Test func unaggregatedStepsMergeLikeTheExport() throws {
    func sample(_ source: String, _ start: String, _ end: String, _ qty: Int) -> String {
      "{\"date\": \"2024-05-01 \(start) +0200\", \"startDate\": \"2024-05-01 \(start) +0200\","
        + " \"endDate\": \"2024-05-01 \(end) +0200\", \"qty\": \(qty), \"source\": \"\(source)\"}"
    }
    let unaggregated = HAE.file(metrics: [
      HAE.metric(
        "step_count", units: "count",
        [
          sample("Jane’s iPhone", "08:00:00", "08:10:00", 1000),
          sample("Jane’s Apple Watch", "08:05:00", "08:10:00", 600),
          sample("Jane’s iPhone", "12:00:00", "12:10:00", 700),
          sample("Jane’s Apple Watch", "12:00:00", "12:10:00", 720),
          sample("Jane’s iPhone", "18:00:00", "18:04:00", 300),
        ])
    ])
    let aggregated = HAE.file(metrics: [
      HAE.metric("step_count", units: "count", [HAE.point("2024-05-01 00:00:00 +0200", 2120)])
    ])
    let merged = try HAE.load(unaggregated).result.dataset[.steps]
    let whole = try HAE.load(aggregated).result.dataset[.steps]
    // 500 of the phone's first 1,000 + 600, the Watch's 720, the phone's 300 alone.
    #expect(merged.value(on: day("2024-05-01")) == 2120)
    #expect(merged == whole)
  }
}

/// The 2017 ACC/AHA categories, at every edge.
@Suite struct BloodPressureCategoryTests {
  static let table: [(Double?, Double?, BloodPressureCategory)] = [
    (119, 79, .normal), (119.4, 79.4, .normal), (119.5, 70, .elevated), (120, 79, .elevated),
    (129, 79, .elevated), (130, 70, .stage1), (118, 80, .stage1), (139, 89, .stage1),
    (140, 70, .stage2), (110, 90, .stage2), (125, 85, .stage1), (185, 125, .stage2),
    (nil, 95, .stage2), (121, nil, .elevated),
  ]

  @Test(arguments: table.indices) func categories(row: Int) {
    let (systolic, diastolic, expected) = Self.table[row]
    #expect(BloodPressureCategory.of(systolic: systolic, diastolic: diastolic) == expected)
  }
}

/// The edges of the merge and of the correlations.
@Suite struct VitalsEdgeTests {
  /// Only a blood pressure correlation's records are a reading; a Food correlation holding
  /// such records (a hostile or broken file) adds none.
  @Test func onlyBloodPressureCorrelationsMakeReadings() throws {
    let body =
      "<Correlation type=\"HKCorrelationTypeIdentifierFood\" sourceName=\"Omron\""
      + " startDate=\"2024-05-01 08:00:00 +0200\" endDate=\"2024-05-01 08:00:00 +0200\">\n"
      + VitalsImportTests.record(
        "BloodPressureSystolic", "120", unit: "mmHg", at: "1 08:00:00 +0200")
      + "</Correlation>\n"
    let (result, summary) = try importText(VitalsImportTests.export(body))
    #expect(result.dataset[.bloodPressureReadings].isEmpty)
    #expect(summary.nestedRecords == 1)
  }

  /// Active energy from an iPhone and a Watch over the same minutes merges as steps do: the
  /// Watch's where both counted.
  @Test func activeEnergyMergesBySource() throws {
    let body =
      VitalsImportTests.record(
        "ActiveEnergyBurned", "100", unit: "kcal", at: "1 08:00:00 +0200",
        end: "1 08:10:00 +0200", source: "Jane’s iPhone")
      + VitalsImportTests.record(
        "ActiveEnergyBurned", "70", unit: "kcal", at: "1 08:05:00 +0200",
        end: "1 08:10:00 +0200", source: "Jane’s Apple Watch")
    let result = try VitalsImportTests.load(body)
    let merged = try #require(result.dataset[.activeEnergy].value(on: day("2024-05-01")))
    #expect(abs(merged - (50 + 70)) < 1e-9)
    let plain = try importText(
      VitalsImportTests.export(body), options: AppleHealthImportOptions(dedupe: false))
    #expect(plain.result.dataset[.activeEnergy].value(on: day("2024-05-01")) == 170)
  }

  /// An unaggregated point whose end comes before its start is skipped with a warning; a
  /// point's day is its start's.
  @Test func autoExportIntervalsAreChecked() throws {
    let text = HAE.file(metrics: [
      HAE.metric(
        "step_count", units: "count",
        [
          "{\"date\": \"2024-05-02 00:10:00 +0200\", \"startDate\": \"2024-05-01 23:55:00 +0200\","
            + " \"endDate\": \"2024-05-02 00:10:00 +0200\", \"qty\": 300, \"source\": \"iPhone\"}",
          "{\"date\": \"2024-05-02 09:00:00 +0200\", \"startDate\": \"2024-05-02 09:00:00 +0200\","
            + " \"endDate\": \"2024-05-02 08:00:00 +0200\", \"qty\": 50, \"source\": \"iPhone\"}",
        ])
    ])
    let (result, _) = try HAE.load(text)
    #expect(HAE.values(result.dataset, .steps) == ["2024-05-01 300"])
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.message.contains("\"endDate\" before \"startDate\"") == true)
  }
}
