import Testing

@testable import HealthCore
@testable import HealthImport

/// Every per-day metric of a Health Auto Export file, in both unit systems, aggregated by day
/// and by hour: the day is the date written in `date`; cumulative metrics sum the day's points,
/// weight takes the day's last point by time, heart rate (`Avg`), resting heart rate and HRV
/// their mean.
@Suite struct AutoExportMetricTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var units: String
    var points: [String]
    var metric: MetricKind
    var expected: [String]
    var testDescription: String { "\(name) in \(units)" }
  }

  static let cases: [Case] = [
    Case(
      name: "step_count", units: "count",
      points: [
        HAE.point("2024-03-01 00:00:00 -0800", 8500), HAE.point("2024-03-02 00:00:00 -0800", 10234),
      ],
      metric: .steps, expected: ["2024-03-01 8500", "2024-03-02 10234"]),
    // Aggregated by hour: the day's points add up; the date written decides the day, even
    // where the offset changes (23:00 -0700 on the 10th is the 10th).
    // Weight below: 07:00 -0800 (15:00 UTC) is later than 09:00 -0500 (14:00 UTC).
    Case(
      name: "step_count", units: "count",
      points: [
        HAE.point("2024-03-09 07:00:00 -0800", 1200), HAE.point("2024-03-09 08:00:00 -0800", 300.5),
        HAE.point("2024-03-09 23:00:00 -0800", 99.5), HAE.point("2024-03-10 00:00:00 -0800", 10),
        HAE.point("2024-03-10 23:00:00 -0700", 5),
      ],
      metric: .steps, expected: ["2024-03-09 1600", "2024-03-10 15"]),
    Case(
      name: "walking_running_distance", units: "km",
      points: [
        HAE.point("2024-03-01 00:00:00 +0100", 5.25), HAE.point("2024-03-01 12:00:00 +0100", 1),
      ],
      metric: .walkingDistance, expected: ["2024-03-01 6.25"]),
    Case(
      name: "walking_running_distance", units: "mi",
      points: [HAE.point("2024-03-01 00:00:00 -0500", 2)],
      metric: .walkingDistance, expected: ["2024-03-01 3.2187"]),
    Case(
      name: "walking_running_distance", units: "m",
      points: [HAE.point("2024-03-01 00:00:00 +0000", 1500)],
      metric: .walkingDistance, expected: ["2024-03-01 1.5"]),
    Case(
      name: "active_energy", units: "kcal",
      points: [HAE.point("2024-03-01 00:00:00 +0000", 450.5)],
      metric: .activeEnergy, expected: ["2024-03-01 450.5"]),
    Case(
      name: "active_energy", units: "kJ",
      points: [
        HAE.point("2024-03-01 00:00:00 +0000", 418.4),
        HAE.point("2024-03-01 10:00:00 +0000", 41.84),
      ],
      metric: .activeEnergy, expected: ["2024-03-01 110"]),
    Case(
      name: "apple_exercise_time", units: "min",
      points: [
        HAE.point("2024-03-01 00:00:00 +0000", 32), HAE.point("2024-03-02 00:00:00 +0000", 0),
      ],
      metric: .exerciseMinutes, expected: ["2024-03-01 32", "2024-03-02 0"]),
    Case(
      name: "weight_body_mass", units: "kg",
      points: [HAE.point("2024-03-01 07:00:00 +0100", 80.5)],
      metric: .bodyMass, expected: ["2024-03-01 80.5"]),
    // The day's last weigh-in by time wins, whatever the order in the file; offsets count.
    Case(
      name: "weight_body_mass", units: "lb",
      points: [
        HAE.point("2024-03-01 21:00:00 -0800", 171), HAE.point("2024-03-01 07:00:00 -0800", 170),
        HAE.point("2024-03-02 09:00:00 -0500", 168), HAE.point("2024-03-02 07:00:00 -0800", 169),
      ],
      metric: .bodyMass, expected: ["2024-03-01 77.5643", "2024-03-02 76.6571"]),
    Case(
      name: "heart_rate", units: "count/min",
      points: [
        #"{"date": "2024-03-01 00:00:00 -0800", "Min": 52, "Avg": 71.4, "Max": 148}"#,
        #"{"date": "2024-03-01 01:00:00 -0800", "Min": 50, "Avg": 60.6, "Max": 90}"#,
      ],
      metric: .heartRate, expected: ["2024-03-01 66"]),
    Case(
      name: "heart_rate", units: "bpm",
      points: [#"{"date": "2024-03-01 00:00:00 -0800", "Avg": 70}"#],
      metric: .heartRate, expected: ["2024-03-01 70"]),
    Case(
      name: "resting_heart_rate", units: "count/min",
      points: [
        HAE.point("2024-03-01 00:00:00 -0800", 55), HAE.point("2024-03-01 09:00:00 -0800", 58),
      ],
      metric: .restingHeartRate, expected: ["2024-03-01 56.5"]),
    Case(
      name: "resting_heart_rate", units: "bpm",
      points: [HAE.point("2024-03-01 00:00:00 -0800", 49)],
      metric: .restingHeartRate, expected: ["2024-03-01 49"]),
    Case(
      name: "heart_rate_variability", units: "ms",
      points: [
        HAE.point("2024-03-01 03:00:00 -0800", 40), HAE.point("2024-03-01 04:00:00 -0800", 45),
      ],
      metric: .heartRateVariability, expected: ["2024-03-01 42.5"]),
  ]

  @Test(arguments: cases)
  func metric(_ item: Case) throws {
    let (result, summary) = try HAE.load(
      HAE.file(metrics: [HAE.metric(item.name, units: item.units, item.points)]))
    #expect(HAE.values(result.dataset, item.metric) == item.expected)
    #expect(result.warnings.isEmpty)
    #expect(summary.pointsRead == item.points.count)
    #expect(summary.metrics == [item.name])
    #expect(result.dataset.series.map(\.metric) == [item.metric])
    #expect(result.dataset.source == .autoExport(path: "hae.json"))
  }

  /// A metric's name and units may follow its points: they are kept until the metric ends.
  @Test func nameAndUnitsAfterTheData() throws {
    let text =
      #"{"data": {"metrics": [{"data": [{"qty": 2, "date": "2024-03-01 00:00:00 +0000"}],"#
      + #" "units": "mi", "name": "walking_running_distance"}]}}"#
    let (result, _) = try HAE.load(text)
    #expect(HAE.values(result.dataset, .walkingDistance) == ["2024-03-01 3.2187"])
  }

  /// Unknown metric names are skipped and named once; other sections of `data` are counted.
  @Test func unknownMetricsAndOtherSections() throws {
    let text = HAE.file(
      metrics: [
        HAE.metric("dietary_water", units: "mL", [HAE.point("2024-03-01 00:00:00 +0000", 40)]),
        HAE.metric("step_count", units: "count", [HAE.point("2024-03-01 00:00:00 +0000", 10)]),
        HAE.metric("dietary_water", units: "mL", [HAE.point("2024-03-02 00:00:00 +0000", 41)]),
        HAE.metric("flights_climbed", units: "count", []),
      ],
      more:
        #", "stateOfMind": [{"kind": "x"}, {"kind": "y"}], "medications": [], "symptoms": [1, [2], {"a": 3}],"#
        + #" "ecg": [{"voltageMeasurements": [[1, 2], [3, 4]]}], "stateOfMind": [{}]"#)
    let (result, summary) = try HAE.load(text)
    #expect(HAE.values(result.dataset, .steps) == ["2024-03-01 10"])
    #expect(summary.unknownMetrics == ["dietary_water", "flights_climbed"])
    #expect(
      summary.skippedSections.map { "\($0.name) \($0.items)" } == [
        "stateOfMind 3", "medications 0", "symptoms 3", "ecg 1",
      ])
    #expect(summary.pointsRead == 1)
    // The repeated "stateOfMind" is read and said so.
    #expect(
      result.warnings.map(\.message) == [
        "the key \"stateOfMind\" is given twice in one object; both are read"
      ])
  }

  /// An empty file of the right shape reads as no data, without an error.
  @Test func emptySections() throws {
    let (result, summary) = try HAE.load(#"{"data": {"metrics": [], "workouts": []}}"#)
    #expect(result.dataset.isEmpty)
    #expect(summary.pointsRead == 0 && summary.files == 1)
    let (nullData, _) = try HAE.load(
      #"{"data": {"metrics": [{"name": "step_count", "units": "count", "data": null}]}}"#)
    #expect(nullData.dataset.isEmpty)
  }
}

/// The key table: every key has a slot of its own and is found from its bytes; other words
/// are not found.
@Suite struct AutoExportKeyTests {
  @Test func everyKeyHasItsOwnSlotAndIsFound() {
    let slots = AutoExportKey.allCases.map { key in
      let bytes = Array(key.text.utf8)
      return AutoExportKey.slot(bytes.count, bytes[0], bytes[bytes.count - 1])
    }
    #expect(Set(slots).count == AutoExportKey.allCases.count)
    for key in AutoExportKey.allCases {
      #expect(Array(key.text.utf8).withUnsafeBytes { AutoExportKey.lookup($0) } == key)
    }
    for other in ["", "q", "qtx", "Qty", "dat", "dates", "sourcE", "activeEnergyBurnedX", "avg"] {
      #expect(Array(other.utf8).withUnsafeBytes { AutoExportKey.lookup($0) } == nil, "\(other)")
    }
  }
}
