import HealthCore

/// The cumulative samples of one metric (steps, distance, energy) waiting for their day's merge
/// (``PriorityMerge``), 16 bytes each, in any order.
///
/// Samples are kept in fixed chunks until ``mergeAll()``: sorted in place, the chunks are read
/// day by day, each day's samples from every chunk merged at once, so a day's figure never
/// depends on the order of the records. Ten years of iPhone and Watch step records (about
/// 450,000 samples) take 7 MB. Only past ``budget`` samples are days merged early (those
/// farthest from the newest sample's day);
/// a day whose samples then arrive on both sides of such a merge, from sources of different
/// priority, is the only figure that could differ from the exact merge, and is reported in
/// ``approximateDays``.
struct MergeQueue: Sendable {
  /// One waiting sample: `key` packs the day, the priority, the start within the day and the
  /// duration, so sorting by `key` sorts by day, then priority, then start.
  struct Packed: Sendable {
    var key: UInt64
    /// The value in the metric's canonical unit.
    var value: Double
  }

  /// Samples per chunk (512 KiB).
  static let chunkSize = 1 << 15
  /// Waiting samples past which the oldest days are merged early (32 MiB per metric).
  static let defaultBudget = 1 << 21

  /// Waiting samples past which the oldest days are merged early.
  let budget: Int
  /// Waiting samples.
  private(set) var count = 0
  /// The merged figure of each day, days since 1970.
  private(set) var totals: [Int: Double] = [:]
  /// Days merged before the end, with the priorities (bit per priority) merged so far.
  private var mergedEarly: [Int: UInt64] = [:]
  /// Days whose figure could differ from the exact merge.
  private var approximate: Set<Int> = []
  private var chunks: [[Packed]] = []
  /// The day of the last sample added.
  private var lastDay = 0

  /// Creates an empty queue that merges early past `budget` waiting samples.
  init(budget: Int = MergeQueue.defaultBudget) { self.budget = max(1, budget) }

  /// The days whose figure could differ from the exact merge, ascending (days since 1970).
  var approximateDays: [Int] { approximate.sorted() }

  /// The days with a waiting sample or a merged figure.
  var days: Set<Int> {
    var days = Set(totals.keys)
    for chunk in chunks { for sample in chunk { days.insert(MergeQueue.day(of: sample.key)) } }
    return days
  }

  /// Adds one sample.
  /// - Parameters:
  ///   - day: its local day, days since 1970 (``LocalDate/supportedRange``).
  ///   - start: its start, seconds since 1970 UTC (within a day and a half of `day`).
  ///   - end: its end, seconds since 1970 UTC (`start` when earlier).
  ///   - value: the value in the metric's canonical unit.
  ///   - priority: the source's merge priority (0…7, higher wins).
  mutating func append(day: Int, start: Int, end: Int, value: Double, priority: UInt8) {
    let sample = Packed(
      key: MergeQueue.key(day: day, start: start, end: end, priority: priority), value: value)
    MergeQueue.append(sample, to: &chunks)
    lastDay = day
    count += 1
    if count > budget { merge(keepingAtMost: budget / 2) }
  }

  /// Merges every waiting day.
  mutating func mergeAll() { merge(keepingAtMost: 0) }

