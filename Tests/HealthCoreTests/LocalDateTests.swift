import Foundation
import TestSupport
import Testing

@testable import HealthCore

@Suite struct LocalDateTests {
  /// Foundation's Gregorian calendar in UTC, the reference for the civil algorithms.
  static func utcCalendar() throws -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    return calendar
  }

  @Test func matchesFoundationOverFourCenturies() throws {
    let calendar = try Self.utcCalendar()
    // Foundation switches to the Julian calendar before 1582, so start after it.
    let first = try #require(LocalDate(year: 1601, month: 1, day: 1))
    let last = try #require(LocalDate(year: 2401, month: 12, day: 31))
    var dayNumber = first.dayNumber
    var mismatches: [LocalDate] = []
    var checked = 0
    while dayNumber <= last.dayNumber {
      let date = LocalDate(dayNumber: dayNumber)
      let instant = Date(timeIntervalSince1970: Double(dayNumber) * 86_400)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
      let (year, month, dayOfMonth) = date.components
      if parts.year != year || parts.month != month || parts.day != dayOfMonth
        || parts.weekday != date.weekday.rawValue
      {
        mismatches.append(date)
      }
      checked += 1
      // Every day around 2000 (a 400-year leap day), every 5th day elsewhere.
      dayNumber += dayNumber > 10_900 && dayNumber < 11_700 ? 1 : 5
    }
    #expect(checked > 50_000)
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
  }

  @Test func roundTripsEveryDayOfAWideRange() throws {
    let first = try #require(LocalDate(year: 1, month: 1, day: 1))
    let last = try #require(LocalDate(year: 9999, month: 12, day: 31))
    var mismatches: [Int] = []
    var leapDays = 0
    for dayNumber in first.dayNumber...last.dayNumber {
      let (year, month, dayOfMonth) = LocalDate(dayNumber: dayNumber).components
      if LocalDate(year: year, month: month, day: dayOfMonth)?.dayNumber != dayNumber {
        mismatches.append(dayNumber)
      }
      if month == 2 && dayOfMonth == 29 { leapDays += 1 }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    // 9999 years: 2424 leap years (every 4th, minus centuries not divisible by 400).
    #expect(leapDays == 9999 / 4 - 9999 / 100 + 9999 / 400)
    #expect(last.dayNumber - first.dayNumber + 1 == 9999 * 365 + leapDays)
  }

  @Test(arguments: [
    ("2024-02-29", true), ("2023-02-28", true), ("2000-02-29", true), ("1900-02-28", true),
    ("0001-01-01", true), ("9999-12-31", true),
    ("2024-02-30", false), ("2023-02-29", false), ("1900-02-29", false), ("2024-1-01", false),
    ("2024-01-1", false), ("2024-13-01", false), ("2024-00-10", false), ("2024-04-31", false),
    ("20240101", false), ("2024/01/01", false), (" 2024-01-01", false), ("2024-01-01 ", false),
    ("abcd-ef-gh", false), ("", false), ("0000-01-01", false), ("+024-01-01", false),
  ])
  func parsesStrictISO(text: String, isValid: Bool) {
    let date = LocalDate(iso: text)
    #expect((date != nil) == isValid)
    if let date {
      #expect(date.isoString == text)
    }
  }

  @Test(arguments: [
    ("1970-01-01", Weekday.thursday), ("1969-12-31", .wednesday), ("2000-01-01", .saturday),
    ("2024-02-29", .thursday), ("2024-12-09", .monday), ("2024-12-14", .saturday),
    ("2024-12-15", .sunday), ("1601-01-01", .monday),
  ])
  func knowsWeekdays(iso: String, weekday: Weekday) {
    #expect(day(iso).weekday == weekday)
  }

  @Test func formatsFixedEnglishPatterns() {
    let date = day("2024-12-09")
    #expect(date.annotationText == "Mon, Dec 9")
    #expect(date.axisText == "12/9")
    #expect(date.listText == "December 9, 2024")
    #expect(date.accessibilityText == "December 9")
    #expect(date.weekday.shortName == "Mon")
    #expect(date.weekday.fullName == "Monday")
    #expect(day("2024-01-05").annotationText == "Fri, Jan 5")
    #expect(day("0987-03-01").isoString == "0987-03-01")
  }

  @Test func dayArithmetic() {
    #expect(DemoData.endDate == day("2024-12-14"))
    #expect(day("2024-02-28").adding(days: 1) == day("2024-02-29"))
    #expect(day("2024-03-01").adding(days: -1) == day("2024-02-29"))
    #expect(day("2024-01-01").days(to: day("2025-01-01")) == 366)
  }

  /// 2024 in New York: DST starts 2024-03-10 at 07:00 UTC and ends 2024-11-03 at 06:00 UTC.
  @Test(arguments: [
    // Spring forward: midnight is 05:00 UTC on both sides of the change's day, 04:00 after.
    ("2024-03-10", -1, "2024-03-09"), ("2024-03-10", 5 * 3600 - 1, "2024-03-09"),
    ("2024-03-10", 5 * 3600, "2024-03-10"), ("2024-03-10", 7 * 3600, "2024-03-10"),
    ("2024-03-11", 4 * 3600 - 1, "2024-03-10"), ("2024-03-11", 4 * 3600, "2024-03-11"),
    // Fall back: midnight is 04:00 UTC before, 05:00 UTC after.
    ("2024-11-03", 4 * 3600 - 1, "2024-11-02"), ("2024-11-03", 4 * 3600, "2024-11-03"),
    ("2024-11-03", 6 * 3600, "2024-11-03"), ("2024-11-04", 5 * 3600 - 1, "2024-11-03"),
    ("2024-11-04", 5 * 3600, "2024-11-04"),
  ])
  func localDayAcrossDaylightSavingTime(utcDay: String, seconds: Int, expected: String) throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let instant = Date(
      timeIntervalSince1970: Double(day(utcDay).dayNumber * 86_400 + seconds))
    #expect(LocalDate(instant: instant, timeZone: zone) == day(expected))
  }

  @Test func localDayBeforeTheEpochInUTC() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    #expect(LocalDate(instant: Date(timeIntervalSince1970: -1), timeZone: utc) == day("1969-12-31"))
    #expect(LocalDate(instant: Date(timeIntervalSince1970: 0), timeZone: utc) == day("1970-01-01"))
  }
}
