import ChartKit
import HealthCore

/// The list page of a section of several metrics (`sleep/`, `heart/`, `workouts/`), like a
/// metric's list page: its charts over up to a year (long charts, ``LongSpan``, past two
/// months), the average per day (per night) of each of
/// its metrics by week, month and year, and every day newest first with one column per metric
/// (and, for workouts, the day's activities).
struct SectionPage: Sendable {
  /// The page's section.
  let section: PageLayout.Section
  /// The section's metrics with data, in `MetricKind` order.
  let metrics: [MetricKind]
  /// The metrics' days, canonical units.
  let dataset: HealthDataset
  /// Units and the week's first day.
  let options: SiteOptions
  /// The charts over the last ``ListPage/chartDayCount`` days at most.
  let charts: [any DashboardChart]
  /// The charts' heading: "Last 52 weeks" over long spans, else "Last 40 days".
  let chartHeading: String

  /// Makes the page of `section` (one of sleep, heart, workouts).
  init(section: PageLayout.Section, dataset: HealthDataset, options: SiteOptions) {
    self.section = section
    self.dataset = dataset
    self.options = options
    metrics = dataset.series.filter {
      $0.metric.section == section.metricSection && !$0.isEmpty
    }.map(\.metric)
    let end = options.endDate ?? dataset.lastDate
    let first = metrics.compactMap { dataset[$0].firstDate }.min()
    let limit = section == .vitals ? SectionPage.vitalsDayCount : ListPage.chartDayCount
    let days = min(limit, max(1, (end?.dayNumber ?? 0) - (first?.dayNumber ?? 0) + 1))
    if section != .vitals, let end, LongSpan.isLong(dayCount: days) {
      let long = SectionPage.longMetrics(section).filter { !dataset[$0].isEmpty }
      charts = long.map {
        LongSpan.chart(of: $0, dataset: dataset, options: options, end: end, firstData: first)
      }
      chartHeading = LongSpan.heading(
        LongSpan.window(endingOn: end, firstData: first, weekStart: options.weekStart),
        locale: options.locale)
      return
    }
    chartHeading = ListPage.lastDays(days, locale: options.locale)
    let window = end.map { ReportWindow(end: $0, dayCount: days) }
    charts = SectionCharts.listPage(
      section,
      SectionCharts.Context(dataset: dataset, options: options, window: window, link: nil))
  }

  /// The days the vitals page's charts show at most: the 90 days a doctor asks about.
  static let vitalsDayCount = 90

  /// The metrics of a section's long charts (``LongSpan``): time asleep by week, resting heart
  /// rate and HRV (SDNN and RMSSD, each its own) as 7-day averages, workout minutes by week.
  static func longMetrics(_ section: PageLayout.Section) -> [MetricKind] {
    switch section {
    case .sleep: return [.sleepAsleep]
    case .heart: return [.restingHeartRate, .heartRateVariability, .heartRateVariabilityRMSSD]
    case .workouts: return [.workoutMinutes]
    default: return []
    }
  }

  /// "Sleep", in the reader's words.
  var title: String { words.text(section.title) }

  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// The reader's dates.
  var dates: DateStyle { options.locale.dates }

  /// "sleep/index.html".
  var path: String { section.path }

  /// The formats of ``metrics``.
  var formats: [MetricFormat] { metrics.map { MetricFormat(metric: $0, options: options) } }

  /// The page's main content.
  var content: TemplateValue {
    var nodes: [MarkupNode] = [
      .el("h1", [("class", "page-title")], [.text(title)]), .newline,
      .el("p", [("class", "period")], [.text(summary)]), .newline,
    ]
    if !charts.isEmpty {
      nodes.append(
        .el(
          "section", [("class", "panel panel-section"), ("aria-labelledby", "chart-heading")],
          [
            .newline, .el("h2", [("id", "chart-heading")], [.text(chartHeading)]), .newline,
            .markup(DashboardCharts.cards(charts) { "list-" + $0.fileName }), .newline,
            TrendLineChart.noteNode(for: charts),
          ]))
      nodes.append(.newline)
    }
    if section == .vitals, let end = options.endDate ?? dataset.lastDate,
      let categories = BloodPressureSummary.section(
        dataset: dataset, window: ReportWindow(end: end, dayCount: SectionPage.vitalsDayCount),
        locale: options.locale)
    {
      nodes.append(categories)
      nodes.append(.newline)
    }
    nodes.append(averages)
    nodes.append(.newline)
    nodes.append(dayTable)
    return .node(.group(nodes))
  }

  /// "412 nights with data, March 1, 2024 – December 14, 2024."
  var summary: String {
    let dates = Set(metrics.flatMap { dataset[$0].days.map(\.date) })
    guard let first = dates.min(), let last = dates.max() else {
      return words.text("No Data. There is no data for this Health statistic.")
    }
    return ListPage.dataSummary(
      count: dates.count, first: first, last: last, nights: section == .sleep,
      locale: options.locale)
  }

