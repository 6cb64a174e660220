import ChartKit
import HealthCore

/// The proleptic Gregorian calendar of `LocalDate`, handed to ChartKit's time ticks.
struct HealthDayCalendar: DayCalendar {
  /// The first day of the week.
  var weekStart: WeekStart

  func components(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    LocalDate(dayNumber: day).components
  }

  func day(year: Int, month: Int, day: Int) -> Int {
    let monthIndex = year * 12 + (month - 1)
    let normalizedYear = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
    let normalizedMonth = monthIndex - normalizedYear * 12 + 1
    let clampedDay = min(
      max(1, day), LocalDate.daysInMonth(year: normalizedYear, month: normalizedMonth))
    return LocalDate.dayNumber(year: normalizedYear, month: normalizedMonth, day: clampedDay)
  }

  var firstWeekdayIndex: Int { weekStart.firstWeekday.rawValue - 1 }
}
