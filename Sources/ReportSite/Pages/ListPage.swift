import ChartKit
import HealthCore

/// A metric's list page (SPEC §5): a chart of up to the last 52 weeks (a long chart,
/// ``LongSpan``, when the data spans more than about two months; else the days as the dashboard
/// draws them), the goal (steps: met days and streaks; weight: how far and when), the per-day
/// averages by week, month and year, and every day newest first as `MMMM d, yyyy` with the value
/// in the metric's display unit and decimals (see ``MetricFormat``).
struct ListPage: Sendable {
  /// How values are shown.
  let format: MetricFormat
  /// The metric's days, canonical units.
  let series: DailySeries
  /// The first day of the week, for the weekly averages.
  let weekStart: WeekStart
  /// The chart of the last ``chartDayCount`` days.
  let chart: any DashboardChart
  /// The days whose value includes an entry typed in by hand.
  let manualDays: Set<LocalDate>
  /// The source note of a day with a manual entry (English; see ``manualSource(_:)``).
  static let manualSource = "Added in healthreport"

  /// The most days the list page's chart shows.
  static let chartDayCount = 365

  /// The days the chart shows: the last ``chartDayCount``, or fewer when the metric's data
  /// starts later (120 days of data are drawn across 120 days, not 365).
  let chartDays: Int
  /// The chart's heading ("Last 52 weeks", "Last 40 days").
  let chartHeading: String
  /// The goal's section (steps and weight), if any.
  let goal: GoalSummary?

  /// How many days from the series' first day to `end`, 1...``chartDayCount``.
  static func chartDays(series: DailySeries, end: LocalDate?) -> Int {
    guard let end, let first = series.days.first?.date else { return chartDayCount }
    return min(chartDayCount, max(1, end.dayNumber - first.dayNumber + 1))
  }

  /// Makes the page of `metric`, with the steps and weight charts of the dashboard (over 365
  /// days) and a ``MetricChart`` for the other metrics.
  /// - Parameters:
  ///   - metric: the page's metric.
  ///   - dataset: the daily data.
  ///   - options: units, week start and end day.
  init(metric: MetricKind, dataset: HealthDataset, options: SiteOptions) {
    let format = MetricFormat(metric: metric, options: options)
    let series = dataset[metric]
    self.format = format
    self.series = series
    weekStart = options.weekStart
    manualDays = options.manualDays[metric] ?? []
    let end = options.endDate ?? dataset.lastDate
    let days = ListPage.chartDays(series: series, end: end)
    chartDays = days
    goal = GoalSummary(metric: metric, dataset: dataset, options: options)
    if let end, LongSpan.isLong(dayCount: days) {
      chart = LongSpan.chart(
        of: metric, dataset: dataset, options: options, end: end, firstData: series.firstDate)
      chartHeading = LongSpan.heading(
        LongSpan.window(endingOn: end, firstData: series.firstDate, weekStart: options.weekStart),
        locale: options.locale)
      return
    }
    chartHeading = ListPage.lastDays(days, locale: options.locale)
    switch metric {
    case .steps, .bodyMass:
      let data = DashboardData(dataset: dataset, options: options, dayCount: days)
      chart =
        metric == .steps
        ? StepsBarChart(data: data, link: nil) : WeightLineChart(data: data, link: nil)
    default:
      let window = (options.endDate ?? dataset.lastDate).map {
        ReportWindow(end: $0, dayCount: days)
      }
      chart = MetricChart(
        format: format, values: window.map { format.displayValues(series.values(in: $0)) } ?? [],
        window: window, weekStart: options.weekStart, source: dataset.source, link: nil)
    }
  }

  /// "Last 40 days": the heading of a chart of the last `days` days.
  static func lastDays(_ days: Int, locale: ReportLocale) -> String {
    locale.strings.plural(
      days, "Last %lld days", one: "Last %lld day",
      number: NumberFormat.grouped(Double(days), style: locale.numbers))
  }

