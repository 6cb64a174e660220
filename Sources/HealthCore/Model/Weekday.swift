/// A day of the week, numbered as Foundation's Gregorian calendar does: 1 = Sunday … 7 = Saturday.
public enum Weekday: Int, Sendable, CaseIterable, Hashable, Comparable {
  /// Sunday, 1.
  case sunday = 1
  /// Monday, 2.
  case monday
  /// Tuesday, 3.
  case tuesday
  /// Wednesday, 4.
  case wednesday
  /// Thursday, 5.
  case thursday
  /// Friday, 6.
  case friday
  /// Saturday, 7.
  case saturday

  /// The English abbreviation (`EEE`): "Mon".
  public var shortName: String {
    Weekday.shortNames[rawValue - 1]
  }

  /// The full English name (`EEEE`): "Monday".
  public var fullName: String {
    Weekday.fullNames[rawValue - 1]
  }

  /// Whether `lhs` comes before `rhs` in Sunday-first numbering.
  public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

  private static let shortNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let fullNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]
}

/// The first day of the week, which decides the order of weekday charts and weekly reports.
public enum WeekStart: String, Sendable, CaseIterable {
  case sunday, monday

  /// The weekday that opens the week.
  public var firstWeekday: Weekday { self == .sunday ? .sunday : .monday }

  /// The seven weekdays in week order.
  public var orderedWeekdays: [Weekday] {
    self == .sunday
      ? Weekday.allCases
      : [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
  }

  /// The 0-based position of `weekday` in this week (0 = first day of the week).
  public func position(of weekday: Weekday) -> Int {
    (weekday.rawValue - firstWeekday.rawValue + 7) % 7
  }

  /// The first day of the week that contains `date`.
  public func weekStart(containing date: LocalDate) -> LocalDate {
    date.adding(days: -position(of: date.weekday))
  }
}
