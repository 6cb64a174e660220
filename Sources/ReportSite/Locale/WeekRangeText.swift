import HealthCore

/// Ranges of days in the reader's language, built from the locale's CLDR patterns.
extension DateStyle {
  /// The days of `week` as a range: "Dec 8 – 14, 2024", "Nov 25 – Dec 1, 2024" or "Dec 30,
  /// 2024 – Jan 5, 2025" in American English (as `Week.rangeText`), "8. Dez. – 14. Dez. 2024"
  /// in German, "2024년 12월 8일 – 12월 14일" in Korean.
  /// - Parameter week: the week.
  /// - Returns: the text.
  public func weekRange(_ week: Week) -> String {
    range(from: week.start, to: week.end)
  }

  /// Two days as a range, each written with the locale's medium patterns and the year written
  /// once when both days share it; a month the days share is written once where the locale
  /// writes the month before the day ("Dec 8 – 14, 2024").
  /// - Parameters:
  ///   - first: the first day.
  ///   - last: the last day.
  /// - Returns: the text.
  public func range(from first: LocalDate, to last: LocalDate) -> String {
    let dash = " \u{2013} "
    guard first.year == last.year else { return mediumDate(first) + dash + mediumDate(last) }
    // A language that writes the year first ("2024년 12월 8일") keeps it on the first day.
    if case .field(UInt8(ascii: "y"), _) = mediumDate.pieces.first {
      return mediumDate(first) + dash + monthDay(last)
    }
    let lastDate = mediumDate(last)
    let lastDay = monthDay(last)
    if first.month == last.month, monthDayEndsWithDay, lastDate.hasPrefix(lastDay) {
      // "Dec 8" – "14" + ", 2024": the day of the last date replaces its month and day.
      var width = 1
      if case .field(UInt8(ascii: "d"), let count) = monthDay.pieces.last { width = count }
      let day = ShortText.build(capacity: 8) { DateStyle.append(last.day, width: width, to: &$0) }
      return monthDay(first) + dash + day + String(lastDate.dropFirst(lastDay.count))
    }
    return monthDay(first) + dash + lastDate
  }

  /// Whether the locale's month and day start with the month and end with the day ("MMM d"),
  /// so that two days of one month can share it.
  var monthDayEndsWithDay: Bool {
    guard case .field(let month, _) = monthDay.pieces.first,
      month == UInt8(ascii: "M") || month == UInt8(ascii: "L"),
      case .field(UInt8(ascii: "d"), _) = monthDay.pieces.last
    else { return false }
    return true
  }

  /// A day with its weekday and year: "Sat, Dec 14, 2024", "Sa., 14. Dez. 2024".
  /// - Parameter date: the day.
  /// - Returns: the text.
  public func weekdayMediumDate(_ date: LocalDate) -> String {
    shortWeekdayNames[date.weekday.rawValue - 1] + ", " + mediumDate(date)
  }
}
