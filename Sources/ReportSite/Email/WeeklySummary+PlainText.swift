import ChartKit
import HealthCore

extension WeeklySummary {
  /// The plain-text body: the week, steps, weight, best and quietest day, and a note on the
  /// attached charts; lines end in `\n`.
  /// - Parameter title: the report's title line.
  /// - Returns: the summary as plain text lines, without line ends.
  func plainText(title: String) -> String {
    var lines = [title, "Week " + week.identifier + ": " + week.rangeText, ""]
    lines.append("STEPS")
    if let averageSteps {
      lines.append("  Total:          " + NumberFormat.grouped(totalSteps))
      lines.append(
        "  Average:        " + NumberFormat.grouped(averageSteps) + " a day ("
          + String(steps.count) + (steps.count == 1 ? " day" : " days") + " with data)")
      lines.append("  Change:         " + changeText)
    } else {
      lines.append("  No steps recorded this week.")
    }
    lines.append("")
    lines.append("WEIGHT")
    if let first = weights.first, let last = weights.last {
      lines.append(
        "  Start:          " + weightText(first.value) + " (" + first.date.annotationText + ")")
      lines.append(
        "  End:            " + weightText(last.value) + " (" + last.date.annotationText + ")")
      if let weightChange {
        lines.append(
          "  Change:         " + NumberFormat.signed(weightChange) + " " + units.shortLabel)
      }
    } else {
      lines.append("  No weigh-ins this week.")
    }
    lines.append("")
    if let bestDay, let quietestDay {
      lines.append("Best day:         " + WeeklySummary.dayText(bestDay))
      lines.append("Quietest day:     " + WeeklySummary.dayText(quietestDay))
      lines.append("")
    }
    lines.append(
      "Attached: the charts of the 28 days ending " + week.end.annotationText + ", "
        + String(week.end.year) + " (steps, steps by weekday, weight, weight change by weekday).")
    return lines.joined(separator: "\n") + "\n"
  }
}
