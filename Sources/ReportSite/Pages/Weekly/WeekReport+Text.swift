import ChartKit
import HealthCore

/// The week's figures as text: the one wording of each figure for the week page, the archive,
/// the feed and the email, all formatted by `NumberFormat` (round half to even, U+2212 minus).
extension WeekReport {
  /// The placeholder for a missing figure.
  public static let none = "\u{2014}"

  /// "Week of December 8, 2024".
  public var title: String { "Week of " + week.start.listText }

  /// "December 8, 2024 – December 14, 2024 (2024-W50)": the days of the week that have data
  /// (the whole week when every day has some, one day when only one has, the week's bounds
  /// when none has); the identifier only for ISO weeks.
  public var period: String {
    let (first, last) = dataRange ?? (week.start, week.end)
    let range = first == last ? first.listText : first.listText + " \u{2013} " + last.listText
    return week.weekStart == .monday ? range + " (" + week.identifier + ")" : range
  }

  /// The first and last day of the week with any data; `nil` for a week without.
  public var dataRange: (first: LocalDate, last: LocalDate)? {
    var first: LocalDate?
    var last: LocalDate?
    let days =
      steps.map(\.date) + weights.map(\.date) + otherMetrics.flatMap { $0.days.map(\.date) }
    for day in days {
      first = min(first ?? day, day)
      last = max(last ?? day, day)
    }
    guard let first, let last else { return nil }
    return (first, last)
  }

  /// Whether the week has no data at all.
  public var isEmpty: Bool { dataRange == nil }

  /// The week's page, relative to `weeks/`: "2024-W50/index.html".
  public var pagePath: String { week.identifier + "/index.html" }

  /// "61,234" or "—".
  public var totalText: String { stepsTotal.map { NumberFormat.grouped($0) } ?? Self.none }

  /// "8,748" (whole steps per day with steps) or "—".
  public var averageText: String { stepsAverage.map { NumberFormat.grouped($0) } ?? Self.none }

  /// "▲ 3.2%", "▼ 12.0%", "0.0%", or "—" without a previous week.
  public var changeText: String { Self.percentText(stepsChangePercent) }

  /// The change against the previous week in words, for screen readers and plain text.
  public var changeDescription: String {
    guard let stepsChangePercent else { return "no step data the week before" }
    let amount = NumberFormat.grouped(abs(stepsChangePercent), decimals: 1) + "%"
    if amount == "0.0%" { return "unchanged from the week before" }
    return amount + (stepsChangePercent > 0 ? " more" : " fewer")
      + " steps per day than the week before"
  }

  /// "▲ 3.2%" for a rise, "▼ 3.2%" for a fall, "0.0%", "—" for `nil`.
  public static func percentText(_ percent: Double?) -> String {
    guard let percent else { return none }
    let amount = NumberFormat.grouped(abs(percent), decimals: 1) + "%"
    if amount == "0.0%" { return amount }
    return (percent > 0 ? "\u{25B2} " : "\u{25BC} ") + amount
  }

  /// "162.4 lbs" or "—".
  public func weightText(_ value: Double?) -> String {
    value.map { NumberFormat.grouped($0, decimals: 1) + " " + units.shortLabel } ?? Self.none
  }

  /// "162.4 lbs (Sun, Dec 8)" or "—".
  public func datedWeightText(_ datum: DateValue?) -> String {
    guard let datum else { return Self.none }
    return weightText(datum.value) + " (" + datum.date.annotationText + ")"
  }

  /// "−0.8 lbs", "+0.2 lbs" or "—".
  public var weightChangeText: String {
    weightChange.map { NumberFormat.signed($0, decimals: 1) + " " + units.shortLabel } ?? Self.none
  }

  /// "12,345 steps, Wed, Dec 11" or "—".
  public static func dayText(_ day: DateValue?) -> String {
    day.map { NumberFormat.grouped($0.value) + " steps, " + $0.date.annotationText } ?? none
  }

  /// What the archive and the feed say of a week without any data.
  public static let noDataText = "No data this week"

