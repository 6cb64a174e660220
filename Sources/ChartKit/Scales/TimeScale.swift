/// A linear scale over day numbers (days since 1970-01-01, as `Double` so a bar can span
/// `[d, d + 1)`), with calendar-aware ticks chosen like d3-time's `ticks`.
public struct TimeScale: Sendable, Hashable {
  /// The underlying linear map from day numbers to points.
  public var linear: LinearScale

  /// The domain `(first, second)` in day numbers.
  public var domain: (Double, Double) {
    get { linear.domain }
    set { linear.domain = newValue }
  }

  /// The range `(first, second)` in points.
  public var range: (Double, Double) {
    get { linear.range }
    set { linear.range = newValue }
  }

  /// Creates a time scale.
  /// - Parameters:
  ///   - domain: the day-number interval; may be reversed or degenerate.
  ///   - range: the output interval (points).
  public init(domain: (Double, Double), range: (Double, Double)) {
    linear = LinearScale(domain: domain, range: range)
  }

  /// Maps a day number to the range (no clamping; degenerate domain → range midpoint).
  /// - Parameter day: days since 1970-01-01 (fractions allowed).
  /// - Returns: the position in points.
  public func callAsFunction(_ day: Double) -> Double { linear(day) }

  /// Maps a position back to a (fractional) day number.
  /// - Parameter value: a position (points).
  /// - Returns: days since 1970-01-01.
  public func invert(_ value: Double) -> Double { linear.invert(value) }

  /// Calendar-aligned tick days inside the domain, ascending.
  ///
  /// The interval is chosen as in d3-time's `tickInterval`: bisect the table by the target
  /// duration `|stop - start| / count` and take the nearer neighbour (by ratio). The table is
  /// restricted to 1 day, 2 days (days 1, 3, 5 … of each month), 1 week (starting on
  /// `calendar.firstWeekdayIndex`), 1 month, 3 months (January, April, July, October) and
  /// 1 year; past a year, every `k` years (years divisible by `k`) with
  /// `k = ⌊Ticks.tickStep(start / 365, stop / 365, count)⌋`. Targets below a day use days.
  /// - Parameters:
  ///   - count: the desired number of ticks; `≤ 0` returns `[]`.
  ///   - calendar: the civil calendar used to find month and year starts.
  /// - Returns: day numbers `d` with `start ≤ d ≤ stop`; `[]` for non-finite domains.
  ///   At most ``maximumTickCount`` ticks are returned.
  public func ticks(count: Int, calendar: some DayCalendar) -> [Int] {
    guard count > 0 else { return [] }
    var start = linear.domainLower
    var stop = linear.domainUpper
    if stop < start { swap(&start, &stop) }
    let limit = 1.0e9  // ±2.7 million years: far beyond any chart, safely inside Int.
    guard start.isFinite, stop.isFinite, start >= -limit, stop <= limit else { return [] }
    let first = Int(start.rounded(.up))
    let last = Int(stop.rounded(.down))
    guard first <= last else { return [] }
    switch Self.interval(start: start, stop: stop, count: count) {
    case .days(let step):
      return Self.dayTicks(first, last, step: step, calendar: calendar)
    case .week:
      return Self.weekTicks(first, last, firstWeekday: calendar.firstWeekdayIndex)
    case .months(let step):
      return Self.monthTicks(first, last, step: step, calendar: calendar)
    case .years(let step):
      return Self.yearTicks(first, last, step: step, calendar: calendar)
    case .none:
      return []
    }
  }

  /// The most ticks ``ticks(count:calendar:)`` returns.
  public static let maximumTickCount = 100_000

  /// A tick interval of the restricted d3-time table.
  enum Interval: Equatable {
    case days(Int)
    case week
    case months(Int)
    case years(Int)
  }

  /// The d3-time table restricted to day-based intervals, with durations in days.
  private static let table: [(interval: Interval, duration: Double)] = [
    (.days(1), 1), (.days(2), 2), (.week, 7), (.months(1), 30), (.months(3), 90), (.years(1), 365),
  ]

  /// d3-time's `tickInterval` over ``table``; `nil` when no interval applies.
  static func interval(start: Double, stop: Double, count: Int) -> Interval? {
    let target = abs(stop - start) / Double(count)
    guard !target.isNaN else { return nil }
    // bisectRight: the first entry whose duration is greater than the target.
    let index = table.firstIndex { $0.duration > target } ?? table.count
    if index == table.count {
      let step = Ticks.tickStep(start / 365, stop / 365, count: count).rounded(.down)
      guard step.isFinite, step > 0, step < 1.0e9 else { return nil }
      return .years(Int(step))
    }
    if index == 0 { return .days(1) }
    let lower = table[index - 1]
    let upper = table[index]
    return target / lower.duration < upper.duration / target ? lower.interval : upper.interval
  }
}
