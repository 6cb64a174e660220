import HealthCore

/// How a language writes days, weekdays, months and times: CLDR's patterns for the few
/// skeletons the report uses and its names, taken from Foundation once per report
/// (``ReportLocale``) and written here without Foundation.
public final class DateStyle: Sendable {
  /// Full month names for a date ("December", "Dezember", "12월"), January first.
  let monthNames: NameList
  /// Abbreviated month names for a date ("Dec", "Dez.", "12월").
  let shortMonthNames: NameList
  /// Full month names standing alone ("Dezember" as a heading; Slavic languages differ).
  let standaloneMonthNames: NameList
  /// Full weekday names, Sunday first ("Sunday", "Sonntag", "일요일").
  let weekdayNames: NameList
  /// Abbreviated weekday names, Sunday first ("Sun", "So.", "일").
  let shortWeekdayNames: NameList
  /// Abbreviated weekday names standing alone (a chart's weekday axis).
  let standaloneShortWeekdayNames: NameList
  /// Narrow weekday names standing alone, Sunday first ("S", "M", "T"; "D", "L", "M", "X" in
  /// Spanish; "일", "월").
  let narrowWeekdayNames: NameList
  /// The day periods of a 12-hour clock ("AM", "PM"; "오전", "오후").
  let dayPeriods: NameList
  /// `EEE, MMM d`: "Mon, Dec 9", "Mo. 9. Dez.".
  let weekdayMonthDay: DatePattern
  /// `MMM d`: "Dec 9", "9. Dez.".
  let monthDay: DatePattern
  /// `M/d`: "12/9", "9.12.", "12. 9.".
  let numericMonthDay: DatePattern
  /// `M/d/yy` style, numeric with the year: "12/9/24", "9.12.24".
  let numericDate: DatePattern
  /// `MMMM d`: "December 9", "9. Dezember".
  let longMonthDay: DatePattern
  /// `MMMM d, y`: "December 9, 2024", "9. Dezember 2024".
  let longDate: DatePattern
  /// `MMM d, y`: "Dec 9, 2024".
  let mediumDate: DatePattern
  /// `EEE, MMM d, y`: "Mon, Dec 9, 2024", "Mo. 9. Dez. 2024", "2024년 12월 9일 (월)".
  let mediumDateWithWeekday: DatePattern
  /// `MMMM y`: "December 2024", "Dezember 2024", "2024년 12월".
  let monthYear: DatePattern
  /// `MMM y`: "Dec 2024".
  let shortMonthYear: DatePattern
  /// `EEEE, MMMM d`: "Monday, December 9".
  let weekdayLongMonthDay: DatePattern
  /// The hour and minute (`jm`): "10:48 PM", "22:48", "오후 10:48".
  let time: DatePattern

  /// The patterns and names; see the properties.
  init(
    monthNames: [String], shortMonthNames: [String], standaloneMonthNames: [String],
    weekdayNames: [String], shortWeekdayNames: [String], standaloneShortWeekdayNames: [String],
    dayPeriods: [String], patterns: [String: String], narrowWeekdayNames: [String] = []
  ) {
    func names(_ list: [String], _ count: Int, _ fallback: [String]) -> [String] {
      list.count == count ? list : fallback
    }
    let english = DateStyle.englishNames
    let months = names(monthNames, 12, english.months)
    let shortWeekdays = names(shortWeekdayNames, 7, english.shortWeekdays)
    self.monthNames = NameList(months)
    self.shortMonthNames = NameList(names(shortMonthNames, 12, english.shortMonths))
    self.standaloneMonthNames = NameList(names(standaloneMonthNames, 12, months))
    self.weekdayNames = NameList(names(weekdayNames, 7, english.weekdays))
    self.shortWeekdayNames = NameList(shortWeekdays)
    self.standaloneShortWeekdayNames = NameList(
      names(standaloneShortWeekdayNames, 7, shortWeekdays))
    self.dayPeriods = NameList(names(dayPeriods, 2, ["AM", "PM"]))
    // Without Foundation's list: each short name's first letter, capitalized.
    self.narrowWeekdayNames = NameList(
      names(narrowWeekdayNames, 7, shortWeekdays.map { $0.prefix(1).uppercased() }))
    func pattern(_ skeleton: String) -> DatePattern {
      DatePattern(patterns[skeleton] ?? DateStyle.englishPatterns[skeleton] ?? skeleton)
    }
    weekdayMonthDay = pattern("EEEMMMd")
    monthDay = pattern("MMMd")
    numericMonthDay = pattern("Md")
    numericDate = pattern("yyMd")
    longMonthDay = pattern("MMMMd")
    longDate = pattern("yMMMMd")
    mediumDate = pattern("yMMMd")
    mediumDateWithWeekday = pattern("yMMMEd")
    monthYear = pattern("yMMMM")
    shortMonthYear = pattern("yMMM")
    weekdayLongMonthDay = pattern("MMMMEEEEd")
    time = pattern("jm")
  }

