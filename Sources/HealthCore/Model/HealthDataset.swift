/// Where a dataset came from; decides the wording that names the data's origin ("from the
/// Health app", "from Health Connect") and the footer's file name.
public enum DataSource: Sendable, Hashable {
  /// The built-in seeded demo data.
  case demo
  /// A CSV file at `path`.
  case csv(path: String)
  /// An Apple Health `export.xml` at `path`.
  case appleHealth(path: String)
  /// Health Auto Export JSON: a file, or a folder of them, at `path`.
  case autoExport(path: String)
  /// Android's Health Connect export: `Health Connect.zip`, the `health_connect_export.db`
  /// inside it, or a folder of scheduled exports, at `path`.
  case healthConnect(path: String)

  /// Whether the data came from Apple's Health app: an export, or Health Auto Export's files.
  public var isAppleHealth: Bool {
    switch self {
    case .appleHealth, .autoExport: return true
    case .demo, .csv, .healthConnect: return false
    }
  }

  /// Whether the data came from Android's Health Connect.
  public var isHealthConnect: Bool {
    if case .healthConnect = self { return true }
    return false
  }
}

/// Every metric's daily series from one input, with the nights and workouts behind the sleep
/// and workout series when the input has them (an export does; a CSV of daily figures holds
/// only the figures).
public struct HealthDataset: Sendable, Hashable {
  /// Where the data came from.
  public var source: DataSource
  /// One series per metric that has data, in `MetricKind.allCases` order.
  public var series: [DailySeries]
  /// The nights measured from sleep samples, ascending by date; empty when the input had only
  /// figures (or no sleep).
  public var nights: [SleepNight]
  /// The workouts, ascending by start; empty when the input had only figures (or none).
  public var workouts: [Workout]
  /// The locale the data was exported in, as the export names it (`<HealthData
  /// locale="de_DE">`); `nil` when the input does not say. The report's default language.
  public var locale: String?
  /// The unit most body-mass records were written in (`nil` when the input does not say): the
  /// report's weight unit when neither `--units` nor a locale decides it.
  public var recordWeightUnit: WeightUnit?

  /// Creates a dataset from ready series.
  /// - Parameters:
  ///   - source: where the data came from.
  ///   - series: per-day series, one per metric, in `MetricKind.allCases` order.
  ///   - nights: the nights behind the sleep series, if known.
  ///   - workouts: the workouts behind the workout series, if known.
  public init(
    source: DataSource, series: [DailySeries], nights: [SleepNight] = [],
    workouts: [Workout] = []
  ) {
    self.source = source
    self.series = series
    self.nights = nights
    self.workouts = workouts
  }

  /// A dataset whose sleep and workout series are derived from `nights` and `workouts` (one
  /// rule for every importer: ``SleepNight/series(of:)`` and ``Workout/series(of:)``); the
  /// series of every other metric come from `series`.
  /// - Parameters:
  ///   - source: where the data came from.
  ///   - series: per-day series of the other metrics (sleep and workout series are ignored).
  ///   - nights: measured nights.
  ///   - workouts: workouts, any order.
  public init(
    source: DataSource, series: [DailySeries], deriving nights: [SleepNight],
    workouts: [Workout]
  ) {
    let derived = SleepNight.series(of: nights) + Workout.series(of: workouts)
    let kept = series.filter { !derived.map(\.metric).contains($0.metric) }
    self.init(
      source: source, series: (kept + derived).sorted { $0.metric < $1.metric },
      nights: nights.sorted { $0.date < $1.date }, workouts: Workout.ordered(workouts))
  }

  /// Aggregates samples per metric and day (see `DailySeries.make(metric:samples:)`); keeps
  /// only metrics with data, in `MetricKind.allCases` order.
  /// - Parameters:
  ///   - source: where the samples came from.
  ///   - samples: samples in canonical units, any metrics, any order.
  public init(source: DataSource, samples: [Sample]) {
    var byMetric: [MetricKind: [Sample]] = [:]
    for sample in samples {
      byMetric[sample.metric, default: []].append(sample)
    }
    self.source = source
    self.nights = []
    self.workouts = []
    self.series = MetricKind.allCases.compactMap { metric in
      guard let metricSamples = byMetric[metric], !metricSamples.isEmpty else { return nil }
      return DailySeries.make(metric: metric, samples: metricSamples)
    }
  }

  /// The series of `metric` (empty when the data has none).
  /// - Parameter metric: the metric to look up.
  public subscript(metric: MetricKind) -> DailySeries {
    series.first { $0.metric == metric } ?? DailySeries(metric: metric, days: [])
  }

  /// The last day on which any metric has data.
  public var lastDate: LocalDate? { series.compactMap(\.lastDate).max() }

  /// The first day on which any metric has data.
  public var firstDate: LocalDate? { series.compactMap(\.days.first?.date).min() }

  /// How many days have data of any metric.
  public var dayCount: Int {
    var days = Set<LocalDate>()
    for series in series { for day in series.days { days.insert(day.date) } }
    return days.count
  }

  /// Whether no metric has a single day of data.
  public var isEmpty: Bool { series.allSatisfy(\.days.isEmpty) }

  /// Whether any metric has data on a day in `range`.
  /// - Parameter range: the days to look at.
  /// - Returns: `true` when some series has a day in `range`.
  public func hasData(in range: ClosedRange<LocalDate>) -> Bool {
    series.contains { series in series.days.contains { range.contains($0.date) } }
  }
}
