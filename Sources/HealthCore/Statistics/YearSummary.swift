/// A calendar year in figures: the one source of every number the year's page (`years/YYYY/`)
/// and `data/years.csv` show.
///
/// Each reported metric's ``MetricYear`` (totals, averages, lowest, highest and best day, week
/// and month, monthly figures), the steps goal's met days and longest streak inside the year
/// (a streak across New Year is cut at it), and the workouts by activity. A year covers the
/// days of the calendar year up to the report's last day.
///
/// **Against the year before** like for like: each metric's figure over the same calendar days
/// one year earlier (``sameDaysBefore``; February 29 counts as February 28), only when the data
/// covers all of those days (it started by then), so a partial first year or a year so far is
/// never compared with a whole year, nor autumn with a whole year.
public struct YearSummary: Sendable, Hashable {
  /// The metrics a year reports on, in order: the daily figures a person compares year by year
  /// (the sleep stages, time in bed and awake stay on the sleep page), then the vitals (their
  /// readings count stays on the vitals page).
  public static let reportedMetrics: [MetricKind] = [
    .steps, .walkingDistance, .activeEnergy, .exerciseMinutes, .bodyMass, .sleepAsleep,
    .restingHeartRate, .heartRateVariability, .heartRateVariabilityRMSSD, .heartRate, .workouts,
    .workoutMinutes,
    .bloodPressureSystolic, .bloodPressureDiastolic, .bloodGlucose, .oxygenSaturation,
    .respiratoryRate, .bodyTemperature, .vo2Max, .bodyFat, .mindfulMinutes,
  ]

  /// The year.
  public let year: Int
  /// The days the year covers: January 1 (or the data's first day) through December 31 (or
  /// the report's last day).
  public let covering: ClosedRange<LocalDate>
  /// The reported metrics with data in the year, in ``reportedMetrics`` order.
  public let metrics: [MetricYear]
  /// The daily steps goal, steps.
  public let stepsGoal: Double
  /// The year's workouts by activity (empty when the data holds only per-day figures).
  public let activities: [ActivityTotal]
  /// The same calendar days a year before, when the data covers them all.
  public let daysBefore: ClosedRange<LocalDate>?
  /// Each reported metric's figure over ``daysBefore`` (metrics without days there absent):
  /// looked up, never listed in dictionary order.
  public let sameDaysBefore: [MetricKind: PeriodFigure]

  /// Computes one year's summary; `nil` when no reported metric has data in it.
  /// - Parameters:
  ///   - year: the year.
  ///   - dataset: the daily data.
  ///   - end: the report's last day (days after it are left out).
  ///   - stepsGoal: the daily steps goal, steps.
  ///   - weekStart: the first day of the week (best weeks).
  public init?(
    year: Int, dataset: HealthDataset, through end: LocalDate, stepsGoal: Double,
    weekStart: WeekStart
  ) {
    let january = LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 1))
    let december = CalendarPeriod.year.end(startingOn: january)
    let first = max(january, dataset.firstDate ?? january)
    let last = min(december, end)
    guard first <= last else { return nil }
    let window = ReportWindow(end: last, dayCount: first.days(to: last) + 1)
    let metrics = Self.reportedMetrics.compactMap { metric -> MetricYear? in
      let values = dataset[metric].values(in: window)
      guard !values.isEmpty else { return nil }
      return MetricYear(
        metric: metric, values: values, covering: first...last, weekStart: weekStart)
    }
    guard !metrics.isEmpty else { return nil }
    self.year = year
    covering = first...last
    self.metrics = metrics
    self.stepsGoal = stepsGoal
    activities = ActivityTotal.make(dataset.workouts.filter { window.contains($0.date) })
    let before = Self.yearEarlier(first)...Self.yearEarlier(last)
    guard let dataStart = dataset.firstDate, dataStart <= before.lowerBound else {
      daysBefore = nil
      sameDaysBefore = [:]
      return
    }
    daysBefore = before
    let earlier = ReportWindow(
      end: before.upperBound, dayCount: before.lowerBound.days(to: before.upperBound) + 1)
    var figures: [MetricKind: PeriodFigure] = [:]
    for metric in Self.reportedMetrics {
      let values = dataset[metric].values(in: earlier)
      var total = 0.0
      for day in values { total += day.value }
      let days = metric.countsMissingDaysAsZero ? earlier.dayCount : values.count
      guard !values.isEmpty || metric.countsMissingDaysAsZero else { continue }
      figures[metric] = PeriodFigure(start: before.lowerBound, days: days, total: total)
    }
    sameDaysBefore = figures
  }

  /// The same calendar day a year earlier; February 29 gives February 28.
  static func yearEarlier(_ date: LocalDate) -> LocalDate {
    let (year, month, day) = date.components
    let last = LocalDate.daysInMonth(year: year - 1, month: month)
    return LocalDate(
      dayNumber: LocalDate.dayNumber(year: year - 1, month: month, day: min(day, last)))
  }

  /// The change of `metric`'s mean against the same days a year before, relative to that mean
  /// (0.05 for 5% more); `nil` without both means or with a zero mean before.
  public func changeFromYearBefore(_ metric: MetricKind) -> Double? {
    guard let now = self[metric]?.average, let before = sameDaysBefore[metric]?.average,
      before != 0
    else { return nil }
    return (now - before) / abs(before)
  }

  /// The year's figures of `metric`; `nil` when it has no data in the year.
  public subscript(metric: MetricKind) -> MetricYear? {
    metrics.first { $0.metric == metric }
  }

  /// The days with data of any reported metric.
  public var dataRange: (first: LocalDate, last: LocalDate)? {
    let firsts = metrics.compactMap(\.first?.date)
    let lasts = metrics.compactMap(\.last?.date)
    guard let first = firsts.min(), let last = lasts.max() else { return nil }
    return (first, last)
  }

  /// The days whose steps meet the goal (``GoalRule``).
  public var goalMetDays: Int { GoalRule.metCount(self[.steps]?.values ?? [], goal: stepsGoal) }

  /// The longest streak of days meeting the steps goal inside the year.
  public var longestStreak: Streak? {
    GoalRule.longestStreak(self[.steps]?.values ?? [], goal: stepsGoal)
  }

  /// The summary of every year with data up to `end`, ascending.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - end: the report's last day; `nil` for the data's last day.
  ///   - stepsGoal: the daily steps goal, steps.
  ///   - weekStart: the first day of the week.
  /// - Returns: one summary per year with data of a reported metric.
  public static func make(
    dataset: HealthDataset, through end: LocalDate?, stepsGoal: Double, weekStart: WeekStart
  ) -> [YearSummary] {
    guard let last = end ?? dataset.lastDate, let first = dataset.firstDate, first <= last else {
      return []
    }
    return (first.year...last.year).compactMap { year in
      YearSummary(
        year: year, dataset: dataset, through: last, stepsGoal: stepsGoal, weekStart: weekStart)
    }
  }
}
