import ChartKit
import HealthCore

/// A year in review (`years/<year>/index.html`): the year's highlights (``YearSummary``), a
/// chart of monthly averages per metric, every reported metric's figures in one table with the
/// change against the same days a year before, the workouts by activity, and links to the neighbouring
/// years. Its figures are the same as `data/years.csv`.
struct YearPage: Sendable {
  /// The year's figures.
  let summary: YearSummary
  /// The year before with data, for the link; `nil` for the first.
  let previous: YearSummary?
  /// The year after with data, for the link; `nil` for the last.
  let next: YearSummary?
  /// Units and goals.
  let options: SiteOptions

  /// The monthly charts, one per reported metric with data.
  var charts: [MonthlyChart] {
    summary.metrics.filter { $0.metric != .workouts }.map {
      MonthlyChart(figures: $0, year: summary.year, options: options)
    }
  }

  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// The page's main content.
  var content: TemplateValue {
    var stats: [MarkupNode] = []
    for (index, figure) in summary.figures(options: options).enumerated() {
      if index > 0 { stats.append(.newline) }
      stats.append(WeekPage.stat(figure))
    }
    var nodes: [MarkupNode] = [
      .el("h1", [("class", "page-title")], [.text(summary.title(words))]), .newline,
      .el("p", [("class", "period")], [.text(summary.period(options.locale))]), .newline,
      .el("nav", [("class", "week-nav"), ("aria-label", words.text("Years"))], navigation),
      .newline,
      .el(
        "section", [("class", "week-summary"), ("aria-labelledby", "highlights-heading")],
        [
          .newline, .el("h2", [("id", "highlights-heading")], [.text(words.text("Highlights"))]),
          .newline,
          .el("dl", [("class", "stats")], [.newline, .group(stats), .newline]), .newline,
        ]), .newline,
      .el(
        "section", [("class", "panel panel-year"), ("aria-labelledby", "months-heading")],
        [
          .newline,
          .el("h2", [("id", "months-heading")], [.text(words.text("Month by month"))]), .newline,
          .markup(DashboardCharts.cards(charts) { "year-" + $0.fileName }), .newline,
        ]), .newline,
      figuresTable, .newline,
    ]
    if !summary.activities.isEmpty {
      nodes += [activitiesTable, .newline]
    }
    nodes.append(
      .el(
        "p", [],
        [
          .text(words.text("Every year's figures:") + " "),
          .el("a", [("href", "../../" + SiteGenerator.yearsCSVPath)], [.text("years.csv")]),
        ]))
    return .node(.group(nodes))
  }

  /// Previous year, all years, next year.
  var navigation: [MarkupNode] {
    NeighbourLinks.nodes(
      previous: previous.map { ($0.pagePath, String($0.year)) }, all: words.text("All years"),
      next: next.map { ($0.pagePath, String($0.year)) })
  }

  /// Every reported metric's figures: days, total, mean and its change, best day, week and
  /// month (lowest and highest day for metrics where neither way is better).
  var figuresTable: MarkupNode {
    let columns = TableColumns(columns: [
      .text(words.text("Metric")), .number(words.text("Days")), .number(words.text("Total")),
      .number(words.text("Average")), .number(words.text("Change")),
      .text(words.text("Best day")), .text(words.text("Best week")),
      .text(words.text("Best month")),
    ])
    let none = WeekReport.none
    let rows = summary.metrics.map { figures -> MarkupNode in
      let metric = figures.metric
      let format = MetricFormat(metric: metric, options: options)
      let adds = metric.aggregation == .cumulative
      let best =
        metric.better == nil
        ? [
          words.format(
            "Lowest %@", YearSummary.dayText(figures.lowest, metric: metric, options: options)),
          words.format(
            "Highest %@", YearSummary.dayText(figures.highest, metric: metric, options: options)),
          none,
        ]
        : [
          YearSummary.dayText(figures.bestDay, metric: metric, options: options),
          YearSummary.periodText(
            figures.bestWeek, metric: metric, options: options, month: false),
          YearSummary.periodText(
            figures.bestMonth, metric: metric, options: options, month: true),
        ]
      let cells =
        [
          NumberFormat.grouped(Double(figures.days), style: options.locale.numbers),
          adds ? format.withUnit(format.displayValue(figures.total)) : none,
          YearSummary.averageText(figures, options: options),
          summary.changeText(metric, locale: options.locale) ?? none,
        ] + best
      return columns.row(format.name, cells)
    }
    return table(
      id: "figures-heading", heading: words.text("Every figure"),
      caption: words.format("%@, every figure", summary.title(words)),
      header: columns.header, rows: rows)
  }

  /// The workouts by activity: count and time, most time first.
  var activitiesTable: MarkupNode {
    let columns = TableColumns(columns: [
      .text(words.text("Activity")), .number(words.text("Workouts")), .number(words.text("Time")),
    ])
    let time = MetricFormat(metric: .workoutMinutes, options: options)
    let rows = summary.activities.map { total in
      columns.row(
        words.text(total.activity),
        [
          NumberFormat.grouped(Double(total.count), style: options.locale.numbers),
          time.hoursAndMinutes(total.minutes / 60),
        ])
    }
    return table(
      id: "activities-heading", heading: words.text("Workouts by activity"),
      caption: words.format("%@, workouts by activity, most time first", summary.title(words)),
      header: columns.header, rows: rows)
  }

  /// A titled table section.
  func table(id: String, heading: String, caption: String, header: MarkupNode, rows: [MarkupNode])
    -> MarkupNode
  {
    .el(
      "section", [("aria-labelledby", id)],
      [
        .newline, .el("h2", [("id", id)], [.text(heading)]), .newline,
        FigureTable.node(
          className: "day-list year-table", caption: caption, header: [header], rows: rows),
        .newline,
      ])
  }
}