  /// "61,234 steps · avg 8,748 · ▲ 3.2% · goal met on 4 of 7 days · weight −0.8 lbs · sleep 7 hr
  /// 12 min · 4 workouts"
  /// ("No data this week" for a week without data; sleep and workouts only when the week has
  /// them): the archive's and the feed's one-line summary.
  public var summaryText: String {
    if isEmpty { return Self.noDataText }
    if steps.isEmpty {
      switch weights.count {
      case 0: return "No steps or weight this week" + recoverySummary
      case 1:
        return "No steps \u{00B7} one weigh-in, " + weightText(weights.first?.value)
          + recoverySummary
      default: return "No steps \u{00B7} weight " + weightChangeText + recoverySummary
      }
    }
    return totalText + " steps \u{00B7} avg " + averageText + " \u{00B7} " + changeText
      + " \u{00B7} " + goalSummary + " \u{00B7} weight " + weightChangeText + recoverySummary
  }

  /// The steps of the week in one sentence, for an image's text alternative and plain text:
  /// "Steps, week of December 8: 8,748 a day on average, 3.2% more steps per day than the week
  /// before." (or "no steps recorded").
  public var stepsSentence: String {
    let start = "Steps, week of " + week.start.accessibilityText + ": "
    guard stepsAverage != nil else { return start + "no steps recorded." }
    return start + averageText + " a day on average, " + changeDescription + "."
  }

  /// The weight of the week in one sentence, in words as the charts' descriptions read them:
  /// "Weight, week of December 8: 168.9 pounds on December 8 to 168.2 pounds on December 14, a
  /// change of −0.7 pounds." (or "no weigh-ins", or the week's only weigh-in).
  public var weightSentence: String {
    let start = "Weight, week of " + week.start.accessibilityText + ": "
    guard let first = weightStart, let last = weightEnd else { return start + "no weigh-ins." }
    let unit = " " + units.spokenName
    func weighIn(_ datum: DateValue) -> String {
      NumberFormat.grouped(datum.value, decimals: 1) + unit + " on " + datum.date.accessibilityText
    }
    guard let change = weightChange else {
      return start + weighIn(first) + ", the week's only weigh-in."
    }
    return start + weighIn(first) + " to " + weighIn(last) + ", a change of "
      + NumberFormat.signed(change, decimals: 1) + unit + "."
  }

  /// "4 of 7 days" (days with steps that meet the goal, of the days with steps) or "—".
  public var goalText: String {
    guard !steps.isEmpty else { return Self.none }
    return String(goalMetDays) + " of " + String(stepsDays) + (stepsDays == 1 ? " day" : " days")
  }

  /// "goal met on 4 of 7 days": the archive's and the feed's words for the steps goal.
  public var goalSummary: String { "goal met on " + goalText }

  /// "daily goal of 10,000 steps met on 4 of 7 days with steps", for screen readers and text.
  public var goalDescription: String {
    "daily goal of " + NumberFormat.grouped(stepsGoal) + " steps met on " + goalText
      + " with steps"
  }

  /// The trends that changed this week, one sentence each ("Steps: now up from 7,905 to 9,120
  /// a day"), in metric order; empty when none changed.
  public var trendLines: [String] { trendChanges.map { $0.sentence(units: units) } }

  /// The headline figures as (term, shown value, spoken detail or `nil`), in the order every
  /// renderer lists them.
  public var figures: [(term: String, value: String, detail: String?)] {
    [
      ("Total steps", totalText, nil),
      ("Average steps per day", averageText, nil),
      ("Change from last week", changeText, changeDescription),
      ("Weight at start", datedWeightText(weightStart), nil),
      ("Weight at end", datedWeightText(weightEnd), nil),
      ("Weight change", weightChangeText, nil),
      ("Best day", Self.dayText(bestDay), nil),
      ("Quietest day", Self.dayText(quietestDay), nil),
      (
        "Steps goal met (" + NumberFormat.grouped(stepsGoal) + ")", goalText,
        steps.isEmpty ? nil : goalDescription
      ),
    ] + recoveryFigures
  }
}
