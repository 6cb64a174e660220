import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// Workouts from both shapes of the export, and their readable names.
@Suite struct WorkoutImportTests {
  static func workouts(_ body: String) throws -> (HealthDataset, ImportSummary, [ImportWarning]) {
    let text = "<HealthData locale=\"en_US\">\n" + body + "\n</HealthData>\n"
    let whole = try importText(text)
    let chunked = try importText(text, chunk: 5)
    #expect(whole.result.dataset == chunked.result.dataset)
    return (whole.result.dataset, whole.summary, whole.result.warnings)
  }

  @Test func olderShapeWithTotalsAttributes() throws {
    let (dataset, summary, warnings) = try Self.workouts(
      """
       <Workout workoutActivityType="HKWorkoutActivityTypeCycling" duration="1.5" durationUnit="hr" totalDistance="20" totalDistanceUnit="mi" totalEnergyBurned="2092" totalEnergyBurnedUnit="kJ" sourceName="Watch" startDate="2019-06-11 17:00:00 -0700" endDate="2019-06-11 18:30:00 -0700">
        <MetadataEntry key="HKIndoorWorkout" value="0"/>
        <WorkoutEvent type="HKWorkoutEventTypePause" date="2019-06-11 17:30:00 -0700"/>
       </Workout>
      """)
    #expect(warnings.isEmpty)
    #expect(summary.recordsRead == 1)
    let workout = try #require(dataset.workouts.first)
    #expect(workout.activity == "Cycling")
    #expect(workout.date == day("2019-06-11"))
    #expect(workout.minutes == 90)
    #expect(workout.distance == 20 * 1.609_344)
    #expect(abs((workout.energy ?? 0) - 500) < 1e-9)
    #expect(dataset[.workouts].value(on: day("2019-06-11")) == 1)
    #expect(dataset[.workoutMinutes].value(on: day("2019-06-11")) == 90)
  }

  @Test func newerShapeWithStatisticsChildren() throws {
    let (dataset, _, warnings) = try Self.workouts(
      """
       <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="1800" durationUnit="s" sourceName="Jane’s Apple Watch" startDate="2024-03-02 23:50:00 -0800" endDate="2024-03-03 00:20:00 -0800">
        <WorkoutEvent type="HKWorkoutEventTypeSegment" date="2024-03-02 23:50:00 -0800" duration="15" durationUnit="min"/>
        <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2024-03-02 23:50:00 -0800" endDate="2024-03-03 00:20:00 -0800" sum="330" unit="Cal"/>
        <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="2024-03-02 23:50:00 -0800" endDate="2024-03-03 00:20:00 -0800" sum="5000" unit="m"/>
        <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" average="141" minimum="125" maximum="152" unit="count/min"/>
       </Workout>
       <Workout workoutActivityType="HKWorkoutActivityTypeTraditionalStrengthTraining" duration="20" durationUnit="min" startDate="2024-03-02 07:00:00 -0800" endDate="2024-03-02 07:20:00 -0800"/>
      """)
    #expect(warnings.isEmpty)
    // Ordered by start; the run's day is the local date of its start.
    #expect(dataset.workouts.map(\.activity) == ["Traditional Strength Training", "Running"])
    let run = try #require(dataset.workouts.last)
    #expect(run.date == day("2024-03-02"))
    #expect(run.minutes == 30)
    #expect(run.distance == 5)
    #expect(run.energy == 330)
    #expect(dataset.workouts.first?.distance == nil)
    #expect(dataset[.workouts].value(on: day("2024-03-02")) == 2)
    #expect(dataset[.workoutMinutes].value(on: day("2024-03-02")) == 50)
  }

  @Test func durationFromTheDatesWhenNoDurationIsWritten() throws {
    let (dataset, _, _) = try Self.workouts(
      """
       <Workout workoutActivityType="HKWorkoutActivityTypeYoga" startDate="2024-03-02 07:00:00 +0100" endDate="2024-03-02 07:45:00 +0100"/>
      """)
    #expect(dataset.workouts.map(\.minutes) == [45])
  }

  @Test(arguments: [
    (
      "duration=\"2000\" durationUnit=\"min\"",
      "Workout without a duration, or one longer than a day"
    ),
    ("duration=\"x\"", "Workout without a duration, or one longer than a day"),
    (
      "duration=\"10\" durationUnit=\"fortnight\"",
      "Workout without a duration, or one longer than a day"
    ),
  ])
  func implausibleWorkoutsAreSkipped(attributes: String, reason: String) throws {
    let (dataset, summary, warnings) = try Self.workouts(
      " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" \(attributes) startDate=\"2024-03-02 07:00:00 +0100\"/>"
    )
    #expect(dataset.workouts.isEmpty)
    #expect(summary.malformedRecords == 1)
    #expect(warnings.map(\.message) == [reason + "; skipped"])
    #expect(warnings.map(\.line) == [2])
  }

  @Test(arguments: [
    ("HKWorkoutActivityTypeRunning", "Running"),
    ("HKWorkoutActivityTypeTraditionalStrengthTraining", "Traditional Strength Training"),
    ("HKWorkoutActivityTypeHighIntensityIntervalTraining", "HIIT"),
    ("HKWorkoutActivityTypeMindAndBody", "Mind and Body"),
    ("HKWorkoutActivityTypeSomethingNew2030", "Something New2030"),
    ("CustomThing", "Custom Thing"),
    ("", "Workout"),
  ])
  func readableNames(identifier: String, name: String) {
    #expect(WorkoutActivityName.name(of: identifier) == name)
  }
}
