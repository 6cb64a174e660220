/// The reference app's chart statistics (SPEC §2), total on every input.
///
/// Values are assumed finite (no NaN or infinity; the importers reject them). Every mean is
/// computed the straightforward way: the values are added left to right in input order, starting
/// from 0, and the sum is divided once by the count. That order matters in `Double`: for
/// `[2.0, 3.1, 0.45, 1.84]` it gives exactly `1.8475`, whereas adding right to left or a running
/// (Welford) mean gives `1.8475000000000001`.
public enum ChartHelper: Sendable {
  /// The mean value; `nil` for an empty array (the app returned 0: callers show the empty state).
  /// - Parameter data: chart data, values in display units.
  /// - Returns: the mean in the same units, summed left to right.
  public static func averageValue(for data: [DateValue]) -> Double? {
    guard !data.isEmpty else { return nil }
    var sum = 0.0
    for datum in data {
      sum += datum.value
    }
    return sum / Double(data.count)
  }

  /// The first element on the same day as `selectedDate`; `nil` if no date or no match.
  /// - Parameters:
  ///   - data: chart data in any order.
  ///   - selectedDate: the selected calendar day, if any.
  /// - Returns: the first datum dated `selectedDate`, or `nil`.
  public static func parseSelectedData(from data: [DateValue], in selectedDate: LocalDate?)
    -> DateValue?
  {
    guard let selectedDate else { return nil }
    return data.first { $0.date == selectedDate }
  }

  /// Mean value per weekday (Gregorian, 1 = Sunday … 7 = Saturday), in week order, only
  /// weekdays present; each entry is dated with the earliest date of its weekday.
  /// - Parameters:
  ///   - data: chart data in any order, values in display units.
  ///   - weekStart: the first day of the week, which decides the output order.
  /// - Returns: at most seven entries, means in the input's units.
  public static func averageWeekdayCount(for data: [DateValue], weekStart: WeekStart = .sunday)
    -> [WeekdayValue]
  {
    var buckets = WeekdayBuckets()
    for datum in data {
      buckets.add(datum)
    }
    return buckets.means(in: weekStart)
  }

  /// Mean day-to-day difference per weekday, in week order.
  ///
  /// The input is taken as given (ascending by date, as the app assumes; it is not re-sorted).
  /// Fewer than two values give `[]`. For i ≥ 1 the difference `w[i] − w[i−1]` is dated
  /// `w[i].date`, so a missing day makes a difference span the gap; the differences are then
  /// grouped and averaged as in `averageWeekdayCount(for:weekStart:)`.
  /// - Parameters:
  ///   - data: weights ascending by date, in display units.
  ///   - weekStart: the first day of the week, which decides the output order.
  /// - Returns: at most seven entries, mean differences in the input's units per day.
  public static func averageDailyWeightDiffs(
    for data: [DateValue], weekStart: WeekStart = .sunday
  ) -> [WeekdayValue] {
    guard data.count >= 2 else { return [] }
    var buckets = WeekdayBuckets()
    for index in 1..<data.count {
      let difference = data[index].value - data[index - 1].value
      buckets.add(DateValue(date: data[index].date, value: difference))
    }
    return buckets.means(in: weekStart)
  }

  /// One chart datum per daily value, order kept.
  /// - Parameter data: daily values; the value is copied unchanged (no unit conversion).
  /// - Returns: one datum per input element, same order.
  public static func convert(data: [HealthMetric]) -> [DateValue] {
    data.map { DateValue(date: $0.date, value: $0.value) }
  }
}

/// Per-weekday sums, counts and earliest days, in vector lanes indexed by
/// `Weekday.rawValue - 1` (the eighth lane unused): a chart's 28 days are grouped without
/// allocating an array.
private struct WeekdayBuckets {
  var sums = SIMD8<Double>()
  var counts = SIMD8<Int>()
  /// The earliest day number of each weekday; `Int.max` for none.
  var earliest = SIMD8<Int>(repeating: .max)

  mutating func add(_ datum: DateValue) {
    let index = datum.date.weekday.rawValue - 1
    sums[index] += datum.value
    counts[index] += 1
    earliest[index] = min(earliest[index], datum.date.dayNumber)
  }

  func means(in weekStart: WeekStart) -> [WeekdayValue] {
    var means: [WeekdayValue] = []
    means.reserveCapacity(7)
    let first = weekStart.firstWeekday.rawValue - 1
    for position in 0..<7 {
      let index = (first + position) % 7
      guard counts[index] > 0, let weekday = Weekday(rawValue: index + 1) else { continue }
      means.append(
        WeekdayValue(
          weekday: weekday, date: LocalDate(dayNumber: earliest[index]),
          value: sums[index] / Double(counts[index])))
    }
    return means
  }
}
