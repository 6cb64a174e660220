/// The figures of one week, computed once from the daily series: the one source of every number
/// the week page, its archive row, the feed entry, `data/weeks.csv` and the email show.
///
/// Steps: the days with steps, their total and mean (over the days with steps, never counting a
/// missing day as zero), the change of that mean against the week before, the best and the
/// quietest day. Weight: the first and last weigh-in of the week, in the display unit, and the
/// change between them. Every further metric: its days, total and mean. Activity rings: the
/// week's days with a summary (``rings``; their counts and best day in `WeekReport+Rings`).
public struct WeekReport: Sendable, Hashable {
  /// One further metric's figures for the week (distance, energy, exercise, heart rate).
  public struct MetricFigures: Sendable, Hashable {
    /// The metric.
    public var metric: MetricKind
    /// The days with data, ascending, in the metric's canonical unit.
    public var days: [DateValue]
    /// The sum over ``days`` (meaningful for cumulative metrics).
    public var total: Double { days.reduce(0) { $0 + $1.value } }
    /// The mean over ``days``; `nil` without days.
    public var average: Double? { days.isEmpty ? nil : total / Double(days.count) }
  }

  /// The week.
  public let week: Week
  /// The unit of ``weights``.
  public let units: WeightUnit
  /// The week's days with steps, ascending.
  public let steps: [DateValue]
  /// The week's weigh-ins in ``units``, ascending.
  public let weights: [DateValue]
  /// The mean daily steps of the week before (over its days with steps); `nil` without steps.
  public let previousAverageSteps: Double?
  /// The further metrics with data this week, in `MetricKind.allCases` order (the Activity
  /// rings' figures aside).
  public let otherMetrics: [MetricFigures]
  /// The further metrics with data the week before, for the changes of sleep and heart.
  public let previousMetrics: [MetricFigures]
  /// The week's measured nights (empty when the data holds only per-day figures).
  public let nights: [SleepNight]
  /// The week's workouts by start (empty when the data holds only per-day figures).
  public let workouts: [Workout]
  /// The daily steps goal, steps (``GoalRule``).
  public let stepsGoal: Double
  /// The trends that changed this week (``TrendRule/changes(to:weekStart:cache:)``): on the
  /// week's last day of data against the ends of the weeks before.
  public let trendChanges: [TrendChange]
  /// The week's days with an Activity summary, ascending (empty for data without rings).
  public let rings: [ActivityRings]

  /// Creates a report from its parts (``make(dataset:weekStart:units:through:)`` and
  /// ``init(dataset:week:units:)`` compute them).
  public init(
    week: Week, units: WeightUnit, steps: [DateValue], weights: [DateValue],
    previousAverageSteps: Double?, otherMetrics: [MetricFigures] = [],
    previousMetrics: [MetricFigures] = [], nights: [SleepNight] = [], workouts: [Workout] = [],
    stepsGoal: Double = GoalRule.defaultSteps, trendChanges: [TrendChange] = [],
    rings: [ActivityRings] = []
  ) {
    self.week = week
    self.units = units
    self.steps = steps
    self.weights = weights
    self.previousAverageSteps = previousAverageSteps
    self.otherMetrics = otherMetrics
    self.previousMetrics = previousMetrics
    self.nights = nights
    self.workouts = workouts
    self.stepsGoal = stepsGoal
    self.trendChanges = trendChanges
    self.rings = rings
  }

