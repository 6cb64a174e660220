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
  /// The reader's words.
  let words: StringCatalog

  /// The days the met count covers: 365.
  static let metDayCount = 365

  /// The goal section of `metric`'s page; `nil` for metrics without a goal, or without data.
  init?(metric: MetricKind, dataset: HealthDataset, options: SiteOptions) {
    guard let end = options.endDate ?? dataset.lastDate else { return nil }
    let locale = options.locale
    let words = locale.strings
    self.words = words
    let number = { (count: Int) in NumberFormat.grouped(Double(count), style: locale.numbers) }
    switch metric {
    case .steps:
      let goal = options.stepsGoal
      let days = dataset[.steps].days.filter { $0.date <= end }
      let recent = dataset[.steps].values(in: ReportWindow(end: end, dayCount: Self.metDayCount))
      guard !days.isEmpty else { return nil }
      let goalText = words.format("%@ steps", NumberFormat.grouped(goal, style: locale.numbers))
      func streakText(_ streak: Streak?) -> (String, String?) {
        guard let streak else { return (WeekReport.none, nil) }
        let count = words.plural(
          streak.dayCount, "%lld days", one: "%lld day", number: number(streak.dayCount))
        let range = locale.ranges.text(from: streak.start, to: streak.end, style: .full)
        return (count, count + ", " + range)
      }
      let longest = streakText(GoalRule.longestStreak(days, goal: goal))
      let current = streakText(GoalRule.currentStreak(days, goal: goal, endingOn: end))
      let met = GoalRule.metCount(recent, goal: goal)
      figures = [
        (words.text("Daily goal"), goalText, nil),
        (
          words.plural(
            Self.metDayCount, "Met, last %lld days", one: "Met, last %lld day",
            number: number(Self.metDayCount)),
          words.plural(
            recent.count, "%@ of %lld days", one: "%@ of %lld day", number: number(recent.count),
            number(met)),
          words.plural(
            recent.count, "goal met on %@ of %lld days with steps in the last %@ days",
            one: "goal met on %@ of %lld day with steps in the last %@ days",
            number: number(recent.count), number(met), number(Self.metDayCount))
        ),
        (
          words.text("Longest streak"), longest.0,
          longest.1.map { words.format("longest streak: %@", $0) }
        ),
        (
          words.text("Current streak"), current.0,
          current.1.map { words.format("current streak: %@", $0) }
        ),
      ]
      note = words.format(
        "A day meets the goal when its steps are at least %@; a streak is a run of such days, and a day below the goal or without steps ends it. Change the goal with --steps-goal or steps_goal in healthreport.json.",
        goalText)
    case .bodyMass:
      let units = options.units
      let goal = units.kilograms(from: options.effectiveGoalWeight)
      guard
        let progress = WeightGoalRule.progress(
          weights: dataset[.bodyMass].days, goal: goal, endingOn: end)
      else { return nil }
      figures = [
        (words.text("Goal"), WeightGoalProgress.massText(goal, units: units, locale: locale), nil),
        (words.text("Now"), progress.latestText(units: units, locale: locale), nil),
        (words.text("To go"), progress.toGoText(units: units, locale: locale), nil),
        (
          words.text("Pace, last 28 days"),
          progress.paceText(units: units, locale: locale) ?? WeekReport.none, nil
        ),
        (words.text("Projected"), progress.projectionText(units: units, locale: locale), nil),
      ]
      // The steady pace (``WeightGoalRule/steadyPacePerWeek``, 0.05 kg) in the site's unit:
      // "0.05 kg", or "0.1 lb" for pounds and stones (whose texts give pounds).
      let steady =
        units == .kilograms
        ? NumberFormat.grouped(
          WeightGoalRule.steadyPacePerWeek, decimals: 2, style: locale.numbers) + " kg"
        : NumberFormat.grouped(
          WeightUnit.pounds.value(fromKilograms: WeightGoalRule.steadyPacePerWeek), decimals: 1,
          style: locale.numbers) + " lb"
      note = words.format(
        "Now is the latest 7-day average: the mean of the weigh-ins of the last 7 days, on days with at least 3. The pace is the slope of that average over the last 28 days; the projection holds it and is shown only while the average heads for the goal (not while it holds steady, within %@ a week), up to two years out.",
        steady)
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
          .newline, .el("h2", [("id", "goal-heading")], [.text(words.text("Goal"))]), .newline,
          .el("dl", [("class", "stats")], [.newline, .group(stats), .newline]), .newline,
          .el("p", [("class", "goal-note")], [.text(note)]), .newline,
        ])
    ])
  }
}
