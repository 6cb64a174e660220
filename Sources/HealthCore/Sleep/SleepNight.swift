/// One night of sleep, measured by the rules of ``SleepNight/nights(from:)``: durations in
/// seconds of real elapsed time.
public struct SleepNight: Sendable, Hashable {
  /// The night's date: the local date of its samples' ends + 6 hours.
  public var date: LocalDate
  /// Time in bed: the union of every source's `InBed` intervals, seconds.
  public var inBed: Double
  /// Time decided as asleep (core, deep, REM or unspecified), seconds.
  public var asleep: Double
  /// Time decided as awake, seconds.
  public var awake: Double
  /// Time decided as core sleep, seconds.
  public var core: Double
  /// Time decided as deep sleep, seconds.
  public var deep: Double
  /// Time decided as REM sleep, seconds.
  public var rem: Double
  /// The start of the night's first sample, as local clock seconds from the night's date's
  /// midnight in that sample's own UTC offset (negative the evening before: 23:00 is −3,600).
  public var bedtime: Int
  /// The end of the night's last sample, as local clock seconds from the night's date's
  /// midnight in that sample's own UTC offset (07:10 is 25,800).
  public var wakeTime: Int

  /// Creates a night.
  /// - Parameters:
  ///   - date: the night's date.
  ///   - inBed: seconds in bed.
  ///   - asleep: seconds asleep (at least core + deep + REM).
  ///   - awake: seconds awake.
  ///   - core: seconds of core sleep.
  ///   - deep: seconds of deep sleep.
  ///   - rem: seconds of REM sleep.
  ///   - bedtime: local seconds from the date's midnight (negative the evening before).
  ///   - wakeTime: local seconds from the date's midnight.
  public init(
    date: LocalDate, inBed: Double, asleep: Double, awake: Double, core: Double = 0,
    deep: Double = 0, rem: Double = 0, bedtime: Int, wakeTime: Int
  ) {
    self.date = date
    self.inBed = inBed
    self.asleep = asleep
    self.awake = awake
    self.core = core
    self.deep = deep
    self.rem = rem
    self.bedtime = bedtime
    self.wakeTime = wakeTime
  }

  /// Whether the night has sleep stages (core, deep or REM), as an Apple Watch records them.
  public var hasStages: Bool { core > 0 || deep > 0 || rem > 0 }

  /// The night's figure for a sleep metric, hours; `nil` for other metrics.
  /// - Parameter metric: `sleepAsleep`, `sleepInBed`, `sleepAwake`, `sleepCore`, `sleepDeep`
  ///   or `sleepREM`.
  /// - Returns: the figure in hours.
  public func hours(_ metric: MetricKind) -> Double? {
    let seconds: Double
    switch metric {
    case .sleepAsleep: seconds = asleep
    case .sleepInBed: seconds = inBed
    case .sleepAwake: seconds = awake
    case .sleepCore: seconds = core
    case .sleepDeep: seconds = deep
    case .sleepREM: seconds = rem
    default: return nil
    }
    return seconds / 3600
  }

  /// The sleep metrics, in the order of their CSV columns.
  public static let metrics: [MetricKind] = MetricKind.allCases.filter {
    $0.definition.section == .sleep
  }

  /// The per-night series of the sleep metrics (hours), each only when some night has it.
  /// - Parameter nights: nights, any order.
  /// - Returns: up to six series, in `MetricKind` order.
  public static func series(of nights: [SleepNight]) -> [DailySeries] {
    metrics.compactMap { metric in
      let days = nights.compactMap { night -> HealthMetric? in
        guard let hours = night.hours(metric), hours > 0 else { return nil }
        return HealthMetric(date: night.date, value: hours)
      }
      return days.isEmpty ? nil : DailySeries(metric: metric, days: days)
    }
  }
}
