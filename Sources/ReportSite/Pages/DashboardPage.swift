import ChartKit
import HealthCore

/// The dashboard (SPEC §5): a Steps / Weight switch over the four chart cards.
struct DashboardPage: Sendable {
  let data: DashboardData
  let title: String
  let charts: DashboardCharts
  /// The "More" section (see ``MoreCards``); empty for none.
  var moreCards = MarkupNode.empty
  /// The site-relative path of the newest weekly report, if any.
  var latestWeek: String?

  /// The page's main content: `dashboard.html` with its values.
  /// - Throws: `TemplateError` when the template is missing.
  func content(templates: TemplateSet) throws(TemplateError) -> TemplateValue {
    .template(
      try templates.template(named: "dashboard"),
      [
        "title": .text(title),
        // The switch opens on Weight when there are weights but no steps.
        "steps_checked": .text(opensOnWeight ? "" : " checked"),
        "weight_checked": .text(opensOnWeight ? " checked" : ""),
        "period": .text(period),
        "latest_week": .node(latestWeekLink),
        "steps_cards": .node(cards([charts.steps, charts.donut], prefix: "dash")),
        "weight_cards": .node(cards([charts.weight, charts.change], prefix: "dash")),
        "more_cards": .node(moreCards),
        "chart_links": .node(DashboardCharts.fileLinks(charts.all)),
      ])
  }

  /// Whether the Steps / Weight switch opens on Weight: the window has weights but no steps.
  var opensOnWeight: Bool { data.steps.isEmpty && !data.weights.isEmpty }

  /// "Last 28 days: November 17, 2024 – December 14, 2024", and "(data since December 10,
  /// 2024)" when the data starts inside the window.
  var period: String {
    guard let window = data.window else { return "No data yet." }
    let text =
      "Last \(window.dayCount) days: " + window.start.listText + " \u{2013} "
      + window.end.listText
    let first = (data.steps.map(\.date) + data.weights.map(\.date)).min()
    guard let first, first > window.start else { return text }
    return text + " (data since " + first.listText + ")"
  }

  /// `<p class="latest-week"><a href="weeks/…/index.html">This week's report</a></p>`, or
  /// nothing without data.
  var latestWeekLink: MarkupNode {
    guard let latestWeek else { return .empty }
    return .el(
      "p", [("class", "latest-week")],
      [.el("a", [("href", latestWeek)], [.text("Latest weekly report \u{2192}")])])
  }

  private func cards(_ list: [any DashboardChart], prefix: String) -> MarkupNode {
    DashboardCharts.cards(list) { prefix + "-" + $0.fileName }
  }
}

/// The four dashboard charts of one report.
struct DashboardCharts: Sendable {
  let steps: StepsBarChart
  let donut: WeekdayDonutChart
  let weight: WeightLineChart
  let change: WeightChangeChart

  /// Makes the charts; `linkRoot` leads from the page to the site root.
  init(data: DashboardData, linkRoot: String) {
    steps = StepsBarChart(data: data, link: linkRoot + PageLayout.Section.steps.path)
    donut = WeekdayDonutChart(data: data)
    weight = WeightLineChart(data: data, link: linkRoot + PageLayout.Section.weight.path)
    change = WeightChangeChart(data: data)
  }

  /// In dashboard order.
  var all: [any DashboardChart] { [steps, donut, weight, change] }

  /// The ``DashboardChart/fileName`` of each of ``all``, in the same order, known without
  /// making the charts (a kept weekly report's files).
  static let fileNames = ["steps", "steps-weekday", "weight", "weight-change"]

  /// The charts' HTML cards, one per line, with ids prefixed by `idPrefix(chart)`.
  static func cards(_ list: [any DashboardChart], idPrefix: (any DashboardChart) -> String)
    -> MarkupNode
  {
    var nodes: [MarkupNode] = []
    for (index, chart) in list.enumerated() {
      if index > 0 { nodes.append(.newline) }
      nodes.append(chart.htmlCard(idPrefix: idPrefix(chart)))
    }
    return .group(nodes)
  }

  /// "Steps, Averages, …": links to the charts' standalone files in `charts/`.
  static func fileLinks(_ list: [any DashboardChart]) -> MarkupNode {
    .group(
      list.enumerated().map { index, chart in
        .group([
          .text(index == 0 ? "" : ", "),
          .el("a", [("href", "charts/" + chart.fileName + ".svg")], [.text(chart.card.title)]),
        ])
      })
  }
}