  /// The report of `week`.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - week: the week.
  ///   - units: the unit weights are given in.
  ///   - stepsGoal: the daily steps goal, steps.
  public init(
    dataset: HealthDataset, week: Week, units: WeightUnit,
    stepsGoal: Double = GoalRule.defaultSteps
  ) {
    let previous = dataset[.steps].values(in: ReportWindow(end: week.previous.end, dayCount: 7))
    var cache = TrendCache(dataset: dataset)
    self.init(
      week: week, units: units,
      steps: Self.values(of: dataset[.steps], in: week) { $0 },
      weights: Self.values(of: dataset[.bodyMass], in: week) { units.value(fromKilograms: $0) },
      previousAverageSteps: Self.mean(previous.map(\.value)),
      otherMetrics: Self.figures(of: dataset, in: week),
      previousMetrics: Self.figures(of: dataset, in: week.previous),
      nights: dataset.nights.filter { week.start <= $0.date && $0.date <= week.end },
      workouts: dataset.workouts.filter { week.start <= $0.date && $0.date <= week.end },
      stepsGoal: stepsGoal,
      trendChanges: Self.trendChanges(week: week, through: dataset.lastDate, cache: &cache),
      rings: dataset.rings.filter { week.start <= $0.date && $0.date <= week.end })
  }

  /// The trends that changed in `week` (``TrendRule/changes(to:weekStart:cache:)``), on its
  /// last day of data up to `through`; none when the week has no day up to `through`.
  static func trendChanges(week: Week, through: LocalDate?, cache: inout TrendCache)
    -> [TrendChange]
  {
    guard let through, week.start <= through else { return [] }
    return TrendRule.changes(to: min(week.end, through), weekStart: week.start, cache: &cache)
  }

  /// The further metrics' figures of `week`.
  static func figures(of dataset: HealthDataset, in week: Week) -> [MetricFigures] {
    otherMetrics(of: dataset) { Self.values(of: $0, in: week) { $0 } }
      .compactMap { metric, days in days.isEmpty ? nil : MetricFigures(metric: metric, days: days) }
  }

  /// The week's days with steps.
  public var stepsDays: Int { steps.count }

  /// The week's total steps; `nil` without steps.
  public var stepsTotal: Double? { steps.isEmpty ? nil : steps.reduce(0) { $0 + $1.value } }

  /// The mean steps per day with steps, unrounded; `nil` without steps.
  public var stepsAverage: Double? { Self.mean(steps.map(\.value)) }

  /// The change of ``stepsAverage`` against ``previousAverageSteps``, in percent; `nil` when
  /// either is missing or the previous mean is zero.
  public var stepsChangePercent: Double? {
    guard let stepsAverage, let previousAverageSteps, previousAverageSteps > 0 else { return nil }
    return (stepsAverage - previousAverageSteps) / previousAverageSteps * 100
  }

  /// The day with the most steps (the earliest of equal days).
  public var bestDay: DateValue? {
    steps.reduce(nil) { best, day in best.map { day.value > $0.value ? day : $0 } ?? day }
  }

  /// The day with the fewest steps (the earliest of equal days).
  public var quietestDay: DateValue? {
    steps.reduce(nil) { least, day in least.map { day.value < $0.value ? day : $0 } ?? day }
  }

  /// The week's first weigh-in.
  public var weightStart: DateValue? { weights.first }
  /// The week's last weigh-in.
  public var weightEnd: DateValue? { weights.last }

  /// The last weigh-in minus the first, in ``units``; `nil` with fewer than two.
  public var weightChange: Double? {
    guard weights.count >= 2, let first = weights.first, let last = weights.last else { return nil }
    return last.value - first.value
  }

  /// Steps per day of the week in order (seven entries), `nil` for a day without steps.
  public var dailySteps: [Double?] {
    var result: [Double?] = Array(repeating: nil, count: 7)
    for day in steps {
      let offset = week.start.days(to: day.date)
      if result.indices.contains(offset) { result[offset] = day.value }
    }
    return result
  }

  /// The days with steps that meet the goal (``GoalRule``).
  public var goalMetDays: Int { GoalRule.metCount(steps, goal: stepsGoal) }

  /// Whether the week has no data of any metric (nor an Activity summary).
  public var isEmpty: Bool {
    steps.isEmpty && weights.isEmpty && otherMetrics.isEmpty && rings.isEmpty
  }

