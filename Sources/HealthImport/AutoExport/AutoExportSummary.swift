import HealthCore

/// Counts describing one Health Auto Export import (one file, or a folder's files together),
/// for the end-of-run report.
public struct AutoExportSummary: Sendable, Hashable {
  /// The JSON files read.
  public var files = 0
  /// JSON files of a folder that are not Health Auto Export files, skipped.
  public var otherFiles = 0
  /// Points of known metrics that were used.
  public var pointsRead = 0
  /// Workouts that were used.
  public var workoutsRead = 0
  /// Points and workouts skipped as bad (a bad date, number or unit, an implausible value).
  public var badEntries = 0
  /// The 1-based lines of the first few bad entries.
  public var badLines: [Int] = []
  /// Keys given twice in one object (the last one was used).
  public var duplicateKeys = 0
  /// The known metrics read, by their names in the file, in order of first appearance.
  public var metrics: [String] = []
  /// Metric names the tool does not use, each once, in order of first appearance.
  public var unknownMetrics: [String] = []
  /// Other sections of `data` (`stateOfMind`, `medications`, …) with how many items each
  /// held, in order of first appearance.
  public var skippedSections: [SkippedSection] = []
  /// Local days with any data (after all files).
  public var dayCount = 0

  /// A skipped section of `data` and its item count.
  public struct SkippedSection: Sendable, Hashable {
    /// The section's key (`stateOfMind`).
    public var name: String
    /// The items its array held.
    public var items: Int
  }

  /// Creates an empty summary.
  public init() {}

  /// The most metric or section names kept; more are counted under "…".
  static let nameLimit = 100

  /// `name` cut to 64 characters, for a summary.
  static func shortName(_ name: String) -> String {
    name.count > 64 ? String(name.prefix(63)) + "…" : name
  }

  /// Adds `name` to `names` unless it is there or the list is full (then "…" ends it).
  static func append(_ name: String, to names: inout [String]) {
    guard !names.contains(name) else { return }
    if names.count < nameLimit {
      names.append(name)
    } else if names.last != "…" {
      names.append("…")
    }
  }

  /// Adds another file's counts (the day count is set once all files are read).
  public mutating func add(_ other: AutoExportSummary) {
    files += other.files
    otherFiles += other.otherFiles
    pointsRead += other.pointsRead
    workoutsRead += other.workoutsRead
    badEntries += other.badEntries
    badLines += other.badLines.prefix(Swift.max(0, 5 - badLines.count))
    duplicateKeys += other.duplicateKeys
    for name in other.metrics { AutoExportSummary.append(name, to: &metrics) }
    for name in other.unknownMetrics { AutoExportSummary.append(name, to: &unknownMetrics) }
    for section in other.skippedSections { noteSkipped(section.name, items: section.items) }
  }

  /// Counts `items` skipped in the section `name`.
  mutating func noteSkipped(_ name: String, items: Int) {
    let isListed = skippedSections.contains { $0.name == name }
    let kept = isListed || skippedSections.count < AutoExportSummary.nameLimit ? name : "…"
    if let index = skippedSections.firstIndex(where: { $0.name == kept }) {
      skippedSections[index].items += items
    } else {
      skippedSections.append(SkippedSection(name: kept, items: items))
    }
  }
}
