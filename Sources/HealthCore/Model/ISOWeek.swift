/// An ISO 8601 week: the week-numbering year and the week number (weeks start on Monday; week 1
/// is the week that holds the year's first Thursday). Computed with day arithmetic only.
public struct ISOWeek: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The ISO week-numbering year (the Gregorian year of the week's Thursday).
  public let year: Int
  /// The week number, 1 ... 53.
  public let week: Int

  /// The ISO week that contains `date`.
  /// - Parameter date: any day of the week.
  public init(containing date: LocalDate) {
    let mondayOffset = WeekStart.monday.position(of: date.weekday)
    let thursday = date.adding(days: 3 - mondayOffset)
    let year = thursday.year
    let januaryFirst = LocalDate(year: year, month: 1, day: 1) ?? thursday
    self.year = year
    self.week = januaryFirst.days(to: thursday) / 7 + 1
  }

  /// `2024-W50`: the year, `-W` and the two-digit week.
  public var identifier: String {
    LocalDate.pad(year, 4) + "-W" + LocalDate.pad(week, 2)
  }

  /// `2024-W50`.
  public var description: String { identifier }

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
    (lhs.year, lhs.week) < (rhs.year, rhs.week)
  }
}

extension WeekStart {
  /// The identifier of the week that contains `date` under this week start: the ISO
  /// week (`2024-W50`) for Monday weeks, the week's first date (`2024-12-08`) for Sunday weeks.
  /// - Parameter date: any day of the week.
  /// - Returns: the identifier, safe as a folder name.
  public func weekIdentifier(containing date: LocalDate) -> String {
    switch self {
    case .monday: return ISOWeek(containing: date).identifier
    case .sunday: return weekStart(containing: date).isoString
    }
  }
}
