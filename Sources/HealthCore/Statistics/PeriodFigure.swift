/// The figures of one week, month or year of a metric: the days that count and their sum, so
/// both the total (steps in a week) and the mean per day (steps a day) are at hand.
public struct PeriodFigure: Sendable, Hashable {
  /// The period's first day.
  public let start: LocalDate
  /// The days that count: days with data, or every covered day for a metric whose missing
  /// days count as zero.
  public let days: Int
  /// The sum of the days' values, in their unit.
  public let total: Double

  /// The mean per day that counts; `nil` without such days.
  public var average: Double? { days > 0 ? total / Double(days) : nil }

  /// The figures of each `period` of `data` that has days, ascending. Values are added in date
  /// order.
  ///
  /// With `covering`, every period that meets the range is listed, and its days are the days
  /// of the range in it (a day without data counts as zero: workouts); otherwise only periods
  /// with data are, and their days are the days with data.
  /// - Parameters:
  ///   - data: daily values ascending by date (any unit; the figures keep it).
  ///   - period: week, month or year.
  ///   - weekStart: the first day of the week.
  ///   - covering: the days that count whether or not they have data, if any.
  /// - Returns: one figure per period, ascending.
  public static func make(
    _ data: [DateValue], period: CalendarPeriod, weekStart: WeekStart,
    covering: ClosedRange<LocalDate>? = nil
  ) -> [PeriodFigure] {
    // One pass over the ascending days: a period closes when a day starts another.
    var sums: [(start: LocalDate, days: Int, total: Double)] = []
    for day in data {
      let start = period.start(containing: day.date, weekStart: weekStart)
      if let last = sums.last, last.start == start {
        sums[sums.count - 1].days += 1
        sums[sums.count - 1].total += day.value
      } else {
        sums.append((start, 1, day.value))
      }
    }
    guard let covering else {
      return sums.map { PeriodFigure(start: $0.start, days: $0.days, total: $0.total) }
    }
    var result: [PeriodFigure] = []
    var index = 0
    var start = period.start(containing: covering.lowerBound, weekStart: weekStart)
    while start <= covering.upperBound {
      let end = period.end(startingOn: start)
      let first = max(start, covering.lowerBound)
      let last = min(end, covering.upperBound)
      var total = 0.0
      while index < sums.count, sums[index].start <= start {
        if sums[index].start == start { total += sums[index].total }
        index += 1
      }
      result.append(PeriodFigure(start: start, days: first.days(to: last) + 1, total: total))
      start = end.adding(days: 1)
    }
    return result
  }
}
