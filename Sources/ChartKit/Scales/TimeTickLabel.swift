/// The label of a calendar tick chosen as d3-scale's time `tickFormat` chooses it (the
/// "multi-scale" format): the coarsest calendar unit the tick starts is what it names. A tick on
/// January 1 shows its year ("2024"), one on the first day of another month its month ("Mar"),
/// any other day the caller's day label ("12/9"). So a chart over a year or more reads "2024
/// Apr Jul Oct 2025", and one over a few weeks keeps its day labels.
///
/// d3 distinguishes weeks from other days as well (`%b %d` against `%a %d`); ChartKit leaves
/// days to the caller, who knows the report's day format.
public enum TimeTickLabel: Sendable {
  /// The label of the tick at `day`.
  /// - Parameters:
  ///   - day: the tick's day number (days since 1970-01-01).
  ///   - calendar: the civil calendar of the chart.
  ///   - monthNames: twelve short month names, January first ("Jan" … "Dec"); a missing name
  ///     falls back to the day label.
  ///   - dayLabel: the label of a tick that starts neither a month nor a year.
  /// - Returns: the year, the month's name or the day label.
  public static func multiScale(
    _ day: Int, calendar: some DayCalendar, monthNames: [String], dayLabel: (Int) -> String
  ) -> String {
    let (year, month, dayOfMonth) = calendar.components(ofDay: day)
    guard dayOfMonth == 1 else { return dayLabel(day) }
    if month == 1 { return String(year) }
    guard monthNames.indices.contains(month - 1) else { return dayLabel(day) }
    return monthNames[month - 1]
  }
}
