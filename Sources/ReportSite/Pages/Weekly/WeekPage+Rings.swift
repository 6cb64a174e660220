import ChartKit
import HealthCore

/// The week page's Activity rings: the seven days' drawings in one row, each ring's days
/// closed and the week's best day; nothing for a week without an Activity summary. A week
/// whose charts are pictures (older than ``SiteOptions/annotatedWeeks``) shows the figures
/// without the drawings (about 8 KB a week, which ten years of weeks could not afford; the
/// rings page's calendar draws every day).
extension WeekPage {
  /// Each day's drawing on the page, in points.
  static let ringSize = 36.0
  /// The distance between two days' drawings, in points: seven fit a 375-point phone's card
  /// unscaled enough that the captions stay at 11 points or more.
  static let ringPitch = 44.0

  /// The section, or nothing for a week without rings.
  var ringsNode: MarkupNode {
    guard week.report.hasRings else { return .empty }
    var grid = week.ringGrid(
      size: Self.ringSize, pitch: Self.ringPitch, headroom: RingGrid.tipHeadroom
    ) { [week] date in
      [week.dates.shortWeekdayName(date.weekday), week.number(Double(date.day))]
    }
    // The row is a phone's width: the narrow annotation (each ring's percentage) fits it; the
    // figures are in each day's name and in the counts below.
    grid.compactTips = true
    let drawing: [MarkupNode] =
      hasAnnotations
      ? [
        .el(
          "div", [("class", "card ring-week")],
          [.markup(grid.render(ids: IDGenerator(prefix: "ring-week"), words: week.ringWords))]),
        .newline,
      ] : []
    var stats: [MarkupNode] = []
    for (count, line) in zip(week.report.ringCounts, week.ringClosedLines) {
      stats.append(.newline)
      stats.append(
        Self.stat((term: week.ringWords.name(count.ring), value: ringValue(count), detail: line)))
    }
    if let best = week.bestRingDayText {
      stats.append(.newline)
      stats.append(Self.stat((term: week.bestRingDayTerm, value: best, detail: nil)))
    }
    let heading = words.text("Rings this week")
    return .lines([
      .el(
        "section", [("class", "week-rings"), ("aria-labelledby", "rings-heading")],
        [
          .newline, .el("h2", [("id", "rings-heading")], [.text(heading)]), .newline,
        ] + drawing + [.el("dl", [("class", "stats ring-stats")], stats + [.newline]), .newline])
    ])
  }

  /// A ring's days closed as the stat shows it: "5 of 7 days", "5 of 6 days (1 paused)",
  /// "paused", "—" (the sentence, ``WeekText/ringClosedText(_:)``, is its spoken detail).
  private func ringValue(_ count: RingWeekCount) -> String {
    guard count.counted > 0 else {
      return count.paused > 0 ? words.text("paused") : WeekReport.none
    }
    let days = words.plural(
      count.counted, "%@ of %lld days", one: "%@ of %lld day",
      number: week.number(Double(count.counted)), week.number(Double(count.closed)))
    guard count.paused > 0 else { return days }
    return days + " " + words.format("(%@ paused)", week.number(Double(count.paused)))
  }
}
