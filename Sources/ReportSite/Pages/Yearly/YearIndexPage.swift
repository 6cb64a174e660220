import ChartKit
import HealthCore

/// The years in review (`years/index.html`): every year with data, newest first, with its
/// one-line summary and a link to its page.
struct YearIndexPage: Sendable {
  /// The years, ascending.
  let years: [YearSummary]
  /// The report's units and locale.
  let options: SiteOptions

  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// "Years in Review".
  var title: String { words.text("Years in Review") }

  /// The page's main content.
  var content: TemplateValue {
    let items = years.reversed().map { year in
      MarkupNode.el(
        "li", [("class", "week-item")],
        [
          .el("a", [("href", year.pagePath)], [.text(year.title(words))]),
          .el("span", [("class", "week-figures")], [.text(year.summaryText(options: options))]),
        ])
    }
    let summary: String
    if let first = years.first, let last = years.last {
      summary = words.plural(
        years.count, "%lld years with data, %@.", one: "%lld year with data, %@.",
        number: NumberFormat.grouped(Double(years.count), style: options.locale.numbers),
        String(first.year) + " \u{2013} " + String(last.year))
    } else {
      summary = words.text("No Data. There is no data for this Health statistic.")
    }
    return .node(
      .group([
        .el("h1", [("class", "page-title")], [.text(title)]), .newline,
        .el("p", [("class", "period")], [.text(summary)]), .newline,
        .el("ol", [("class", "week-list")], [.newline, .lines(items)]), .newline,
        .el(
          "p", [],
          [
            .text(words.text("Every year's figures:") + " "),
            .el("a", [("href", "../" + SiteGenerator.yearsCSVPath)], [.text("years.csv")]),
          ]),
      ]))
  }
}
