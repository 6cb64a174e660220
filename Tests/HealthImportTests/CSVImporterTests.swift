import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

@Suite struct CSVImporterTests {
  static let pounds = CSVImporter(unit: .pounds)

  static func parse(_ text: String, unit: WeightUnit = .pounds) throws -> ImportResult {
    try CSVImporter(unit: unit).parse(text: text, path: "log.csv")
  }

  @Test func wideFormInPounds() throws {
    let result = try Self.parse("date,steps,weight\n2024-12-01,8000,170.5\n2024-12-02,9000,170.1\n")
    #expect(result.warnings.isEmpty)
    #expect(result.dataset.source == .csv(path: "log.csv"))
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 8000)
    #expect(result.dataset[.bodyMass].value(on: day("2024-12-01")) == 170.5 * 0.453_592_37)
    #expect(result.dataset[.bodyMass].value(on: day("2024-12-02")) == 170.1 * 0.453_592_37)
  }

  @Test func wideFormInKilogramsColumnsInAnyOrder() throws {
    let result = try Self.parse(" Weight ,DATE,Steps\n77.3,2024-12-01,8000\n", unit: .kilograms)
    #expect(result.warnings.isEmpty)
    #expect(result.dataset[.bodyMass].value(on: day("2024-12-01")) == 77.3)
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 8000)
  }

  @Test func readsItsOwnDailyExportPreferringKilograms() throws {
    let text = """
      date,steps,body_mass_kg,body_mass_lb,distance_km,active_energy_kcal,exercise_minutes,heart_rate_bpm
      2024-12-01,8000,77.25,999,6.5,420,35,62
      2024-12-02,,,170,,,,
      """
    let result = try Self.parse(text, unit: .kilograms)
    #expect(result.warnings.isEmpty)
    let dataset = result.dataset
    #expect(dataset.series.map(\.metric) == Array(MetricKind.allCases.prefix(6)))
    #expect(dataset[.bodyMass].value(on: day("2024-12-01")) == 77.25)
    #expect(dataset[.bodyMass].value(on: day("2024-12-02")) == 170 * WeightUnit.kilogramsPerPound)
    #expect(dataset[.walkingDistance].value(on: day("2024-12-01")) == 6.5)
    #expect(dataset[.activeEnergy].value(on: day("2024-12-01")) == 420)
    #expect(dataset[.exerciseMinutes].value(on: day("2024-12-01")) == 35)
    #expect(dataset[.heartRate].value(on: day("2024-12-01")) == 62)
    #expect(dataset[.steps].days.count == 1)
  }

  @Test func longForm() throws {
    let text = """
      Date,Metric,Value
      2024-12-01,steps,4000
      2024-12-01,STEPS,2500
      2024-12-01,weight,170
      2024-12-01,weight,169.5
      2024-12-02,body_mass_kg,77
      2024-12-03,body_mass_lb,168
      2024-12-03,heart_rate_bpm,60
      2024-12-03,heart_rate_bpm,70
      2024-12-04,steps,
      """
    let result = try Self.parse(text)
    #expect(result.warnings.isEmpty)
    let dataset = result.dataset
    #expect(dataset[.steps].days == [HealthMetric(date: day("2024-12-01"), value: 6500)])
    #expect(dataset[.bodyMass].value(on: day("2024-12-01")) == 169.5 * 0.453_592_37)
    #expect(dataset[.bodyMass].value(on: day("2024-12-02")) == 77)
    #expect(dataset[.bodyMass].value(on: day("2024-12-03")) == 168 * 0.453_592_37)
    #expect(dataset[.heartRate].value(on: day("2024-12-03")) == 65)
  }

  @Test func laterRowOfTheSameDayWinsForWeight() throws {
    let result = try Self.parse(
      "date,steps,weight\n2024-12-01,100,171\n2024-12-01,200,170\n", unit: .kilograms)
    #expect(result.dataset[.bodyMass].value(on: day("2024-12-01")) == 170)
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 300)
  }

  @Test func quotedFieldsCRLFAndBOM() throws {
    let text = "\u{FEFF}\"date\",\"steps\",\"weight\"\r\n\"2024-12-01\",\"8000\",\" 170.5 \"\r\n"
    let result = try Self.parse(text)
    #expect(result.warnings.isEmpty)
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 8000)
    #expect(result.dataset[.bodyMass].value(on: day("2024-12-01")) == 170.5 * 0.453_592_37)
  }

  @Test func blankCellsAreMissingValues() throws {
    let result = try Self.parse("date,steps,weight\n2024-12-01,,170\n2024-12-02,500,\n,,\n\n")
    #expect(result.warnings.isEmpty)
    #expect(result.dataset[.steps].days.map(\.date) == [day("2024-12-02")])
    #expect(result.dataset[.bodyMass].days.map(\.date) == [day("2024-12-01")])
  }

  @Test(arguments: [
    ("2024-13-01,100,170", "not a date in the calendar: \"2024-13-01\"; row skipped"),
    ("2024-02-30,100,170", "not a date in the calendar: \"2024-02-30\"; row skipped"),
    ("12/1/2024,100,170", "not a date (YYYY-MM-DD): \"12/1/2024\"; row skipped"),
    (",100,170", "missing date; row skipped"),
    ("2024-12-01,100", "expected 3 cells, found 2; row skipped"),
    ("2024-12-01,100,170,4", "expected 3 cells, found 4; row skipped"),
    ("2024-12-01,\"100,170", "unterminated quoted field; row skipped"),
  ])
  func badWideRowsAreSkippedWithAWarning(row: String, message: String) throws {
    let text = "date,steps,weight\n2024-12-01,1000,170\n\(row)\n"
    let result = try Self.parse(text)
    #expect(result.warnings == [ImportWarning(path: "log.csv", line: 3, message: message)])
    #expect(result.dataset[.steps].days == [HealthMetric(date: day("2024-12-01"), value: 1000)])
  }

  /// Wide rows with one bad cell: the warning, and the steps and pounds kept for the day.
  static let badCells: [(String, String, Double?, Double?)] = [
    ("2024-12-02,lots,170", "not a number for steps: \"lots\"; cell skipped", Double?.none, 170.0),
    ("2024-12-02,100,heavy", "not a number for weight: \"heavy\"; cell skipped", 100.0, nil),
    ("2024-12-02,-5,170", "negative steps: \"-5\"; cell skipped", nil, 170.0),
    ("2024-12-02,inf,170", "not a finite number for steps: \"inf\"; cell skipped", nil, 170.0),
    ("2024-12-02,100,nan", "not a finite number for weight: \"nan\"; cell skipped", 100.0, nil),
    (
      "2024-12-02,1e300,170", "implausible steps: \"1e300\" (outside 0 to 250000); cell skipped",
      nil, 170.0
    ),
    // A long cell is quoted as its first 60 characters (a 10 MB cell made a 10 MB line).
    (
      "2024-12-02," + String(repeating: "9", count: 400) + ",170",
      "not a finite number for steps: \"" + String(repeating: "9", count: 60)
        + "…\"; cell skipped", nil, 170.0
    ),
    (
      "2024-12-02,100," + String(repeating: "x", count: 61),
      "not a number for weight: \"" + String(repeating: "x", count: 60) + "…\"; cell skipped",
      100.0, nil
    ),
  ]

  @Test(arguments: badCells)
  func aBadCellIsSkippedAndTheRowsOtherCellsKept(
    row: String, message: String, steps: Double?, pounds: Double?
  ) throws {
    let text = "date,steps,weight\n2024-12-01,1000,170\n\(row)\n"
    let result = try Self.parse(text)
    #expect(result.warnings == [ImportWarning(path: "log.csv", line: 3, message: message)])
    #expect(result.dataset[.steps].value(on: day("2024-12-02")) == steps)
    let kilograms = result.dataset[.bodyMass].value(on: day("2024-12-02"))
    #expect(kilograms.map { WeightUnit.pounds.value(fromKilograms: $0).rounded() } == pounds)
  }

  @Test func badLongRowsAreSkippedWithAWarning() throws {
    let text =
      "date,metric,value\n2024-12-01,steps,10\n2024-12-01,floors,3\n\n2024-12-02,steps,-1\n"
    let result = try Self.parse(text)
    #expect(
      result.warnings == [
        ImportWarning(path: "log.csv", line: 3, message: "unknown metric \"floors\"; row skipped"),
        ImportWarning(path: "log.csv", line: 5, message: "negative steps: \"-1\"; row skipped"),
      ])
    #expect(result.dataset[.steps].days.count == 1)
    #expect(
      result.warnings[0].description == "log.csv:3: warning: unknown metric \"floors\"; row skipped"
    )
  }

  @Test func unknownExtraColumnsAreIgnoredWithAWarning() throws {
    let result = try Self.parse("date,steps,notes\n2024-12-01,10,felt good\n")
    #expect(
      result.warnings == [
        ImportWarning(path: "log.csv", line: 1, message: "unknown column \"notes\"; column ignored")
      ])
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 10)
  }

  @Test(arguments: ["", "\n", "\r\n\r\n", "\u{FEFF}", " , \n"])
  func emptyInputThrows(text: String) {
    #expect(throws: ParseError(path: "log.csv", reason: .emptyFile)) {
      try Self.pounds.parse(text: text, path: "log.csv")
    }
  }

  @Test(arguments: [
    ("foo,bar\n1,2\n", "foo,bar"), ("date\n2024-12-01\n", "date"),
    ("Steps,Weight\n1,2\n", "steps,weight"), ("date,floors\n", "date,floors"),
  ])
  func unknownHeaderThrows(text: String, shown: String) {
    let message =
      "unrecognised header \"\(shown)\"; expected date,steps,weight or date,metric,value"
    #expect(throws: ParseError(path: "log.csv", line: 1, reason: .invalidContent(message))) {
      try Self.pounds.parse(text: text, path: "log.csv")
    }
  }

  @Test func duplicateColumnThrows() {
    #expect(
      throws: ParseError(
        path: "log.csv", line: 1, reason: .invalidContent("duplicate column \"steps\" in header"))
    ) {
      try Self.pounds.parse(text: "date,steps,Steps\n", path: "log.csv")
    }
  }
}

