import ChartKit
import HealthCore

/// One weekly report (`weeks/<week>/index.html`): the week's headline numbers, the four charts
/// for the 28 days ending on the week's last day with the week marked, links to the neighbouring
/// weeks, and the week's standalone SVGs (or, for a week without them, the commands that write
/// its charts and its email).
struct WeekPage: Sendable {
  let week: WeekText
  let previous: WeekText?
  let next: WeekText?
  let charts: DashboardCharts
  /// Whether the week's charts are standalone files beside the page
  /// (``WeeklyPages/standaloneWeekCount``).
  var hasChartFiles = true

  /// The reader's words.
  var words: StringCatalog { week.locale.strings }

  /// Whether the week's charts annotate every datum on hover and focus
  /// (``SiteOptions/annotatedWeeks``), as their data says; an older week's are pictures, and
  /// the page says so.
  var hasAnnotations: Bool { charts.steps.data.interactive }

  /// The page's main content: `week.html` with its values.
  /// - Throws: `TemplateError` when the template is missing.
  func content(templates: TemplateSet) throws(TemplateError) -> TemplateValue {
    var stats: [MarkupNode] = []
    for (index, figure) in week.figures.enumerated() {
      if index > 0 { stats.append(.newline) }
      stats.append(Self.stat(figure))
    }
    let links = hasChartFiles ? DashboardCharts.fileLinks(charts.all) : MarkupNode.empty
    return .template(
      try templates.template(named: "week"),
      [
        "title": .text(week.title),
        "period": .text(week.period),
        "week_nav": .node(navigation),
        "stats": .node(.group(stats)),
        "trends": .node(trendsNode),
        "rings": .node(ringsNode),
        "steps_cards": .markupBytes(cards([charts.steps, charts.donut])),
        "weight_cards": .markupBytes(cards([charts.weight, charts.change])),
        "section_panels": .markupBytes(
          DashboardCharts.panels(
            charts.sections, className: "panel panel-week", words: week.options.locale.strings
          ) {
            "week-" + $0.fileName
          }),
        "chart_note": .node(chartNote),
        "chart_files": .node(fileParagraph(links: links)),
        // What a week.html of an earlier version names: the links alone.
        "chart_links": .node(links),
      ])
  }

  /// The note above the charts of a week whose charts are pictures: they show no details on
  /// hover or focus, and their data tables list every value; nothing for annotated charts.
  var chartNote: MarkupNode {
    guard !hasAnnotations else { return .empty }
    let note =
      week.options.annotatedWeeks == 0
      ? words.text(
        "The charts on this page do not show the details of single days on hover or focus: the data table under each chart lists every value."
      )
      : words.text(
        "Only the latest weeks' charts show the details of single days on hover or focus: the data table under each chart lists every value."
      )
    return .lines([.el("p", [("class", "chart-note week-chart-note")], [.text(note)])])
  }

  /// What "Charts for email" says: links to the week's standalone SVGs, or the commands that
  /// write one of its charts and its email.
  private func fileParagraph(links: MarkupNode) -> MarkupNode {
    guard !hasChartFiles else {
      return .el(
        "p", [],
        [
          .markup(.phrase(words.text("Standalone SVG files of this week's charts:") + " ")), links,
        ])
    }
    let identifier = week.report.week.identifier
    return .el(
      "p", [],
      [
        .markup(.phrase(words.text("To save one of this week's charts as a file:") + " ")),
        .el("code", [], [.text("healthreport chart steps --week " + identifier)]),
        .text(words.text("; to write the week as an email:") + " "),
        .el("code", [], [.text("healthreport email --week " + identifier + " --out week.eml")]),
      ])
  }

  /// The trends that changed this week (``WeekReport/trendLines``) as a list under the
  /// figures; nothing when none changed.
  var trendsNode: MarkupNode {
    let changes = week.report.trendChanges
    guard !changes.isEmpty else { return .empty }
    let items = changes.map { change in
      MarkupNode.el(
        "li", [("class", "trend trend-" + change.after.direction.rawValue)],
        [
          .el(
            "span", [("class", "trend-arrow"), ("aria-hidden", "true")], [.text(change.after.arrow)]
          ),
          .text(" " + change.sentence(options: week.options)),
        ])
    }
    return .lines([
      .el(
        "section", [("class", "week-trends"), ("aria-labelledby", "trends-heading")],
        [
          .newline, .el("h2", [("id", "trends-heading")], [.text(words.text("Trends this week"))]),
          .newline,
          .el("ul", [("class", "trend-list")], [.newline, .lines(items)]), .newline,
          .el(
            "p", [("class", "card-note")],
            [
              .text(
                words.text(
                  "The last 90 days against the 365 days before them, as on the dashboard."))
            ]), .newline,
        ])
    ])
  }

  /// Previous week, the archive, next week (a neighbour only when there is one).
  var navigation: MarkupNode {
    .group(
      NeighbourLinks.nodes(
        previous: previous.map { ($0.report.pagePath, $0.title) }, all: words.text("All weeks"),
        next: next.map { ($0.report.pagePath, $0.title) }))
  }

  /// `<div class="stat"><dt>…</dt><dd>…</dd></div>`; a spoken detail replaces the symbols for
  /// screen readers.
  static func stat(_ item: (term: String, value: String, detail: String?)) -> MarkupNode {
    let value: [MarkupNode]
    if let detail = item.detail {
      value = [
        .el("span", [("aria-hidden", "true")], [.text(item.value)]),
        .el("span", [("class", "visually-hidden")], [.text(detail)]),
      ]
    } else {
      value = [.text(item.value)]
    }
    return .el(
      "div", [("class", "stat")], [.el("dt", [], [.text(item.term)]), .el("dd", [], value)])
  }

  private func cards(_ list: [any DashboardChart]) -> MarkupBytes {
    DashboardCharts.cardWriter(list) { "week-" + $0.fileName }.markupBytes
  }
}
