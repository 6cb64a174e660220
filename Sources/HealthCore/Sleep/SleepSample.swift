/// One sleep-analysis sample: an interval of real time, what it says, and how much its source
/// is trusted.
public struct SleepSample: Sendable, Hashable {
  /// The start, seconds since 1970-01-01 00:00 UTC.
  public var start: Int
  /// The end, seconds since 1970-01-01 00:00 UTC (not before `start`).
  public var end: Int
  /// The UTC offset written with the start, seconds east of UTC.
  public var startOffset: Int
  /// The UTC offset written with the end, seconds east of UTC (it dates the night).
  public var endOffset: Int
  /// What the interval was.
  public var stage: SleepStage
  /// The source's merge priority, as for steps: 2 Apple Watch, 1 iPhone, 0 anything else.
  public var priority: UInt8

  /// Creates a sample.
  /// - Parameters:
  ///   - start: seconds since 1970 UTC.
  ///   - end: seconds since 1970 UTC, not before `start`.
  ///   - startOffset: the start's UTC offset in seconds.
  ///   - endOffset: the end's UTC offset in seconds.
  ///   - stage: what the interval was.
  ///   - priority: 2 Apple Watch, 1 iPhone, 0 other sources.
  public init(
    start: Int, end: Int, startOffset: Int, endOffset: Int, stage: SleepStage, priority: UInt8
  ) {
    self.start = start
    self.end = max(start, end)
    self.startOffset = startOffset
    self.endOffset = endOffset
    self.stage = stage
    self.priority = priority
  }

  /// The night the sample belongs to: the local date of `end` + 6 hours in the end's own UTC
  /// offset (sleep ending at 07:10 on 3 March is the night of 3 March, a nap ending at 14:00 on
  /// 3 March too, anything ending after 18:00 the night of 4 March).
  public var night: LocalDate {
    let local = end + endOffset + SleepSample.nightShift
    return LocalDate(dayNumber: local >= 0 ? local / 86_400 : -((-local + 86_399) / 86_400))
  }

  /// How far past midnight a night's date runs: 6 hours, so its day ends at 18:00.
  public static let nightShift = 6 * 3600

  /// The longest sample kept, seconds (a day).
  public static let longestSample = 86_400
}
