import ChartKit
import HealthCore

/// The goal section of the steps and weight pages: the steps goal's met days over the last 365
/// days and its streaks (``GoalRule``), or how far the weight is from its goal and when it may
/// get there (``WeightGoalRule``).
struct GoalSummary: Sendable {
  /// The figures: (term, value, spoken detail or `nil`).
  let figures: [(term: String, value: String, detail: String?)]
  /// The rule in a sentence, under the figures.
  let note: String

  /// The days the met count covers: 365.
  static let metDayCount = 365

  /// The goal section of `metric`'s page; `nil` for metrics without a goal, or without data.
  init?(metric: MetricKind, dataset: HealthDataset, options: SiteOptions) {
    guard let end = options.endDate ?? dataset.lastDate else { return nil }
    switch metric {
    case .steps:
      let goal = options.stepsGoal
      let days = dataset[.steps].days.filter { $0.date <= end }
      let recent = dataset[.steps].values(in: ReportWindow(end: end, dayCount: Self.metDayCount))
      guard !days.isEmpty else { return nil }
      let goalText = NumberFormat.grouped(goal) + " steps"
      func streakText(_ streak: Streak?) -> (String, String?) {
        guard let streak else { return (WeekReport.none, nil) }
        let count = String(streak.dayCount) + (streak.dayCount == 1 ? " day" : " days")
        let range =
          streak.dayCount == 1
          ? streak.start.listText : streak.start.listText + " \u{2013} " + streak.end.listText
        return (count, count + ", " + range)
      }
      let longest = streakText(GoalRule.longestStreak(days, goal: goal))
      let current = streakText(GoalRule.currentStreak(days, goal: goal, endingOn: end))
      let met = GoalRule.metCount(recent, goal: goal)
      figures = [
        ("Daily goal", goalText, nil),
        (
          "Met, last 365 days", String(met) + " of " + String(recent.count) + " days",
          "goal met on " + String(met) + " of " + String(recent.count)
            + " days with steps in the last 365 days"
        ),
        ("Longest streak", longest.0, longest.1.map { "longest streak: " + $0 }),
        ("Current streak", current.0, current.1.map { "current streak: " + $0 }),
      ]
      note =
        "A day meets the goal when its steps are at least " + goalText
        + "; a streak is a run of such days, and a day below the goal or without steps ends it."
        + " Change the goal with --steps-goal or steps_goal in healthreport.json."
    case .bodyMass:
      let units = options.units
      let goal = units.kilograms(from: options.effectiveGoalWeight)
      guard
        let progress = WeightGoalRule.progress(
          weights: dataset[.bodyMass].days, goal: goal, endingOn: end)
      else { return nil }
      figures = [
        ("Goal", WeightGoalProgress.massText(goal, units: units), nil),
        ("Now", progress.latestText(units: units), nil),
        ("To go", progress.toGoText(units: units), nil),
        ("Pace, last 28 days", progress.paceText(units: units) ?? WeekReport.none, nil),
        ("Projected", progress.projectionText(units: units), nil),
      ]
      note =
        "Now is the latest 7-day average: the mean of the weigh-ins of the last 7 days, on days"
        + " with at least 3. The pace is the slope of that average over the last 28 days; the"
        + " projection holds it and is shown only while the average heads for the goal (not while"
        + " it holds steady, within 0.1 lb a week), up to two years out."
    default:
      return nil
    }
  }

  /// `<section class="goal">` with the figures and the note.
  var node: MarkupNode {
    var stats: [MarkupNode] = []
    for (index, figure) in figures.enumerated() {
      if index > 0 { stats.append(.newline) }
      stats.append(WeekPage.stat(figure))
    }
    return .lines([
      .el(
        "section", [("class", "goal"), ("aria-labelledby", "goal-heading")],
        [
          .newline, .el("h2", [("id", "goal-heading")], [.text("Goal")]), .newline,
          .el("dl", [("class", "stats")], [.newline, .group(stats), .newline]), .newline,
          .el("p", [("class", "goal-note")], [.text(note)]), .newline,
        ])
    ])
  }
}
