import Testing

@testable import HealthCore
@testable import HealthImport

/// Overlapping Health Auto Export files: for each metric and day, the file read later replaces
/// the earlier one's value; nights by date, workouts by day; everything else is kept.
@Suite struct AutoExportOverlayTests {
  @Test func aLaterFileCorrectsTheDaysItHas() throws {
    let first = try HAE.load(
      HAE.file(
        metrics: [
          HAE.metric(
            "step_count", units: "count",
            [
              HAE.point("2024-03-01 00:00:00 +0000", 1000),
              HAE.point("2024-03-02 00:00:00 +0000", 2000),
              HAE.point("2024-03-03 00:00:00 +0000", 300),
            ]),
          HAE.metric("weight_body_mass", units: "kg", [HAE.point("2024-03-03 07:00:00 +0000", 80)]),
          HAE.metric(
            "sleep_analysis", units: "hr",
            [
              #"{"date": "2024-03-02 07:00:00 +0000", "totalSleep": 7, "core": 4, "deep": 1, "rem": 2, "inBed": 8, "sleepStart": "2024-03-01 23:00:00 +0000", "sleepEnd": "2024-03-02 07:00:00 +0000"}"#,
              #"{"date": "2024-03-03 07:00:00 +0000", "totalSleep": 6, "core": 3, "deep": 1, "rem": 2, "inBed": 7, "sleepStart": "2024-03-02 23:00:00 +0000", "sleepEnd": "2024-03-03 07:00:00 +0000"}"#,
            ]),
        ],
        workouts: [
          #"{"name": "Run", "start": "2024-03-02 07:00:00 +0000", "duration": 1800}"#,
          #"{"name": "Walk", "start": "2024-03-03 07:00:00 +0000", "duration": 600}"#,
        ]), path: "a.json")
    // The newer window: the 3rd is complete now, the 4th is new.
    let second = try HAE.load(
      HAE.file(
        metrics: [
          HAE.metric(
            "step_count", units: "count",
            [
              HAE.point("2024-03-03 00:00:00 +0000", 9300),
              HAE.point("2024-03-04 00:00:00 +0000", 4000),
            ]),
          HAE.metric(
            "sleep_analysis", units: "hr",
            [
              #"{"date": "2024-03-03 07:00:00 +0000", "asleep": 6.5, "inBed": 7, "sleepStart": "2024-03-02 23:00:00 +0000", "sleepEnd": "2024-03-03 07:00:00 +0000"}"#
            ]),
        ],
        workouts: [
          #"{"name": "Swim", "start": "2024-03-03 18:00:00 +0000", "duration": 900}"#,
          #"{"name": "Walk", "start": "2024-03-03 07:00:00 +0000", "duration": 600}"#,
        ]), path: "b.json")
    let source = DataSource.autoExport(path: "folder")
    let merged = first.result.dataset.overlaid(by: second.result.dataset, source: source)
    #expect(merged.source == source)
    #expect(
      HAE.values(merged, .steps) == [
        "2024-03-01 1000", "2024-03-02 2000", "2024-03-03 9300", "2024-03-04 4000",
      ])
    // A metric the later file lacks is kept.
    #expect(HAE.values(merged, .bodyMass) == ["2024-03-03 80"])
    // The night of the 3rd is the later file's, stages and all (it has none).
    #expect(HAE.values(merged, .sleepAsleep) == ["2024-03-02 7", "2024-03-03 6.5"])
    #expect(HAE.values(merged, .sleepCore) == ["2024-03-02 4"])
    #expect(merged.nights.map(\.date.isoString) == ["2024-03-02", "2024-03-03"])
    // The 3rd's workouts are the later file's; the 2nd's stay.
    #expect(merged.workouts.map(\.activity) == ["Run", "Walk", "Swim"])
    #expect(HAE.values(merged, .workouts) == ["2024-03-02 1", "2024-03-03 2"])
    // Laying a file over itself changes nothing.
    let again = merged.overlaid(by: second.result.dataset, source: source)
    #expect(again == merged)
  }
}
