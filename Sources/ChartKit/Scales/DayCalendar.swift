/// The civil calendar that ChartKit uses to place time ticks, injected by the caller.
///
/// ChartKit knows days only as integer *day numbers*: days since 1970-01-01 in the
/// proleptic Gregorian calendar (day 0 is a Thursday). It never converts dates itself.
public protocol DayCalendar: Sendable {
  /// The civil date of a day number.
  /// - Parameter day: days since 1970-01-01.
  /// - Returns: the year, the month (1...12) and the day of the month (1...31).
  func components(ofDay day: Int) -> (year: Int, month: Int, day: Int)

  /// The day number of a civil date. ChartKit only asks for the first day of a month and
  /// always passes a month in 1...12 (it normalizes month overflow itself).
  /// - Parameters:
  ///   - year: the year.
  ///   - month: the month, 1...12.
  ///   - day: the day of the month (ChartKit passes 1).
  /// - Returns: days since 1970-01-01.
  func day(year: Int, month: Int, day: Int) -> Int

  /// The first day of a week for week ticks: 0 = Sunday ... 6 = Saturday.
  var firstWeekdayIndex: Int { get }
}
