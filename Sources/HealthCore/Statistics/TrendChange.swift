/// A trend that changed during a week: the trend at the end of the week before and at the end
/// of this one, when they differ in a way a reader should hear of (``TrendRule/changes(in:from:to:)``).
public struct TrendChange: Sendable, Hashable {
  /// The trend on the last day before the week.
  public let before: Trend
  /// The trend on the week's last day of data.
  public let after: Trend

  /// Creates a change.
  /// - Parameters:
  ///   - before: the trend on the day before the week.
  ///   - after: the trend on the week's last day of data.
  public init(before: Trend, after: Trend) {
    self.before = before
    self.after = after
  }

  /// The metric.
  public var metric: MetricKind { after.metric }

  /// Whether the trend began (or turned round) this week; otherwise it ended, its means now
  /// closer than its threshold.
  public var isNew: Bool { after.isShown }
}

extension TrendRule {
  /// The trends that changed between two days: each metric whose trend is shown on `end` but
  /// was not shown, or pointed the other way, on `previous`; and each whose trend was shown on
  /// `previous` and is steady on `end`. A trend that fades for lack of data is not news and is
  /// left out.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - previous: the day before the week (the last day of the week before).
  ///   - end: the week's last day of data.
  /// - Returns: the changes, in `MetricKind.allCases` order.
  public static func changes(in dataset: HealthDataset, from previous: LocalDate, to end: LocalDate)
    -> [TrendChange]
  {
    let start = dataset.firstDate
    return metrics.compactMap { metric in
      let series = dataset[metric]
      guard !series.isEmpty,
        let after = trend(of: series, endingOn: end, dataStart: start),
        let before = trend(of: series, endingOn: previous, dataStart: start),
        after.direction != before.direction,
        after.isShown || (before.isShown && after.direction == .steady)
      else { return nil }
      return TrendChange(before: before, after: after)
    }
  }
}
