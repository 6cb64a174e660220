import Dispatch

/// Deterministic demo data: a seeded generator with realistic steps, a slowly trending weight and
/// a few missing days, ending on a fixed day so builds are reproducible.
///
/// - Steps: 4,000–15,000 a day with a weekday rhythm (quiet weekends, a Wednesday peak) and a
///   season (a quarter more in mid-July, a quarter less in mid-January: ``seasonalFactor(of:)``),
///   stored as 3–6 walks per day that the daily series sums; about 3% of days are missing.
/// - Weight: starts at 172 lb and trends down about 0.05 lb a day, levelling off towards 160 lb
///   on long runs (`160 + 12 / (1 + day / 240)`, plain arithmetic so it is exact everywhere),
///   with ±0.6 lb noise, read to 0.1 lb like a scale and stored in kilograms. About 15% of days
///   have no weigh-in; some days have a second, later one.
/// - The last day always has both metrics, so the default report ends on `endDate`.
/// - Resting heart rate, HRV, sleep and workouts come from a second generator
///   (`DemoData+Recovery.swift`), so the steps and weights above do not depend on them.
/// - The Activity rings come from a generator of their own (`DemoData+Rings.swift`), so every
///   figure above stays as it was.
///
/// Random draws come straight from `SplitMix64` bits (not the standard library's range
/// helpers), so a seed gives the same dataset on every platform and toolchain.
public enum DemoData: Sendable {
  /// The fixed last day of the demo data.
  public static let endDate = LocalDate(dayNumber: 20_071)  // 2024-12-14, a Saturday

  /// Typical steps per weekday, Sunday first (counts).
  static let weekdaySteps: [Double] = [6_800, 9_700, 10_800, 12_300, 11_000, 9_500, 7_500]

  /// Makes the demo dataset in O(days) samples.
  /// - Parameters:
  ///   - days: how many days, ending on `endDate`; 0 or less gives an empty dataset.
  ///   - endDate: the last day.
  ///   - seed: the generator's seed.
  /// - Returns: a `.demo` dataset with steps, body mass (kilograms), resting heart rate, HRV,
  ///   sleep nights and workouts (see `DemoData+Recovery.swift`), vitals
  ///   (`DemoData+Vitals.swift`) and the Activity rings (`DemoData+Rings.swift`).
  public static func makeDataset(
    days: Int = 120, endingOn endDate: LocalDate = endDate, seed: UInt64 = 42
  )
    -> HealthDataset
  {
    // The generators are independent (each has its own seed): the recovery one runs on
    // another core while this one makes the steps, weights and vitals.
    let made = DemoRecoveryBox()
    let group = DispatchGroup()
    DispatchQueue.global(qos: .userInitiated).async(group: group) {
      made.recovery = makeRecovery(days: days, endingOn: endDate, seed: seed)
    }
    let samples = makeSamples(days: days, endingOn: endDate, seed: seed)
    let vitals = makeVitals(days: days, endingOn: endDate, seed: seed)
    group.wait()
    let recovery = made.recovery ?? makeRecovery(days: days, endingOn: endDate, seed: seed)
    let base = HealthDataset(source: .demo, samples: samples + recovery.samples + vitals)
    let rings = makeRings(
      days: days, endingOn: endDate, seed: seed, steps: base[.steps],
      workouts: recovery.workouts)
    return HealthDataset(
      source: .demo, series: base.series + ActivityRings.series(of: rings),
      deriving: recovery.nights, workouts: recovery.workouts)
  }

  /// The raw samples behind `makeDataset(days:endingOn:seed:)`: steps per walk (count) and
  /// weigh-ins (kilograms).
  /// - Parameters:
  ///   - days: how many days, ending on `endDate`.
  ///   - endDate: the last day.
  ///   - seed: the generator's seed.
  /// - Returns: the samples, day by day in ascending order.
  static func makeSamples(days: Int, endingOn endDate: LocalDate, seed: UInt64) -> [Sample] {
    guard days > 0 else { return [] }
    var random = DemoRandom(generator: SplitMix64(seed: seed))
    var samples: [Sample] = []
    samples.reserveCapacity(days * 7)
    let start = endDate.adding(days: -(days - 1))
    for index in 0..<days {
      let date = start.adding(days: index)
      let isLastDay = index == days - 1
      let stepsMissing = random.chance(0.03) && !isLastDay
      let weightMissing = random.chance(0.15) && !isLastDay
      if !stepsMissing {
        appendSteps(on: date, to: &samples, random: &random)
      }
      if !weightMissing {
        appendWeighIns(on: date, dayIndex: index, to: &samples, random: &random)
      }
    }
    return samples
  }

