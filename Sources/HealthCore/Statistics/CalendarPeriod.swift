/// A length of calendar time that figures are grouped by: a week (from the week-start
/// setting), a month or a year.
public enum CalendarPeriod: String, Sendable, CaseIterable {
  case week, month, year

  /// The first day of the period that contains `date`.
  /// - Parameters:
  ///   - date: any day.
  ///   - weekStart: the first day of the week (for weeks).
  /// - Returns: the first day of the period that contains `date`.
  public func start(containing date: LocalDate, weekStart: WeekStart) -> LocalDate {
    switch self {
    case .week: return weekStart.weekStart(containing: date)
    case .month:
      // The first of the month is the day-of-month less one day before.
      return date.adding(days: 1 - date.components.day)
    case .year:
      let (year, _, _) = date.components
      return LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 1))
    }
  }

  /// The last day of the period that starts on `start`.
  /// - Parameter start: the period's first day (``start(containing:weekStart:)``).
  /// - Returns: the period's last day.
  public func end(startingOn start: LocalDate) -> LocalDate {
    switch self {
    case .week: return start.adding(days: 6)
    case .month:
      return start.adding(days: LocalDate.daysInMonth(year: start.year, month: start.month) - 1)
    case .year: return start.adding(days: LocalDate.isLeapYear(start.year) ? 365 : 364)
    }
  }
}
