// STUB: interface fixed; implementation by the HealthCore work.
/// One weekday's aggregate: the weekday, the earliest date that fell on it, and the value.
public struct WeekdayValue: Sendable, Hashable {
  /// The weekday.
  public var weekday: Weekday
  /// The earliest date of that weekday in the input.
  public var date: LocalDate
  /// The aggregate (mean) value.
  public var value: Double

  /// Creates an entry.
  public init(weekday: Weekday, date: LocalDate, value: Double) {
    self.weekday = weekday
    self.date = date
    self.value = value
  }
}

/// The reference app's chart statistics (SPEC §2), total on every input.
public enum ChartHelper {
  /// The mean value; `nil` for an empty array.
  public static func averageValue(for data: [DateValue]) -> Double? { nil }

  /// The first element on the same day as `selectedDate`; `nil` if no date or no match.
  public static func parseSelectedData(from data: [DateValue], in selectedDate: LocalDate?) -> DateValue? { nil }

  /// Mean value per weekday, in week order, only weekdays present.
  public static func averageWeekdayCount(for data: [DateValue], weekStart: WeekStart = .sunday) -> [WeekdayValue] { [] }

  /// Mean day-to-day difference per weekday (input ascending), in week order.
  public static func averageDailyWeightDiffs(for data: [DateValue], weekStart: WeekStart = .sunday) -> [WeekdayValue] { [] }

  /// One chart datum per daily value, order kept.
  public static func convert(data: [HealthMetric]) -> [DateValue] { [] }
}
