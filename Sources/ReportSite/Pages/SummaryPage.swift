import ChartKit
import HealthCore

/// `summary/index.html`: the last 90 days on one page to take to an appointment. It prints on
/// two A4 or US Letter pages and reads on a phone: the period; for each measure with data its
/// average, range (the lowest and highest day), trend (``TrendRule``, the dashboard's rule) and
/// days with data; weight with its change; blood pressure by category (``BloodPressureSummary``);
/// and the blood pressure and weight charts of the period.
struct SummaryPage: Sendable {
  /// The measures the summary lists, in its order (those with data in the period).
  static let metrics: [MetricKind] = [
    .bloodPressureSystolic, .bloodPressureDiastolic, .restingHeartRate, .heartRateVariability,
    .bloodGlucose, .oxygenSaturation, .respiratoryRate, .bodyTemperature, .bodyMass, .bodyFat,
    .vo2Max, .sleepAsleep, .steps, .exerciseMinutes, .mindfulMinutes,
  ]

  /// The days the summary covers: 90, the trend rule's recent window.
  static let dayCount = TrendRule.recentDayCount

  /// The page's site-relative path.
  static let path = "summary/index.html"

  /// The daily data.
  let dataset: HealthDataset
  /// Units, week start, end day.
  let options: SiteOptions

  /// The period: the 90 days ending on the report's last day; `nil` without data.
  var window: ReportWindow? {
    (options.endDate ?? dataset.lastDate).map {
      ReportWindow(end: $0, dayCount: SummaryPage.dayCount)
    }
  }

  /// "Health summary".
  var title: String { "Health summary" }

  /// The page's main content.
  var content: MarkupNode {
    var nodes: [MarkupNode] = [
      .el("h1", [("class", "page-title")], [.text(title)]), .newline,
      .el("p", [("class", "period")], [.text(periodText)]), .newline,
    ]
    guard let window else { return .group(nodes) }
    let rows = SummaryPage.metrics.compactMap { row(for: $0, window: window) }
    if rows.isEmpty {
      nodes.append(
        .el("p", [], [.text("There is no data in these 90 days.")]))
      return .group(nodes)
    }
    let caption = "Averages, ranges and trends, the last 90 days"
    let header = MarkupNode.el(
      "tr", [],
      ["Measure", "Average", "Range", "Trend", "Days"].map { heading in
        .el(
          "th", heading == "Days" ? [("scope", "col"), ("class", "num")] : [("scope", "col")],
          [.text(heading)])
      })
    nodes += [
      .el(
        "section", [("aria-labelledby", "figures-heading")],
        [
          .newline, .el("h2", [("id", "figures-heading")], [.text("At a glance")]), .newline,
          ScrollRegion.node(
            className: "table-wrap", label: caption,
            [
              .el(
                "table", [("class", "day-list summary-table")],
                [
                  .el("caption", [("class", "visually-hidden")], [.text(caption)]),
                  .el("thead", [], [header]),
                  .el("tbody", [], [.newline, .lines(rows)]),
                ])
            ]), .newline,
          .el("p", [("class", "source-note")], [.text(SummaryPage.noteText)]), .newline,
        ]),
      .newline,
    ]
    if let categories = BloodPressureSummary.section(dataset: dataset, window: window) {
      nodes += [categories, .newline]
    }
    let charts = self.charts(window: window)
    if !charts.isEmpty {
      nodes += [
        .el(
          "section", [("class", "panel panel-section"), ("aria-labelledby", "charts-heading")],
          [
            .newline, .el("h2", [("id", "charts-heading")], [.text("Charts")]), .newline,
            DashboardCharts.cards(charts) { "summary-" + $0.fileName }, .newline,
          ]),
        .newline,
      ]
    }
    return .group(nodes)
  }

  /// "The 90 days from September 16 to December 14, 2024, from the Health app." or "No data
  /// yet."
  var periodText: String {
    guard let window else { return "No data yet." }
    return "The 90 days from " + window.start.accessibilityText + " to " + window.end.listText
      + (dataset.source.isAppleHealth ? ", from the Health app." : ".")
  }

  /// How the figures were made, under the table.
  static let noteText =
    "Averages are over the days with data; the range is the lowest and the highest day. A trend"
    + " compares these 90 days with the 365 days before them and counts only a change past the"
    + " measure's threshold (3% for blood pressure, for example). Blood pressure, heart rate and"
    + " the other measures are each day's mean; sleep is per night."

  /// The row of `metric`, or `nil` without data in `window`.
  func row(for metric: MetricKind, window: ReportWindow) -> MarkupNode? {
    let format = MetricFormat(metric: metric, options: options)
    let days = format.displayValues(dataset[metric].values(in: window))
    guard let lowest = days.map(\.value).min(), let highest = days.map(\.value).max(),
      let average = ChartHelper.averageValue(for: days)
    else { return nil }
    var averageText = format.withUnit(average)
    if metric == .bodyMass, let first = days.first, let last = days.last, days.count > 1 {
      averageText +=
        "; " + NumberFormat.signed(last.value - first.value, decimals: 1) + " "
        + format.unitLabel + " from " + first.date.annotationText + " to "
        + last.date.annotationText
    }
    let range =
      format.isDuration
      ? MetricFormat.hoursAndMinutes(lowest) + " \u{2013} " + MetricFormat.hoursAndMinutes(highest)
      : format.number(lowest) + " \u{2013} " + format.withUnit(highest)
    let name = metric == .sleepAsleep ? "Sleep" : metric.displayName
    if metric == .sleepAsleep { averageText += " asleep a night" }
    return .el(
      "tr", [],
      [
        .el("th", [("scope", "row")], [.text(name)]),
        .el("td", [("data-label", "Average")], [.text(averageText)]),
        .el("td", [("data-label", "Range")], [.text(range)]),
        .el("td", [("data-label", "Trend")], [.text(trendText(metric))]),
        .el(
          "td", [("class", "num"), ("data-label", "Days")],
          [.text(NumberFormat.grouped(Double(days.count)))]),
      ])
  }

  /// The trend of `metric` in a few words: "Up from 7,905 to 9,120 a day (+15.4%)", "Steady",
  /// "Not enough data", or "—" for a measure without trends.
  func trendText(_ metric: MetricKind) -> String {
    guard let end = window?.end,
      let trend = TrendRule.trend(
        of: dataset[metric], endingOn: end, dataStart: dataset.firstDate)
    else { return "\u{2014}" }
    func text(_ value: Double?) -> String {
      value.map { Trend.valueText($0, metric: metric, units: options.units) } ?? "\u{2014}"
    }
    switch trend.direction {
    case .up, .down:
      return (trend.direction == .up ? "Up from " : "Down from ") + text(trend.baseline.average)
        + " to " + text(trend.recent.average) + trend.per
        + (trend.percentText.map { " (" + $0 + ")" } ?? "")
    case .steady:
      return "Steady (" + text(trend.baseline.average) + " the year before)"
    case .notEnoughData:
      return "Not enough data"
    }
  }

  /// The period's blood pressure and weight charts (those with data).
  func charts(window: ReportWindow) -> [any DashboardChart] {
    var context = SectionCharts.Context(
      dataset: dataset, options: options, window: window, link: nil)
    context.interactive = false
    var charts: [any DashboardChart] = []
    if !dataset[.bloodPressureSystolic].values(in: window).isEmpty {
      charts.append(context.bloodPressure(link: nil))
    }
    if !dataset[.bodyMass].values(in: window).isEmpty {
      var weight = context.chart(.bodyMass, link: nil)
      weight.fileNameOverride = "weight-90"
      charts.append(weight)
    }
    return charts
  }
}
