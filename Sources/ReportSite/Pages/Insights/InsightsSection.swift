import ChartKit
import HealthCore

/// The dashboard's "Trends and goals" section: a Trends card (each trend shown by
/// ``TrendRule`` as a sentence with an arrow, the steady metrics named, the rule in a line),
/// a Goals card (the steps goal this week and its current streak; the weight still to go and
/// when, ``WeightGoalRule``) and links to the years in review. Nothing without data.
struct InsightsSection: Sendable {
  /// Every trend metric's trend on the report's last day.
  let trends: [Trend]
  /// The report's options (units, goals, week start).
  let options: SiteOptions
  /// The report's last day; `nil` without data.
  let end: LocalDate?
  /// The daily data.
  let dataset: HealthDataset
  /// The years with a review, ascending.
  let years: [Int]

  /// The reader's language and customs.
  var locale: ReportLocale { options.locale }
  /// The reader's words.
  var words: StringCatalog { options.locale.strings }

  /// A count in the reader's number style.
  func number(_ count: Int) -> String {
    NumberFormat.grouped(Double(count), style: locale.numbers)
  }

  /// The section, or nothing without data.
  var node: MarkupNode {
    guard end != nil else { return .empty }
    var cards = [trendsCard]
    if let goals = goalsCard { cards.append(goals) }
    var children: [MarkupNode] = [
      .newline, .el("h2", [("id", "insights-heading")], [.text(words.text("Trends and goals"))]),
      .newline,
      .el("div", [("class", "insight-cards")], [.newline, .lines(cards)]), .newline,
    ]
    if !years.isEmpty {
      var links: [MarkupNode] = [.text(words.text("Year in review:") + " ")]
      for (index, year) in years.reversed().enumerated() {
        if index > 0 { links.append(.text(" \u{00B7} ")) }
        links.append(
          .el(
            "a", [("href", YearlyPages.folder + "/" + String(year) + "/index.html")],
            [.text(String(year))]))
      }
      children += [.el("p", [("class", "years-links")], links), .newline]
    }
    return .lines([
      .el(
        "section", [("class", "insights"), ("aria-labelledby", "insights-heading")], children)
    ])
  }

  /// A card of the section: a title, a caption and its content.
  func card(_ title: String, subtitle: String, _ content: [MarkupNode]) -> MarkupNode {
    .el(
      "div", [("class", "card insight-card")],
      [
        .newline, .el("h3", [("class", "card-title")], [.text(title)]), .newline,
        .el("p", [("class", "card-subtitle")], [.text(subtitle)]), .newline,
      ] + content)
  }

  /// The Trends card.
  var trendsCard: MarkupNode {
    let shown = trends.filter(\.isShown)
    var content: [MarkupNode] = []
    if !shown.isEmpty {
      let items = shown.map { trend in
        MarkupNode.el(
          "li", [("class", "trend trend-" + trend.direction.rawValue)],
          [
            .el("span", [("class", "trend-arrow"), ("aria-hidden", "true")], [.text(trend.arrow)]),
            .text(" " + trend.sentence(options: options)),
            .el(
              "span", [("class", "trend-percent")],
              [.text(trend.percentText(locale: locale).map { " (" + $0 + ")" } ?? "")]),
          ])
      }
      content += [.el("ul", [("class", "trend-list")], [.newline, .lines(items)]), .newline]
    }
    let steady = trends.filter { $0.direction == .steady }.map {
      $0.name(format: MetricFormat(metric: $0.metric, options: options))
    }
    if shown.isEmpty {
      let text =
        steady.isEmpty
        ? words.format(
          "Not enough data yet: trends need %@ days with data in the last %@ days and %@ in the %@ days before them.",
          number(TrendRule.minimumRecentDays), number(TrendRule.recentDayCount),
          number(TrendRule.minimumBaselineDays), number(TrendRule.baselineDayCount))
        : words.text("No trends: every metric is within its threshold of the year before.")
      content += [.el("p", [("class", "trend-none")], [.text(text)]), .newline]
    }
    if !steady.isEmpty, !shown.isEmpty {
      content += [
        .el(
          "p", [("class", "card-note")],
          [.text(words.format("Steady: %@.", steady.joined(separator: ", ")))]),
        .newline,
      ]
    }
    content += [
      .el(
        "p", [("class", "card-note")],
        [
          .text(
            words.format(
              "A trend is a change of at least %@ (steps, activity, HRV), %@ (sleep, heart rates) or %@ (weight) between the two means. Figures:",
              percent(5), percent(3), percent(1)) + " "),
          .el("a", [("href", SiteGenerator.trendsCSVPath)], [.text("trends.csv")]),
        ]), .newline,
    ]
    return card(
      words.text("Trends"),
      subtitle: words.format(
        "Last %@ days against the %@ days before", number(TrendRule.recentDayCount),
        number(TrendRule.baselineDayCount)), content)
  }

  /// A whole percentage as the reader writes it: "5%", "5 %".
  func percent(_ value: Double) -> String {
    NumberFormat.percent(value, style: locale.numbers)
  }

  /// The Goals card; `nil` without steps or weight.
  var goalsCard: MarkupNode? {
    guard let end else { return nil }
    var rows: [MarkupNode] = []
    let goal = options.stepsGoal
    let steps = dataset[.steps]
    if !steps.isEmpty {
      let week = Week(containing: end, weekStart: options.weekStart)
      let days = steps.values(in: ReportWindow(end: end, dayCount: week.start.days(to: end) + 1))
      var text =
        days.isEmpty
        ? words.text("No steps this week yet")
        : words.plural(
          days.count, "Met on %@ of %lld days this week", one: "Met on %@ of %lld day this week",
          number: number(days.count), number(GoalRule.metCount(days, goal: goal)))
      if let streak = GoalRule.currentStreak(steps.days, goal: goal, endingOn: end) {
        text +=
          " \u{00B7} "
          + words.plural(
            streak.dayCount, "current streak %lld days", one: "current streak %lld day",
            number: number(streak.dayCount))
      }
      rows.append(
        .el(
          "dt", [],
          [
            .text(
              words.format(
                "Steps, %@ a day", NumberFormat.grouped(goal, style: locale.numbers)))
          ]))
      rows.append(.el("dd", [], [.text(text)]))
    }
    let units = options.units
    let weightGoal = units.kilograms(from: options.effectiveGoalWeight)
    if let progress = WeightGoalRule.progress(
      weights: dataset[.bodyMass].days, goal: weightGoal, endingOn: end)
    {
      rows.append(
        .el(
          "dt", [],
          [
            .text(
              words.format(
                "Weight, %@",
                WeightGoalProgress.massText(weightGoal, units: units, locale: locale)))
          ]))
      rows.append(.el("dd", [], [.text(progress.summary(units: units, locale: locale))]))
    }
    guard !rows.isEmpty else { return nil }
    return card(
      words.text("Goals"), subtitle: words.text("Daily steps and weight"),
      [.el("dl", [("class", "goal-list")], [.newline, .lines(rows)]), .newline])
  }
}
