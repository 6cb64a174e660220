/// Day totals that no person reaches: each record, cell or point of a day may be plausible and
/// still add up to a day outside the metric's range (two 200,000-step records). Every importer
/// drops such days with a warning, so every figure the tool keeps also reads back from the
/// daily CSV it writes (whose cells are checked against the same ranges).
extension HealthDataset {
  /// A day dropped for its implausible figure.
  public struct ImplausibleDay: Sendable, Equatable {
    /// The metric.
    public var metric: MetricKind
    /// The day.
    public var date: LocalDate
    /// The day's figure, canonical unit.
    public var value: Double

    /// `Steps on 2024-03-01 add up to 400000 steps (outside 0 to 250000 steps); day skipped`.
    public var message: String {
      "\(metric.displayName) on \(date.isoString) add up to"
        + " \(DecimalText.format(value, decimals: 3)) \(metric.canonicalUnitName)"
        + "\(metric.rangeText); day skipped"
    }
  }

  /// Removes every day whose figure is outside its metric's plausible range (with the
  /// workouts of a day whose workout count or minutes are), and says which.
  /// - Returns: the days removed, by metric and date.
  public mutating func removeImplausibleDays() -> [ImplausibleDay] {
    var removed: [ImplausibleDay] = []
    for series in series {
      for day in series.days where !series.metric.isPlausible(day.value) {
        removed.append(ImplausibleDay(metric: series.metric, date: day.date, value: day.value))
      }
    }
    guard !removed.isEmpty else { return [] }
    let badWorkoutDays = Set(
      removed.filter { $0.metric.definition.section == .workouts }.map(\.date))
    let kept = series.map { series in
      DailySeries(
        metric: series.metric,
        days: series.days.filter {
          series.metric.isPlausible($0.value)
            && !(series.metric.definition.section == .workouts && badWorkoutDays.contains($0.date))
        })
    }
    series = kept.filter { !$0.days.isEmpty }
    workouts.removeAll { badWorkoutDays.contains($0.date) }
    return removed
  }
}
