import ChartKit
import HealthCore

/// Text shared by the charts.
enum ChartText {
  /// A chart's data as a table: a `labelHeading` column naming each datum (its date as
  /// `MMMM d, yyyy`, or its weekday) and a `valueHeading` column with the value formatted by
  /// `format`, one row per datum in order; `nil` without data.
  static func table(
    _ data: [some TableRow], caption: String, labelHeading: String, valueHeading: String,
    format: (Double) -> String
  ) -> DataTable? {
    guard !data.isEmpty else { return nil }
    return DataTable(
      caption: caption, columns: [labelHeading, valueHeading],
      rows: data.map { [$0.rowLabel, format($0.value)] })
  }

  /// A summary of a daily series for the chart's description: the span, the number of days with
  /// data, and the highest and lowest day ("28 days from November 17 to December 14, 2024, 26
  /// with data. Highest: 11,833 steps on December 12. Lowest: 4,587 steps on December 8.").
  static func summarize(_ data: [DateValue], window: ReportWindow?, format: (Double) -> String)
    -> String
  {
    guard let window, let highest = data.max(by: { $0.value < $1.value }),
      let lowest = data.min(by: { $0.value < $1.value })
    else { return "No data." }
    return String(window.dayCount) + " days from " + window.start.accessibilityText + " to "
      + window.end.listText + ", " + String(data.count) + " with data. Highest: "
      + format(highest.value) + " on " + highest.date.accessibilityText + ". Lowest: "
      + format(lowest.value) + " on " + lowest.date.accessibilityText + "."
  }

  /// "December 9: 12,345 steps. December 10: …" — the per-datum description.
  static func describe(_ labels: [String]) -> String {
    labels.isEmpty ? "No data." : labels.joined(separator: ". ") + "."
  }
}

/// A datum shown as a row of a chart's data table.
protocol TableRow {
  /// The row's name: a date or a weekday.
  var rowLabel: String { get }
  /// The value, in the chart's unit.
  var value: Double { get }
}

extension DateValue: TableRow {
  var rowLabel: String { date.listText }
}

extension WeekdayValue: TableRow {
  var rowLabel: String { weekday.fullName }
}
