/// The demo's sleep, heart and workouts, from their own generator (seeded from the demo's seed)
/// so steps and weights stay as they were.
///
/// - Resting heart rate 54–64 bpm and HRV 30–70 ms, one sample a day, about 5% of days missing.
/// - Sleep: a night for about 95% of dates. The first sixth of the range is iPhone-only (in bed
///   and a plain asleep interval, no stages); later nights are an Apple Watch's stages in
///   90-minute cycles (core, deep early in the night, REM later, a short awake between some
///   cycles) under the iPhone's in-bed interval. Bedtime 22:30–23:45, about 7 to 8.5 hours.
/// - Workouts: a run on Mondays, Wednesdays and Saturdays, strength training on Tuesdays and
///   Thursdays, yoga on some Sundays, each skipped now and then; 20–60 minutes.
/// Clock times are UTC (offset 0): the demo has no zone.
extension DemoData {
  /// The generated samples, nights and workouts.
  struct Recovery {
    var samples: [Sample] = []
    var nights: [SleepNight] = []
    var workouts: [Workout] = []
  }

  /// Makes `days` days of recovery data ending on `endDate`.
  static func makeRecovery(days: Int, endingOn endDate: LocalDate, seed: UInt64) -> Recovery {
    guard days > 0 else { return Recovery() }
    var random = DemoRandom(generator: SplitMix64(seed: seed ^ 0x5EED_0F_5EEB))
    var recovery = Recovery()
    var sleep: [SleepSample] = []
    let start = endDate.adding(days: -(days - 1))
    let phoneOnlyDays = days / 6
    for index in 0..<days {
      let date = start.adding(days: index)
      let isLastDay = index == days - 1
      if !random.chance(0.05) || isLastDay {
        let resting = 59 - 3 * Double(index) / Double(max(days, 1)) + (random.unit() * 2 - 1) * 3
        let variability = 48 + (random.unit() * 2 - 1) * 14
        recovery.samples.append(
          Sample(metric: .restingHeartRate, date: date, value: (resting * 10).rounded() / 10))
        recovery.samples.append(
          Sample(
            metric: .heartRateVariability, date: date, value: (variability * 10).rounded() / 10))
      }
      if !random.chance(0.05) || isLastDay {
        appendNight(
          ending: date, withStages: index >= phoneOnlyDays, to: &sleep, random: &random)
      }
      appendWorkout(on: date, to: &recovery.workouts, random: &random)
    }
    recovery.nights = SleepNight.nights(from: sleep)
    return recovery
  }

  /// One night ending on `date`: the iPhone's in-bed interval, and either the Watch's stages or
  /// the iPhone's plain asleep interval.
  private static func appendNight(
    ending date: LocalDate, withStages: Bool, to samples: inout [SleepSample],
    random: inout DemoRandom
  ) {
    let midnight = date.dayNumber * 86_400
    let bedtime = midnight - 90 * 60 + random.integer(below: 76) * 60
    let asleepAt = bedtime + (8 + random.integer(below: 20)) * 60
    let length = (420 + random.integer(below: 91)) * 60
    let wake = asleepAt + length
    func sample(_ from: Int, _ to: Int, _ stage: SleepStage, _ priority: UInt8) -> SleepSample {
      SleepSample(
        start: from, end: to, startOffset: 0, endOffset: 0, stage: stage, priority: priority)
    }
    samples.append(sample(bedtime, wake + 5 * 60, .inBed, 1))
    guard withStages else {
      samples.append(sample(asleepAt, wake, .asleepUnspecified, 1))
      return
    }
    var time = asleepAt
    var cycle = 0
    while time < wake {
      let deepShare = cycle < 2 ? 0.25 : 0.05
      let remShare = cycle < 2 ? 0.15 : 0.3
      let cycleLength = min(wake - time, (80 + random.integer(below: 21)) * 60)
      let deep = Int(Double(cycleLength) * deepShare)
      let rem = Int(Double(cycleLength) * remShare)
      let core = cycleLength - deep - rem
      samples.append(sample(time, time + core, .core, 2))
      samples.append(sample(time + core, time + core + deep, .deep, 2))
      samples.append(sample(time + core + deep, time + cycleLength, .rem, 2))
      time += cycleLength
      if time < wake, random.chance(0.4) {
        let awake = min(wake - time, (2 + random.integer(below: 9)) * 60)
        samples.append(sample(time, time + awake, .awake, 2))
        time += awake
      }
      cycle += 1
    }
  }

  /// The day's planned workout, if any.
  private static func appendWorkout(
    on date: LocalDate, to workouts: inout [Workout], random: inout DemoRandom
  ) {
    let plan: (activity: String, hour: Int, speed: Double?)?
    switch date.weekday {
    case .monday, .wednesday, .saturday: plan = ("Running", 7, 9.5)
    case .tuesday, .thursday: plan = ("Traditional Strength Training", 18, nil)
    case .sunday: plan = random.chance(0.5) ? ("Yoga", 9, nil) : nil
    default: plan = nil
    }
    guard let plan, !random.chance(0.15) else { return }
    let minutes = Double(20 + random.integer(below: 41))
    let start = date.dayNumber * 86_400 + plan.hour * 3600 + random.integer(below: 40) * 60
    workouts.append(
      Workout(
        activity: plan.activity, date: date, start: start, startOffset: 0, minutes: minutes,
        distance: plan.speed.map { ($0 * minutes / 60 * 100).rounded() / 100 },
        energy: (minutes * (plan.speed == nil ? 6 : 11)).rounded()))
  }
}
