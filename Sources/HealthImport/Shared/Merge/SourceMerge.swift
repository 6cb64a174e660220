import HealthCore

/// What the exact merge of overlapping sources covers, the same for every format that carries
/// Apple's sources (an export's records, Health Auto Export's unaggregated points): which
/// metrics are merged, each source's priority, and the note for days merged early.
enum SourceMerge {
  /// The metrics merged by source priority: what adds up over a day and both an iPhone and a
  /// Watch count (the Health app merges them so).
  static let metrics: [MetricKind] = [.steps, .walkingDistance, .activeEnergy]
  /// Each metric slot's (``MetricKind/index``) place in ``metrics``, `nil` for a metric not
  /// merged: the index of its merge queue.
  static let queueIndex: [Int?] = MetricKind.allCases.map { metrics.firstIndex(of: $0) }
  /// Whether each metric slot is merged (its records' end is read).
  static let isMerged: [Bool] = queueIndex.map { $0 != nil }

  /// The merge priority of a source by its name: Apple Watch over iPhone over other apps.
  /// - Parameter name: the source's name, decoded.
  /// - Returns: 2, 1 or 0; the higher wins where sources overlap.
  static func priority(of name: String) -> UInt8 {
    if name.contains("Watch") { return 2 }
    if name.contains("iPhone") { return 1 }
    return 0
  }

  /// The warning for days whose steps, distance or active energy were merged in parts (more
  /// samples waited than ``MergeQueue`` keeps, and the parts came from sources of different
  /// priority), naming the first few; `nil` when every day was merged exactly.
  static func approximateNote(_ days: [Int]) -> String? {
    guard !days.isEmpty else { return nil }
    let named = days.prefix(5).map { LocalDate(dayNumber: $0).isoString }.joined(separator: ", ")
    let more = days.count > 5 ? " and \(days.count - 5) more" : ""
    let what = "\(days.count) day\(days.count == 1 ? "" : "s")"
    return "steps, distance or active energy of \(what) may be off by"
      + " a source's overlap: \(named)\(more) (more than \(MergeQueue.defaultBudget) samples"
      + " waited for the source merge, and these days' samples came on both sides of an early"
      + " merge)"
  }
}
