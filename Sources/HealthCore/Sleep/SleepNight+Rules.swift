/// The sleep rules: which night a sample belongs to, time in bed, and what each instant was.
extension SleepNight {
  /// Measures nights from sleep-analysis samples of every source.
  ///
  /// 1. A sample belongs to the night of ``SleepSample/night``.
  /// 2. In bed is the length of the union of the night's `InBed` intervals, all sources.
  /// 3. At each instant, the highest-priority source among those with an asleep or awake sample
  ///    covering it decides what the instant was; samples of equal priority never hide each
  ///    other, and where they disagree Awake > Deep > REM > Core > Unspecified. Asleep is the
  ///    time decided as core, deep, REM or unspecified.
  ///
  /// Durations are real elapsed time (UTC instants), across daylight-saving changes and
  /// offsets that differ within a night. Runs in O(n log n) for n samples.
  /// - Parameter samples: samples in any order.
  /// - Returns: one night per date that has samples, ascending.
  public static func nights(from samples: [SleepSample]) -> [SleepNight] {
    var byNight: [LocalDate: [SleepSample]] = [:]
    for sample in samples { byNight[sample.night, default: []].append(sample) }
    return byNight.keys.sorted().compactMap { date in
      byNight[date].map { measure(date: date, samples: $0) }
    }
  }

  /// One night's figures from its samples (the rules of ``nights(from:)`` but the first: the
  /// caller decides which samples make the night).
  ///
  /// In bed is the union of the `InBed` intervals less the time decided as out of bed.
  /// - Parameters:
  ///   - date: the night's date.
  ///   - samples: the night's samples, any order.
  /// - Returns: the night.
  public static func measure(date: LocalDate, samples: [SleepSample]) -> SleepNight {
    let midnight = date.dayNumber * 86_400
    var bedtime = Int.max
    var wakeTime = Int.min
    var firstStart = Int.max
    var lastEnd = Int.min
    for sample in samples {
      if sample.start < firstStart {
        firstStart = sample.start
        bedtime = sample.start + sample.startOffset - midnight
      }
      if sample.end > lastEnd {
        lastEnd = sample.end
        wakeTime = sample.end + sample.endOffset - midnight
      }
    }
    let decided = decide(samples.filter { $0.stage != .inBed })
    return SleepNight(
      date: date,
      inBed: max(
        0, union(samples.filter { $0.stage == .inBed }) - decided[SleepStage.outOfBed.rank]),
      asleep: decided[SleepStage.asleepUnspecified.rank] + decided[SleepStage.core.rank]
        + decided[SleepStage.deep.rank] + decided[SleepStage.rem.rank],
      awake: decided[SleepStage.awake.rank], core: decided[SleepStage.core.rank],
      deep: decided[SleepStage.deep.rank], rem: decided[SleepStage.rem.rank],
      bedtime: bedtime == Int.max ? 0 : bedtime, wakeTime: wakeTime == Int.min ? 0 : wakeTime)
  }

  /// The length of the union of the samples' intervals, seconds.
  static func union(_ samples: [SleepSample]) -> Double {
    let sorted = samples.sorted { $0.start < $1.start }
    var total = 0
    var current: (start: Int, end: Int)?
    for sample in sorted {
      if let open = current, sample.start <= open.end {
        current = (open.start, max(open.end, sample.end))
      } else {
        if let open = current { total += open.end - open.start }
        current = (sample.start, sample.end)
      }
    }
    if let open = current { total += open.end - open.start }
    return Double(total)
  }

  /// Seconds decided as each stage (indexed by ``SleepStage/rank``) by a sweep over the
  /// samples' starts and ends.
  static func decide(_ samples: [SleepSample]) -> [Double] {
    let stageCount = SleepStage.allCases.count
    var result = [Double](repeating: 0, count: stageCount)
    guard !samples.isEmpty else { return result }
    // Events: (time, +1 or -1, counter slot); ends sort before starts at the same instant.
    var events: [(time: Int, delta: Int, slot: Int)] = []
    events.reserveCapacity(samples.count * 2)
    var levels: [UInt8] = []
    for sample in samples where sample.end > sample.start {
      if !levels.contains(sample.priority) { levels.append(sample.priority) }
    }
    levels.sort(by: >)
    for sample in samples where sample.end > sample.start {
      guard let level = levels.firstIndex(of: sample.priority) else { continue }
      let slot = level * stageCount + sample.stage.rank
      events.append((sample.start, 1, slot))
      events.append((sample.end, -1, slot))
    }
    events.sort { $0.time != $1.time ? $0.time < $1.time : $0.delta < $1.delta }
    var active = [Int](repeating: 0, count: levels.count * stageCount)
    var index = 0
    while index < events.count {
      let time = events[index].time
      while index < events.count, events[index].time == time {
        active[events[index].slot] += events[index].delta
        index += 1
      }
      guard index < events.count else { break }
      let next = events[index].time
      if let stage = decidedStage(active, levels: levels.count, stageCount: stageCount) {
        result[stage] += Double(next - time)
      }
    }
    return result
  }

  /// The stage decided by the active counters: the highest priority level with any active
  /// sample, then the highest rank within it; `nil` when nothing is active.
  private static func decidedStage(_ active: [Int], levels: Int, stageCount: Int) -> Int? {
    for level in 0..<levels {
      for rank in stride(from: stageCount - 1, through: 0, by: -1)
      where active[level * stageCount + rank] > 0 {
        return rank
      }
    }
    return nil
  }
}
