import TestSupport
import Testing

@testable import HealthCore

/// What the model offers Health Connect's reader: RMSSD as a metric of its own, the data's
/// origin, workout titles and the exercise types' names.
@Suite struct HealthConnectModelTests {
  /// RMSSD's entry in the metric table: its own metric right after SDNN, in SDNN's section,
  /// with its own CSV column and names, and no Health app record type.
  @Test func rmssdIsAMetricOfItsOwn() {
    let rmssd = MetricKind.heartRateVariabilityRMSSD
    let sdnn = MetricKind.heartRateVariability
    #expect(rmssd.index == sdnn.index + 1)
    let definition = rmssd.definition
    #expect(definition.displayName == "Heart Rate Variability (RMSSD)")
    #expect(definition.shortName == "HRV RMSSD")
    #expect(definition.canonicalUnitName == "ms")
    #expect(definition.unitLabel == "ms")
    #expect(definition.slug == "hrv-rmssd")
    #expect(definition.csvColumn == "hrv_rmssd_ms")
    #expect(definition.csvDecimals == 3)
    #expect(definition.display == .number(decimals: 0))
    #expect(definition.section == .heart)
    #expect(definition.healthKitType == nil)
    #expect(definition.autoExportName == nil)
    #expect(definition.plausibleRange == sdnn.definition.plausibleRange)
    #expect(rmssd.aggregation == .average)
    #expect(rmssd.better == .higher)
    #expect(rmssd.trendThreshold == sdnn.trendThreshold)
    #expect(!rmssd.countsMissingDaysAsZero)
    // SDNN keeps its names, column and slug.
    #expect(sdnn.displayName == "Heart Rate Variability")
    #expect(sdnn.shortName == "HRV")
    #expect(sdnn.definition.csvColumn == "hrv_sdnn_ms")
    #expect(sdnn.slug == "hrv")
  }

  /// No two metrics share a column, a slug or a name.
  @Test func everyMetricIsNamedOnce() {
    let definitions = MetricKind.allCases.map(\.definition)
    #expect(Set(definitions.map(\.csvColumn)).count == definitions.count)
    #expect(Set(definitions.map(\.slug)).count == definitions.count)
    #expect(Set(definitions.map(\.displayName)).count == definitions.count)
  }

  /// A day's RMSSD is the mean of its samples, apart from SDNN's.
  @Test func aDayOfRMSSDIsTheMeanOfItsSamples() {
    let date = day("2026-08-03")
    let dataset = HealthDataset(
      source: .healthConnect(path: "Health Connect.zip"),
      samples: [
        Sample(metric: .heartRateVariabilityRMSSD, date: date, value: 30),
        Sample(metric: .heartRateVariabilityRMSSD, date: date, value: 40),
        Sample(metric: .heartRateVariability, date: date, value: 60),
      ])
    #expect(dataset[.heartRateVariabilityRMSSD].value(on: date) == 35)
    #expect(dataset[.heartRateVariability].value(on: date) == 60)
  }

  @Test(arguments: [
    (DataSource.demo, false, false),
    (.csv(path: "log.csv"), false, false),
    (.appleHealth(path: "export.zip"), true, false),
    (.autoExport(path: "exports"), true, false),
    (.healthConnect(path: "Health Connect.zip"), false, true),
  ])
  func theDataSourceTellsItsOrigin(source: DataSource, apple: Bool, healthConnect: Bool) {
    #expect(source.isAppleHealth == apple)
    #expect(source.isHealthConnect == healthConnect)
  }

  /// A workout's title is optional and kept; workouts that start together are ordered by
  /// activity, then title.
  @Test func workoutsKeepTheirTitles() {
    let date = day("2026-08-03")
    let plain = Workout(
      activity: "Running", date: date, start: 1_785_744_000, startOffset: 0, minutes: 30)
    #expect(plain.title == nil)
    var titled = plain
    titled.title = "Morning run"
    #expect(titled != plain)
    let made = Workout(
      activity: "Running", date: date, start: 1_785_744_000, startOffset: 0, minutes: 30,
      title: "Morning run")
    #expect(made == titled)
    let ordered = Workout.ordered([titled, plain])
    #expect(ordered.map(\.title) == [nil, "Morning run"])
    let dataset = HealthDataset(
      source: .healthConnect(path: "x.db"), series: Workout.series(of: [titled]),
      workouts: [titled])
    #expect(dataset.workouts.first?.title == "Morning run")
  }

  @Test(arguments: [
    (33, "Running"), (45, "Strength Training"), (53, "Walking"), (0, "Workout"),
    (4, "Biking"), (5, "Biking (Stationary)"), (34, "Running (Treadmill)"), (56, "Wheelchair"),
    (57, "Yoga"), (58, "Other Workout"), (61, "Rowing Machine"), (62, "Workout"),
    (-1, "Workout"), (Int.max, "Workout"),
  ])
  func healthConnectExerciseTypesHaveNames(number: Int, name: String) {
    #expect(WorkoutActivityName.healthConnect(exerciseType: number) == name)
  }

  /// One name per number from 0 to 61, none twice.
  @Test func theExerciseTypeListIsComplete() {
    #expect(WorkoutActivityName.healthConnectNames.count == 62)
    #expect(
      Set(WorkoutActivityName.healthConnectNames).count
        == WorkoutActivityName.healthConnectNames.count)
  }
}
