import ChartKit
import HealthCore

/// The charts of the sleep, heart, workout and vitals sections, for their dashboard segment (the
/// dashboard's 28 days, two cards each) and their list page (up to a year; 90 days of vitals).
enum SectionCharts {
  /// What a section's charts are drawn from.
  struct Context: Sendable {
    /// The daily data.
    let dataset: HealthDataset
    /// Units and the week's first day.
    let options: SiteOptions
    /// The days shown; `nil` without data.
    let window: ReportWindow?
    /// The relative link of the first card's header (the section's page), if any.
    var link: String?
    /// Whether the charts respond to hover, focus and taps.
    var interactive = true
    /// Days the day charts mark with a light band (a weekly report's week), if any.
    var highlight: ClosedRange<LocalDate>?

    /// The same context with `link` as its first card's header link.
    func linking(_ link: String?) -> Context {
      var context = self
      context.link = link
      return context
    }

    /// The chart of `metric` over the window.
    func chart(_ metric: MetricKind, link: String?, title: String? = nil) -> MetricChart {
      let format = MetricFormat(metric: metric, options: options)
      var chart = MetricChart(
        format: format,
        values: window.map { format.displayValues(dataset[metric].values(in: $0)) } ?? [],
        window: window, weekStart: options.weekStart, source: dataset.source, link: link,
        title: title)
      chart.interactive = interactive
      chart.selectedDate = options.selectedDate
      chart.highlight = highlight
      return chart
    }

    /// Blood pressure over the window: a bar per day from its mean diastolic to its mean
    /// systolic, as the Health app draws it.
    func bloodPressure(link: String?) -> MetricChart {
      var chart = self.chart(
        .bloodPressureSystolic, link: link, title: options.locale.strings.text("Blood Pressure"))
      let lows = window.map { dataset[.bloodPressureDiastolic].values(in: $0) } ?? []
      chart.lows = Dictionary(lows.map { ($0.date, $0.value) }) { first, _ in first }
      chart.fileNameOverride = "blood-pressure"
      return chart
    }

    /// Blood glucose over the window, with the target range 70–180 mg/dL as a band.
    func glucose(link: String?) -> MetricChart {
      var chart = self.chart(.bloodGlucose, link: link)
      let unit = options.glucoseUnit
      let range = GlucoseUnit.targetRange
      chart.target =
        unit.value(
          fromMilligramsPerDeciliter: range.lowerBound)...unit.value(
          fromMilligramsPerDeciliter: range.upperBound)
      return chart
    }

    /// A section's day chart and beside it the average of `metric` per weekday over the window
    /// (see ``weekday(_:title:label:empty:fileName:)``), in a file named after the day chart's
    /// (`sleep-weekday`).
    func withWeekday(
      _ daily: some DashboardChart, _ metric: MetricKind, title: String, label: String,
      empty: String
    ) -> [any DashboardChart] {
      [
        daily,
        weekday(
          metric, title: title, label: label, empty: empty, fileName: daily.fileName + "-weekday"),
      ]
    }

    /// The average of `metric` per weekday over the window; a day without data counts as 0
    /// where the metric counts missing days so (minutes of workouts), else it is left out (time
    /// asleep). `title`, `label` and `empty` are in the reader's words; the last two name the
    /// window (`%@`).
    func weekday(
      _ metric: MetricKind, title: String, label: String, empty: String, fileName: String
    ) -> WeekdayAverageChart {
      let format = MetricFormat(metric: metric, options: options)
      var values = window.map { dataset[metric].values(in: $0) } ?? []
      if metric.countsMissingDaysAsZero, let window, !values.isEmpty {
        let known = Dictionary(values.map { ($0.date, $0.value) }) { first, _ in first }
        values = (0..<window.dayCount).map { offset in
          let date = window.start.adding(days: offset)
          return DateValue(date: date, value: known[date] ?? 0)
        }
      }
      let count = window?.dayCount ?? 0
      let phrase = ChartText.windowPhrase(dayCount: count, locale: options.locale)
      var setup = MetricChartSetup(
        format: format, window: window, weekStart: options.weekStart, title: title)
      setup.interactive = interactive
      return WeekdayAverageChart(
        setup: setup,
        averages: ChartHelper.averageWeekdayCount(
          for: format.displayValues(values), weekStart: options.weekStart),
        label: StringCatalog.substitute(label, [phrase]), windowPhrase: phrase,
        selectedDate: options.selectedDate,
        emptyMessage: StringCatalog.substitute(empty, [phrase]), fileName: fileName)
    }
  }

