import ChartKit
import HealthCore

/// The charts of the sleep, heart and workout sections, for their dashboard segment (28 days)
/// and their list page (up to a year).
enum SectionCharts {
  /// The charts of `section` over `window`: two per section, in the order the cards show.
  /// - Parameters:
  ///   - section: sleep, heart or workouts.
  ///   - dataset: the daily data.
  ///   - options: units and the week's first day.
  ///   - window: the days shown; `nil` without data.
  ///   - link: the relative link of the first card's header (the section's page), if any.
  /// - Returns: the section's charts (none for other sections).
  static func make(
    section: PageLayout.Section, dataset: HealthDataset, options: SiteOptions,
    window: ReportWindow?, link: String?
  ) -> [any DashboardChart] {
    func chart(_ metric: MetricKind, link: String?, title: String? = nil) -> MetricChart {
      let format = MetricFormat(metric: metric, units: options.units)
      return MetricChart(
        format: format,
        values: window.map { format.displayValues(dataset[metric].values(in: $0)) } ?? [],
        window: window, weekStart: options.weekStart, source: dataset.source, link: link,
        title: title)
    }
    switch section {
    case .sleep:
      return [chart(.sleepAsleep, link: link, title: "Sleep")]
    case .heart:
      return [chart(.restingHeartRate, link: link), chart(.heartRateVariability, link: nil)]
    case .workouts:
      return [chart(.workoutMinutes, link: link)]
    default:
      return []
    }
  }

  /// The days a section chart shows (0 for none).
  static func dayCount(of chart: (any DashboardChart)?) -> Int {
    (chart as? MetricChart)?.window?.dayCount ?? 0
  }
}
