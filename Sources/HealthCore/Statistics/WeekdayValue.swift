/// One weekday's aggregate: the weekday, the earliest date that fell on it, and the value.
public struct WeekdayValue: Sendable, Hashable {
  /// The weekday.
  public var weekday: Weekday
  /// The earliest date of that weekday in the input.
  public var date: LocalDate
  /// The aggregate (mean) value, in the input's units.
  public var value: Double
}
