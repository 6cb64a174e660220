import ChartKit
import HealthCore

extension ListPage {
  /// The "Average per day" section: one table per period (week, month, year), newest first.
  func averages() -> MarkupNode {
    let days = format.displayValues(series.days)
    let words = format.words
    var children: [MarkupNode] = [
      .newline, .el("h2", [("id", "averages-heading")], [.text(words.text("Average per day"))]),
      .newline,
    ]
    if days.isEmpty {
      children.append(.el("p", [("class", "period")], [.text(words.text("No data yet."))]))
    } else {
      let tables = PeriodAverage.Period.allCases.map { period in
        averagesTable(
          PeriodAverage.make(days, period: period, weekStart: weekStart, locale: format.locale),
          period: period)
      }
      children.append(
        .el("div", [("class", "period-tables")], [.newline, .lines(tables)]))
    }
    return .lines([
      .el("section", [("class", "averages"), ("aria-labelledby", "averages-heading")], children)
    ])
  }

  /// One period's table: the period, its days with data and the mean per day.
  func averagesTable(_ averages: [PeriodAverage], period: PeriodAverage.Period) -> MarkupNode {
    let headingID = "averages-" + period.rawValue
    let rows = averages.map { average in
      MarkupNode.el(
        "tr", [],
        [
          .el("th", [("scope", "row")], [.text(average.label)]),
          .el(
            "td", [("class", "num")],
            [.text(NumberFormat.grouped(Double(average.dayCount), style: format.locale.numbers))]),
          .el("td", [("class", "num")], [.text(format.number(average.average))]),
        ])
    }
    let words = format.words
    let header = MarkupNode.el(
      "tr", [],
      [
        .el("th", [("scope", "col")], [.text(period.columnHeading(words))]),
        .el("th", [("scope", "col"), ("class", "num")], [.text(words.text("Days"))]),
        .el("th", [("scope", "col"), ("class", "num")], [.text(format.valueHeading)]),
      ])
    let caption: String
    switch period {
    case .week: caption = words.format("%@, average per day by week, newest first", title)
    case .month: caption = words.format("%@, average per day by month, newest first", title)
    case .year: caption = words.format("%@, average per day by year, newest first", title)
    }
    return ScrollRegion.node(
      className: "table-wrap", label: caption,
      [
        .el("h3", [("id", headingID)], [.text(period.heading(words))]),
        .el(
          "table", [("class", "day-list period-list")],
          [
            .el("caption", [("class", "visually-hidden")], [.text(caption)]),
            .el("thead", [], [header]),
            .el("tbody", [], [.newline, .lines(rows)]),
          ]),
      ])
  }
}
