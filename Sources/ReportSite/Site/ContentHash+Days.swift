import HealthCore

extension ContentHash {
  /// Adds a metric's days to a page's fingerprint: the metric's slug, the number of days, then
  /// each day's number and exact value.
  /// - Parameters:
  ///   - metric: the metric.
  ///   - days: its days, in the order the page reads them (any unit).
  mutating func combine(_ metric: MetricKind, days: [DateValue]) {
    combine(metric.slug)
    combine(days.count)
    for day in days {
      combine(day.date.dayNumber)
      combine(day.value)
    }
  }
}
