/// One metric's figures for one calendar year (``YearSummary``), canonical units.
///
/// - **Days, total, average**: the days that count (days with data; for workouts and workout
///   minutes every day of the year the data covers, a rest day counting 0), their sum and the
///   mean per such day.
/// - **Lowest and highest day**: over the days with data (the earliest of equal days).
/// - **Best day, week and month** (only for metrics where one way is better,
///   ``MetricKind/better``): the highest (or, for resting heart rate, lowest) day; for metrics
///   that add up over a day (steps, distance, energy, exercise, workouts) the week and month
///   with the highest total; for the others the week with the best mean over at least 3 days
///   with data and the month with the best mean over at least 10. Weeks start on the
///   week-start setting and count only their days inside the year. Ties go to the earliest.
/// - **Months**: each month's figure, for the chart of monthly averages.
public struct MetricYear: Sendable, Hashable {
  /// The fewest days with data a week needs to be a metric's best week by its mean: 3.
  public static let minimumWeekDays = 3
  /// The fewest days with data a month needs to be a metric's best month by its mean: 10.
  public static let minimumMonthDays = 10

  /// The metric.
  public let metric: MetricKind
  /// The year's days with data, ascending, canonical unit.
  public let values: [DateValue]
  /// The days that count for the mean.
  public let days: Int
  /// The sum of the year's values.
  public let total: Double
  /// Each month's figure, ascending (months with data; every covered month for metrics whose
  /// missing days count as zero).
  public let months: [PeriodFigure]
  /// The best week, if the metric has one.
  public let bestWeek: PeriodFigure?
  /// The best month, if the metric has one.
  public let bestMonth: PeriodFigure?

  /// Computes a metric's year.
  /// - Parameters:
  ///   - metric: the metric.
  ///   - values: the year's days with data, ascending, canonical unit.
  ///   - covering: the days of the year the data covers (for metrics whose missing days count
  ///     as zero).
  ///   - weekStart: the first day of the week.
  public init(
    metric: MetricKind, values: [DateValue], covering: ClosedRange<LocalDate>,
    weekStart: WeekStart
  ) {
    self.metric = metric
    self.values = values
    var total = 0.0
    for day in values { total += day.value }
    self.total = total
    let zeroFilled = metric.countsMissingDaysAsZero
    days = zeroFilled ? covering.lowerBound.days(to: covering.upperBound) + 1 : values.count
    let cover = zeroFilled ? covering : nil
    months = PeriodFigure.make(values, period: .month, weekStart: weekStart, covering: cover)
    let weeks = PeriodFigure.make(values, period: .week, weekStart: weekStart, covering: cover)
    let byTotal = metric.aggregation == .cumulative
    bestWeek = Self.best(weeks, metric: metric, byTotal: byTotal, minimum: Self.minimumWeekDays)
    bestMonth = Self.best(months, metric: metric, byTotal: byTotal, minimum: Self.minimumMonthDays)
  }

  /// The mean per day that counts; `nil` without such days.
  public var average: Double? { days > 0 ? total / Double(days) : nil }

  /// The lowest day (the earliest of equal days); `nil` without data.
  public var lowest: DateValue? {
    values.reduce(nil) { least, day in least.map { day.value < $0.value ? day : $0 } ?? day }
  }

  /// The highest day (the earliest of equal days); `nil` without data.
  public var highest: DateValue? {
    values.reduce(nil) { most, day in most.map { day.value > $0.value ? day : $0 } ?? day }
  }

  /// The best day: the highest or lowest as ``MetricKind/better`` says; `nil` for metrics
  /// without a better way.
  public var bestDay: DateValue? {
    switch metric.better {
    case .higher: return highest
    case .lower: return lowest
    case nil: return nil
    }
  }

  /// The year's first day with data.
  public var first: DateValue? { values.first }
  /// The year's last day with data.
  public var last: DateValue? { values.last }

  /// The best of `figures` by total or by mean (over at least `minimum` days), the earliest of
  /// equals; `nil` for metrics without a better way or without a qualifying period.
  static func best(
    _ figures: [PeriodFigure], metric: MetricKind, byTotal: Bool, minimum: Int
  ) -> PeriodFigure? {
    guard let better = metric.better else { return nil }
    var best: (figure: PeriodFigure, score: Double)?
    for figure in figures {
      let score: Double
      if byTotal {
        guard figure.total > 0 || !metric.countsMissingDaysAsZero else { continue }
        score = figure.total
      } else {
        guard figure.days >= minimum, let average = figure.average else { continue }
        score = average
      }
      guard let current = best else {
        best = (figure, score)
        continue
      }
      let isBetter = better == .higher ? score > current.score : score < current.score
      if isBetter { best = (figure, score) }
    }
    return best?.figure
  }
}
