import HealthCore

/// The `<ActivitySummary>` elements read so far, one per day: where a day has two, the later
/// one in the file counts (with a warning naming both lines). Bounded by the days.
struct ActivitySummaries: Sendable {
  /// One day's summary and the line it was read on.
  private struct Entry: Sendable {
    var rings: ActivityRings
    var line: Int
  }

  /// The summaries by day (days since 1970).
  private var days: [Int: Entry] = [:]
  /// The warnings of the summaries (duplicate days, bad figures), the first 50 kept.
  var warnings = WarningLog()

  /// The number of days with a summary.
  var count: Int { days.count }

  /// Keeps a day's summary; the later of two for one day counts, with a warning.
  /// - Parameters:
  ///   - rings: the summary's figures.
  ///   - line: the 1-based line of its start tag.
  ///   - path: the input's path, for the warning.
  mutating func add(_ rings: ActivityRings, line: Int, path: String) {
    let day = rings.date.dayNumber
    if let earlier = days[day] {
      warnings.note(
        path: path, line: line,
        "a second ActivitySummary for \(rings.date.isoString) (the first on line"
          + " \(earlier.line)); the later one counts")
    }
    days[day] = Entry(rings: rings, line: line)
  }

  /// The ring metrics' series (``ActivityRings/series(of:)``).
  var series: [DailySeries] {
    ActivityRings.series(of: days.keys.sorted().compactMap { days[$0]?.rings })
  }
}