/// The daily CSV's sleep, heart and workout columns round-trip: written by ``DailyCSV``, read
/// back by the importer, with the same figures (to the file's 3 decimals).
@Suite struct RecoveryColumnsRoundTripTests {
  @Test func theDemoRoundTripsThroughTheDailyCSV() throws {
    let demo = DemoData.makeDataset(days: 60)
    let text = DailyCSV.render(demo)
    let header = text.prefix { $0 != "\n" }
    let expected = [
      "date", "steps", "body_mass_kg", "body_mass_lb", "resting_heart_rate_bpm", "hrv_sdnn_ms",
      "sleep_asleep_h", "sleep_in_bed_h", "sleep_awake_h", "sleep_core_h", "sleep_deep_h",
      "sleep_rem_h", "workouts", "workout_minutes", "blood_pressure_systolic_mmhg",
      "blood_pressure_diastolic_mmhg", "blood_pressure_readings", "blood_glucose_mg_dl",
      "oxygen_saturation_percent", "respiratory_rate_per_min", "body_temperature_c",
      "vo2_max_ml_kg_min", "body_fat_percent", "mindful_minutes", "ring_move_kcal",
      "ring_move_goal_kcal", "ring_exercise_min", "ring_exercise_goal_min", "ring_stand_h",
      "ring_stand_goal_h",
    ]
    #expect(header.split(separator: ",").map(String.init) == expected)
    let back = try CSVImporter(unit: .kilograms).parse(text: text, path: "daily.csv")
    #expect(back.warnings.isEmpty)
    #expect(back.dataset.series.map(\.metric) == demo.series.map(\.metric))
    for series in demo.series {
      let read = back.dataset[series.metric]
      #expect(read.days.map(\.date) == series.days.map(\.date), "\(series.metric)")
      for (written, original) in zip(read.days, series.days) {
        #expect(
          abs(written.value - original.value) <= 0.000_500_001, "\(series.metric) \(original.date)")
      }
    }
    // Writing what was read gives the same file.
    #expect(DailyCSV.render(back.dataset) == text)
  }

  @Test(arguments: [
    ("sleep_asleep_h", "24.5", "implausible sleep_asleep_h: \"24.5\" (outside 0 to 24)"),
    (
      "resting_heart_rate_bpm", "400",
      "implausible resting_heart_rate_bpm: \"400\" (outside 20 to 250)"
    ),
    ("hrv_sdnn_ms", "-3", "negative hrv_sdnn_ms: \"-3\""),
    ("workout_minutes", "1500", "implausible workout_minutes: \"1500\" (outside 0 to 1440)"),
  ])
  func implausibleCellsAreSkipped(column: String, cell: String, message: String) throws {
    let text = "date,steps,\(column)\n2024-12-01,100,\(cell)\n"
    let result = try CSVImporter(unit: .kilograms).parse(text: text, path: "log.csv")
    #expect(result.dataset[.steps].value(on: day("2024-12-01")) == 100)
    #expect(result.warnings.map(\.message) == [message + "; cell skipped"])
  }

  @Test func theLongFormNamesTheNewMetricsToo() throws {
    let text = "date,metric,value\n2024-12-01,sleep_deep_h,1.25\n2024-12-01,WORKOUTS,2\n"
    let result = try CSVImporter(unit: .kilograms).parse(text: text, path: "log.csv")
    #expect(result.dataset[.sleepDeep].value(on: day("2024-12-01")) == 1.25)
    #expect(result.dataset[.workouts].value(on: day("2024-12-01")) == 2)
  }
}
