@_spi(Fuzzing) import HealthCore
@_spi(Fuzzing) import HealthImport

/// The JSON scanner and the Health Auto Export mapping: the input is a JSON file, read once
/// whole and once in input-chosen chunks (tiny to 8 KiB).
///
/// - The scanner's events (or its error, with line and byte) are the same both ways; a
///   document it reads, written again compactly from its events, reads to the same events.
/// - The import gives the same dataset, warnings and summary (or the same error) both ways, and
///   everything it keeps is plausible: finite day figures in their metric's range (day totals
///   included), nights of at most 24 hours, workouts of at most a day.
enum JSONFuzz {
  static func run(_ bytes: UnsafeRawBufferPointer) throws(FuzzFailure) {
    var choices = FuzzChoices(bytes)
    let chunks = choices.chunkLengths(total: bytes.count)
    let whole = JSONFuzzing.events(bytes, chunks: [bytes.count])
    let chunked = JSONFuzzing.events(bytes, chunks: chunks)
    guard whole == chunked else {
      throw FuzzFailure(
        "events differ whole and in \(chunks.count) chunks:\n  whole:   \(whole)\n  chunked: \(chunked)"
      )
    }
    if case .success(let events) = whole {
      let text = JSONFuzzing.text(of: events)
      let again = text.withUnsafeBytes { JSONFuzzing.events($0, chunks: [text.count]) }
      guard again == .success(events) else {
        throw FuzzFailure(
          "the compact text of the events reads otherwise:\n  \(String(decoding: text, as: UTF8.self))\n  \(again)"
        )
      }
    }
    let first = importJSON(bytes, chunks: [bytes.count])
    let second = importJSON(bytes, chunks: chunks)
    guard first == second else {
      throw FuzzFailure("the import differs whole and chunked:\n  \(first)\n  \(second)")
    }
    if case .imported(let dataset, _, _) = first { try checkPlausible(dataset) }
  }

  /// What one import gave.
  typealias Outcome = FuzzImportOutcome<AutoExportSummary>

  /// Imports `bytes` fed as consecutive chunks of the given lengths.
  static func importJSON(_ bytes: UnsafeRawBufferPointer, chunks: [Int]) -> Outcome {
    Outcome(feeding: bytes, chunks: chunks, to: AutoExportImporter(path: "fuzz.json"))
  }

  /// Every figure kept is finite and plausible.
  static func checkPlausible(_ dataset: HealthDataset) throws(FuzzFailure) {
    for series in dataset.series {
      for day in series.days where !day.value.isFinite || !series.metric.isPlausible(day.value) {
        throw FuzzFailure("\(series.metric) on \(day.date.isoString) is \(day.value)")
      }
    }
    for night in dataset.nights
    where night.asleep + night.awake > 86_400 || night.inBed > 86_400 || night.asleep < 0 {
      throw FuzzFailure("an implausible night: \(night)")
    }
    for workout in dataset.workouts where !(0...Workout.longestMinutes).contains(workout.minutes) {
      throw FuzzFailure("an implausible workout: \(workout)")
    }
  }
}
