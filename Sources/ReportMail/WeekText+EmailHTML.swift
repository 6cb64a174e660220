import ChartKit
import HealthCore
import ReportSite

extension WeekText {
  /// The HTML body for mail clients: nested tables 600 px wide, inline styles only, no scripts,
  /// no style sheets and no external references; charts are `cid:` PNG images at the full
  /// content width (their titles are drawn in the images; their text alternatives carry the
  /// figures). The page asks for light mode only, so dark-mode clients do not invert it. Built
  /// as a node tree, so every text is escaped.
  /// - Parameters:
  ///   - title: the report's title.
  ///   - charts: the charts, in order.
  ///   - language: the text's language, a BCP 47 tag (`<html lang>`).
  /// - Returns: the HTML body, with inline styles and `cid:` images only.
  func html(title: String, charts: [EmailChart], language: String = "en-US") -> String {
    let style = EmailStyle.self
    let words = locale.strings
    var rows: [MarkupNode] = [
      row([
        .el("h1", [("style", style.title)], [.text(title)]),
        .el(
          "p", [("style", style.subtitle)],
          [.text(words.format("Week %@ \u{00B7} %@", week.identifier, rangeText))]),
      ]),
      row([statsTable()]),
    ]
    let trendChanges = report.trendChanges
    if !trendChanges.isEmpty {
      rows.append(
        row(
          [
            .el(
              "p", [("style", style.note)],
              [
                .text(
                  words.text(
                    "Trends this week (the last 90 days against the 365 days before them):"))
              ])
          ]
            + trendChanges.map { change in
              .el(
                "p", [("style", style.value)],
                [.text(change.after.arrow + " " + change.sentence(options: options))])
            }))
    }
    // The week's rings come before the 28 days' charts.
    for chart in charts where chart.name == EmailReport.ringsChartName {
      rows.append(row(ringsHTML(chart: chart)))
    }
    for chart in charts where chart.png != nil && chart.name != EmailReport.ringsChartName {
      rows.append(
        row([
          .el(
            "img",
            [
              ("src", "cid:" + chart.pngContentID), ("width", String(chart.width)),
              ("height", String(chart.height)), ("alt", chart.altText), ("style", style.image),
            ])
        ]))
    }
    rows.append(
      row([
        .el(
          "p", [("style", style.note)],
          [
            .text(
              words.plural(
                ReportWindow.chartDayCount,
                "The charts show the %lld days ending %@; they are attached as SVG files.",
                one: "The charts show the %lld day ending %@; it is attached as an SVG file.",
                number: NumberFormat.grouped(
                  Double(ReportWindow.chartDayCount), style: locale.numbers),
                locale.dates.longDate(week.end)))
          ])
      ]))
    let card = MarkupNode.el(
      "table",
      EmailStyle.layoutTable(style: style.card),
      [.newline, .lines(rows)])
    let page = MarkupNode.el(
      "table", EmailStyle.layoutTable(style: style.canvas),
      [
        .newline,
        .el(
          "tr", [],
          [
            .el(
              "td", [("style", style.canvasCell)], [.newline, card, .newline])
          ]
        ),
        .newline,
      ])
    let document = MarkupNode.el(
      "html", [("lang", language)],
      [
        .newline,
        .el(
          "head", [],
          [
            .newline,
            .lines([
              .el("meta", [("charset", "utf-8")]),
              .el(
                "meta",
                [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
              .el("meta", [("name", "color-scheme"), ("content", "light")]),
              .el("meta", [("name", "supported-color-schemes"), ("content", "light")]),
              .el("title", [], [.text(title)]),
            ]),
          ]),
        .newline,
        .el("body", [("style", style.body)], [.newline, page, .newline]),
        .newline,
      ])
    return MarkupNode.group([.markup(.htmlDoctype), document, .newline]).render()
  }

  /// One padded row of the main table.
  func row(_ content: [MarkupNode]) -> MarkupNode {
    .el("tr", [], [.el("td", [("style", EmailStyle.row)], content)])
  }

  /// The figures (``figures``, the week page's) as a two-column table.
  func statsTable() -> MarkupNode {
    .el(
      "table", EmailStyle.layoutTable(style: nil),
      figures.map { figure in
        .el(
          "tr", [],
          [
            .el("td", [("style", EmailStyle.term)], [.text(figure.term)]),
            .el("td", [("style", EmailStyle.value)], [.text(figure.value)]),
          ])
      })
  }
}
