import Foundation
import Testing

@testable import ChartKit

/// A test-only civil calendar: Foundation's Gregorian calendar in UTC.
struct UTCGregorianCalendar: DayCalendar {
  var firstWeekdayIndex: Int = 0

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    return calendar
  }()

  func components(ofDay day: Int) -> (year: Int, month: Int, day: Int) {
    let date = Date(timeIntervalSince1970: Double(day) * 86_400)
    let parts = Self.calendar.dateComponents([.year, .month, .day], from: date)
    return (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
  }

  func day(year: Int, month: Int, day: Int) -> Int {
    let parts = DateComponents(year: year, month: month, day: day)
    let date = Self.calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
    return Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
  }

  /// The day number of an ISO date "yyyy-mm-dd".
  func day(_ iso: String) -> Int {
    let parts = iso.split(separator: "-").compactMap { Int($0) }
    return day(year: parts[0], month: parts[1], day: parts[2])
  }

  /// The ISO date "yyyy-mm-dd" of a day number.
  func iso(_ day: Int) -> String {
    let (year, month, dayOfMonth) = components(ofDay: day)
    let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(pad(month))-\(pad(dayOfMonth))"
  }
}

struct TimeScaleTests {
  let calendar = UTCGregorianCalendar()

  @Test func calendarSanity() {
    #expect(calendar.day("1970-01-01") == 0)
    #expect(calendar.iso(19_723) == "2024-01-01")
    #expect(calendar.day("1969-12-31") == -1)
  }

  @Test func mapsDaysLinearly() {
    let scale = TimeScale(domain: (0, 10), range: (0, 100))
    #expect(scale(5) == 50)
    #expect(scale(10.5) == 105)
    #expect(scale.invert(20) == 2)
    #expect(TimeScale(domain: (3, 3), range: (0, 100))(7) == 50)
  }

  @Test(arguments: [
    // (start, stop, count, expected ticks as ISO dates)
    (
      "2024-01-01", "2024-01-05", 10,
      ["2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05"]
    ),
    (
      "2024-01-01", "2024-01-08", 7,
      [
        "2024-01-01", "2024-01-02", "2024-01-03", "2024-01-04", "2024-01-05", "2024-01-06",
        "2024-01-07", "2024-01-08",
      ]
    ),
    // 2 days: days 1, 3, 5 … of each month (d3 day.every(2)); note 31 Jan → 1 Feb.
    (
      "2024-01-25", "2024-02-06", 6,
      [
        "2024-01-25", "2024-01-27", "2024-01-29", "2024-01-31", "2024-02-01", "2024-02-03",
        "2024-02-05",
      ]
    ),
    // 1 week: Sundays.
    ("2024-01-01", "2024-02-01", 5, ["2024-01-07", "2024-01-14", "2024-01-21", "2024-01-28"]),
    // 1 month.
    (
      "2024-01-15", "2024-06-15", 5,
      ["2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01", "2024-06-01"]
    ),
    // 3 months: January, April, July, October.
    ("2023-11-01", "2024-12-31", 5, ["2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"]),
    // 1 year.
    ("2020-06-01", "2024-06-01", 4, ["2021-01-01", "2022-01-01", "2023-01-01", "2024-01-01"]),
    // Multiples of years via tickStep: every 5 years.
    (
      "1990-03-01", "2024-03-01", 5,
      ["1995-01-01", "2000-01-01", "2005-01-01", "2010-01-01", "2015-01-01", "2020-01-01"]
    ),
  ])
  func ticks(start: String, stop: String, count: Int, expected: [String]) {
    let scale = TimeScale(
      domain: (Double(calendar.day(start)), Double(calendar.day(stop))), range: (0, 600))
    #expect(scale.ticks(count: count, calendar: calendar).map(calendar.iso) == expected)
    let reversed = TimeScale(
      domain: (Double(calendar.day(stop)), Double(calendar.day(start))), range: (0, 600))
    #expect(reversed.ticks(count: count, calendar: calendar).map(calendar.iso) == expected)
  }

  @Test func weeksStartOnTheCalendarsFirstWeekday() {
    let monday = UTCGregorianCalendar(firstWeekdayIndex: 1)
    let scale = TimeScale(
      domain: (Double(monday.day("2024-01-02")), Double(monday.day("2024-02-01"))), range: (0, 1))
    #expect(
      scale.ticks(count: 5, calendar: monday).map(monday.iso)
        == ["2024-01-08", "2024-01-15", "2024-01-22", "2024-01-29"])
  }

  @Test(arguments: [
    (0.0, 10.0, 10, 1), (0, 20, 10, 2), (0, 70, 10, 7), (0, 300, 10, 30), (0, 900, 10, 90),
    (0, 3650, 10, 365),
  ])
  func intervalSelection(start: Double, stop: Double, count: Int, days: Int) {
    let expected: TimeScale.Interval? =
      switch days {
      case 1: .days(1)
      case 2: .days(2)
      case 7: .week
      case 30: .months(1)
      case 90: .months(3)
      default: .years(1)
      }
    #expect(TimeScale.interval(start: start, stop: stop, count: count) == expected)
  }

  @Test func fractionalDomainKeepsTicksInside() {
    let scale = TimeScale(domain: (0.5, 4.5), range: (0, 1))
    #expect(scale.ticks(count: 10, calendar: calendar) == [1, 2, 3, 4])
  }

  @Test(arguments: [
    (0.0, 10.0, 0), (0, 10, -1), (.nan, 10, 5), (0, .infinity, 5), (5, 5, 5), (0.2, 0.8, 5),
    (-1e300, 1e300, 5),
  ])
  func degenerateDomains(start: Double, stop: Double, count: Int) {
    let ticks = TimeScale(domain: (start, stop), range: (0, 1)).ticks(
      count: count, calendar: calendar)
    #expect(ticks.count <= (start == 5 ? 1 : 0))
  }
}
