import ChartKit
import HealthCore
import ReportSite

extension WeekReport {
  /// The plain-text body: the week, the same figures as the week page (the change also in
  /// words), each chart's figures (its text alternative) and a note on the attached charts;
  /// lines end in `\n`.
  /// - Parameters:
  ///   - title: the report's title line.
  ///   - charts: the charts, whose text alternatives are listed.
  /// - Returns: the summary as plain text.
  func plainText(title: String, charts: [EmailChart]) -> String {
    var lines = [title, "Week " + week.identifier + ": " + week.rangeText, ""]
    let width = figures.map(\.term.count).max() ?? 0
    for figure in figures {
      let padding = String(repeating: " ", count: width - figure.term.count)
      var line = figure.term + ":" + padding + "  " + figure.value
      if let detail = figure.detail, figure.value != Self.none { line += " (" + detail + ")" }
      lines.append(line)
    }
    if stepsDays > 0 {
      lines.append("")
      lines.append(
        "Steps were recorded on " + String(stepsDays) + (stepsDays == 1 ? " day" : " days")
          + " of the week; the average is over those days.")
    }
    if !trendLines.isEmpty {
      lines.append("")
      lines.append("Trends this week (the last 90 days against the 365 days before them)")
      for line in trendLines { lines.append("- " + line) }
    }
    lines.append("")
    lines.append("Charts")
    for chart in charts {
      lines.append("")
      lines.append(chart.altText)
    }
    lines.append("")
    lines.append(
      "Attached: the charts of the " + String(ReportWindow.chartDayCount) + " days ending "
        + week.end.annotationText + ", " + String(week.end.year)
        + " (" + charts.map(\.subject).joined(separator: ", ") + ").")
    return lines.joined(separator: "\n") + "\n"
  }
}