  /// "1,234 days with data, March 1, 2024 – December 14, 2024." (`nights` for sleep).
  static func dataSummary(
    count: Int, first: LocalDate, last: LocalDate, nights: Bool = false, locale: ReportLocale
  ) -> String {
    let words = locale.strings
    let number = NumberFormat.grouped(Double(count), style: locale.numbers)
    let span = locale.ranges.text(from: first, to: last, style: .full)
    return nights
      ? words.plural(
        count, "%lld nights with data, %@.", one: "%lld night with data, %@.", number: number, span)
      : words.plural(
        count, "%lld days with data, %@.", one: "%lld day with data, %@.", number: number, span)
  }

  /// The page's title ("Steps").
  var title: String { format.name }

  /// The site-relative path of the page ("steps/index.html").
  var path: String { format.metric.slug + "/index.html" }

  /// The value of a day, canonical unit, formatted for display.
  func formatted(_ value: Double) -> String {
    format.number(format.displayValue(value))
  }

  /// Writes a row's value cell: `<td class="num">` with the value, and the source note on a
  /// day with a manual entry.
  func writeValueCell(_ day: HealthMetric, to writer: inout MarkupWriter) {
    writer.open("td")
    writer.attribute("class", "num")
    let value = formatted(day.value)
    guard manualDays.contains(day.date) else {
      writer.endWithText(value, close: "td")
      return
    }
    writer.endOpen()
    writer.text(value)
    writer.text(" ")
    writer.open("small")
    writer.attribute("class", "source")
    writer.endWithText(format.words.text("Added in healthreport"), close: "small")
    writer.close("td")
  }

  /// The page's main content: `list.html` with its values.
  /// - Throws: `TemplateError` when the template is missing.
  func content(templates: TemplateSet) throws(TemplateError) -> TemplateValue {
    let summary: String
    if let first = series.days.first, let last = series.days.last {
      summary = ListPage.dataSummary(
        count: series.days.count, first: first.date, last: last.date, locale: format.locale)
    } else {
      summary = format.words.text("No Data. There is no data for this Health statistic.")
    }
    return .template(
      try templates.template(named: "list"),
      [
        "title": .text(title),
        "summary": .text(summary),
        "chart_heading": .text(chartHeading),
        "chart_note": .node(TrendLineChart.noteNode(for: [chart])),
        "goal": .node(goal?.node ?? .empty),
        // No data-table disclosure under the 365-day chart: the page's "Every day" table below
        // already lists every day, so the card links there instead of repeating up to 365 rows.
        "chart": .markup(chartCard),
        "averages": .node(averages()),
        "days_table": .markup(daysTable),
      ])
  }

  /// The chart's card, linking to the "Every day" table instead of repeating its rows.
  var chartCard: Markup {
    var writer = MarkupWriter(capacity: 131_072)
    chart.writeHTMLCard(
      idPrefix: "list-" + format.metric.slug, dataLink: "#days-heading", to: &writer)
    return writer.markup
  }

  /// The "Every day" table, newest first, in its scrolling region: written row by row, as a
  /// list page has a row for every day with data (thousands).
  var daysTable: Markup {
    let days = series.days
    var writer = MarkupWriter(capacity: 128 * (days.count + 8))
    FigureTable.write(
      className: "day-list", caption: format.words.format("%@, every day, newest first", title),
      header: [
        TableColumns(columns: [.text(format.words.text("Date")), .number(format.valueHeading)])
          .header
      ], rowCount: days.count, linesBetweenParts: true, to: &writer
    ) { index, writer in
      let day = days[days.count - 1 - index]
      writer.open("tr")
      writer.endOpen()
      writer.open("th")
      writer.attribute("scope", "row")
      writer.endWithText(format.locale.dates.longDate(day.date), close: "th")
      writeValueCell(day, to: &writer)
      writer.close("tr")
    }
    return writer.markup
  }
}
