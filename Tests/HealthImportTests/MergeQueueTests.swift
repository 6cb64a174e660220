import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// The step and distance merge gives each day the same figure whatever the order of the
/// records, and names the days it could not merge exactly.
@Suite struct MergeQueueTests {
  /// One sample with its day.
  struct Entry {
    var day: Int
    var sample: TimedSample
  }

  /// 40 days of overlapping samples from three sources (priorities 0, 1, 2), in time order.
  static func samples(seed: UInt64 = 7) -> [Entry] {
    var random = SplitMix64(seed: seed)
    var entries: [Entry] = []
    for day in 19_700..<19_740 {
      for priority: UInt8 in 0...2 {
        var time = day * 86_400 + 8 * 3600 - 7 * 3600 + Int(random.next() % 600)
        for _ in 0..<(20 + Int(random.next() % 30)) {
          let length = Int(random.next() % 900)
          let value = Double(random.next() % 400)
          entries.append(
            Entry(
              day: day,
              sample: TimedSample(
                start: time, end: time + length, value: value, priority: priority)))
          time += length + Int(random.next() % 1200) - 300
        }
      }
    }
    return entries.sorted { $0.sample.start < $1.sample.start }
  }

  /// Each day's exact merge.
  static func truth(_ entries: [Entry]) -> [Int: Double] {
    Dictionary(grouping: entries, by: \.day).mapValues { PriorityMerge.total($0.map(\.sample)) }
  }

  static func queued(_ entries: [Entry], budget: Int = MergeQueue.defaultBudget) -> MergeQueue {
    var queue = MergeQueue(budget: budget)
    for entry in entries {
      queue.append(
        day: entry.day, start: entry.sample.start, end: entry.sample.end,
        value: entry.sample.value, priority: entry.sample.priority)
    }
    queue.mergeAll()
    return queue
  }

  /// The orders a file can have: by time, grouped by source (each priority in turn, lowest or
  /// highest first), newest first, and shuffled.
  static let orders: [String] = [
    "time", "source-low-first", "source-high-first", "reversed", "shuffled",
  ]

  static func ordered(_ entries: [Entry], _ order: String) -> [Entry] {
    switch order {
    case "source-low-first": return entries.sorted { $0.sample.priority < $1.sample.priority }
    case "source-high-first": return entries.sorted { $0.sample.priority > $1.sample.priority }
    case "reversed": return entries.reversed()
    case "shuffled":
      var random = SplitMix64(seed: 99)
      var shuffled = entries
      shuffled.shuffle(using: &random)
      return shuffled
    default: return entries
    }
  }

  @Test(arguments: orders) func everyOrderGivesTheExactMerge(order: String) {
    let entries = Self.samples()
    let truth = Self.truth(entries)
    let queue = Self.queued(Self.ordered(entries, order))
    #expect(queue.approximateDays.isEmpty)
    #expect(queue.totals.keys.sorted() == truth.keys.sorted())
    for (day, value) in truth {
      #expect(abs((queue.totals[day] ?? -1) - value) < 1e-6, "day \(day)")
    }
  }

  @Test(arguments: orders) func pastTheBudgetOnlyTheNamedDaysCanDiffer(order: String) {
    let entries = Self.samples()
    let truth = Self.truth(entries)
    let queue = Self.queued(Self.ordered(entries, order), budget: 200)
    for (day, value) in truth where !queue.approximateDays.contains(day) {
      #expect(abs((queue.totals[day] ?? -1) - value) < 1e-6, "day \(day)")
    }
    if order == "time" || order == "reversed" {
      // Days come whole except where an early merge cuts one: a few days at most.
      #expect(queue.approximateDays.count < truth.count / 4)
    } else {
      #expect(!queue.approximateDays.isEmpty)
    }
  }

  @Test func oneSourcePastTheBudgetIsStillExact() {
    let entries = Self.samples().filter { $0.sample.priority == 1 }
    let truth = Self.truth(entries)
    let queue = Self.queued(Self.ordered(entries, "shuffled"), budget: 50)
    #expect(queue.approximateDays.isEmpty)
    for (day, value) in truth { #expect(abs((queue.totals[day] ?? -1) - value) < 1e-6) }
  }

  /// (day, start − day's UTC midnight, duration, priority) → the same after packing; the last
  /// rows are clamped.
  static let keys: [(day: Int, offset: Int, duration: Int, priority: UInt8, expected: (Int, Int))] =
    [
      (19_700, 0, 0, 0, (0, 0)),
      (19_700, 36_000, 600, 2, (36_000, 600)),
      (-25_567, -50_400, 59, 1, (-50_400, 59)),  // 1900-01-01 at +14:00
      (84_370, 136_799, 86_400, 7, (136_799, 86_400)),  // 2200-12-31 at −14:00, a day long
      (0, 0, 60_000_000, 2, (0, 60_000_000)),
      (0, -70_000, 10, 1, (-65_536, 10)),
      (0, 0, 1 << 30, 1, (0, (1 << 26) - 1)),
    ]

  @Test(arguments: keys.indices) func keysRoundTrip(row: Int) {
    let (day, offset, duration, priority, expected) = Self.keys[row]
    let start = day * 86_400 + offset
    let key = MergeQueue.key(day: day, start: start, end: start + duration, priority: priority)
    #expect(MergeQueue.day(of: key) == day)
    let sample = MergeQueue.unpacked(MergeQueue.Packed(key: key, value: 3.5), day: day)
    #expect(sample.start - day * 86_400 == expected.0)
    #expect(sample.end - sample.start == expected.1)
    #expect(sample.priority == priority)
    #expect(sample.value == 3.5)
    #expect(MemoryLayout<MergeQueue.Packed>.stride == 16)
  }

  @Test func keysSortByDayThenPriorityThenStart() {
    let keys = [
      MergeQueue.key(day: 5, start: 5 * 86_400 + 10, end: 5 * 86_400 + 20, priority: 2),
      MergeQueue.key(day: 5, start: 5 * 86_400 - 3600, end: 5 * 86_400, priority: 2),
      MergeQueue.key(day: 5, start: 5 * 86_400 + 99_000, end: 5 * 86_400 + 99_000, priority: 1),
      MergeQueue.key(day: 4, start: 4 * 86_400 + 80_000, end: 4 * 86_400 + 90_000, priority: 0),
    ]
    #expect(keys.indices.sorted { keys[$0] < keys[$1] } == [3, 2, 1, 0])
  }
}
