import HealthCore

/// The week an email reports on: seven days from the first day of the week.
///
/// Weeks starting on Monday are named by ISO 8601 week (`2024-W50`), weeks starting on Sunday by
/// their first day (`2024-12-08`), as the weekly pages name them. Self-contained so it can later
/// be unified with the site's week model.
public struct EmailWeek: Sendable, Hashable {
  /// The first day of the week.
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

  /// Parses `--week`: an ISO week `YYYY-Www` (Monday weeks only) or a day `YYYY-MM-DD`, meaning
  /// the week that contains it; `nil` for anything else.
  /// - Parameters:
  ///   - text: the week as typed.
  ///   - weekStart: the first day of the week.
  public init?(parsing text: String, weekStart: WeekStart) {
    if let date = LocalDate(iso: text) {
      self.init(containing: date, weekStart: weekStart)
      return
    }
    guard weekStart == .monday, let monday = EmailWeek.isoWeekMonday(text) else { return nil }
    self.init(containing: monday, weekStart: .monday)
  }

  /// The last day of the week.
  public var end: LocalDate { start.adding(days: 6) }

  /// The seven days, in order.
  public var days: [LocalDate] { (0..<7).map { start.adding(days: $0) } }

  /// The week before this one.
  public var previous: EmailWeek {
    EmailWeek(containing: start.adding(days: -7), weekStart: weekStart)
  }

  /// The week's name: `2024-W50` for Monday weeks, the first day `2024-12-08` for Sunday weeks.
  public var identifier: String {
    weekStart == .monday ? EmailWeek.isoWeekName(of: start) : start.isoString
  }

  /// `Dec 8 – 14, 2024`, `Dec 30, 2024 – Jan 5, 2025` or `Nov 25 – Dec 1, 2024`.
  public var rangeText: String {
    let first = start.monthName.prefix(3) + " " + String(start.day)
    let lastMonth = end.monthName.prefix(3)
    if start.year != end.year {
      return first + ", " + String(start.year) + " – " + lastMonth + " " + String(end.day) + ", "
        + String(end.year)
    }
    let last = start.month == end.month ? String(end.day) : lastMonth + " " + String(end.day)
    return first + " – " + last + ", " + String(end.year)
  }

  /// The ISO 8601 week name `YYYY-Www` of the week containing `date`.
  /// - Parameter date: any day.
  /// - Returns: the ISO week id, `2024-W50`.
  static func isoWeekName(of date: LocalDate) -> String {
    let monday = WeekStart.monday.weekStart(containing: date)
    let thursday = monday.adding(days: 3)
    let january1 = LocalDate(year: thursday.year, month: 1, day: 1) ?? thursday
    let week = january1.days(to: thursday) / 7 + 1
    let year = String(thursday.year)
    // Four digits (`0222-W52`), as `isoWeekMonday` reads.
    return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-W"
      + (week < 10 ? "0" : "") + String(week)
  }

  /// The Monday of ISO week `YYYY-Www`, or `nil` when the text is not a week of that year.
  /// - Parameter text: `YYYY-Www`, for example `2024-W50`.
  /// - Returns: the Monday that starts the week, or `nil` when the id names no week.
  static func isoWeekMonday(_ text: String) -> LocalDate? {
    let parts = text.uppercased().split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, let year = Int(parts[0]),
      parts[1].count == 3, parts[1].hasPrefix("W"), let week = Int(parts[1].dropFirst()),
      week >= 1,
      let january4 = LocalDate(year: year, month: 1, day: 4)
    else { return nil }
    let monday = WeekStart.monday.weekStart(containing: january4).adding(days: (week - 1) * 7)
    return isoWeekName(of: monday) == text.uppercased() ? monday : nil
  }
}
