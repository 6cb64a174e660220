import ChartKit
import HealthCore

/// The dashboard (SPEC §5): a Steps / Weight switch over the four chart cards.
struct DashboardPage: Sendable {
  let data: DashboardData
  let title: String
  let charts: DashboardCharts
  /// The "More" section's markup (see ``MoreCards``); "" for none.
  var moreCards = ""
  /// The site-relative path of the newest weekly report, if any.
  var latestWeek: String?

  /// Renders the page's main content from `dashboard.html`.
  func renderContent(templates: TemplateSet) throws(TemplateError) -> String {
    let links = charts.all.enumerated().map { index, chart in
      MarkupNode.group([
        .text(index == 0 ? "" : ", "),
        .el("a", [("href", "charts/" + chart.fileName + ".svg")], [.text(chart.card.title)]),
      ])
    }
    return try templates.template(named: "dashboard").render([
      "title": .text(title),
      "period": .text(period),
      "latest_week": .html(latestWeekLink),
      "steps_cards": .html(cards([charts.steps, charts.donut], prefix: "dash")),
      "weight_cards": .html(cards([charts.weight, charts.change], prefix: "dash")),
      "more_cards": .html(moreCards),
      "chart_links": .html(MarkupNode.group(links).render(pretty: false)),
    ])
  }

  /// "Last 28 days: November 17 – December 14, 2024".
  var period: String {
    guard let window = data.window else { return "No data yet." }
    return "Last \(window.dayCount) days: " + window.start.listText + " \u{2013} "
      + window.end.listText
  }

  /// `<p class="latest-week"><a href="weeks/…/index.html">This week's report</a></p>`, or
  /// nothing without data.
  var latestWeekLink: String {
    guard let latestWeek else { return "" }
    return MarkupNode.el(
      "p", [("class", "latest-week")],
      [.el("a", [("href", latestWeek)], [.text("Latest weekly report \u{2192}")])]
    ).render(pretty: false)
  }

  private func cards(_ list: [any DashboardChart], prefix: String) -> String {
    list.map { $0.htmlCard(idPrefix: prefix + "-" + $0.fileName).render() }.joined(separator: "\n")
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
}