  /// A section's dashboard cards.
  static func dashboard(_ section: PageLayout.Section, _ context: Context) -> [any DashboardChart] {
    let words = context.options.locale.strings
    switch section {
    case .sleep:
      return context.withWeekday(
        SleepChart(context: context), .sleepAsleep, title: words.text("Average Sleep"),
        label: words.text("Bar chart, average time asleep per weekday, %@."),
        empty: words.text("No average time asleep per weekday in the %@."))
    case .heart:
      return [
        context.chart(.restingHeartRate, link: context.link),
        context.chart(dashboardHRV(context.dataset), link: nil),
      ]
    case .workouts:
      return context.withWeekday(
        WorkoutChart(context: context), .workoutMinutes,
        title: words.text("Average Workout Minutes"),
        label: words.text("Bar chart, average workout minutes per weekday, %@."),
        empty: words.text("No average workout minutes per weekday in the %@."))
    case .vitals:
      return vitalsCards(context.dataset).enumerated().map { index, metric in
        let link = index == 0 ? context.link : nil
        switch metric {
        case .bloodPressureSystolic: return context.bloodPressure(link: link)
        case .bloodGlucose: return context.glucose(link: link)
        default: return context.chart(metric, link: link)
        }
      }
    default:
      return []
    }
  }

  /// The vitals the dashboard's segment shows, two at most: blood pressure (named by its
  /// systolic figure) and glucose when the data has them, else the first other vitals with
  /// data, so a segment never holds an empty card while a vital has data.
  static func vitalsCards(_ dataset: HealthDataset) -> [MetricKind] {
    let candidates: [MetricKind] = [.bloodPressureSystolic, .bloodGlucose] + plainVitals
    return Array(
      candidates.filter { metric in
        metric == .bloodPressureSystolic
          ? !dataset[.bloodPressureSystolic].isEmpty || !dataset[.bloodPressureDiastolic].isEmpty
          : !dataset[metric].isEmpty
      }.prefix(2))
  }

  /// The heart rate variability of the dashboard's heart segment: RMSSD (Health Connect's)
  /// when its latest day is later than SDNN's (the Health app's) or SDNN has none, else SDNN,
  /// so data of one measure shows it and a move from an iPhone to Android shows the current
  /// one. The two are never drawn in one chart.
  static func dashboardHRV(_ dataset: HealthDataset) -> MetricKind {
    guard let rmssd = dataset[.heartRateVariabilityRMSSD].lastDate else {
      return .heartRateVariability
    }
    guard let sdnn = dataset[.heartRateVariability].lastDate else {
      return .heartRateVariabilityRMSSD
    }
    return rmssd > sdnn ? .heartRateVariabilityRMSSD : .heartRateVariability
  }

  /// The heart rate variability measures of the heart page, each in a chart of its own: SDNN
  /// when it has data or RMSSD has none (its empty state), then RMSSD when it has data.
  static func heartPageHRV(_ dataset: HealthDataset) -> [MetricKind] {
    let rmssd = !dataset[.heartRateVariabilityRMSSD].isEmpty
    return (!dataset[.heartRateVariability].isEmpty || !rmssd ? [.heartRateVariability] : [])
      + (rmssd ? [.heartRateVariabilityRMSSD] : [])
  }

  /// The vitals drawn as plain metric charts on the vitals page (blood pressure and glucose
  /// have their own).
  static let plainVitals: [MetricKind] = [
    .oxygenSaturation, .respiratoryRate, .bodyTemperature, .vo2Max, .bodyFat, .mindfulMinutes,
  ]

  /// A section's list-page charts.
  static func listPage(_ section: PageLayout.Section, _ context: Context) -> [any DashboardChart] {
    switch section {
    case .sleep: return [SleepChart(context: context.linking(nil))]
    case .heart:
      return [context.chart(.restingHeartRate, link: nil)]
        + heartPageHRV(context.dataset).map { context.chart($0, link: nil) }
    case .workouts: return [WorkoutChart(context: context.linking(nil))]
    case .vitals:
      var charts: [any DashboardChart] = []
      if !context.dataset[.bloodPressureSystolic].isEmpty {
        charts.append(context.bloodPressure(link: nil))
      }
      if !context.dataset[.bloodGlucose].isEmpty { charts.append(context.glucose(link: nil)) }
      for metric in plainVitals where !context.dataset[metric].isEmpty {
        charts.append(context.chart(metric, link: nil))
      }
      return charts
    default: return []
    }
  }

  /// The standalone files of a section's dashboard cards for `dataset`, known without making
  /// them.
  static func fileNames(_ section: PageLayout.Section, dataset: HealthDataset) -> [String] {
    switch section {
    case .sleep: return ["sleep", "sleep-weekday"]
    case .heart: return [MetricKind.restingHeartRate.slug, dashboardHRV(dataset).slug]
    case .workouts: return ["workouts", "workouts-weekday"]
    case .vitals:
      return vitalsCards(dataset).map { $0 == .bloodPressureSystolic ? "blood-pressure" : $0.slug }
    default: return []
    }
  }
}
