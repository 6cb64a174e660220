import Foundation
import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// The rings' eight columns in the daily CSV and the store: written in kilocalories, minutes
/// and hours, a goal of 0 written and read back, every day's rings the same after the trip.
@Suite struct RingsCSVTests {
  static let rings = [
    ActivityRings(
      date: day("2024-03-01"), moveEnergy: 512.5, moveEnergyGoal: 450, exerciseMinutes: 31,
      exerciseGoal: 30, standHours: 11, standGoal: 12),
    // Paused: the goals of 0 are figures.
    ActivityRings(
      date: day("2024-03-02"), moveEnergy: 120.037, moveEnergyGoal: 0, exerciseMinutes: 0,
      exerciseGoal: 0, standHours: 3, standGoal: 0),
    // Move-time mode: the Move energy, minutes and goal in minutes.
    ActivityRings(
      date: day("2024-03-03"), moveEnergy: 250, moveMinutes: 45, moveMinutesGoal: 60),
    // Some figures missing.
    ActivityRings(date: day("2024-03-05"), standHours: 4),
  ]

  static let dataset = HealthDataset(
    source: .demo,
    series: [
      DailySeries(
        metric: .steps,
        days: [
          HealthMetric(date: day("2024-03-01"), value: 9000),
          HealthMetric(date: day("2024-03-04"), value: 4000),
        ])
    ] + ActivityRings.series(of: rings))

  static let csv = """
    date,steps,body_mass_kg,body_mass_lb,ring_move_kcal,ring_move_goal_kcal,ring_move_min,\
    ring_move_goal_min,ring_exercise_min,ring_exercise_goal_min,ring_stand_h,ring_stand_goal_h
    2024-03-01,9000,,,512.5,450,,,31,30,11,12
    2024-03-02,,,,120.037,0,,,0,0,3,0
    2024-03-03,,,,250,,45,60,,,,
    2024-03-04,4000,,,,,,,,,,
    2024-03-05,,,,,,,,,,4,

    """

  @Test func theDailyCSVWritesTheEightColumnsLast() {
    #expect(DailyCSV.render(Self.dataset) == Self.csv)
  }

  @Test func theDailyCSVReadsBackExactly() throws {
    let back = try CSVImporter(unit: .kilograms).parse(text: Self.csv, path: "daily.csv")
    #expect(back.warnings.isEmpty)
    #expect(back.dataset.rings == Self.rings)
    #expect(back.dataset.series == Self.dataset.series)
    #expect(DailyCSV.render(back.dataset) == Self.csv)
  }

  @Test func theStoreKeepsTheRings() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rings-store-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = StoreFolder(path: folder.path, displayPath: "store")
    try store.writeImported(ImportedDays.rounded(Self.dataset).dataset(source: .demo))
    let read = try store.readImported()
    #expect(read.rings == Self.rings)
    #expect(ImportedDays(read) == ImportedDays.rounded(Self.dataset))
    // A re-import of the same rings changes nothing.
    var stored = ImportedDays(read)
    let change = stored.merge(ImportedDays.rounded(Self.dataset))
    #expect(!change.altersStore)
  }

  /// An export in kJ: the CSV holds kilocalories, rounded as every energy column is, and that
  /// CSV reads back to the same CSV.
  @Test func anExportInKilojoulesIsWrittenInKilocalories() throws {
    let text = """
      <HealthData locale="en_AU">
       <ActivitySummary dateComponents="2024-03-01" activeEnergyBurned="2000" activeEnergyBurnedGoal="1500" activeEnergyBurnedUnit="kJ" appleExerciseTime="31" appleExerciseTimeGoal="30" appleStandHours="11" appleStandHoursGoal="12"/>
      </HealthData>

      """
    let imported = try importText(text).result.dataset
    let csv = DailyCSV.render(imported)
    #expect(csv.hasSuffix("2024-03-01,,,,478.011,358.509,31,30,11,12\n"))
    let back = try CSVImporter(unit: .kilograms).parse(text: csv, path: "daily.csv")
    #expect(DailyCSV.render(back.dataset) == csv)
  }

  /// A CSV of other figures has no rings; long-form rows of ring columns do.
  @Test func onlyRingColumnsGiveRings() throws {
    let plain = try CSVImporter(unit: .kilograms).parse(
      text: "date,steps,active_energy_kcal,exercise_minutes\n2024-03-01,9000,500,30\n",
      path: "log.csv")
    #expect(plain.dataset.rings.isEmpty)
    let long = try CSVImporter(unit: .kilograms).parse(
      text: "date,metric,value\n2024-03-01,ring_stand_h,9\n2024-03-01,ring_stand_goal_h,0\n",
      path: "log.csv")
    #expect(
      long.dataset.rings == [ActivityRings(date: day("2024-03-01"), standHours: 9, standGoal: 0)])
  }
}
