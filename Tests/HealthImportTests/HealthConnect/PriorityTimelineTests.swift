import Testing

@testable import HealthImport

/// Health Connect's count of steps, distance and energy (AOSP `PriorityRecordsAggregator`), as
/// tables: records on the local timeline, hours from local midnight of day 0.
@Suite struct PriorityTimelineTests {
  /// A record from `from` to `to` hours after day 0's local midnight.
  static func record(
    _ from: Double, _ to: Double, _ value: Double, priority: Int = 0, modified: Int64 = 0
  ) -> PriorityTimeline.Record {
    PriorityTimeline.Record(
      start: Int64(from * 3_600_000), end: Int64(to * 3_600_000), value: value,
      priority: priority, lastModified: modified)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var records: [PriorityTimeline.Record]
    var dedupe = true
    /// Day number → total.
    var expected: [Int64: Double]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "one record", records: [record(10, 11, 600)], expected: [0: 600]),
    Case(
      name: "the higher priority hides the lower where they overlap",
      records: [record(10, 12, 1200, priority: 1), record(11, 13, 1000, priority: 2)],
      // 10–11 the first (600), 11–13 the second (1000).
      expected: [0: 1600]),
    Case(
      name: "equal priority: the latest modified wins",
      records: [record(10, 12, 1200, modified: 5), record(10, 12, 800, modified: 9)],
      expected: [0: 800]),
    Case(
      name: "then the latest start",
      records: [record(10, 12, 1200), record(11, 12, 100)],
      // 10–11 the first (600), 11–12 the second, which starts later (100).
      expected: [0: 700]),
    Case(
      name: "then the latest end",
      records: [record(10, 12, 1200), record(10, 11, 300)],
      // 10–11 the one ending later (600), 11–12 it alone (600).
      expected: [0: 1200]),
    Case(
      name: "then the larger value",
      records: [record(10, 11, 300), record(10, 11, 500)],
      expected: [0: 500]),
    Case(
      name: "apps not listed (priority 0) come after listed ones",
      records: [record(8, 9, 999, priority: 0, modified: 99), record(8, 9, 100, priority: 1)],
      expected: [0: 100]),
    Case(
      name: "a record across midnight is shared by time",
      records: [record(23, 25, 1000)], expected: [0: 500, 1: 500]),
    Case(
      name: "a record of no duration counts where it wins its instant",
      records: [record(10, 10, 50, priority: 2), record(9, 11, 200, priority: 1)],
      expected: [0: 250]),
    Case(
      name: "a record of no duration under a better record counts nothing",
      records: [record(10, 10, 50, priority: 1), record(9, 11, 200, priority: 2)],
      expected: [0: 200]),
    Case(
      name: "several of no duration at one instant count once",
      records: [record(10, 10, 50), record(10, 10, 70)], expected: [0: 70]),
    Case(
      name: "a gap counts nothing",
      records: [record(1, 2, 100), record(5, 6, 100)], expected: [0: 200]),
    Case(
      name: "without dedupe everything adds up, shared at midnight",
      records: [record(23, 25, 1000), record(23, 24, 10)], dedupe: false,
      expected: [0: 510, 1: 500]),
    Case(
      name: "an end before the start on the local timeline counts nothing",
      records: [record(10, 9, 100)], expected: [:]),
    Case(
      name: "days before 1970",
      records: [record(-2, -1, 60)], expected: [-1: 60]),
  ]

  @Test(arguments: cases)
  func totals(_ item: Case) {
    var timeline = PriorityTimeline(dedupe: item.dedupe)
    for record in item.records.sorted(by: { $0.start < $1.start }) {
      timeline.add(record, utcStart: record.start)
    }
    let totals = timeline.finish()
    var byDay: [Int64: Double] = [:]
    for total in totals where total.value != 0 { byDay[total.day] = total.value }
    #expect(byDay.count == item.expected.count, "\(byDay)")
    for (day, value) in item.expected {
      #expect(
        abs((byDay[day] ?? -1) - value) < 1e-9, "day \(day): \(String(describing: byDay[day]))")
    }
  }

  /// A long file settles day by day: the result is the same as all at once, and only about a
  /// day of records is held.
  @Test func aLongRunEqualsTheSumOfItsDays() {
    var timeline = PriorityTimeline(dedupe: true)
    var expected: [Int64: Double] = [:]
    for hour in 0..<(24 * 400) {
      let start = Double(hour) + 0.5
      let utcStart = Int64(start * 3_600_000)
      timeline.add(Self.record(start, start + 1, 60, priority: 1), utcStart: utcStart)
      timeline.add(Self.record(start, start + 0.5, 10), utcStart: utcStart)
      expected[Int64(hour / 24), default: 0] += hour % 24 == 23 ? 30 : 60
      expected[Int64((hour + 1) / 24), default: 0] += hour % 24 == 23 ? 30 : 0
    }
    let totals = timeline.finish()
    for total in totals where total.value != 0 || expected[total.day] != nil {
      #expect(abs(total.value - (expected[total.day] ?? 0)) < 1e-6, "day \(total.day)")
    }
  }
}
