import ChartKit
import HealthCore

/// One weekly report (`weeks/<week>/index.html`): the week's headline numbers, the four charts
/// for the 28 days ending on the week's last day with the week marked, links to the neighbouring
/// weeks and the week's standalone SVGs.
struct WeekPage: Sendable {
  let week: WeekReport
  let previous: WeekReport?
  let next: WeekReport?
  let charts: DashboardCharts

  /// Renders the page's main content from `week.html`.
  func renderContent(templates: TemplateSet) throws(TemplateError) -> String {
    let links = charts.all.enumerated().map { index, chart in
      MarkupNode.group([
        .text(index == 0 ? "" : ", "),
        .el("a", [("href", "charts/" + chart.fileName + ".svg")], [.text(chart.card.title)]),
      ])
    }
    return try templates.template(named: "week").render([
      "title": .text(week.title),
      "period": .text(week.period),
      "week_nav": .html(navigation.render(pretty: false)),
      "stats": .html(
        week.figures.map { Self.stat($0).render(pretty: false) }.joined(separator: "\n")),
      "steps_cards": .html(cards([charts.steps, charts.donut])),
      "weight_cards": .html(cards([charts.weight, charts.change])),
      "chart_links": .html(MarkupNode.group(links).render(pretty: false)),
    ])
  }

  /// Previous week, the archive, next week (a neighbour only when there is one).
  var navigation: MarkupNode {
    var items: [MarkupNode] = []
    if let previous {
      items.append(
        .el(
          "a", [("class", "week-prev"), ("rel", "prev"), ("href", "../" + previous.pagePath)],
          [.text("\u{2190} " + previous.title)]))
    }
    items.append(
      .el("a", [("class", "week-all"), ("href", "../index.html")], [.text("All weeks")]))
    if let next {
      items.append(
        .el(
          "a", [("class", "week-next"), ("rel", "next"), ("href", "../" + next.pagePath)],
          [.text(next.title + " \u{2192}")]))
    }
    return .group(items)
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

  private func cards(_ list: [any DashboardChart]) -> String {
    list.map { $0.htmlCard(idPrefix: "week-" + $0.fileName).render() }.joined(separator: "\n")
  }
}
