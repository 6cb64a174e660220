/// A trend that changed during a week: the trend at the end of the week before and at the end
/// of this one, when the change is news (``TrendRule/changes(to:weekStart:cache:)``).
public struct TrendChange: Sendable, Hashable {
  /// The trend on the last day before the week.
  public let before: Trend
  /// The trend on the week's last day of data.
  public let after: Trend

  /// The metric.
  public var metric: MetricKind { after.metric }

  /// Whether the trend began (or turned round) this week; otherwise it ended, its means now
  /// closer than its threshold.
  public var isNew: Bool { after.isShown }
}

/// The trends of a dataset by the day they end on, each computed once (a week's changes look
/// at five days; ten years of weeks share most of them), from the running sums of each trend
/// metric's series (``SeriesSums``).
public struct TrendCache: Sendable {
  /// The daily data.
  public let dataset: HealthDataset
  /// The trend metrics with data and their running sums, in `MetricKind.allCases` order.
  private let sums: [(metric: MetricKind, sums: SeriesSums)]
  private var byDay: [Int: [Trend]] = [:]

  /// A cache of `dataset`'s trends.
  /// - Parameter dataset: the daily data.
  public init(dataset: HealthDataset) {
    self.dataset = dataset
    sums = TrendRule.metrics.compactMap { metric in
      let series = dataset[metric]
      return series.isEmpty ? nil : (metric, SeriesSums(series))
    }
  }

  /// Every trend metric's trend on `end` (``TrendRule/trends(in:endingOn:)``): one per metric
  /// with trends that has data, whatever its direction.
  /// - Parameter end: the recent window's last day.
  /// - Returns: the trends, in `MetricKind.allCases` order.
  public mutating func trends(endingOn end: LocalDate) -> [Trend] {
    if let known = byDay[end.dayNumber] { return known }
    let start = dataset.firstDate
    let trends = sums.compactMap { entry in
      TrendRule.trend(of: entry.metric, sums: entry.sums, endingOn: end, dataStart: start)
    }
    byDay[end.dayNumber] = trends
    return trends
  }

  /// Records `trends` as the trends on `end` (tests set up a history of directions so).
  mutating func store(_ trends: [Trend], endingOn end: LocalDate) {
    byDay[end.dayNumber] = trends
  }
}

extension TrendRule {
  /// The weeks before a week whose ends a new direction must not have had for the change to be
  /// news: 4.
  public static let settleWeeks = 4

  /// The trends that changed in the week that starts on `weekStart`, ending on `end` (the
  /// week's last day of data):
  ///
  /// - a trend that is shown on `end` (up or down) and had that direction on none of the last
  ///   days of the four weeks before (so a mean hovering at its threshold is news once, not
  ///   every other week);
  /// - a trend that is steady on `end` and was shown on the last day of each of the four weeks
  ///   before (it held, and now it ended).
  ///
  /// A trend that fades for lack of data is not news and is left out.
  /// - Parameters:
  ///   - end: the week's last day of data.
  ///   - weekStart: the week's first day.
  ///   - cache: the trends computed so far.
  /// - Returns: the changes, in `MetricKind.allCases` order; `before` is the trend on the day
  ///   before the week.
  public static func changes(
    to end: LocalDate, weekStart: LocalDate, cache: inout TrendCache
  ) -> [TrendChange] {
    let now = cache.trends(endingOn: end)
    let earlier = (0..<settleWeeks).map { week in
      cache.trends(endingOn: weekStart.adding(days: -1 - 7 * week))
    }
    return now.compactMap { after in
      let past = earlier.map { trends in trends.first { $0.metric == after.metric } }
      guard let before = past.first ?? nil else { return nil }
      let directions = past.map { $0?.direction ?? .notEnoughData }
      let isNews =
        after.isShown
        ? !directions.contains(after.direction)
        : after.direction == .steady && directions.allSatisfy { $0 == .up || $0 == .down }
      return isNews ? TrendChange(before: before, after: after) : nil
    }
  }

  /// ``changes(to:weekStart:cache:)`` with a cache of its own.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - end: the week's last day of data.
  ///   - weekStart: the week's first day.
  /// - Returns: the changes.
  public static func changes(in dataset: HealthDataset, to end: LocalDate, weekStart: LocalDate)
    -> [TrendChange]
  {
    var cache = TrendCache(dataset: dataset)
    return changes(to: end, weekStart: weekStart, cache: &cache)
  }
}
