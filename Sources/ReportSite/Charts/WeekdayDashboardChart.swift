import ChartKit
import HealthCore

/// A dashboard card of the weekdays' averages (the steps donut, the weight change bars): one
/// datum per weekday, described and tabulated alike.
protocol WeekdayDashboardChart: DashboardCardChart {
  /// The weekdays' averages, in week order.
  var weekdays: [WeekdayValue] { get }
  /// The chart's accessible name, in the reader's words.
  var accessibleName: String { get }
  /// The data table's caption, in the reader's words.
  var tableCaption: String { get }
  /// The data table's heading of the averages, in the reader's words.
  var valueHeading: String { get }
  /// A weekday's average as the chart writes it ("12,345", "+0.4").
  func valueText(_ value: Double) -> String
  /// A weekday's spoken label ("Monday: 12,345 steps") with its average written as `value`.
  func datumLabel(_ entry: WeekdayValue, value: String) -> String
}

extension WeekdayDashboardChart {
  /// The chart's name and each weekday's label.
  var accessibility: ChartAccessibility {
    ChartAccessibility(
      label: accessibleName,
      description: ChartText.describe(weekdays.map { datumLabel($0) }, locale: data.locale))
  }

  /// A row per weekday: its name and its average.
  var dataTable: DataTable? {
    ChartText.table(
      weekdays, caption: tableCaption, labelHeading: data.words.text("Weekday"),
      valueHeading: valueHeading, locale: data.locale, format: { valueText($0) })
  }

  /// A weekday's spoken label ("Monday: 12,345 steps").
  func datumLabel(_ entry: WeekdayValue) -> String {
    datumLabel(entry, value: valueText(entry.value))
  }
}
