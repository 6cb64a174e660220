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
    .heartRateVariabilityRMSSD, .bloodGlucose, .oxygenSaturation, .respiratoryRate,
    .bodyTemperature, .bodyMass, .bodyFat, .vo2Max, .sleepAsleep, .steps, .exerciseMinutes,
    .mindfulMinutes,
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

  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// "Health summary".
  var title: String { words.text("Health summary") }

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
        .el("p", [], [.text(words.text("There is no data in these 90 days."))]))
      return .group(nodes)
    }
    let caption = words.text("Averages, ranges and trends, the last 90 days")
    nodes += [
      .el(
        "section", [("aria-labelledby", "figures-heading")],
        [
          .newline, .el("h2", [("id", "figures-heading")], [.text(words.text("At a glance"))]),
          .newline,
          FigureTable.node(
            className: "day-list summary-table", caption: caption, header: [columns.header],
            rows: rows),
          .newline,
          .el("p", [("class", "source-note")], [.text(words.text(SummaryPage.noteText))]),
          .newline,
        ]),
      .newline,
    ]
    if let categories = BloodPressureSummary.section(
      dataset: dataset, window: window, locale: options.locale)
    {
      nodes += [categories, .newline]
    }
    let charts = self.charts(window: window)
    if !charts.isEmpty {
      nodes += [
        .el(
          "section", [("class", "panel panel-section"), ("aria-labelledby", "charts-heading")],
          [
            .newline, .el("h2", [("id", "charts-heading")], [.text(words.text("Charts"))]),
            .newline,
            .markup(DashboardCharts.cards(charts) { "summary-" + $0.fileName }), .newline,
          ]),
        .newline,
      ]
    }
    return .group(nodes)
  }

  /// "The 90 days from September 16 to December 14, 2024, from the Health app." (or "from
  /// Health Connect.", or without an origin for a CSV log and the demo data) or "No data yet."
  var periodText: String {
    guard let window else { return words.text("No data yet.") }
    let (start, end) = options.locale.ranges.parts(
      from: window.start, to: window.end, style: .long)
    if dataset.source.isAppleHealth {
      return words.format("The 90 days from %@ to %@, from the Health app.", start, end)
    }
    if dataset.source.isHealthConnect {
      return words.format("The 90 days from %@ to %@, from Health Connect.", start, end)
    }
    return words.format("The 90 days from %@ to %@.", start, end)
  }

  /// How the figures were made, under the table (a key of the catalog).
  static let noteText =
    "Averages are over the days with data; the range is the lowest and the highest day. A trend compares these 90 days with the 365 days before them and counts only a change past the measure's threshold (3% for blood pressure, for example). Blood pressure, heart rate and the other measures are each day's mean; sleep is per night."

  /// The table's columns: the measure, its average, range and trend, and its days with data;
  /// on a phone each cell is labelled with its column.
  var columns: TableColumns {
    TableColumns(
      columns: [
        .text(words.text("Measure")), .text(words.text("Average")), .text(words.text("Range")),
        .text(words.text("Trend")), .number(words.text("Days")),
      ], labelsCells: true)
  }

  /// The row of `metric`, or `nil` without data in `window`.
  func row(for metric: MetricKind, window: ReportWindow) -> MarkupNode? {
    let format = MetricFormat(metric: metric, options: options)
    let days = format.displayValues(dataset[metric].values(in: window))
    guard let lowest = days.map(\.value).min(), let highest = days.map(\.value).max(),
      let average = ChartHelper.averageValue(for: days)
    else { return nil }
    var averageText = format.withUnit(average)
    if metric == .bodyMass, let first = days.first, let last = days.last, days.count > 1 {
      // A change of weight is in pounds when weights are in stones.
      let difference = last.value - first.value
      let change = NumberFormat.signed(
        format.units == .stones ? difference * 14 : difference, decimals: 1,
        style: options.locale.numbers)
      let (from, to) = options.locale.ranges.parts(
        from: first.date, to: last.date, style: .weekday)
      averageText += words.format(
        "; %@ %@ from %@ to %@", change, words.text(format.units.changeUnit.shortLabel), from, to)
    }
    let range =
      format.isDuration
      ? format.hoursAndMinutes(lowest) + " \u{2013} " + format.hoursAndMinutes(highest)
      : format.number(lowest) + " \u{2013} " + format.withUnit(highest)
    let name = metric == .sleepAsleep ? words.text("Sleep") : format.name
    if metric == .sleepAsleep { averageText = words.format("%@ asleep a night", averageText) }
    return columns.row(
      name,
      [
        averageText, range, trendText(metric),
        NumberFormat.grouped(Double(days.count), style: options.locale.numbers),
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
      value.map { Trend.valueText($0, metric: metric, options: options) } ?? "\u{2014}"
    }
    let percent = trend.percentText(locale: options.locale).map { " (" + $0 + ")" } ?? ""
    switch trend.direction {
    case .up:
      return words.format(
        "Up from %@ to %@", text(trend.baseline.average),
        trend.perText(text(trend.recent.average), words: words)) + percent
    case .down:
      return words.format(
        "Down from %@ to %@", text(trend.baseline.average),
        trend.perText(text(trend.recent.average), words: words)) + percent
    case .steady:
      return words.format("Steady (%@ the year before)", text(trend.baseline.average))
    case .notEnoughData:
      return words.text("Not enough data")
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
