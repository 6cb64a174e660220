import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// `<ActivitySummary>` elements: the rings' figures and goals as written, in any unit, with
/// any attribute missing, bad figures skipped with warnings, the later of two summaries of a
/// day counting.
@Suite struct ActivitySummaryImportTests {
  /// Imports `body` inside a `HealthData` root, whole and in chunks of 1 and 7 bytes (the same
  /// dataset and warnings each way).
  static func imported(_ body: String) throws -> (HealthDataset, [ImportWarning]) {
    let text = "<HealthData locale=\"en_US\">\n" + body + "\n</HealthData>\n"
    let whole = try importText(text)
    for chunk in [1, 7] {
      let chunked = try importText(text, chunk: chunk)
      #expect(chunked.result.dataset == whole.result.dataset)
      #expect(chunked.result.warnings == whole.result.warnings)
    }
    return (whole.result.dataset, whole.result.warnings)
  }

  /// One summary of 2024-03-01 with `attributes`.
  static func summary(_ attributes: String) -> String {
    " <ActivitySummary dateComponents=\"2024-03-01\" \(attributes)/>"
  }

  /// Whether two days' figures agree to 1e-9 (kJ are divided by 4.184).
  static func agree(_ left: ActivityRings?, _ right: ActivityRings) -> Bool {
    guard let left, left.date == right.date else { return false }
    return ActivityRings.metrics.allSatisfy { metric in
      switch (left[metric], right[metric]) {
      case (nil, nil): return true
      case (let a?, let b?): return abs(a - b) < 1e-9
      default: return false
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var attributes: String
    var expected: ActivityRings
    var testDescription: String { name }
  }

  static let march1 = day("2024-03-01")

  static let cases: [Case] = [
    Case(
      name: "energy mode in Cal, as the Health app writes it",
      attributes:
        "activeEnergyBurned=\"512.5\" activeEnergyBurnedGoal=\"450\" activeEnergyBurnedUnit=\"Cal\""
        + " appleMoveTime=\"0\" appleMoveTimeGoal=\"0\" appleExerciseTime=\"31\""
        + " appleExerciseTimeGoal=\"30\" appleStandHours=\"11\" appleStandHoursGoal=\"12\"",
      expected: ActivityRings(
        date: march1, moveEnergy: 512.5, moveEnergyGoal: 450, exerciseMinutes: 31,
        exerciseGoal: 30, standHours: 11, standGoal: 12)),
    Case(
      name: "kcal",
      attributes:
        "activeEnergyBurned=\"700.698\" activeEnergyBurnedGoal=\"680\""
        + " activeEnergyBurnedUnit=\"kcal\"",
      expected: ActivityRings(date: march1, moveEnergy: 700.698, moveEnergyGoal: 680)),
    Case(
      name: "kJ are divided by 4.184",
      attributes:
        "activeEnergyBurned=\"2092\" activeEnergyBurnedGoal=\"1882.8\""
        + " activeEnergyBurnedUnit=\"kJ\"",
      expected: ActivityRings(date: march1, moveEnergy: 500, moveEnergyGoal: 450)),
    Case(
      name: "no unit is kilocalories",
      attributes: "activeEnergyBurned=\"300\" activeEnergyBurnedGoal=\"400\"",
      expected: ActivityRings(date: march1, moveEnergy: 300, moveEnergyGoal: 400)),
    Case(
      name: "Move-time mode: minutes kept, the energy goal left out",
      attributes:
        "activeEnergyBurned=\"310\" activeEnergyBurnedGoal=\"0\" activeEnergyBurnedUnit=\"Cal\""
        + " appleMoveTime=\"45\" appleMoveTimeGoal=\"60\"",
      expected: ActivityRings(
        date: march1, moveEnergy: 310, moveMinutes: 45, moveMinutesGoal: 60)),
    Case(
      name: "a Move-time goal without the minutes",
      attributes: "appleMoveTimeGoal=\"60\"",
      expected: ActivityRings(date: march1, moveMinutesGoal: 60)),
    Case(
      name: "only the Stand hours",
      attributes: "appleStandHours=\"5\"",
      expected: ActivityRings(date: march1, standHours: 5)),
    Case(
      name: "a paused day: every goal 0, kept",
      attributes:
        "activeEnergyBurned=\"120\" activeEnergyBurnedGoal=\"0\" activeEnergyBurnedUnit=\"Cal\""
        + " appleMoveTime=\"0\" appleMoveTimeGoal=\"0\" appleExerciseTime=\"4\""
        + " appleExerciseTimeGoal=\"0\" appleStandHours=\"3\" appleStandHoursGoal=\"0\"",
      expected: ActivityRings(
        date: march1, moveEnergy: 120, moveEnergyGoal: 0, exerciseMinutes: 4, exerciseGoal: 0,
        standHours: 3, standGoal: 0)),
    Case(
      name: "attributes in another order, single quotes, wrapped",
      attributes: "appleStandHoursGoal='12'\n  appleStandHours = '13' activeEnergyBurned='1'",
      expected: ActivityRings(date: march1, moveEnergy: 1, standHours: 13, standGoal: 12)),
  ]

  @Test(arguments: cases)
  func readsTheFigures(_ item: Case) throws {
    let (dataset, warnings) = try Self.imported(Self.summary(item.attributes))
    #expect(warnings.isEmpty)
    #expect(dataset.rings.count == 1)
    #expect(Self.agree(dataset.rings.first, item.expected), "\(dataset.rings)")
  }

  @Test func aSummaryWithOnlyItsDateGivesNoRings() throws {
    let (dataset, warnings) = try Self.imported(
      " <ActivitySummary dateComponents=\"2024-03-01\"/>")
    #expect(warnings.isEmpty)
    #expect(dataset.rings.isEmpty)
    #expect(dataset.isEmpty)
  }

  struct BadCase: Sendable, CustomTestStringConvertible {
    var name: String
    var element: String
    var expected: ActivityRings?
    var warning: String
    var testDescription: String { name }
  }

  static let badCases: [BadCase] = [
    BadCase(
      name: "not a number",
      element: summary("appleStandHours=\"abc\" appleStandHoursGoal=\"12\""),
      expected: ActivityRings(date: march1, standGoal: 12),
      warning: "ActivitySummary for 2024-03-01: appleStandHours is not a number (\"abc\");"
        + " value skipped"),
    BadCase(
      name: "negative",
      element: summary("appleExerciseTime=\"-5\" appleExerciseTimeGoal=\"30\""),
      expected: ActivityRings(date: march1, exerciseGoal: 30),
      warning: "ActivitySummary for 2024-03-01: appleExerciseTime is implausible"
        + " (outside 0 to 1440 min); value skipped"),
    BadCase(
      name: "implausible",
      element: summary("appleStandHours=\"7\" appleStandHoursGoal=\"25\""),
      expected: ActivityRings(date: march1, standHours: 7),
      warning: "ActivitySummary for 2024-03-01: appleStandHoursGoal is implausible"
        + " (outside 0 to 24 h); value skipped"),
    BadCase(
      name: "implausible after kJ",
      element: summary(
        "activeEnergyBurned=\"200000\" activeEnergyBurnedGoal=\"2000\""
          + " activeEnergyBurnedUnit=\"kJ\""),
      expected: ActivityRings(date: march1, moveEnergyGoal: 2000 / 4.184),
      warning: "ActivitySummary for 2024-03-01: activeEnergyBurned is implausible"
        + " (outside 0 to 25000 kcal); value skipped"),
    BadCase(
      name: "unknown energy unit",
      element: summary(
        "activeEnergyBurned=\"500\" activeEnergyBurnedUnit=\"lb\" appleStandHours=\"9\""),
      expected: ActivityRings(date: march1, standHours: 9),
      warning: "ActivitySummary for 2024-03-01: unknown activeEnergyBurnedUnit (\"lb\");"
        + " Move energy skipped"),
    BadCase(
      name: "no date",
      element: " <ActivitySummary appleStandHours=\"9\"/>", expected: nil,
      warning: "ActivitySummary without a readable dateComponents; skipped"),
    BadCase(
      name: "not a real day",
      element: " <ActivitySummary dateComponents=\"2024-02-30\" appleStandHours=\"9\"/>",
      expected: nil, warning: "ActivitySummary without a readable dateComponents; skipped"),
    BadCase(
      name: "a date and time",
      element:
        " <ActivitySummary dateComponents=\"2024-03-01 00:00:00\" appleStandHours=\"9\"/>",
      expected: nil, warning: "ActivitySummary without a readable dateComponents; skipped"),
    BadCase(
      name: "outside the supported days",
      element: " <ActivitySummary dateComponents=\"1850-03-01\" appleStandHours=\"9\"/>",
      expected: nil,
      warning: "ActivitySummary with a dateComponents outside \(LocalDate.supportedRangeText);"
        + " skipped"),
    BadCase(
      name: "an unquoted attribute",
      element: " <ActivitySummary dateComponents=2024-03-01 appleStandHours=\"9\"/>",
      expected: nil, warning: "unreadable ActivitySummary tag; skipped"),
  ]

  @Test(arguments: badCases)
  func skipsABadFigureWithAWarning(_ item: BadCase) throws {
    let (dataset, warnings) = try Self.imported(
      item.element + "\n <ActivitySummary dateComponents=\"2024-03-02\" appleStandHours=\"1\"/>")
    // The element is on line 2 (the root's start tag is line 1).
    #expect(warnings.map(\.description) == ["export.xml:2: warning: " + item.warning])
    let rings = dataset.rings.filter { $0.date == Self.march1 }
    if let expected = item.expected {
      #expect(Self.agree(rings.first, expected), "\(rings)")
    } else {
      #expect(rings.isEmpty)
    }
    // The next summary is read.
    #expect(dataset.rings.last == ActivityRings(date: day("2024-03-02"), standHours: 1))
  }

  @Test func theLaterOfTwoSummariesOfADayCountsWithAWarning() throws {
    let (dataset, warnings) = try Self.imported(
      """
       <ActivitySummary dateComponents="2024-03-01" activeEnergyBurned="400" activeEnergyBurnedGoal="500" appleStandHours="10" appleStandHoursGoal="12"/>
       <ActivitySummary dateComponents="2024-03-02" appleStandHours="8" appleStandHoursGoal="12"/>
       <ActivitySummary dateComponents="2024-03-01" activeEnergyBurned="450" activeEnergyBurnedGoal="500"/>
      """)
    #expect(
      warnings.map(\.description) == [
        "export.xml:4: warning: a second ActivitySummary for 2024-03-01 (the first on line 2);"
          + " the later one counts"
      ])
    // The whole later summary counts: its missing Stand figures are not taken from the first.
    #expect(
      dataset.rings == [
        ActivityRings(date: Self.march1, moveEnergy: 450, moveEnergyGoal: 500),
        ActivityRings(date: day("2024-03-02"), standHours: 8, standGoal: 12),
      ])
  }

