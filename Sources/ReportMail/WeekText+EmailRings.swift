import ChartKit
import HealthCore
import ReportSite

/// The week's Activity rings in the email's bodies: each ring's days closed, the best day and,
/// in plain text, each day's figures; nothing for a week without an Activity summary.
extension WeekText {
  /// The plain-text lines: the heading, each ring's days closed and the best day as a list,
  /// then each day of the week ("Sun, Dec 8: Move 512 of 450 kcal (114%), …", "Mon, Dec 9: no
  /// data"); empty without rings.
  var ringsPlainLines: [String] {
    guard report.hasRings else { return [] }
    let words = locale.strings
    var lines = [words.text("Rings this week")]
    lines += ringClosedLines.map { "- " + $0 }
    if let best = bestRingDayText { lines.append("- " + bestRingDayTerm + ": " + best) }
    let rings = ringWords
    for (offset, day) in report.ringDays.enumerated() {
      let date = locale.dates.weekdayMonthDay(week.start.adding(days: offset))
      lines.append(date + ": " + (day.map(rings.label(of:)) ?? words.text("no data")))
    }
    return lines
  }

  /// The HTML row's content: the heading, the picture (when it was drawn) and the sentences.
  /// - Parameter chart: the rings picture.
  /// - Returns: the nodes of the row.
  func ringsHTML(chart: EmailChart) -> [MarkupNode] {
    let words = locale.strings
    var nodes: [MarkupNode] = [
      .el("p", [("style", EmailStyle.note)], [.text(words.text("Rings this week"))])
    ]
    if chart.png != nil {
      nodes.append(
        .el(
          "img",
          [
            ("src", "cid:" + chart.pngContentID), ("width", String(chart.width)),
            ("height", String(chart.height)), ("alt", chart.altText),
            ("style", EmailStyle.image),
          ]))
    }
    var sentences = ringClosedLines
    if let best = bestRingDayText { sentences.append(bestRingDayTerm + ": " + best) }
    for sentence in sentences {
      nodes.append(.el("p", [("style", EmailStyle.value)], [.text(sentence)]))
    }
    return nodes
  }
}