  /// Appends one day's walks, 3–6 samples summing to 4,000–15,000 steps.
  private static func appendSteps(
    on date: LocalDate, to samples: inout [Sample], random: inout DemoRandom
  ) {
    let base = weekdaySteps[date.weekday.rawValue - 1] * seasonalFactor(of: date)
    let noise = (random.unit() + random.unit() - 1) * 2_600
    let total = Int(min(15_000, max(4_000, (base + noise).rounded())))
    let walkCount = 3 + random.integer(below: 4)
    var weights: [Double] = []
    for _ in 0..<walkCount {
      weights.append(0.5 + random.unit())
    }
    let weightSum = weights.reduce(0, +)
    var remaining = total
    for walk in 0..<walkCount {
      let steps =
        walk == walkCount - 1
        ? remaining : min(remaining, Int(Double(total) * weights[walk] / weightSum))
      remaining -= steps
      samples.append(Sample(metric: .steps, date: date, value: Double(steps), order: Double(walk)))
    }
  }

  /// The season's share of a day's steps: 1.25 on July 15, 0.75 on January 14, and a smooth
  /// curve between (smoothstep of the distance from mid-July, plain arithmetic so it is exact on
  /// every platform), so long demos show the winter dip and the trends it makes.
  /// - Parameter date: the day.
  /// - Returns: a factor from 0.75 to 1.25.
  static func seasonalFactor(of date: LocalDate) -> Double {
    let dayOfYear = date.dayNumber - LocalDate.dayNumber(year: date.year, month: 1, day: 1)
    let fromPeak = abs(Double(dayOfYear) - 195)
    let distance = min(fromPeak, 365 - fromPeak) / 182.5
    let x = min(1, max(0, distance))
    return 1 + 0.25 * (1 - 2 * (3 * x * x - 2 * x * x * x))
  }

  /// Appends one or two weigh-ins (kilograms); the second, later one is the day's value.
  private static func appendWeighIns(
    on date: LocalDate, dayIndex: Int, to samples: inout [Sample], random: inout DemoRandom
  ) {
    let trend = 160 + 12 / (1 + Double(dayIndex) / 240)
    let pounds = trend + (random.unit() * 2 - 1) * 0.6
    samples.append(weighIn(pounds: pounds, on: date, order: 1))
    if random.chance(0.08) {
      let later = pounds + (random.unit() * 2 - 1) * 0.3
      samples.append(weighIn(pounds: later, on: date, order: 2))
    }
  }

  /// A body-mass sample read to 0.1 lb and stored in kilograms.
  private static func weighIn(pounds: Double, on date: LocalDate, order: Double) -> Sample {
    let reading = (pounds * 10).rounded() / 10
    return Sample(
      metric: .bodyMass, date: date, value: WeightUnit.pounds.kilograms(from: reading),
      order: order)
  }
}

/// The recovery data made on another thread, read after the `DispatchGroup` it was made in is
/// waited for (which orders the write before the read).
private final class DemoRecoveryBox: @unchecked Sendable {
  /// The data, once made.
  var recovery: DemoData.Recovery?
}

/// Platform-independent draws from a `SplitMix64`.
struct DemoRandom {
  var generator: SplitMix64

  /// A uniform value in [0, 1) from the top 53 bits.
  mutating func unit() -> Double {
    Double(generator.next() >> 11) * 0x1p-53
  }

  /// A uniform integer in 0..<bound (bound ≥ 1).
  mutating func integer(below bound: Int) -> Int {
    min(bound - 1, Int(unit() * Double(bound)))
  }

  /// `true` with the given probability.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }
}
