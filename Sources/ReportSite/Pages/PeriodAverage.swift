import HealthCore

/// The mean value per day of one week, month or year (the reference app's day / week / month /
/// year periods). Days without data are left out, never counted as zero.
struct PeriodAverage: Sendable, Hashable {
  /// The length of a period.
  enum Period: String, Sendable, CaseIterable {
    case week, month, year

    /// "By week".
    var heading: String { "By " + rawValue }

    /// The first day of the period that contains `date`.
    /// - Parameters:
    ///   - date: any day.
    ///   - weekStart: the first day of the week (for weeks).
    /// - Returns: the first day of the period that contains `date`.
    func start(containing date: LocalDate, weekStart: WeekStart) -> LocalDate {
      switch self {
      case .week: return weekStart.weekStart(containing: date)
      case .month: return LocalDate(year: date.year, month: date.month, day: 1) ?? date
      case .year: return LocalDate(year: date.year, month: 1, day: 1) ?? date
      }
    }

    /// The period's name from its first day: "Week of December 8, 2024", "December 2024",
    /// "2024".
    func label(start: LocalDate) -> String {
      switch self {
      case .week: return "Week of " + start.listText
      case .month: return start.monthName + " " + String(start.year)
      case .year: return String(start.year)
      }
    }
  }

  /// The period's first day.
  let start: LocalDate
  /// The period's name ("December 2024").
  let label: String
  /// The number of days with data in the period.
  let dayCount: Int
  /// The mean of those days' values, in the values' unit.
  let average: Double

  /// The per-day averages of `days` for each `period` that has data, newest first.
  /// - Parameters:
  ///   - days: daily values, ascending by date (any unit; the averages keep it).
  ///   - period: week, month or year.
  ///   - weekStart: the first day of the week.
  /// - Returns: one average per period with data, newest first.
  static func make(_ days: [DateValue], period: Period, weekStart: WeekStart) -> [PeriodAverage] {
    var result: [PeriodAverage] = []
    var current: LocalDate?
    var sum = 0.0
    var count = 0
    func close() {
      guard let start = current, count > 0 else { return }
      result.append(
        PeriodAverage(
          start: start, label: period.label(start: start), dayCount: count,
          average: sum / Double(count)))
    }
    for day in days {
      let start = period.start(containing: day.date, weekStart: weekStart)
      if start != current {
        close()
        current = start
        sum = 0
        count = 0
      }
      sum += day.value
      count += 1
    }
    close()
    return result.reversed()
  }
}