  /// The "Average per day" section: per period, a table with a column per metric.
  var averages: MarkupNode {
    let per = section == .sleep ? words.text("Average per night") : words.text("Average per day")
    let tables =
      metrics.isEmpty ? [] : PeriodAverage.Period.allCases.map { averagesTable(period: $0) }
    return PeriodAverage.section(heading: per, tables: tables, words: words)
  }

  /// One period's table: the period, then each metric's mean over its days with data.
  func averagesTable(period: PeriodAverage.Period) -> MarkupNode {
    var byStart: [LocalDate: (label: String, values: [String])] = [:]
    for (column, format) in formats.enumerated() {
      let averages = PeriodAverage.make(
        format.displayValues(dataset[format.metric].days), period: period,
        weekStart: options.weekStart, locale: options.locale)
      for average in averages {
        var row =
          byStart[average.start] ?? (average.label, Array(repeating: "", count: formats.count))
        row.values[column] =
          format.isDuration
          ? format.hoursAndMinutes(average.average) : format.number(average.average)
        byStart[average.start] = row
      }
    }
    let rows = byStart.keys.sorted(by: >).compactMap { byStart[$0] }
    return PeriodAverage.table(
      period, title: title, perDay: false, columns: formats.map(heading), rows: rows,
      words: words)
  }

  /// A column's heading: "Asleep", "Resting HR (bpm)", "Minutes".
  func heading(_ format: MetricFormat) -> String {
    let name = format.shortName
    return format.isDuration || format.metric == .workouts
      ? name : words.format("%@ (%@)", name, format.unitLabel)
  }

  /// Every day (night), newest first, one column per metric; workouts list the activities.
  var dayTable: MarkupNode {
    // Each day's texts, a column per format: a day's row is found once by its date and filled
    // in place (taking it out of a dictionary and putting it back copied it for every cell).
    var rowOfDay: [LocalDate: Int] = [:]
    var values: [[String]] = []
    for (column, format) in formats.enumerated() {
      for day in dataset[format.metric].days {
        let row: Int
        if let known = rowOfDay[day.date] {
          row = known
        } else {
          row = values.count
          rowOfDay[day.date] = row
          values.append(Array(repeating: "", count: formats.count))
        }
        values[row][column] = format.withUnitOrNumber(format.displayValue(day.value))
      }
    }
    var activities: [LocalDate: [String]] = [:]
    if section == .workouts {
      for workout in dataset.workouts {
        activities[workout.date, default: []].append(
          workout.label(words) + " "
            + MetricFormat(metric: .workoutMinutes, options: options).hoursAndMinutes(
              workout.minutes / 60))
      }
    }
    let withActivities = section == .workouts && !activities.isEmpty
    let withCategory = section == .vitals && metrics.contains(.bloodPressureSystolic)
    let days = rowOfDay.sorted { $0.key > $1.key }
    var columns: [TableColumns.Column] = [
      .text(section == .sleep ? words.text("Night") : words.text("Date"))
    ]
    columns += formats.map { .number(heading($0)) }
    if withActivities { columns.append(.text(words.text("Activities"))) }
    if withCategory { columns.append(.text(words.text("Blood pressure category"))) }
    let every = section == .sleep ? words.text("Every night") : words.text("Every day")
    let caption =
      section == .sleep
      ? words.format("%@, every night, newest first", title)
      : words.format("%@, every day, newest first", title)
    var writer = MarkupWriter(capacity: 256 * (days.count + 4))
    writer.open("section")
    writer.attribute("aria-labelledby", "days-heading")
    writer.endOpen()
    writer.text("\n")
    writer.open("h2")
    writer.attribute("id", "days-heading")
    writer.endWithText(every, close: "h2")
    writer.text("\n")
    FigureTable.write(
      className: "day-list", caption: caption, header: [TableColumns(columns: columns).header],
      rowCount: days.count, to: &writer
    ) { index, writer in
      let (date, row) = days[index]
      writer.open("tr")
      writer.endOpen()
      writer.open("th")
      writer.attribute("scope", "row")
      writer.endWithText(dates.longDate(date), close: "th")
      for value in values[row] {
        writer.open("td")
        writer.attribute("class", "num")
        writer.endWithText(value, close: "td")
      }
      if withActivities {
        writer.open("td")
        writer.endWithText(activities[date]?.joined(separator: ", ") ?? "", close: "td")
      }
      if withCategory {
        writer.open("td")
        writer.endWithText(
          BloodPressureSummary.category(dataset: dataset, on: date).map { words.text($0.name) }
            ?? "", close: "td")
      }
      writer.close("tr")
    }
    writer.text("\n")
    writer.close("section")
    writer.text("\n")
    return .markup(writer.markup)
  }
}