  /// The skeletons a report asks CLDR for, each with its en-US pattern.
  static let englishPatterns: [String: String] = [
    "EEEMMMd": "EEE, MMM d", "MMMd": "MMM d", "Md": "M/d", "yyMd": "M/d/yy",
    "MMMMd": "MMMM d", "yMMMMd": "MMMM d, y", "yMMMd": "MMM d, y",
    "yMMMEd": "EEE, MMM d, y", "yMMMM": "MMMM y",
    "yMMM": "MMM y", "MMMMEEEEd": "EEEE, MMMM d", "jm": "h:mm a",
  ]

  /// The English names, the fallback of a list Foundation did not give in full.
  static let englishNames = (
    months: [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ],
    shortMonths: [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ],
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    shortWeekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  )

  // MARK: Days

  /// "Mon, Dec 9": a day in an annotation.
  public func weekdayMonthDay(_ date: LocalDate) -> String { write(weekdayMonthDay, date) }
  /// "Dec 9": a day in a short phrase.
  public func monthDay(_ date: LocalDate) -> String { write(monthDay, date) }
  /// "12/9": a day on a time axis.
  public func numericMonthDay(_ date: LocalDate) -> String { write(numericMonthDay, date) }
  /// "12/9/24": a day on a time axis that crosses a year.
  public func numericDate(_ date: LocalDate) -> String { write(numericDate, date) }
  /// "December 9": a day in a spoken label.
  public func longMonthDay(_ date: LocalDate) -> String { write(longMonthDay, date) }
  /// "December 9, 2024": a day in a list or a period.
  public func longDate(_ date: LocalDate) -> String { write(longDate, date) }
  /// "Dec 9, 2024".
  public func mediumDate(_ date: LocalDate) -> String { write(mediumDate, date) }
  /// "December 2024": a month heading.
  public func monthYear(_ date: LocalDate) -> String { write(monthYear, date) }
  /// "Dec 2024": a month on an axis.
  public func shortMonthYear(_ date: LocalDate) -> String { write(shortMonthYear, date) }
  /// "Monday, December 9".
  public func weekdayLongMonthDay(_ date: LocalDate) -> String {
    write(weekdayLongMonthDay, date)
  }

  /// A day with its weekday and year: "Sat, Dec 14, 2024", "Sa., 14. Dez. 2024".
  /// - Parameter date: the day.
  /// - Returns: the text.
  public func weekdayMediumDate(_ date: LocalDate) -> String {
    shortWeekdayNames[date.weekday.rawValue - 1] + ", " + mediumDate(date)
  }

  /// "Monday", "Montag", "월요일".
  public func weekdayName(_ weekday: Weekday) -> String {
    weekdayNames[weekday.rawValue - 1]
  }

  /// "Mon", "Mo.", "월": a weekday on a chart's axis or in a table.
  public func shortWeekdayName(_ weekday: Weekday) -> String {
    standaloneShortWeekdayNames[weekday.rawValue - 1]
  }

  /// "S", "M", "D", "X", "월": a weekday's initial, as a week of small drawings labels its days.
  public func narrowWeekdayName(_ weekday: Weekday) -> String {
    narrowWeekdayNames[weekday.rawValue - 1]
  }

  /// "December", "Dezember", "12월": a month by its number, 1…12 (clamped).
  public func monthName(_ month: Int) -> String {
    standaloneMonthNames[max(1, min(12, month)) - 1]
  }

  /// "Dec", "Dez.", "12월": a month's abbreviation by its number, 1…12 (clamped).
  public func shortMonthName(_ month: Int) -> String {
    shortMonthNames[max(1, min(12, month)) - 1]
  }

  // MARK: Times

  /// A time of day as the locale's clock writes it: "10:48 PM", "22:48", "오후 10:48".
  /// - Parameters:
  ///   - hour: 0…23.
  ///   - minute: 0…59.
  /// - Returns: the text.
  public func time(hour: Int, minute: Int) -> String {
    write(time, year: 2000, month: 1, day: 1, weekday: .saturday, hour: hour, minute: minute)
  }