  /// The summaries' warnings follow the malformed records' and stop at 50, then one counts the
  /// rest (here each summary's bad figure, and from the second on its day's second summary).
  @Test func manyBadSummariesAreCounted() throws {
    let bad = (1...60).map { index in
      " <ActivitySummary dateComponents=\"2024-03-01\" appleStandHours=\"\(index)x\"/>"
    }
    let (dataset, warnings) = try Self.imported(
      " <Record type=\"HKQuantityTypeIdentifierStepCount\" startDate=\"2024-03-01 09:00:00 -0800\""
        + " value=\"x\"/>\n" + bad.joined(separator: "\n"))
    #expect(warnings.count == 52)
    #expect(
      warnings.first?.description
        == "export.xml:2: warning: Record with a value that is not a number; skipped")
    #expect(
      warnings.dropFirst().first?.description
        == "export.xml:3: warning: ActivitySummary for 2024-03-01: appleStandHours is not a"
        + " number (\"1x\"); value skipped")
    #expect(
      warnings.last?.description
        == "export.xml:28: warning: 69 more warnings like these after this line")
    #expect(dataset.rings.isEmpty)
  }

  @Test func summariesAmongRecordsAndWorkouts() throws {
    let (dataset, warnings) = try Self.imported(
      """
       <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" startDate="2024-03-01 09:00:00 -0800" endDate="2024-03-01 09:10:00 -0800" value="800"/>
       <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="20" durationUnit="min" startDate="2024-03-01 10:00:00 -0800" endDate="2024-03-01 10:20:00 -0800">
       </Workout>
       <ActivitySummary dateComponents="2024-03-01" activeEnergyBurned="250" activeEnergyBurnedGoal="400" activeEnergyBurnedUnit="Cal" appleExerciseTime="20" appleExerciseTimeGoal="30" appleStandHours="6" appleStandHoursGoal="12"/>
       <ActivitySummaryExtra dateComponents="2024-03-02" appleStandHours="6"/>
       <!-- <ActivitySummary dateComponents="2024-03-03" appleStandHours="6"/> -->
      """)
    #expect(warnings.isEmpty)
    #expect(dataset[.steps].value(on: Self.march1) == 800)
    #expect(dataset.workouts.count == 1)
    #expect(
      dataset.rings == [
        ActivityRings(
          date: Self.march1, moveEnergy: 250, moveEnergyGoal: 400, exerciseMinutes: 20,
          exerciseGoal: 30, standHours: 6, standGoal: 12)
      ])
    // The rings are no steps, exercise or energy figures of their own.
    #expect(dataset[.activeEnergy].isEmpty && dataset[.exerciseMinutes].isEmpty)
  }

  @Test func everySplitOfADocumentOfSummariesReadsTheSame() throws {
    let text = """
      <HealthData locale="en_US">
       <ActivitySummary dateComponents="2024-03-01" activeEnergyBurned="400" activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kJ"/>
       <ActivitySummary dateComponents="2024-03-01" appleStandHours="x"/>
       <ActivitySummary dateComponents="2024-03-02" appleStandHours="30"/>
      </HealthData>

      """
    #expect(try splitsChangingTheImport(Array(text.utf8)).isEmpty)
  }

  /// The synthetic export writes the Health app's shape: Move in energy with `appleMoveTime`
  /// and its goal 0 (not Move-time mode), in `Cal`.
  @Test func theGeneratedExportsSummaries() throws {
    let export = try fixtureExport("tiny")
    defer { export.remove() }
    let result = try AppleHealthImporter.load(path: export.xml.path)
    #expect(
      result.dataset.rings == [
        ActivityRings(
          date: day("2023-01-02"), moveEnergy: 783.303, moveEnergyGoal: 600, exerciseMinutes: 15,
          exerciseGoal: 30, standHours: 7, standGoal: 12),
        ActivityRings(
          date: day("2023-01-03"), moveEnergy: 390.037, moveEnergyGoal: 600, exerciseMinutes: 0,
          exerciseGoal: 30, standHours: 6, standGoal: 12),
      ])
  }

  @Test func theThirdPartyFixturesSummaries() throws {
    let path = Fixtures.appleHealth("tdda-applehealthdata_export6s3sample.xml").path
    let result = try AppleHealthImporter.load(path: path)
    #expect(
      result.dataset.rings == [
        ActivityRings(
          date: day("2016-04-14"), moveEnergy: 700.698, moveEnergyGoal: 680, exerciseMinutes: 89,
          exerciseGoal: 30, standHours: 16, standGoal: 12),
        ActivityRings(
          date: day("2016-04-15"), moveEnergy: 56.609, moveEnergyGoal: 680, exerciseMinutes: 6,
          exerciseGoal: 30, standHours: 2, standGoal: 12),
      ])
  }
}
