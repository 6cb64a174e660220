import TestSupport
import Testing

@testable import HealthCore
@testable import HealthImport

/// `PriorityMerge.total` gives the same figure, to the bit, whether its samples come ordered by
/// priority and start (its linear path) or in any other order (sorted first), and agrees with a
/// second-by-second count of what higher priorities cover.
@Suite struct PriorityMergeTests {
  /// A day of overlapping samples from priorities 0…2 with distinct (priority, start) pairs,
  /// some without duration.
  static func day(seed: UInt64) -> [TimedSample] {
    var random = SplitMix64(seed: seed)
    var samples: [TimedSample] = []
    for priority: UInt8 in 0...2 {
      var time = Int(random.next() % 900)
      for _ in 0..<(5 + Int(random.next() % 15)) {
        let length = random.next() % 5 == 0 ? 0 : Int(random.next() % 300)
        samples.append(
          TimedSample(
            start: time, end: time + length, value: Double(random.next() % 4000) / 7,
            priority: priority))
        time += 1 + Int(random.next() % 400)
      }
    }
    return samples
  }

  /// The rule counted second by second: a sample keeps the part of its duration (or its
  /// instant) that no higher-priority sample with a duration covers.
  static func reference(_ samples: [TimedSample]) -> Double {
    func covered(_ second: Int, above priority: UInt8) -> Bool {
      samples.contains {
        $0.priority > priority && $0.end > $0.start && $0.start <= second && second < $0.end
      }
    }
    return samples.reduce(0.0) { total, sample in
      let duration = sample.end - sample.start
      guard duration > 0 else {
        return covered(sample.start, above: sample.priority) ? total : total + sample.value
      }
      let hidden = (sample.start..<sample.end).filter { covered($0, above: sample.priority) }.count
      return total + sample.value * Double(duration - hidden) / Double(duration)
    }
  }

  @Test(arguments: 0..<12 as Range<UInt64>)
  func everyOrderGivesTheSameTotal(seed: UInt64) {
    let samples = Self.day(seed: seed)
    let ascending = samples.sorted {
      $0.priority != $1.priority ? $0.priority < $1.priority : $0.start < $1.start
    }
    var random = SplitMix64(seed: seed &+ 99)
    let shuffled = samples.shuffled(using: &random)
    let linear = PriorityMerge.total(ascending)
    #expect(PriorityMerge.total(shuffled).bitPattern == linear.bitPattern)
    #expect(PriorityMerge.total(ascending.reversed()).bitPattern == linear.bitPattern)
    #expect(abs(linear - Self.reference(samples)) < 1e-6)
  }

  @Test func oneOrNoPriorityIsThePlainSum() {
    #expect(PriorityMerge.total([]) == 0)
    let samples = [
      TimedSample(start: 0, end: 60, value: 3, priority: 1),
      TimedSample(start: 30, end: 90, value: 4, priority: 1),
    ]
    #expect(PriorityMerge.total(samples) == 7)
  }
}
