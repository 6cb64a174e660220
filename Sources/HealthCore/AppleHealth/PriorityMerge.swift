/// One cumulative sample waiting for its day's source merge.
struct TimedSample: Sendable {
  /// Start, seconds since 1970 UTC.
  var start: Int
  /// End, seconds since 1970 UTC (not before `start`).
  var end: Int
  /// The value in the metric's canonical unit.
  var value: Double
  /// The source's priority (higher wins).
  var priority: UInt8
}

/// The generator's `dedup_rule`, per day: every elementary slice of time is credited to the
/// highest-priority source with a sample covering it, and a sample's value is spread evenly
/// over `[start, end)`. So a sample counts in proportion to the part of its duration that no
/// higher-priority sample covers; samples of equal priority never hide each other. A sample
/// with no duration counts fully unless a higher-priority sample covers its instant.
enum PriorityMerge {
  /// The merged total of one day's samples. O(n log n).
  static func total(_ samples: [TimedSample]) -> Double {
    guard let top = samples.map(\.priority).max() else { return 0 }
    if samples.allSatisfy({ $0.priority == top }) { return samples.reduce(0) { $0 + $1.value } }
    let ordered = samples.sorted {
      $0.priority != $1.priority ? $0.priority > $1.priority : $0.start < $1.start
    }
    var covered: [(start: Int, end: Int)] = []  // disjoint, ascending
    var total = 0.0
    var index = 0
    while index < ordered.count {
      let level = ordered[index].priority
      var next = index
      while next < ordered.count, ordered[next].priority == level {
        let sample = ordered[next]
        let duration = sample.end - sample.start
        if duration > 0 {
          let hidden = overlap(covered, sample.start, sample.end)
          total += sample.value * Double(duration - hidden) / Double(duration)
        } else if !contains(covered, sample.start) {
          total += sample.value
        }
        next += 1
      }
      covered = union(covered, ordered[index..<next].map { (start: $0.start, end: $0.end) })
      index = next
    }
    return total
  }

  /// The index of the first interval whose end is after `time`.
  private static func firstEnding(after time: Int, in covered: [(start: Int, end: Int)]) -> Int {
    var low = 0
    var high = covered.count
    while low < high {
      let middle = (low + high) / 2
      if covered[middle].end <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// How many seconds of `[start, end)` the disjoint `covered` intervals cover.
  private static func overlap(_ covered: [(start: Int, end: Int)], _ start: Int, _ end: Int)
    -> Int
  {
    var index = firstEnding(after: start, in: covered)
    var seconds = 0
    while index < covered.count, covered[index].start < end {
      seconds += min(end, covered[index].end) - max(start, covered[index].start)
      index += 1
    }
    return seconds
  }

  /// Whether an interval of `covered` contains the instant `time`.
  private static func contains(_ covered: [(start: Int, end: Int)], _ time: Int) -> Bool {
    let index = firstEnding(after: time, in: covered)
    return index < covered.count && covered[index].start <= time
  }

  /// The disjoint ascending union of `covered` and `added` (positive-length parts only).
  private static func union(
    _ covered: [(start: Int, end: Int)], _ added: [(start: Int, end: Int)]
  ) -> [(start: Int, end: Int)] {
    let all = (covered + added.filter { $0.end > $0.start }).sorted { $0.start < $1.start }
    var merged: [(start: Int, end: Int)] = []
    for interval in all {
      if let last = merged.last, interval.start <= last.end {
        merged[merged.count - 1].end = max(last.end, interval.end)
      } else {
        merged.append(interval)
      }
    }
    return merged
  }
}