  /// Whether the locale's clock runs to 24 hours ("22:48").
  public var uses24HourClock: Bool {
    !time.pieces.contains { piece in
      guard case .field(let letter, _) = piece else { return false }
      return letter == UInt8(ascii: "h") || letter == UInt8(ascii: "K")
    }
  }

  // MARK: Writing

  /// Appends `date` in `pattern` to `text` (a chart builds each datum's labels in one buffer).
  func append(_ pattern: DatePattern, _ date: LocalDate, to text: inout ShortText) {
    let (year, month, day) = date.components
    append(
      pattern, year: year, month: month, day: day, weekday: date.weekday, hour: 0, minute: 0,
      to: &text)
  }

  /// Appends ``weekdayMonthDay(_:)`` of `date` to `text`.
  public func appendWeekdayMonthDay(_ date: LocalDate, to text: inout ShortText) {
    append(weekdayMonthDay, date, to: &text)
  }

  /// Appends ``longMonthDay(_:)`` of `date` to `text`.
  public func appendLongMonthDay(_ date: LocalDate, to text: inout ShortText) {
    append(longMonthDay, date, to: &text)
  }

  /// Appends ``time(hour:minute:)`` to `text` (a night's bedtime in a chart's labels).
  /// - Parameters:
  ///   - hour: 0…23.
  ///   - minute: 0…59.
  ///   - text: the buffer.
  func appendTime(hour: Int, minute: Int, to text: inout ShortText) {
    append(
      time, year: 2000, month: 1, day: 1, weekday: .saturday, hour: hour, minute: minute,
      to: &text)
  }

  private func write(_ pattern: DatePattern, _ date: LocalDate) -> String {
    ShortText.build(capacity: 96) { append(pattern, date, to: &$0) }
  }

  private func write(
    _ pattern: DatePattern, year: Int, month: Int, day: Int, weekday: Weekday, hour: Int,
    minute: Int
  ) -> String {
    ShortText.build(capacity: 96) { text in
      append(
        pattern, year: year, month: month, day: day, weekday: weekday, hour: hour,
        minute: minute, to: &text)
    }
  }

  private func append(
    _ pattern: DatePattern, year: Int, month: Int, day: Int, weekday: Weekday, hour: Int,
    minute: Int, to text: inout ShortText
  ) {
    let monthIndex = max(1, min(12, month)) - 1
    let weekdayIndex = weekday.rawValue - 1
    for step in pattern.steps {
      switch step {
      case .literal(let index):
        pattern.literals.append(index, to: &text)
      case .field(let letter, let count):
        switch letter {
        case UInt8(ascii: "d"): DateStyle.append(day, width: count, to: &text)
        case UInt8(ascii: "M"), UInt8(ascii: "L"):
          if count >= 4 {
            (letter == UInt8(ascii: "L") ? standaloneMonthNames : monthNames).append(
              monthIndex, to: &text)
          } else if count == 3 {
            shortMonthNames.append(monthIndex, to: &text)
          } else {
            DateStyle.append(month, width: count, to: &text)
          }
        case UInt8(ascii: "y"):
          if count == 2 {
            DateStyle.append(year % 100, width: 2, to: &text)
          } else {
            text.append(number: year)
          }
        case UInt8(ascii: "E"), UInt8(ascii: "c"), UInt8(ascii: "e"):
          (count >= 4 ? weekdayNames : shortWeekdayNames).append(weekdayIndex, to: &text)
        case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "B"):
          dayPeriods.append(hour < 12 ? 0 : 1, to: &text)
        case UInt8(ascii: "h"):
          DateStyle.append(hour % 12 == 0 ? 12 : hour % 12, width: count, to: &text)
        case UInt8(ascii: "K"): DateStyle.append(hour % 12, width: count, to: &text)
        case UInt8(ascii: "H"): DateStyle.append(hour, width: count, to: &text)
        case UInt8(ascii: "k"): DateStyle.append(hour == 0 ? 24 : hour, width: count, to: &text)
        case UInt8(ascii: "m"): DateStyle.append(minute, width: count, to: &text)
        default: break
        }
      }
    }
  }

  /// Appends `value` (0 or more) with at least `width` digits ("09").
  static func append(_ value: Int, width: Int, to text: inout ShortText) {
    if width >= 2, value < 10 { text.append("0") }
    text.append(number: value)
  }
}
