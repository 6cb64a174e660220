import HealthCore

/// Everything a weekly report's page and charts show that comes from the data: the week's
/// report (with the trends that changed that week, which read further back), its neighbours,
/// the day its data runs through, and every metric's days in the 29 days ending on the week's
/// last day (the charts' window, which holds the week before too).
///
/// The page is rendered from ``window`` (not from the whole dataset), so what it shows cannot
/// depend on data this value does not hold, and ``fingerprint(build:)`` hashes exactly this.
struct WeekInputs: Sendable {
  /// The week's figures (a function of ``window`` and ``dataEnd``).
  let report: WeekReport
  /// The week before with data, for the page's link; `nil` for the first.
  let previous: Week?
  /// The week after with data, for the page's link; `nil` for the last.
  let next: Week?
  /// The last day of data the page says it shows: the site's last day, or the week's last day
  /// when earlier.
  let dataEnd: LocalDate?
  /// The data's source and every metric's days, nights and workouts in the charts' window.
  let window: HealthDataset

  /// The days of data a week's charts and figures read: the 28-day charts, one day before for
  /// the first weight change, and the week before for the steps comparison.
  static let windowDays = ReportWindow.chartDayCount + 1

  init(
    report: WeekReport, previous: Week?, next: Week?, dataEnd: LocalDate?, dataset: HealthDataset,
    index: WindowIndex? = nil
  ) {
    self.report = report
    self.previous = previous
    self.next = next
    self.dataEnd = dataEnd
    window = Self.window(of: report.week, in: dataset, index: index ?? WindowIndex(dataset))
  }

  /// The days a week's page and charts read: every metric's days, nights and workouts of the
  /// ``windowDays`` days ending on the week's last day.
  /// - Parameters:
  ///   - week: the week reported on.
  ///   - dataset: the daily data.
  ///   - index: the order of `dataset`'s nights and workouts; `nil` to check it here.
  /// - Returns: the data of those days, with the dataset's source.
  static func window(of week: Week, in dataset: HealthDataset, index: WindowIndex? = nil)
    -> HealthDataset
  {
    let range = ReportWindow(end: week.end, dayCount: windowDays)
    let index = index ?? WindowIndex(dataset)
    return HealthDataset(
      source: dataset.source,
      series: dataset.series.map { $0.restricted(to: range) },
      nights: index.nights(in: range, of: dataset),
      workouts: index.workouts(in: range, of: dataset))
  }

  /// The hash of these inputs after `build`, as 16 hexadecimal digits.
  /// - Parameter build: the hash of the options, templates and tool
  ///   (``SiteGenerator/buildFingerprint(options:source:templates:publicFiles:tool:)``).
  /// - Returns: the week's fingerprint.
  func fingerprint(build: ContentHash) -> String {
    var hash = build
    hash.combine(report.week.start.dayNumber)
    hash.combine(report.week.weekStart.rawValue)
    hash.combine(previous?.start.dayNumber ?? Int.min)
    hash.combine(next?.start.dayNumber ?? Int.min)
    hash.combine(dataEnd?.dayNumber ?? Int.min)
    hash.combine(report.units.rawValue)
    hash.combine(report.stepsGoal)
    // The trends that changed this week read up to 455 days back: their figures, not those
    // days, are what the page shows.
    hash.combine(report.trendChanges.count)
    for change in report.trendChanges {
      for trend in [change.before, change.after] {
        hash.combine(trend.metric.slug)
        hash.combine(trend.direction.rawValue)
        for period in [trend.recent, trend.baseline] {
          hash.combine(period.end.dayNumber)
          hash.combine(period.days)
          hash.combine(period.total)
        }
      }
    }
    for series in window.series {
      hash.combine(series.metric, days: series.days)
    }
    for night in window.nights {
      hash.combine(night.date.dayNumber)
      for value in [night.inBed, night.asleep, night.awake, night.core, night.deep, night.rem] {
        hash.combine(value)
      }
      hash.combine(night.bedtime)
      hash.combine(night.wakeTime)
    }
    for workout in window.workouts {
      hash.combine(workout.activity)
      // Only a title is added, so that the weeks of workouts without one keep their hashes.
      if let title = workout.title { hash.combine("title " + title) }
      hash.combine(workout.start)
      hash.combine(workout.startOffset)
      hash.combine(workout.minutes)
      hash.combine(workout.distance ?? -1)
      hash.combine(workout.energy ?? -1)
    }
    return hash.hex
  }
}