  /// The report of every week with data up to `through`, ascending: one pass over each series,
  /// so ten years take about a millisecond.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - weekStart: the first day of the week.
  ///   - units: the unit weights are given in.
  ///   - through: the last day to include (the report's end), or `nil` for all.
  ///   - stepsGoal: the daily steps goal, steps.
  /// - Returns: one report per week with data of any metric or an Activity summary, oldest
  ///   first.
  public static func make(
    dataset: HealthDataset, weekStart: WeekStart, units: WeightUnit, through: LocalDate? = nil,
    stepsGoal: Double = GoalRule.defaultSteps
  ) -> [WeekReport] {
    guard let last = through ?? dataset.lastDate else { return [] }
    func byWeek(_ series: DailySeries, _ convert: (Double) -> Double) -> [Int: [DateValue]] {
      var result: [Int: [DateValue]] = [:]
      for day in series.days where day.date <= last {
        result[weekStart.weekStart(containing: day.date).dayNumber, default: []].append(
          DateValue(date: day.date, value: convert(day.value)))
      }
      return result
    }
    let steps = byWeek(dataset[.steps]) { $0 }
    let weights = byWeek(dataset[.bodyMass]) { units.value(fromKilograms: $0) }
    let others = otherMetrics(of: dataset) { series in byWeek(series) { $0 } }
    var nights: [Int: [SleepNight]] = [:]
    for night in dataset.nights where night.date <= last {
      nights[weekStart.weekStart(containing: night.date).dayNumber, default: []].append(night)
    }
    var workouts: [Int: [Workout]] = [:]
    for workout in dataset.workouts where workout.date <= last {
      workouts[weekStart.weekStart(containing: workout.date).dayNumber, default: []].append(
        workout)
    }
    var rings: [Int: [ActivityRings]] = [:]
    for day in dataset.rings where day.date <= last {
      rings[weekStart.weekStart(containing: day.date).dayNumber, default: []].append(day)
    }
    var cache = TrendCache(dataset: dataset)
    var starts = Set(steps.keys).union(weights.keys).union(rings.keys)
    for (_, days) in others { starts.formUnion(days.keys) }
    return starts.sorted().map { dayNumber in
      let start = LocalDate(dayNumber: dayNumber)
      func figures(_ week: Int) -> [MetricFigures] {
        others.compactMap { metric, days in
          days[week].map { MetricFigures(metric: metric, days: $0) }
        }
      }
      let week = Week(containing: start, weekStart: weekStart)
      return WeekReport(
        week: week, units: units,
        steps: steps[dayNumber] ?? [], weights: weights[dayNumber] ?? [],
        previousAverageSteps: mean((steps[dayNumber - 7] ?? []).map(\.value)),
        otherMetrics: figures(dayNumber), previousMetrics: figures(dayNumber - 7),
        nights: nights[dayNumber] ?? [], workouts: workouts[dayNumber] ?? [],
        stepsGoal: stepsGoal,
        trendChanges: trendChanges(week: week, through: last, cache: &cache),
        rings: rings[dayNumber] ?? [])
    }
  }

  /// The mean of `values`; `nil` when empty.
  static func mean(_ values: [Double]) -> Double? {
    values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
  }

  /// The days of `series` in `week`, converted.
  static func values(
    of series: DailySeries, in week: Week, _ convert: (Double) -> Double
  ) -> [DateValue] {
    series.values(in: ReportWindow(end: week.end, dayCount: 7)).map {
      DateValue(date: $0.date, value: convert($0.value))
    }
  }

  /// `transform` of each further metric's series, in `MetricKind.allCases` order; the
  /// Activity rings' figures are not further metrics (``HealthDataset/rings``).
  static func otherMetrics<T>(of dataset: HealthDataset, _ transform: (DailySeries) -> T)
    -> [(MetricKind, T)]
  {
    MetricKind.allCases.filter {
      $0 != .steps && $0 != .bodyMass && $0.section != .rings && !dataset[$0].isEmpty
    }.map { ($0, transform(dataset[$0])) }
  }
}
