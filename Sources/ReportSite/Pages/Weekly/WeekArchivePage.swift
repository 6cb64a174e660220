import ChartKit
import HealthCore

/// The archive of weekly reports (`weeks/index.html`): every week grouped by year, newest
/// first, each with a steps sparkline and its headline numbers, and each year with a link to
/// its review.
struct WeekArchivePage: Sendable {
  /// The weeks, ascending.
  let weeks: [WeekText]
  /// The years that have a review (`years/<year>/`).
  var reviewYears: Set<Int> = []
  /// The reader's locale.
  var locale = ReportLocale.englishUS

  /// The reader's words.
  var words: StringCatalog { locale.strings }

  var title: String { words.text("Weekly Reports") }

  /// The page's main content: `weeks.html` with its values.
  /// - Throws: `TemplateError` when the template is missing.
  func content(templates: TemplateSet) throws(TemplateError) -> TemplateValue {
    var maximum = 0.0
    for week in weeks {
      for day in week.report.steps { maximum = max(maximum, day.value) }
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
    if let first = weeks.first?.report, let last = weeks.last?.report {
      let (start, end) = locale.ranges.parts(
        from: first.dataRange?.first ?? first.week.start,
        to: last.dataRange?.last ?? last.week.end, style: .full)
      summary = words.plural(
        weeks.count, "%lld weeks with data, %@ \u{2013} %@.",
        one: "%lld week with data, %@ \u{2013} %@.",
        number: NumberFormat.grouped(Double(weeks.count), style: locale.numbers), start, end)
    } else {
      summary = words.text("No Data. There is no data for this Health statistic.")
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
              [.text(words.format("%@ in review \u{2192}", String(year)))])
          ]), .newline,
      ]
    }
    return .el(
      "section", [("class", "week-year"), ("aria-labelledby", id)],
      heading + [
        .el("ol", [("class", "week-list")], [.newline, .lines(items)]), .newline,
      ])
  }

  func item(_ week: WeekText, maximum: Double) -> MarkupNode {
    // The ▲/▼ change is shown to the eye and read as words ("3.2% more steps per day…").
    let dot = " \u{00B7} "
    let steps = week.stepsItems
    let figures: [MarkupNode] =
      week.report.isEmpty || week.report.steps.isEmpty
      ? [.text(week.summaryText)]
      : [
        .text(steps.total + dot + steps.average + dot),
        .el("span", [("aria-hidden", "true")], [.text(week.changeText)]),
        .el("span", [("class", "visually-hidden")], [.text(week.changeDescription)]),
        .text(dot + week.goalSummary + dot + week.weightItem),
      ]
    return .el(
      "li", [("class", "week-item")],
      [
        .el("a", [("href", week.report.pagePath)], [.text(week.title)]),
        WeekSparkline(
          values: week.report.dailySteps, maximum: maximum, start: week.week.start,
          locale: locale
        ).node,
        .el("span", [("class", "week-figures")], figures),
      ])
  }
}
