import HealthCore

/// A `Date:` header value (RFC 5322 §3.3): a day, a time of day and a zone offset, rendered as
/// `Sat, 14 Dec 2024 18:00:00 +0000`. Computed from calendar days, never from a clock.
public struct MailDate: Sendable, Hashable {
  /// The day in the zone of `zoneMinutes`.
  public var date: LocalDate
  /// Seconds since midnight, 0..<86,400.
  public var secondOfDay: Int
  /// The zone's offset from UTC in minutes (east positive), -1,439...1,439.
  public var zoneMinutes: Int

  /// Creates a date.
  /// - Parameters:
  ///   - date: the day.
  ///   - secondOfDay: seconds since midnight, 0..<86,400 (18:00 by default).
  ///   - zoneMinutes: the offset from UTC in minutes (UTC by default).
  public init(date: LocalDate, secondOfDay: Int = 18 * 3600, zoneMinutes: Int = 0) {
    self.date = date
    self.secondOfDay = secondOfDay
    self.zoneMinutes = zoneMinutes
  }

  /// Parses `YYYY-MM-DD` (that day at 18:00 UTC) or an RFC 5322 date such as
  /// `Sat, 14 Dec 2024 18:00:00 +0000` (the weekday optional and recomputed, seconds optional);
  /// `nil` for anything else.
  /// - Parameter text: the date as typed.
  public init?(parsing text: String) {
    if let day = LocalDate(iso: text) {
      self.init(date: day)
      return
    }
    var words = text.split(separator: " ").map(String.init)
    if let first = words.first, first.hasSuffix(",") {
      guard MailDate.weekdayNames.contains(String(first.dropLast())) else { return nil }
      words.removeFirst()
    }
    guard words.count == 5, let day = Int(words[0]), words[0].count <= 2,
      let monthIndex = MailDate.monthNames.firstIndex(of: words[1]),
      words[2].count == 4, let year = Int(words[2]),
      let date = LocalDate(year: year, month: monthIndex + 1, day: day),
      let second = MailDate.parseTime(words[3]), let zone = MailDate.parseZone(words[4])
    else { return nil }
    self.init(date: date, secondOfDay: second, zoneMinutes: zone)
  }

  /// `Sat, 14 Dec 2024 18:00:00 +0000`.
  public func render() -> String {
    let (year, month, day) = date.components
    let hours = secondOfDay / 3600
    let minutes = secondOfDay / 60 % 60
    let seconds = secondOfDay % 60
    let zone = abs(zoneMinutes)
    return MailDate.weekdayNames[date.weekday.rawValue - 1] + ", " + String(day) + " "
      + MailDate.monthNames[month - 1] + " " + MailDate.four(year) + " " + MailDate.two(hours)
      + ":" + MailDate.two(minutes) + ":" + MailDate.two(seconds) + " "
      + (zoneMinutes < 0 ? "-" : "+") + MailDate.two(zone / 60) + MailDate.two(zone % 60)
  }

  /// `Sun` … `Sat`, the project's weekday abbreviations.
  static let weekdayNames = Weekday.allCases.map(\.shortName)
  /// `Jan` … `Dec`, the project's month abbreviations.
  static let monthNames = LocalDate.shortMonthNames

  /// `HH:MM` or `HH:MM:SS` as seconds since midnight.
  static func parseTime(_ text: String) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0.count == 2 }) else {
      return nil
    }
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count, numbers[0] < 24, numbers[1] < 60,
      numbers.count == 2 || numbers[2] < 61, numbers.allSatisfy({ $0 >= 0 })
    else { return nil }
    return numbers[0] * 3600 + numbers[1] * 60 + (numbers.count == 3 ? min(numbers[2], 59) : 0)
  }

  /// `+HHMM` or `-HHMM` as minutes east of UTC.
  static func parseZone(_ text: String) -> Int? {
    guard text.count == 5, let sign = text.first, sign == "+" || sign == "-",
      text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
      let hours = Int(text.dropFirst().prefix(2)), let minutes = Int(text.suffix(2)),
      minutes < 60
    else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 60 + minutes)
  }

  static func two(_ value: Int) -> String { DecimalText.padded(value, width: 2) }

  /// A year as four digits (`0222`), as RFC 5322 and `init(parsing:)` want it.
  static func four(_ value: Int) -> String { DecimalText.padded(value, width: 4) }
}
