/// Laying a later dataset over an earlier one: how overlapping Health Auto Export files, read
/// in order, give one dataset where the newer file is right.
extension HealthDataset {
  /// This dataset with `later`'s figures laid over it.
  ///
  /// For each metric and day `later` has, its value replaces this dataset's; a night `later`
  /// has replaces the night of that date; on a day `later` has workouts, only its workouts
  /// count. Everything else is kept. Sleep and workout series are derived again from the
  /// merged nights and workouts when there are any, so they never disagree with them.
  /// - Parameters:
  ///   - later: the dataset read later (a newer file).
  ///   - source: the merged dataset's source.
  /// - Returns: the merged dataset.
  public func overlaid(by later: HealthDataset, source: DataSource) -> HealthDataset {
    var byMetric: [MetricKind: [LocalDate: Double]] = [:]
    for series in self.series + later.series {
      for day in series.days { byMetric[series.metric, default: [:]][day.date] = day.value }
    }
    var nightsByDate: [LocalDate: SleepNight] = [:]
    for night in nights + later.nights { nightsByDate[night.date] = night }
    let laterWorkoutDays = Set(later.workouts.map(\.date))
    let mergedWorkouts =
      workouts.filter { !laterWorkoutDays.contains($0.date) } + later.workouts
    let derivesSleep = !nightsByDate.isEmpty
    let derivesWorkouts = !mergedWorkouts.isEmpty
    let series = MetricKind.allCases.compactMap { metric -> DailySeries? in
      let section = metric.definition.section
      if derivesSleep, section == .sleep { return nil }
      if derivesWorkouts, section == .workouts { return nil }
      guard let days = byMetric[metric], !days.isEmpty else { return nil }
      return DailySeries(
        metric: metric, days: days.map { HealthMetric(date: $0.key, value: $0.value) })
    }
    guard derivesSleep || derivesWorkouts else {
      return HealthDataset(source: source, series: series)
    }
    return HealthDataset(
      source: source, series: series, deriving: Array(nightsByDate.values),
      workouts: mergedWorkouts)
  }
}
