import HealthCore

/// Daily totals of steps, distance or active energy as Health Connect counts them (AOSP
/// `PriorityRecordsAggregator`, per local day).
///
/// The records lie on the local timeline (start + start offset to end + end offset). At each
/// instant exactly one record counts: the highest priority, then the latest
/// `last_modified_time`, then the latest start, then the latest end, then the larger value. It
/// contributes its value × the overlap / its duration. Days are split at local midnight, so a
/// record across midnight is shared by time. A record of no duration counts whole, at its
/// instant, when it wins there (several at one instant count once). Without de-duplication
/// every record adds its share.
///
/// Records arrive in ascending order of their UTC start. Since an offset is at most 18 hours,
/// a day is complete once a record starts 18 hours after its end, so only the records that
/// reach into the days not yet complete are kept: memory stays bounded by a day and a half of
/// records, whatever the file's size.
struct PriorityTimeline: Sendable {
  /// One record, times in local milliseconds (epoch milliseconds plus the offset).
  struct Record: Sendable, Equatable {
    var start: Int64
    var end: Int64
    /// The record's length on the local timeline, milliseconds (0 for an instant).
    var duration: Int64 { end - start }

    var value: Double
    var priority: Int
    var lastModified: Int64

    /// Whether `self` counts over `other` where both cover an instant.
    func wins(over other: Record) -> Bool {
      if priority != other.priority { return priority > other.priority }
      if lastModified != other.lastModified { return lastModified > other.lastModified }
      if start != other.start { return start > other.start }
      if end != other.end { return end > other.end }
      return value > other.value
    }
  }

  /// Milliseconds in a day.
  static let day: Int64 = 86_400_000
  /// The largest zone offset, milliseconds (18 hours).
  static let largestOffset: Int64 = 64_800_000

  /// Whether records hide each other by priority (else every record adds its share).
  let dedupe: Bool
  /// Records that reach into days not yet complete.
  private var pending: [Record] = []
  /// The first day not yet complete (days since 1970), `nil` before the first record.
  private var firstOpenDay: Int64?
  /// Each day's total, by day.
  private var totals: [Int64: Double] = [:]

  /// An empty timeline.
  /// - Parameter dedupe: whether only the winning record counts at each instant.
  init(dedupe: Bool) { self.dedupe = dedupe }

  /// The day of local time `time` (milliseconds).
  static func dayOf(_ time: Int64) -> Int64 { floorDivide(time, by: day) }

  /// `value` / `divisor` rounded down (toward minus infinity); `divisor` is positive.
  static func floorDivide(_ value: Int64, by divisor: Int64) -> Int64 {
    let quotient = value / divisor
    return value % divisor < 0 ? quotient - 1 : quotient
  }

  /// Adds a record; `utcStart` must not be before the previous record's.
  /// - Parameters:
  ///   - record: the record in local time; one whose local end is before its local start
  ///     (an offset that changed within it) covers no instant and counts nothing.
  ///   - utcStart: its start, epoch milliseconds UTC.
  mutating func add(_ record: Record, utcStart: Int64) {
    let complete = PriorityTimeline.dayOf(utcStart - PriorityTimeline.largestOffset)
    if let open = firstOpenDay, complete > open { settle(through: complete) }
    guard record.end >= record.start else { return }
    let first = PriorityTimeline.dayOf(record.start)
    firstOpenDay = min(firstOpenDay ?? first, first)
    pending.append(record)
  }

  /// The totals, ascending by day, after every record was added.
  mutating func finish() -> [(day: Int64, value: Double)] {
    if let last = pending.map({ PriorityTimeline.dayOf($0.end) }).max() {
      settle(through: last + 1)
    }
    return totals.keys.sorted().compactMap { day in totals[day].map { (day, $0) } }
  }

  /// Counts the days before `limit` (days since 1970) and keeps only the records that reach
  /// past them.
  private mutating func settle(through limit: Int64) {
    guard let open = firstOpenDay, limit > open, !pending.isEmpty else {
      firstOpenDay = pending.isEmpty ? nil : max(firstOpenDay ?? limit, limit)
      return
    }
    let windowStart = open * PriorityTimeline.day
    let windowEnd = limit * PriorityTimeline.day
    if dedupe {
      sweep(from: windowStart, to: windowEnd)
    } else {
      for record in pending { addShares(of: record, from: windowStart, to: windowEnd) }
    }
    pending.removeAll { $0.end < windowEnd || ($0.end == windowEnd && $0.end > $0.start) }
    firstOpenDay = pending.isEmpty ? nil : limit
  }

