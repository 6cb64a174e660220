/// The one rule between a day's rings and the eight ring metrics' daily series, both ways, so
/// a dataset read back from the daily CSV or the store has the same rings as the export.
extension ActivityRings {
  /// The eight ring metrics, in `MetricKind` order (the daily CSV's order).
  public static let metrics: [MetricKind] = MetricKind.allCases.filter { $0.section == .rings }

  /// The figure of one ring metric (`nil` for a metric that is not a ring's, or a missing
  /// figure); setting a metric that is not a ring's does nothing.
  /// - Parameter metric: one of ``metrics``.
  public subscript(metric: MetricKind) -> Double? {
    get {
      switch metric {
      case .ringMoveEnergy: return moveEnergy
      case .ringMoveEnergyGoal: return moveEnergyGoal
      case .ringMoveMinutes: return moveMinutes
      case .ringMoveMinutesGoal: return moveMinutesGoal
      case .ringExerciseMinutes: return exerciseMinutes
      case .ringExerciseGoal: return exerciseGoal
      case .ringStandHours: return standHours
      case .ringStandGoal: return standGoal
      default: return nil
      }
    }
    set {
      switch metric {
      case .ringMoveEnergy: moveEnergy = newValue
      case .ringMoveEnergyGoal: moveEnergyGoal = newValue
      case .ringMoveMinutes: moveMinutes = newValue
      case .ringMoveMinutesGoal: moveMinutesGoal = newValue
      case .ringExerciseMinutes: exerciseMinutes = newValue
      case .ringExerciseGoal: exerciseGoal = newValue
      case .ringStandHours: standHours = newValue
      case .ringStandGoal: standGoal = newValue
      default: break
      }
    }
  }

  /// The ring metrics' series of `days`: one series per metric with a figure, in `MetricKind`
  /// order, each figure as written (0 kept).
  /// - Parameter days: the days' rings, any order (for a date twice, the later one's figures).
  /// - Returns: the series, canonical units (kcal, minutes, hours).
  public static func series(of days: [ActivityRings]) -> [DailySeries] {
    metrics.compactMap { metric in
      let values = days.compactMap { day in
        day[metric].map { HealthMetric(date: day.date, value: $0) }
      }
      return values.isEmpty ? nil : DailySeries(metric: metric, days: values)
    }
  }

  /// The days of the ring metrics' series: one day per date any of them has, ascending.
  /// - Parameter series: daily series, any metrics (those of other metrics are ignored).
  /// - Returns: the days' rings.
  public static func days(of series: [DailySeries]) -> [ActivityRings] {
    let rings = series.filter { $0.metric.section == .rings && !$0.isEmpty }
    guard !rings.isEmpty else { return [] }
    var dates = rings.flatMap { $0.days.map(\.date) }
    dates.sort()
    var result: [ActivityRings] = []
    result.reserveCapacity(dates.count)
    for date in dates where result.last?.date != date {
      result.append(ActivityRings(date: date))
    }
    for item in rings {
      // Both lists are ascending: one pass each.
      var row = 0
      for day in item.days {
        while row < result.count, result[row].date < day.date { row += 1 }
        guard row < result.count else { break }
        result[row][item.metric] = day.value
      }
    }
    return result
  }
}

extension HealthDataset {
  /// The days' Activity rings, ascending by date: one per day any of the eight ring metrics has
  /// (``ActivityRings/days(of:)``); empty when the data has no Activity summary (a CSV of other
  /// figures, Health Auto Export, Health Connect). Made on each call: keep the result.
  public var rings: [ActivityRings] { ActivityRings.days(of: series) }
}
