import Foundation
import HealthCore
import Testing

/// ISO 8601 week numbering with day arithmetic, and the week identifiers of both week starts.
@Suite struct ISOWeekTests {
  @Test(arguments: [
    ("2024-12-30", "2025-W01"), ("2021-01-03", "2020-W53"), ("2026-11-22", "2026-W47"),
    ("2024-12-09", "2024-W50"), ("2024-12-15", "2024-W50"), ("2024-12-16", "2024-W51"),
    ("2020-12-31", "2020-W53"), ("2021-01-04", "2021-W01"), ("2008-12-29", "2009-W01"),
    ("2010-01-03", "2009-W53"), ("2005-01-01", "2004-W53"), ("2007-01-01", "2007-W01"),
    ("2015-12-31", "2015-W53"), ("2016-01-03", "2015-W53"), ("2019-12-30", "2020-W01"),
  ])
  func isoWeekTable(date: String, expected: String) throws {
    let day = try #require(LocalDate(iso: date))
    #expect(ISOWeek(containing: day).identifier == expected)
    #expect(WeekStart.monday.weekIdentifier(containing: day) == expected)
  }

  @Test func agreesWithFoundationsISOCalendarForThirtyYears() throws {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let first = try #require(LocalDate(year: 2000, month: 1, day: 1))
    for offset in stride(from: 0, to: 365 * 30, by: 1) {
      let day = first.adding(days: offset)
      let instant = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
      let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
      let week = ISOWeek(containing: day)
      #expect(week.year == parts.yearForWeekOfYear && week.week == parts.weekOfYear, "\(day)")
      if week.year != parts.yearForWeekOfYear || week.week != parts.weekOfYear { return }
    }
  }

  @Test(arguments: [
    ("2024-12-08", "2024-12-08"), ("2024-12-11", "2024-12-08"), ("2024-12-14", "2024-12-08"),
    ("2024-12-15", "2024-12-15"), ("2025-01-01", "2024-12-29"),
  ])
  func sundayWeeksAreNamedByTheirFirstDay(date: String, expected: String) throws {
    let day = try #require(LocalDate(iso: date))
    #expect(WeekStart.sunday.weekIdentifier(containing: day) == expected)
  }

  @Test func weeksOrderByYearThenNumber() throws {
    let late = ISOWeek(containing: try #require(LocalDate(iso: "2024-12-30")))
    let early = ISOWeek(containing: try #require(LocalDate(iso: "2024-12-23")))
    #expect(early < late)
    #expect(late.description == "2025-W01")
  }
}
