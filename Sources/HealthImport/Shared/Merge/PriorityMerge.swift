import HealthCore

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
  /// The merged total of one day's samples. O(n log n); O(n) when `samples` come ordered by
  /// priority, then start (as ``MergeQueue`` gives them).
  static func total(_ samples: [TimedSample]) -> Double {
    guard let top = samples.lazy.map(\.priority).max() else { return 0 }
    if samples.allSatisfy({ $0.priority == top }) { return samples.reduce(0) { $0 + $1.value } }
    let ordered = byPriorityThenStart(samples)
    var covered: [(start: Int, end: Int)] = []  // disjoint, ascending
    var total = 0.0
    var index = 0
    while index < ordered.count {
      let level = ordered[index].priority
      var next = index
      // A level's starts ascend, so the first interval ending after a start only moves on.
      var first = 0
      while next < ordered.count, ordered[next].priority == level {
        let sample = ordered[next]
        while first < covered.count, covered[first].end <= sample.start { first += 1 }
        let duration = sample.end - sample.start
        if duration > 0 {
          let hidden = overlap(covered, from: first, sample.start, sample.end)
          total += sample.value * Double(duration - hidden) / Double(duration)
        } else if !(first < covered.count && covered[first].start <= sample.start) {
          total += sample.value
        }
        next += 1
      }
      covered = union(covered, ordered[index..<next])
      index = next
    }
    return total
  }

  /// `samples` by priority, highest first, then by start, in a stable order (equal keys keep
  /// their order): the blocks of each priority taken from the last when `samples` ascend by
  /// priority, then start; else sorted.
  private static func byPriorityThenStart(_ samples: [TimedSample]) -> [TimedSample] {
    var blockStarts = [0]
    for index in samples.indices.dropFirst() {
      let previous = samples[index - 1]
      let sample = samples[index]
      if sample.priority == previous.priority {
        guard sample.start >= previous.start else { return sortedByPriorityThenStart(samples) }
      } else {
        guard sample.priority > previous.priority else {
          return sortedByPriorityThenStart(samples)
        }
        blockStarts.append(index)
      }
    }
    var ordered: [TimedSample] = []
    ordered.reserveCapacity(samples.count)
    var end = samples.count
    for start in blockStarts.reversed() {
      ordered += samples[start..<end]
      end = start
    }
    return ordered
  }

  /// `samples` sorted by priority, highest first, then by start (stable).
  private static func sortedByPriorityThenStart(_ samples: [TimedSample]) -> [TimedSample] {
    samples.sorted {
      $0.priority != $1.priority ? $0.priority > $1.priority : $0.start < $1.start
    }
  }

  /// How many seconds of `[start, end)` the disjoint `covered` intervals cover, from
  /// `covered[first]`, the first interval ending after `start`.
  private static func overlap(
    _ covered: [(start: Int, end: Int)], from first: Int, _ start: Int, _ end: Int
  ) -> Int {
    var index = first
    var seconds = 0
    while index < covered.count, covered[index].start < end {
      seconds += min(end, covered[index].end) - max(start, covered[index].start)
      index += 1
    }
    return seconds
  }

  /// The disjoint ascending union of `covered` and the positive-length `added` samples, whose
  /// starts ascend: the two merged in one pass.
  private static func union(_ covered: [(start: Int, end: Int)], _ added: ArraySlice<TimedSample>)
    -> [(start: Int, end: Int)]
  {
    var merged: [(start: Int, end: Int)] = []
    merged.reserveCapacity(covered.count + added.count)
    func take(_ interval: (start: Int, end: Int)) {
      if let last = merged.last, interval.start <= last.end {
        merged[merged.count - 1].end = max(last.end, interval.end)
      } else {
        merged.append(interval)
      }
    }
    var next = 0
    for sample in added where sample.end > sample.start {
      while next < covered.count, covered[next].start < sample.start {
        take(covered[next])
        next += 1
      }
      take((sample.start, sample.end))
    }
    while next < covered.count {
      take(covered[next])
      next += 1
    }
    return merged
  }
}
