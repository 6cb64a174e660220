import ChartKit
import HealthCore

/// The archive of weekly reports (`weeks/index.html`): every week grouped by year, newest
/// first, each with a steps sparkline and its headline numbers, and each year with a link to
/// its review.
struct WeekArchivePage: Sendable {
  /// The weeks, ascending.
  let weeks: [WeekReport]
  /// The years that have a review (`years/<year>/`).
  var reviewYears: Set<Int> = []

  var title: String { "Weekly Reports" }

  /// The page's main content: `weeks.html` with its values.
  /// - Throws: `TemplateError` when the template is missing.
  func content(templates: TemplateSet) throws(TemplateError) -> TemplateValue {
    var maximum = 0.0
    for week in weeks {
      for day in week.steps { maximum = max(maximum, day.value) }
    }
    var years: [MarkupNode] = []
    var items: [MarkupNode] = []
    var currentYear: Int?
    for week in weeks.reversed() {
      if let year = currentYear, year != week.week.year {
        years.append(yearSection(year, items))
        items = []
      }
      currentYear = week.week.year
      items.append(item(week, maximum: maximum))
    }
    if let currentYear { years.append(yearSection(currentYear, items)) }
    let summary: String
    if let first = weeks.first, let last = weeks.last {
      summary =
        NumberFormat.grouped(Double(weeks.count)) + (weeks.count == 1 ? " week" : " weeks")
        + " with data, " + (first.dataRange?.first ?? first.week.start).listText + " \u{2013} "
        + (last.dataRange?.last ?? last.week.end).listText + "."
    } else {
      summary = "No Data. There is no data for this Health statistic."
    }
    var sections: [MarkupNode] = []
    for (index, year) in years.enumerated() {
      if index > 0 { sections.append(.newline) }
      sections.append(year)
    }
    return .template(
      try templates.template(named: "weeks"),
      [
        "title": .text(title),
        "summary": .text(summary),
        "years": .node(.group(sections)),
      ])
  }

  /// A year's `<section>`: its heading and its weeks, one list item per line.
  func yearSection(_ year: Int, _ items: [MarkupNode]) -> MarkupNode {
    let id = "year-" + String(year)
    var heading: [MarkupNode] = [
      .newline, .el("h2", [("id", id)], [.text(String(year))]), .newline,
    ]
    if reviewYears.contains(year) {
      heading += [
        .el(
          "p", [("class", "year-review")],
          [
            .el(
              "a", [("href", "../" + YearlyPages.folder + "/" + String(year) + "/index.html")],
              [.text(String(year) + " in review \u{2192}")])
          ]), .newline,
      ]
    }
    return .el(
      "section", [("class", "week-year"), ("aria-labelledby", id)],
      heading + [
        .el("ol", [("class", "week-list")], [.newline, .lines(items)]), .newline,
      ])
  }

  func item(_ week: WeekReport, maximum: Double) -> MarkupNode {
    // The ▲/▼ change is shown to the eye and read as words ("3.2% more steps per day…").
    let figures: [MarkupNode] =
      week.isEmpty || week.steps.isEmpty
      ? [.text(week.summaryText)]
      : [
        .text(week.totalText + " steps \u{00B7} avg " + week.averageText + " \u{00B7} "),
        .el("span", [("aria-hidden", "true")], [.text(week.changeText)]),
        .el("span", [("class", "visually-hidden")], [.text(week.changeDescription)]),
        .text(" \u{00B7} " + week.goalSummary + " \u{00B7} weight " + week.weightChangeText),
      ]
    return .el(
      "li", [("class", "week-item")],
      [
        .el("a", [("href", week.pagePath)], [.text(week.title)]),
        WeekSparkline(values: week.dailySteps, maximum: maximum, start: week.week.start).node,
        .el("span", [("class", "week-figures")], figures),
      ])
  }
}
