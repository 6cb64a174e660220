import HealthCore

extension AutoExportSummary: ImportCounts {
  /// `HealthAutoExport-2024-03-01.json: 1,234 points of 8 metrics and 3 workouts read, 30
  /// days; unknown metrics skipped: flights_climbed, vo2_max; other sections skipped:
  /// stateOfMind (4 items); 2 bad entries skipped (lines 10, 20); 1 key given twice`, with the
  /// number of files for a folder.
  /// - Parameter input: the input as the user gave it.
  /// - Returns: the summary line, without a line end.
  public func line(input: String) -> String {
    let count = { (value: Int, noun: String) in ImportSummaryLine.count(value, noun) }
    let files = files == 1 ? "" : " from \(count(files, "file"))"
    var text =
      "\(input): \(count(pointsRead, "point")) of"
      + " \(count(metrics.count, "metric")) and \(count(workoutsRead, "workout"))"
      + " read\(files), \(count(dayCount, "day"))"
    if !unknownMetrics.isEmpty {
      text += "; unknown metrics skipped: " + unknownMetrics.joined(separator: ", ")
    }
    if !skippedSections.isEmpty {
      text +=
        "; other sections skipped: "
        + skippedSections.map { "\($0.name) (\(count($0.items, "item")))" }
        .joined(separator: ", ")
    }
    if badEntries > 0 {
      text +=
        "; \(ImportSummaryLine.count(badEntries, "bad entry", plural: "bad entries")) skipped"
        + ImportSummaryLine.lineList(badLines, of: badEntries)
    }
    if duplicateKeys > 0 {
      text += "; \(count(duplicateKeys, "key")) given twice"
    }
    if otherFiles > 0 {
      text += "; \(count(otherFiles, "other JSON file")) skipped"
    }
    return text
  }
}
