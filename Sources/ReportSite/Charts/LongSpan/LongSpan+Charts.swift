import HealthCore

extension LongSpan {
  /// The long chart of `metric` over whole weeks ending with the week of `end`: weekly bars of
  /// the mean per day for what adds up over a day (steps with their goal, distance, energy,
  /// exercise minutes) and per night for time asleep, of the total per week for workout minutes,
  /// and the 7-day moving average over daily points for measures (weight with its goal, heart
  /// rates).
  /// - Parameters:
  ///   - metric: the metric.
  ///   - dataset: the daily data.
  ///   - options: units, goals and the week's first day.
  ///   - end: the report's last day.
  ///   - firstData: the first day with data of what the page shows (the weeks start there).
  /// - Returns: the chart.
  static func chart(
    of metric: MetricKind, dataset: HealthDataset, options: SiteOptions, end: LocalDate,
    firstData: LocalDate?
  ) -> any WideChart {
    let format = MetricFormat(metric: metric, options: options)
    let window = LongSpan.window(endingOn: end, firstData: firstData, weekStart: options.weekStart)
    let series = dataset[metric]
    switch metric {
    case .bodyMass, .heartRate, .restingHeartRate, .heartRateVariability,
      .heartRateVariabilityRMSSD:
      var chart = TrendLineChart(
        format: format, series: series, window: window, end: end, weekStart: options.weekStart)
      if metric == .bodyMass { chart.goal = options.effectiveGoalWeight }
      return chart
    default:
      let shown = window.start <= end ? window.start.days(to: end) + 1 : 0
      let values =
        shown > 0
        ? format.displayValues(series.values(in: ReportWindow(end: end, dayCount: shown))) : []
      let total = metric.countsMissingDaysAsZero
      let covered = dataset.firstDate.map { max($0, window.start) }.flatMap { first in
        first <= end ? first...end : nil
      }
      var chart = WeeklyBarChart(
        format: format, values: values, window: window, covered: covered,
        weekStart: options.weekStart, measure: total ? .totalPerWeek : .averagePerDay)
      switch metric {
      case .steps: chart.goal = options.stepsGoal
      case .sleepAsleep: chart.title = options.locale.strings.text("Sleep")
      default: break
      }
      return chart
    }
  }
}