  /// Merges waiting days until at most `limit` samples wait (every day when 0): first the days
  /// farthest from the last sample added, which in a file sorted by time (either way) are the
  /// days that are complete.
  private mutating func merge(keepingAtMost limit: Int) {
    guard count > limit else { return }
    for index in chunks.indices { chunks[index].sort { $0.key < $1.key } }
    let chosen = limit == 0 ? nil : daysToMerge(leaving: limit)
    var cursors = [Int](repeating: 0, count: chunks.count)
    var day: [TimedSample] = []
    var kept: [[Packed]] = []
    while true {
      var next: Int?
      for (index, chunk) in chunks.enumerated() where cursors[index] < chunk.count {
        let head = MergeQueue.day(of: chunk[cursors[index]].key)
        if next.map({ head < $0 }) ?? true { next = head }
      }
      guard let next else { break }
      let merging = chosen?.contains(next) ?? true
      day.removeAll(keepingCapacity: true)
      var priorities: UInt64 = 0
      for index in chunks.indices {
        while cursors[index] < chunks[index].count,
          MergeQueue.day(of: chunks[index][cursors[index]].key) == next
        {
          let packed = chunks[index][cursors[index]]
          cursors[index] += 1
          guard merging else {
            MergeQueue.append(packed, to: &kept)
            continue
          }
          let sample = MergeQueue.unpacked(packed, day: next)
          priorities |= 1 << UInt64(sample.priority)
          day.append(sample)
        }
      }
      guard merging else { continue }
      count -= day.count
      totals[next, default: 0] += PriorityMerge.total(day)
      if let earlier = mergedEarly[next], (earlier | priorities).nonzeroBitCount > 1 {
        approximate.insert(next)
      }
      if limit > 0 { mergedEarly[next, default: 0] |= priorities }
    }
    chunks = kept
  }

  /// The days to merge so that at most `limit` samples wait: those farthest from the last
  /// sample's day first (the earlier day of two as far). Needs sorted chunks.
  private func daysToMerge(leaving limit: Int) -> Set<Int> {
    var perDay: [Int: Int] = [:]
    for chunk in chunks {
      var index = 0
      while index < chunk.count {
        let day = MergeQueue.day(of: chunk[index].key)
        var end = index + 1
        while end < chunk.count, MergeQueue.day(of: chunk[end].key) == day { end += 1 }
        perDay[day, default: 0] += end - index
        index = end
      }
    }
    let order = perDay.keys.sorted {
      let left = abs($0 - lastDay)
      let right = abs($1 - lastDay)
      return left != right ? left > right : $0 < $1
    }
    var waiting = count
    var chosen = Set<Int>()
    for day in order where waiting > limit {
      chosen.insert(day)
      waiting -= perDay[day] ?? 0
    }
    return chosen
  }

  /// Appends `sample` to the last of `chunks`, starting a new chunk when it is full.
  private static func append(_ sample: Packed, to chunks: inout [[Packed]]) {
    if chunks.isEmpty || chunks[chunks.count - 1].count == MergeQueue.chunkSize {
      chunks.append([])
      chunks[chunks.count - 1].reserveCapacity(MergeQueue.chunkSize)
    }
    chunks[chunks.count - 1].append(sample)
  }

  // Key layout, most significant first: day + 32,768 (17 bits), priority (3 bits), start
  // within the day + 65,536 (18 bits), duration in seconds (26 bits, about two years).
  private static let dayShift: UInt64 = 47
  private static let priorityShift: UInt64 = 44
  private static let startShift: UInt64 = 26
  private static let dayBias = 32_768
  private static let startBias = 65_536
  private static let startLimit = (1 << 18) - 1
  private static let durationLimit = (1 << 26) - 1

  /// Packs a sample's day, priority, start and duration. Starts more than 18 hours before or
  /// 36 hours after the day's UTC midnight, and durations longer than two years, are clamped
  /// (no record of a real export comes near either).
  static func key(day: Int, start: Int, end: Int, priority: UInt8) -> UInt64 {
    let dayField = UInt64(min(max(day + dayBias, 0), (1 << 17) - 1))
    let startField = UInt64(min(max(start - day * 86_400 + startBias, 0), startLimit))
    let duration = UInt64(min(max(end - start, 0), durationLimit))
    return dayField << dayShift | UInt64(priority & 7) << priorityShift
      | startField << startShift | duration
  }

  /// The day packed in `key`, days since 1970.
  static func day(of key: UInt64) -> Int { Int(key >> dayShift) - dayBias }

  /// The sample packed in `sample`, whose day is `day`.
  static func unpacked(_ sample: Packed, day: Int) -> TimedSample {
    let key = sample.key
    let start = Int((key >> startShift) & UInt64(startLimit)) - startBias + day * 86_400
    let duration = Int(key & UInt64(durationLimit))
    return TimedSample(
      start: start, end: start + duration, value: sample.value,
      priority: UInt8((key >> priorityShift) & 7))
  }
}
