import ChartKit
import HealthCore

/// The years in review (`years/index.html`): every year with data, newest first, with its
/// one-line summary and a link to its page.
struct YearIndexPage: Sendable {
  /// The years, ascending.
  let years: [YearSummary]
  /// The report's weight unit.
  let units: WeightUnit

  /// "Years in Review".
  var title: String { "Years in Review" }

  /// The page's main content.
  var content: TemplateValue {
    let items = years.reversed().map { year in
      MarkupNode.el(
        "li", [("class", "week-item")],
        [
          .el("a", [("href", year.pagePath)], [.text(year.title)]),
          .el("span", [("class", "week-figures")], [.text(year.summaryText(units: units))]),
        ])
    }
    let summary: String
    if let first = years.first, let last = years.last {
      summary =
        NumberFormat.grouped(Double(years.count)) + (years.count == 1 ? " year" : " years")
        + " with data, " + String(first.year) + " \u{2013} " + String(last.year) + "."
    } else {
      summary = "No Data. There is no data for this Health statistic."
    }
    return .node(
      .group([
        .el("h1", [("class", "page-title")], [.text(title)]), .newline,
        .el("p", [("class", "period")], [.text(summary)]), .newline,
        .el("ol", [("class", "week-list")], [.newline, .lines(items)]), .newline,
        .el(
          "p", [],
          [
            .text("Every year's figures: "),
            .el("a", [("href", "../" + SiteGenerator.yearsCSVPath)], [.text("years.csv")]),
          ]),
      ]))
  }
}
