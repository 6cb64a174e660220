/// One metric's trend as the Health app's Activity trends compute it: the mean of the last 90
/// days against the mean of the 365 days before them (see ``TrendRule`` for the windows, the
/// days each side needs and the threshold).
public struct Trend: Sendable, Hashable {
  /// Which way a trend points.
  public enum Direction: String, Sendable, CaseIterable {
    /// The recent mean is higher by at least the threshold.
    case up
    /// The recent mean is lower by at least the threshold.
    case down
    /// Enough data on both sides, and the means differ by less than the threshold.
    case steady
    /// Too few days with data on one side or both: no trend.
    case notEnoughData = "not-enough-data"
  }

  /// One side of a trend: a window of days and the mean over the days that count.
  public struct Period: Sendable, Hashable {
    /// The window's first day.
    public let start: LocalDate
    /// The window's last day.
    public let end: LocalDate
    /// The days that count: days with data, or, for a metric whose missing days count as zero
    /// (``MetricKind/countsMissingDaysAsZero``), every day of the window the data covers.
    public let days: Int
    /// The sum over those days, in the metric's canonical unit.
    public let total: Double

    /// The mean per day that counts, canonical unit; `nil` without such days.
    public var average: Double? { days > 0 ? total / Double(days) : nil }
  }

  /// The metric.
  public let metric: MetricKind
  /// The last 90 days.
  public let recent: Period
  /// The 365 days before them.
  public let baseline: Period
  /// The smallest relative change that counts (``MetricKind/trendThreshold``), a fraction.
  public let threshold: Double
  /// Which way it points, decided by ``TrendRule`` from the two periods and the threshold.
  public var direction: Direction {
    TrendRule.direction(recent: recent, baseline: baseline, threshold: threshold)
  }

  /// The recent mean minus the baseline mean, canonical unit; `nil` when either is missing.
  public var change: Double? {
    guard let now = recent.average, let before = baseline.average else { return nil }
    return now - before
  }

  /// ``change`` relative to the baseline mean (0.05 for 5% more); `nil` when either mean is
  /// missing or the baseline mean is zero.
  public var relativeChange: Double? {
    guard let change, let before = baseline.average, before != 0 else { return nil }
    return change / abs(before)
  }

  /// Whether the trend is shown: it points up or down.
  public var isShown: Bool { direction == .up || direction == .down }
}
