import Testing

@testable import HealthCore
@testable import HealthImport

/// Hostile Health Auto Export files: what is not JSON or not such a file is an error naming the
/// line and byte; what is JSON but wrong (a number as a string, an absurd value, an impossible
/// date, a key given twice) is skipped with a warning at its line.
@Suite struct AutoExportHostileTests {
  static let steps = "step_count"

  /// Errors: the whole file is refused.
  @Test(arguments: [
    ("", "the file is empty"),
    ("[]", "not a Health Auto Export file"),
    (#"{"metrics": []}"#, "not a Health Auto Export file"),
    (#"{"data": []}"#, "not a Health Auto Export file"),
    (
      #"{"data": {"metrics": [{"name": "step_count", "units": "count", "data": [{"qty": 1"#,
      "the file ends inside an object"
    ),
    (
      #"{"data": {"metrics": [{"name": "step_count", "units": "count", "data": [{"qty": NaN}]}]}}"#,
      "JSON has no NaN or Infinity"
    ),
    (
      #"{"data": {"metrics": [{"name": "step_count", "units": "count", "data": [{"qty": Infinity}]}]}}"#,
      "JSON has no NaN or Infinity"
    ),
    ("\u{FEFF}\u{FEFF}{}", "expected a value"),
  ])
  func refused(text: String, reason: String) {
    do {
      _ = try HAE.load(text)
      Issue.record("accepted")
    } catch {
      #expect(error.description.contains(reason), "\(error.description)")
      #expect(error.path == "hae.json")
    }
  }

  /// Points skipped with a warning, the rest of the file used.
  @Test(arguments: [
    (
      #"{"date": "2024-03-01 00:00:00 +0000", "qty": "8500"}"#,
      #"qty is a string ("8500"), not a number"#
    ),
    (
      #"{"date": "2024-03-01 00:00:00 +0000", "qty": -5}"#,
      "implausible qty -5 (outside 0 to 250000 steps)"
    ),
    (
      #"{"date": "2024-03-01 00:00:00 +0000", "qty": 1e400}"#,
      #"qty is not a finite number: "1e400""#
    ),
    // A long value is quoted by the one rule: its first 60 characters and "…".
    (
      #"{"date": "2024-03-01 00:00:00 +0000", "qty": ""# + String(repeating: "7", count: 70)
        + #""}"#,
      #"qty is a string (""# + String(repeating: "7", count: 60) + #"…"), not a number"#
    ),
    (
      #"{"date": "2024-03-01 00:00:00 +0000"# + String(repeating: "0", count: 50)
        + #"", "qty": 5}"#,
      #"date: not a date (yyyy-MM-dd HH:mm:ss ±hhmm): "2024-03-01 00:00:00 +0000"#
        + String(repeating: "0", count: 35) + #"…""#
    ),
    (#"{"date": "2024-03-01 00:00:00 +0000", "qty": 1e300}"#, "implausible qty"),
    (#"{"date": "2024-03-01 00:00:00 +0000", "qty": true}"#, "qty is true or false, not a number"),
    (#"{"date": "2024-03-01 00:00:00 +0000"}"#, "no \"qty\""),
    (#"{"qty": 5}"#, "no \"date\""),
    (#"{"date": 20240301, "qty": 5}"#, "date is not a date string"),
    (#"{"date": "2024-03-01 25:00:00 +0000", "qty": 5}"#, "date: not a time of day"),
    (#"{"date": "0001-03-01 00:00:00 +0000", "qty": 5}"#, "outside the dates the tool accepts"),
    (#"{"date": "9999-03-01 00:00:00 +0000", "qty": 5}"#, "outside the dates the tool accepts"),
  ])
  func badPoints(point: String, reason: String) throws {
    let text = HAE.file(metrics: [
      HAE.metric(Self.steps, units: "count", [point, HAE.point("2024-03-02 00:00:00 +0000", 7)])
    ])
    let (result, summary) = try HAE.load(text)
    #expect(HAE.values(result.dataset, .steps) == ["2024-03-02 7"])
    #expect(summary.badEntries == 1 && summary.pointsRead == 1)
    #expect(result.warnings.count == 1)
    let message = result.warnings.first?.message ?? ""
    #expect(message.hasPrefix("step_count: ") && message.hasSuffix("; point skipped"))
    #expect(message.contains(reason), "\(message)")
    #expect(result.warnings.first?.line == 1)
  }

  /// A unit the metric cannot have: one warning for the metric, its points skipped.
  @Test func anUnknownUnitSkipsTheMetricOnce() throws {
    let text = HAE.file(metrics: [
      HAE.metric(
        "weight_body_mass", units: "stone-ish",
        [HAE.point("2024-03-01 00:00:00 +0000", 12), HAE.point("2024-03-02 00:00:00 +0000", 12)]),
      HAE.metric("step_count", units: "count", [HAE.point("2024-03-01 00:00:00 +0000", 12)]),
    ])
    let (result, summary) = try HAE.load(text)
    #expect(result.dataset[.bodyMass].isEmpty)
    #expect(HAE.values(result.dataset, .steps) == ["2024-03-01 12"])
    #expect(summary.badEntries == 2)
    #expect(
      result.warnings.map(\.message) == [
        "weight_body_mass: unknown unit \"stone-ish\" (expected one of kg, lb, g, lbs, st, oz);"
          + " its 2 points skipped"
      ])
  }

  /// A key given twice: the warning says which value is used.
  @Test func duplicateKeysSayWhichWins() throws {
    let text =
      "{\"data\": {\"metrics\": [{\"name\": \"step_count\", \"name\": \"active_energy\","
      + " \"units\": \"count\", \"data\": [\n"
      + "{\"date\": \"2024-03-01 00:00:00 +0000\", \"qty\": 1, \"qty\": 2}]}],\n"
      + " \"workouts\": [{\"name\": \"A\", \"name\": \"B\", \"start\": \"2024-03-01 07:00:00 +0000\","
      + " \"duration\": 60}]}}"
    let (result, summary) = try HAE.load(text)
    #expect(HAE.values(result.dataset, .steps) == ["2024-03-01 2"])
    #expect(result.dataset.workouts.map(\.activity) == ["B"])
    #expect(summary.duplicateKeys == 3)
    #expect(
      result.warnings.map(\.description) == [
        "hae.json:1: warning: the key \"name\" is given twice in one object; the first one is used",
        "hae.json:2: warning: the key \"qty\" is given twice in one object; the last one is used",
        "hae.json:3: warning: the key \"name\" is given twice in one object; the last one is used",
      ])
  }

  /// Millions of bad points keep bounded warnings: the first 50 and a count.
  @Test func manyBadPointsKeepBoundedWarnings() throws {
    let bad = Array(repeating: #"{"date": "2024-03-01 00:00:00 +0000", "qty": -1}"#, count: 5_000)
    let (result, summary) = try HAE.load(
      HAE.file(metrics: [HAE.metric(Self.steps, units: "count", bad)]), chunk: 4096)
    #expect(summary.badEntries == 5_000 && summary.badLines.count == 5)
    #expect(result.warnings.count == WarningLog.limit + 1)
    #expect(result.warnings.last?.message == "4950 more warnings like these after this line")
  }

  /// Strings escaped in every way the file may write them read as the plain ones.
  @Test func escapedKeysAndValues() throws {
    let text =
      #"{"d\u0061ta": {"metrics": [{"name": "step\u005fcount", "units": "c\/ount"}]}}"#
    let (result, summary) = try HAE.load(text)
    #expect(summary.metrics == ["step_count"])
    #expect(result.dataset.isEmpty)
    let good =
      #"{"data": {"metrics": [{"name": "step\u005fcount", "units": "count", "data": [{"d\u0061te": "2024-03-01\u00200:00:00 +0000", "qty": 3}]}]}}"#
    #expect(HAE.values(try HAE.load(good).result.dataset, .steps) == ["2024-03-01 3"])
  }
}

/// Day totals outside the plausible range are dropped with a warning by every importer, so
/// every figure kept reads back from the daily CSV.
@Suite struct ImplausibleDayTotalTests {
  @Test func autoExportPointsThatAddUpToTooMuch() throws {
    let text = HAE.file(
      metrics: [
        HAE.metric(
          "step_count", units: "count",
          [
            HAE.point("2024-03-01 00:00:00 +0000", 200_000),
            HAE.point("2024-03-01 01:00:00 +0000", 200_000),
            HAE.point("2024-03-02 00:00:00 +0000", 9_000),
          ])
      ],
      workouts: [
        #"{"name": "A", "start": "2024-03-01 01:00:00 +0000", "duration": 80000}"#,
        #"{"name": "B", "start": "2024-03-01 23:00:00 +0000", "duration": 80000}"#,
        #"{"name": "C", "start": "2024-03-02 07:00:00 +0000", "duration": 600}"#,
      ])
    let (result, _) = try HAE.load(text)
    #expect(HAE.values(result.dataset, .steps) == ["2024-03-02 9000"])
    #expect(result.dataset.workouts.map(\.activity) == ["C"])
    #expect(HAE.values(result.dataset, .workouts) == ["2024-03-02 1"])
    #expect(
      result.warnings.map(\.message) == [
        "Steps on 2024-03-01 add up to 400000 steps (outside 0 to 250000 steps); day skipped",
        "Workout Minutes on 2024-03-01 add up to 2666.667 min (outside 0 to 1440 min); day skipped",
      ])
  }

  @Test func exportRecordsThatAddUpToTooMuch() throws {
    let record = { (value: Int) in
      " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Watch\" unit=\"count\""
        + " startDate=\"2024-03-01 0\(value % 10):00:00 +0000\""
        + " endDate=\"2024-03-01 0\(value % 10):30:00 +0000\" value=\"\(value)\"/>\n"
    }
    let text =
      "<HealthData locale=\"en_US\">\n" + record(200_001) + record(200_002) + "</HealthData>\n"
    let (result, _) = try importText(text)
    #expect(result.dataset[.steps].isEmpty)
    #expect(
      result.warnings.map(\.message).contains {
        $0.hasPrefix("Steps on 2024-03-01 add up to 400003")
      })
  }

  @Test func csvRowsThatAddUpToTooMuch() throws {
    let result = try CSVImporter(unit: .pounds).parse(
      text: "date,steps\n2024-03-01,200000\n2024-03-01,200000\n2024-03-02,5\n", path: "log.csv")
    #expect(result.dataset[.steps].days.map(\.value) == [5])
    #expect(
      result.warnings.map(\.message).contains {
        $0.hasPrefix("Steps on 2024-03-01 add up to 400000")
      })
  }
}

/// A metric whose name is missing or not a string: its points are skipped with one warning.
@Suite struct AutoExportNamelessMetricTests {
  @Test(arguments: [#""units": "count""#, #""name": 5, "units": "count""#])
  func pointsOfANamelessMetricAreSkipped(fields: String) throws {
    let text =
      "{\"data\": {\"metrics\": [{\(fields), \"data\": ["
      + HAE.point("2024-03-01 00:00:00 +0000", 5) + ", " + HAE.point("2024-03-02 00:00:00 +0000", 6)
      + "]}]}}"
    let (result, summary) = try HAE.load(text)
    #expect(result.dataset.isEmpty)
    #expect(summary.badEntries == 2)
    #expect(
      result.warnings.map(\.message) == ["a metric without a usable \"name\"; its 2 points skipped"]
    )
  }
}