  /// Without de-duplication: `record`'s share of each day in the window.
  private mutating func addShares(of record: Record, from windowStart: Int64, to windowEnd: Int64) {
    let duration = record.duration
    guard duration > 0 else {
      if record.start >= windowStart, record.start < windowEnd {
        totals[PriorityTimeline.dayOf(record.start), default: 0] += record.value
      }
      return
    }
    var from = max(record.start, windowStart)
    let to = min(record.end, windowEnd)
    while from < to {
      let day = PriorityTimeline.dayOf(from)
      let until = min(to, (day + 1) * PriorityTimeline.day)
      totals[day, default: 0] += record.value * Double(until - from) / Double(duration)
      from = until
    }
  }

  /// With de-duplication: the winner of each stretch of the window between two record ends or
  /// midnights adds its share to that stretch's day; a record of no duration adds its value
  /// where it wins its instant.
  private mutating func sweep(from windowStart: Int64, to windowEnd: Int64) {
    // Events: (time, kind, record); at one time ends come first (0), then starts (1), then
    // instants (2), so the stretch after `time` is decided by the records open after it.
    var events: [(time: Int64, kind: Int, index: Int)] = []
    events.reserveCapacity(pending.count * 2)
    for (index, record) in pending.enumerated() {
      if record.end == record.start {
        if record.start >= windowStart, record.start < windowEnd {
          events.append((record.start, 2, index))
        }
        continue
      }
      guard record.end > windowStart, record.start < windowEnd else { continue }
      events.append((max(record.start, windowStart), 1, index))
      if record.end < windowEnd { events.append((record.end, 0, index)) }
    }
    events.sort { $0.time != $1.time ? $0.time < $1.time : $0.kind < $1.kind }
    var open = WinnerHeap(records: pending)
    var position = 0
    while position < events.count {
      let time = events[position].time
      var instant: Int?
      while position < events.count, events[position].time == time {
        let event = events[position]
        switch event.kind {
        case 0: open.remove(event.index)
        case 1: open.insert(event.index)
        default:
          if instant.map({ pending[event.index].wins(over: pending[$0]) }) ?? true {
            instant = event.index
          }
        }
        position += 1
      }
      if let instant {
        let current = open.winner
        if current.map({ pending[instant].wins(over: pending[$0]) }) ?? true {
          totals[PriorityTimeline.dayOf(time), default: 0] += pending[instant].value
        }
      }
      guard let winner = open.winner else { continue }
      let next = position < events.count ? min(events[position].time, windowEnd) : windowEnd
      var from = time
      while from < next {
        let day = PriorityTimeline.dayOf(from)
        let until = min(next, (day + 1) * PriorityTimeline.day)
        let record = pending[winner]
        totals[day, default: 0] +=
          record.value * Double(until - from) / Double(record.duration)
        from = until
      }
    }
  }
}

/// The open records of a sweep, the winner on top: a binary heap with removal marks, so a
/// file of many overlapping records costs O(n log n), not O(n²).
private struct WinnerHeap {
  let records: [PriorityTimeline.Record]
  private var heap: [Int] = []
  private var isOpen: [Bool]

  init(records: [PriorityTimeline.Record]) {
    self.records = records
    isOpen = Array(repeating: false, count: records.count)
  }

  mutating func insert(_ index: Int) {
    isOpen[index] = true
    heap.append(index)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard records[heap[child]].wins(over: records[heap[parent]]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  mutating func remove(_ index: Int) { isOpen[index] = false }

  /// The winning open record, dropping closed ones from the top.
  var winner: Int? {
    mutating get {
      while let top = heap.first, !isOpen[top] { popTop() }
      return heap.first
    }
  }

  private mutating func popTop() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < heap.count, records[heap[left]].wins(over: records[heap[best]]) { best = left }
      if right < heap.count, records[heap[right]].wins(over: records[heap[best]]) { best = right }
      if best == parent { return }
      heap.swapAt(parent, best)
      parent = best
    }
  }
}
