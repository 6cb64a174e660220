import ChartKit
import HealthCore

/// A tiny inline bar chart of a week's steps (7 bars, 100 × 24 points) for the archive, on a
/// scale shared by every week so that weeks compare at a glance.
struct WeekSparkline: Sendable {
  /// The week's steps per day in week order, `nil` for missing days.
  let values: [Double?]
  /// The steps that fill the full height (the largest day of all weeks).
  let maximum: Double
  /// The week's first day, for the spoken weekday names.
  let start: LocalDate
  /// The reader's locale.
  var locale = ReportLocale.englishUS

  static let width = 100.0
  static let height = 24.0

  /// The accessible label: "Steps per day: Sun 6,200, Mon 8,812, Tue no data, …".
  var label: String {
    let words = locale.strings
    let days = values.enumerated().map { offset, value in
      locale.dates.shortWeekdayName(start.adding(days: offset).weekday) + " "
        + (value.map { NumberFormat.grouped($0, style: locale.numbers) } ?? words.text("no data"))
    }
    return words.format("Steps per day: %@", days.joined(separator: ", "))
  }

  /// The `<svg>` element: one bar per day with data.
  var node: MarkupNode {
    let slot = WeekSparkline.width / 7
    var bars: [MarkupNode] = []
    for (offset, value) in values.enumerated() {
      guard let value, value > 0, maximum > 0 else { continue }
      let height = max(1, (min(value, maximum) / maximum) * (WeekSparkline.height - 2))
      bars.append(
        .el(
          "rect",
          [
            ("x", NumberFormat.coordinate(Double(offset) * slot + 2)),
            ("y", NumberFormat.coordinate(WeekSparkline.height - height)),
            ("width", NumberFormat.coordinate(slot - 4)),
            ("height", NumberFormat.coordinate(height)),
            ("rx", "1"),
          ]))
    }
    return .el(
      "svg",
      [
        ("class", "spark"), ("xmlns", "http://www.w3.org/2000/svg"),
        ("viewBox", "0 0 100 24"), ("width", "100"), ("height", "24"), ("role", "img"),
        ("aria-label", label), ("fill", HealthPalette.colors.steps),
      ], bars)
  }
}
