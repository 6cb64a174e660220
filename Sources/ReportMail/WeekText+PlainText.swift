import ChartKit
import HealthCore
import ReportSite

extension WeekText {
  /// The plain-text body: the week, the same figures as the week page (the change also in
  /// words), the week's Activity rings (``ringsPlainLines``), each chart's figures (its text
  /// alternative) and a note on the attached charts;
  /// lines end in `\n`.
  /// - Parameters:
  ///   - title: the report's title line.
  ///   - charts: the charts, whose text alternatives are listed.
  /// - Returns: the summary as plain text.
  func plainText(title: String, charts: [EmailChart]) -> String {
    let words = locale.strings
    let numbers = locale.numbers
    let stepsDays = report.stepsDays
    var lines = [title, words.format("Week %@: %@", week.identifier, rangeText), ""]
    let width = figures.map(\.term.count).max() ?? 0
    for figure in figures {
      let padding = String(repeating: " ", count: width - figure.term.count)
      var line = figure.term + ":" + padding + "  " + figure.value
      if let detail = figure.detail, figure.value != WeekReport.none { line += " (" + detail + ")" }
      lines.append(line)
    }
    if stepsDays > 0 {
      lines.append("")
      lines.append(
        words.plural(
          stepsDays,
          "Steps were recorded on %lld days of the week; the average is over those days.",
          one: "Steps were recorded on %lld day of the week; the average is over that day.",
          number: NumberFormat.grouped(Double(stepsDays), style: numbers)))
    }
    if !trendLines.isEmpty {
      lines.append("")
      lines.append(
        words.text("Trends this week (the last 90 days against the 365 days before them)"))
      for line in trendLines { lines.append("- " + line) }
    }
    let rings = ringsPlainLines
    if !rings.isEmpty {
      lines.append("")
      lines += rings
    }
    lines.append("")
    lines.append(words.text("Charts"))
    // The rings' figures are above.
    for chart in charts where chart.name != EmailReport.ringsChartName {
      lines.append("")
      lines.append(chart.altText)
    }
    lines.append("")
    lines.append(
      words.plural(
        ReportWindow.chartDayCount, "Attached: the charts of the %lld days ending %@ (%@).",
        one: "Attached: the charts of the %lld day ending %@ (%@).",
        number: NumberFormat.grouped(Double(ReportWindow.chartDayCount), style: numbers),
        locale.dates.weekdayMediumDate(week.end),
        charts.map { $0.subject(words) }.joined(separator: ", ")))
    return lines.joined(separator: "\n") + "\n"
  }
}
