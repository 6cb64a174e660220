import Testing

@testable import HealthCore
@testable import HealthImport

/// Workouts of a Health Auto Export file (export version 2): `name`, `start`, `end`,
/// `duration` in seconds, optional `distance` and `activeEnergyBurned` as `{qty, units}`; the
/// day is the date of `start`.
@Suite struct AutoExportWorkoutTests {
  static func load(_ workouts: [String]) throws -> (ImportResult, AutoExportSummary) {
    try HAE.load(HAE.file(metrics: [], workouts: workouts))
  }

  @Test func fieldsAndUnits() throws {
    let (result, summary) = try Self.load([
      #"{"id": "A", "name": "Outdoor Run", "start": "2024-03-01 23:30:00 -0800", "end": "2024-03-02 00:00:30 -0800", "duration": 1830, "distance": {"qty": 3.1, "units": "mi"}, "activeEnergyBurned": {"qty": 1255.2, "units": "kJ"}, "heartRateData": [{"Avg": 150}], "route": [{"lat": 1.5, "lon": 2.5}]}"#,
      #"{"name": "Traditional Strength Training", "start": "2024-03-02 6:00:00\u202fpm +0100", "end": "2024-03-02 6:45:00 PM +0100"}"#,
      #"{"name": "Yoga", "start": "2024-03-03 07:00:00 +0100", "duration": 600, "distance": {"qty": 0, "units": "km"}, "activeEnergyBurned": {"qty": 20, "units": "kcal"}}"#,
    ])
    let workouts = result.dataset.workouts
    #expect(workouts.map(\.activity) == ["Outdoor Run", "Traditional Strength Training", "Yoga"])
    // The day of the start, as written.
    #expect(workouts.map(\.date.isoString) == ["2024-03-01", "2024-03-02", "2024-03-03"])
    #expect(workouts.map(\.minutes) == [30.5, 45, 10])
    #expect(abs((workouts[0].distance ?? 0) - 4.988_966_4) < 1e-6)
    #expect(abs((workouts[0].energy ?? 0) - 300) < 1e-9)
    #expect(workouts[1].distance == nil && workouts[1].energy == nil)
    #expect(workouts[1].localStartSeconds == 18 * 3600)
    #expect(workouts[2].distance == 0 && workouts[2].energy == 20)
    #expect(
      HAE.values(result.dataset, .workouts) == ["2024-03-01 1", "2024-03-02 1", "2024-03-03 1"])
    #expect(
      HAE.values(result.dataset, .workoutMinutes) == [
        "2024-03-01 30.5", "2024-03-02 45", "2024-03-03 10",
      ])
    #expect(summary.workoutsRead == 3)
    #expect(result.warnings.isEmpty)
  }

  @Test(arguments: [
    (#"{"name": "Run", "duration": 60}"#, "a workout needs \"start\""),
    (#"{"name": "Run", "start": "2024-03-01 07:00:00 +0000"}"#, "needs \"duration\" or \"end\""),
    (
      #"{"name": "Run", "start": "2024-03-01 07:00:00 +0000", "duration": 90000}"#,
      "implausible duration"
    ),
    (
      #"{"name": "Run", "start": "2024-03-01 07:00:00 +0000", "duration": -60}"#,
      "implausible duration"
    ),
    (
      #"{"name": "Run", "start": "2024-03-01 07:00:00 +0000", "duration": "600"}"#,
      "duration is a string"
    ),
    (
      #"{"name": "Run", "start": "2024-03-01 07:00:00 +0000", "end": "2024-03-01 06:00:00 +0000"}"#,
      "implausible duration"
    ),
    (
      #"{"name": "Run", "start": "9999-03-01 07:00:00 +0000", "duration": 60}"#, "outside the dates"
    ),
  ])
  func badWorkoutsAreSkipped(workout: String, reason: String) throws {
    let (result, summary) = try Self.load([workout])
    #expect(result.dataset.workouts.isEmpty)
    #expect(summary.badEntries == 1)
    #expect(result.warnings.count == 1)
    #expect(result.warnings.first?.message.contains(reason) == true, "\(result.warnings)")
  }

  /// A distance or energy in an unknown unit, or implausible, is left out with a warning; the
  /// workout stays.
  @Test func badQuantitiesAreLeftOut() throws {
    let (result, _) = try Self.load([
      #"{"name": "Ride", "start": "2024-03-01 07:00:00 +0000", "duration": 3600, "distance": {"qty": 20, "units": "furlong"}, "activeEnergyBurned": {"qty": 1e9, "units": "kcal"}}"#
    ])
    #expect(result.dataset.workouts.count == 1)
    #expect(result.dataset.workouts.first?.distance == nil)
    #expect(result.dataset.workouts.first?.energy == nil)
    #expect(
      result.warnings.map(\.message) == [
        "workout: distance in unknown unit \"furlong\"; left out",
        "workout: implausible activeEnergyBurned 1000000000 (outside 0 to 25000 kcal); left out",
      ])
  }
}
