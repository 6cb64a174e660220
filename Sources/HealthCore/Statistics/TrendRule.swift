/// The rule of the report's trends, after the Health app's Activity trends.
///
/// - **Windows.** The *recent* window is the 90 days ending on the report's last day; the
///   *baseline* is the 365 days before it (days 91 to 455 back).
/// - **Means.** Each side's mean is over its days with data (a missing day is unknown, never
///   zero), except for workouts and workout minutes, where every day the data covers counts
///   (a day without a workout is a rest day: 0 minutes). The data covers the days from its
///   first day of any metric on.
/// - **Enough data.** At least 30 days that count in the recent window (one in three) and 90
///   in the baseline (about one in four); otherwise there is no trend.
/// - **Threshold.** The means must differ by at least the metric's threshold relative to the
///   baseline mean (``MetricKind/trendThreshold``: 5% for activity and HRV, 3% for sleep and
///   heart rates, 1% for weight); a smaller change is *steady*. With a baseline mean of zero,
///   any recent mean above zero is up.
public enum TrendRule: Sendable {
  /// The days of the recent window: 90.
  public static let recentDayCount = 90
  /// The days of the baseline window before it: 365.
  public static let baselineDayCount = 365
  /// The fewest days that count in the recent window: 30.
  public static let minimumRecentDays = 30
  /// The fewest days that count in the baseline window: 90.
  public static let minimumBaselineDays = 90

  /// The metrics that have trends (those with a ``MetricKind/trendThreshold``), in
  /// `MetricKind.allCases` order.
  public static let metrics: [MetricKind] = MetricKind.allCases.filter { $0.trendThreshold != nil }

  /// The trend of `series` for a report ending on `end`; `nil` for a metric without trends.
  /// - Parameters:
  ///   - series: the metric's days, canonical unit.
  ///   - end: the recent window's last day.
  ///   - dataStart: the first day the data covers (any metric), for metrics whose missing days
  ///     count as zero; `nil` counts none.
  /// - Returns: the trend, whatever its direction.
  public static func trend(of series: DailySeries, endingOn end: LocalDate, dataStart: LocalDate?)
    -> Trend?
  {
    trend(of: series.metric, sums: SeriesSums(series), endingOn: end, dataStart: dataStart)
  }

  /// The trend of a metric from its series' running sums (``SeriesSums``), as
  /// ``trend(of:endingOn:dataStart:)``.
  static func trend(
    of metric: MetricKind, sums: SeriesSums, endingOn end: LocalDate, dataStart: LocalDate?
  ) -> Trend? {
    guard let threshold = metric.trendThreshold else { return nil }
    let recent = ReportWindow(end: end, dayCount: recentDayCount)
    let baseline = ReportWindow(
      end: recent.start.adding(days: -1), dayCount: baselineDayCount)
    return Trend(
      metric: metric,
      recent: period(metric, sums, recent, dataStart: dataStart),
      baseline: period(metric, sums, baseline, dataStart: dataStart), threshold: threshold)
  }

  /// The trend of every metric with trends that has data, in `MetricKind.allCases` order.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - end: the recent window's last day.
  /// - Returns: one trend per such metric, whatever its direction.
  public static func trends(in dataset: HealthDataset, endingOn end: LocalDate) -> [Trend] {
    var cache = TrendCache(dataset: dataset)
    return cache.trends(endingOn: end)
  }

  /// The direction of a trend with these sides and threshold.
  /// - Parameters:
  ///   - recent: the recent window.
  ///   - baseline: the window before it.
  ///   - threshold: the smallest relative change that counts (a fraction).
  /// - Returns: `.notEnoughData` below the minimum days, else up, down or steady.
  static func direction(recent: Trend.Period, baseline: Trend.Period, threshold: Double)
    -> Trend.Direction
  {
    guard recent.days >= minimumRecentDays, baseline.days >= minimumBaselineDays,
      let now = recent.average, let before = baseline.average
    else { return .notEnoughData }
    let change = now - before
    guard before != 0 else { return change > 0 ? .up : change < 0 ? .down : .steady }
    // A relative tolerance keeps a change of exactly the threshold (5% of 10,000) a trend
    // whatever the rounding of the product.
    guard abs(change) >= threshold * abs(before) * (1 - 1e-12) else { return .steady }
    return change > 0 ? .up : .down
  }

  /// The days that count in `window` and their sum.
  static func period(
    _ metric: MetricKind, _ sums: SeriesSums, _ window: ReportWindow, dataStart: LocalDate?
  ) -> Trend.Period {
    var (days, total) = sums.sum(in: window)
    if metric.countsMissingDaysAsZero {
      let first = max(window.start, dataStart ?? window.end.adding(days: 1))
      days = max(0, first.days(to: window.end) + 1)
    }
    return Trend.Period(start: window.start, end: window.end, days: days, total: total)
  }
}
