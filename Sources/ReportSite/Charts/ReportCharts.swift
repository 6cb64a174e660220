import HealthCore

/// The four dashboard charts of a dataset as standalone SVG documents, for email attachments,
/// downloads and benchmarks.
public struct ReportCharts: Sendable {
  /// The charts, by file name.
  public enum Kind: String, Sendable, CaseIterable {
    /// Daily steps bars with the average rule.
    case steps
    /// Average steps per weekday (donut).
    case stepsWeekday = "steps-weekday"
    /// Weight line with the goal rule.
    case weight
    /// Average daily weight change per weekday.
    case weightChange = "weight-change"
  }

  private let charts: DashboardCharts

  /// Computes the charts' data once.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - options: units, goal, week start, end day and selection.
  ///   - dayCount: the days shown by the steps and weight charts (28 on the dashboard).
  public init(dataset: HealthDataset, options: SiteOptions, dayCount: Int = 28) {
    let data = DashboardData(dataset: dataset, options: options, dayCount: dayCount)
    charts = DashboardCharts(data: data, linkRoot: "../")
  }

  /// The chart as a self-contained SVG document (UTF-8 text with an XML declaration).
  /// - Parameters:
  ///   - kind: which chart.
  ///   - pretty: one element per line with indentation (for reading and golden files) instead
  ///     of the compact markup that is written to sites.
  /// - Returns: the SVG document as UTF-8 text, with an XML declaration.
  public func standaloneSVG(_ kind: Kind, pretty: Bool = false) -> String {
    switch kind {
    case .steps: return charts.steps.standaloneSVG(pretty: pretty)
    case .stepsWeekday: return charts.donut.standaloneSVG(pretty: pretty)
    case .weight: return charts.weight.standaloneSVG(pretty: pretty)
    case .weightChange: return charts.change.standaloneSVG(pretty: pretty)
    }
  }
}
