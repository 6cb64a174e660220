/// A calendar week: seven days from a first day set by the week-start setting.
///
/// The one model of a week for the site, the feed and the email. Weeks starting on Monday are
/// ISO 8601 weeks, named `2024-W50` (week 1 holds the year's first Thursday); weeks starting on
/// Sunday are named by their first day, `2024-12-08`. Both names are safe as folder names and
/// are parsed back by ``init(parsing:weekStart:)``. Computed with day arithmetic only.
public struct Week: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The week's first day.
  public let start: LocalDate
  /// Which day weeks start on.
  public let weekStart: WeekStart

  /// The week that contains `date`.
  /// - Parameters:
  ///   - date: any day of the week.
  ///   - weekStart: the first day of the week.
  public init(containing date: LocalDate, weekStart: WeekStart) {
    self.start = weekStart.weekStart(containing: date)
    self.weekStart = weekStart
  }

  /// Parses a week as a user or a file name gives it: a day `YYYY-MM-DD` (the week that contains
  /// it, so a Sunday week's own name parses back to it) or, for Monday weeks, an ISO week
  /// `YYYY-Www` (any case); `nil` for anything else, or a week number the year does not have.
  /// - Parameters:
  ///   - text: the week as typed.
  ///   - weekStart: the first day of the week.
  public init?(parsing text: String, weekStart: WeekStart) {
    if let date = LocalDate(iso: text) {
      self.init(containing: date, weekStart: weekStart)
      return
    }
    guard weekStart == .monday, let monday = Week.isoMonday(parsing: text) else { return nil }
    self.init(containing: monday, weekStart: .monday)
  }

  /// The week's last day.
  public var end: LocalDate { start.adding(days: 6) }
  /// The week's days, first to last.
  public var range: ClosedRange<LocalDate> { start...end }
  /// The seven days, in order.
  public var days: [LocalDate] { (0..<7).map { start.adding(days: $0) } }
  /// The week before.
  public var previous: Week { Week(containing: start.adding(days: -7), weekStart: weekStart) }
  /// The week after.
  public var next: Week { Week(containing: start.adding(days: 7), weekStart: weekStart) }

  /// The ISO 8601 week-numbering year and week number of the Monday week containing ``start``.
  public var isoWeek: (year: Int, number: Int) {
    Week.isoWeek(containing: start)
  }

  /// The week's name: `2024-W50` for Monday weeks, its first day `2024-12-08` for Sunday weeks.
  public var identifier: String {
    switch weekStart {
    case .monday:
      let (year, number) = isoWeek
      return DecimalText.padded(year, width: 4) + "-W" + DecimalText.padded(number, width: 2)
    case .sunday:
      return start.isoString
    }
  }

  /// The year an archive lists the week under: the ISO year for Monday weeks, the year of the
  /// first day for Sunday weeks.
  public var year: Int { weekStart == .monday ? isoWeek.year : start.year }

  /// ``identifier``.
  public var description: String { identifier }

  /// Whether `lhs` starts before `rhs`.
  public static func < (lhs: Week, rhs: Week) -> Bool { lhs.start < rhs.start }

  /// The ISO year and week number of the week that contains `date`.
  static func isoWeek(containing date: LocalDate) -> (year: Int, number: Int) {
    let thursday = WeekStart.monday.weekStart(containing: date).adding(days: 3)
    let year = thursday.year
    let januaryFirst = LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 1))
    return (year, januaryFirst.days(to: thursday) / 7 + 1)
  }

  /// The Monday of ISO week `YYYY-Www`, or `nil` when the text is not a week of that year.
  static func isoMonday(parsing text: String) -> LocalDate? {
    let bytes = Array(text.utf8)
    guard bytes.count == 8, bytes[4] == UInt8(ascii: "-"),
      bytes[5] == UInt8(ascii: "W") || bytes[5] == UInt8(ascii: "w")
    else { return nil }
    var year = 0
    for byte in bytes[0..<4] {
      guard (48...57).contains(byte) else { return nil }
      year = year * 10 + Int(byte - 48)
    }
    var number = 0
    for byte in bytes[6..<8] {
      guard (48...57).contains(byte) else { return nil }
      number = number * 10 + Int(byte - 48)
    }
    guard year >= 1, number >= 1 else { return nil }
    let january4 = LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 4))
    let monday = WeekStart.monday.weekStart(containing: january4).adding(days: (number - 1) * 7)
    let check = isoWeek(containing: monday)
    return check.year == year && check.number == number ? monday : nil
  }
}
