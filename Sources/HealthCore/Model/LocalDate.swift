import Foundation

/// A calendar day in the proleptic Gregorian calendar, independent of any time zone.
///
/// Stored as the number of days since 1970-01-01, so comparison, hashing and day arithmetic are
/// integer operations. Conversions use Howard Hinnant's `days_from_civil` algorithms, so no
/// `Calendar` (and no ambient locale or time zone) is involved.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  /// Creates the day that is `dayNumber` days after 1970-01-01.
  /// - Parameter dayNumber: days since 1970-01-01.
  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// Creates a day from its civil components; `nil` when the components name no real day.
  /// - Parameters:
  ///   - year: the Gregorian year, 1...9999.
  ///   - month: 1...12.
  ///   - day: 1...31, checked against the month's length.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      day >= 1, day <= LocalDate.daysInMonth(year: year, month: month)
    else { return nil }
    self.dayNumber = LocalDate.dayNumber(year: year, month: month, day: day)
  }

  /// The day number of a civil date, for any year (Hinnant's `days_from_civil`), with no check
  /// that the date exists: day 0 of a month is the last day of the month before.
  /// - Parameters:
  ///   - year: the proleptic Gregorian year, any value whose day number fits in `Int`.
  ///   - month: 1...12.
  ///   - day: the day of the month.
  /// - Returns: days since 1970-01-01.
  public static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Parses a strict ISO 8601 calendar date, `YYYY-MM-DD`; `nil` for anything else.
  /// - Parameter text: the text to parse, exactly ten characters.
  public init?<S: StringProtocol>(iso text: S) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, let date = LocalDate(isoBytes: bytes[...]) else { return nil }
    self = date
  }

  /// Parses `YYYY-MM-DD` from the first ten bytes of `bytes`; `nil` if they are not a real day.
  /// - Parameter bytes: at least ten ASCII bytes; bytes after the tenth are ignored.
  public init?(isoBytes bytes: ArraySlice<UInt8>) {
    guard bytes.count >= 10 else { return nil }
    let start = bytes.startIndex
    func digits(_ offset: Int, _ count: Int) -> Int? {
      var value = 0
      for index in (start + offset)..<(start + offset + count) {
        let byte = bytes[index]
        guard byte >= 48, byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard bytes[start + 4] == 45, bytes[start + 7] == 45,
      let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The local day on which `instant` falls in `timeZone` (daylight saving time included).
  /// - Parameters:
  ///   - instant: a point in time.
  ///   - timeZone: the zone whose wall clock decides the day.
  public init(instant: Date, timeZone: TimeZone) {
    let offset = Double(timeZone.secondsFromGMT(for: instant))
    let seconds = (instant.timeIntervalSince1970 + offset).rounded(.down)
    self.init(dayNumber: Int((seconds / 86_400).rounded(.down)))
  }

  /// The civil components of this day.
  public var components: (year: Int, month: Int, day: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// The Gregorian year.
  public var year: Int { components.year }
  /// The month, 1 (January) ... 12 (December).
  public var month: Int { components.month }
  /// The day of the month, 1 ... 31.
  public var day: Int { components.day }

  /// The day of the week; 1970-01-01 was a Thursday.
  public var weekday: Weekday {
    let index = ((dayNumber % 7) + 7 + 4) % 7  // 0 = Sunday
    return Weekday(rawValue: index + 1) ?? .sunday
  }

  /// The day `count` days later (earlier when negative).
  /// - Parameter count: a number of days.
  /// - Returns: the day `count` days away.
  public func adding(days count: Int) -> LocalDate {
    LocalDate(dayNumber: dayNumber + count)
  }

  /// The number of days from `self` to `other` (positive when `other` is later).
  public func days(to other: LocalDate) -> Int {
    other.dayNumber - dayNumber
  }

  /// `YYYY-MM-DD`.
  public var isoString: String {
    let (year, month, day) = components
    return DecimalText.padded(year, width: 4) + "-" + DecimalText.padded(month, width: 2) + "-"
      + DecimalText.padded(day, width: 2)
  }

  /// `YYYY-MM-DD`.
  public var description: String { isoString }

  /// Whether `lhs` is an earlier day than `rhs`.
  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  /// The number of days in `month` of `year`.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether `year` is a Gregorian leap year.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

}
