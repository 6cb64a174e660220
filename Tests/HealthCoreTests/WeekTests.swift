import Foundation
import HealthCore
import Testing

/// ISO 8601 week numbering with day arithmetic, and the week identifiers of both week starts.
@Suite struct WeekTests {
  @Test(arguments: [
    ("2024-12-30", "2025-W01"), ("2021-01-03", "2020-W53"), ("2026-11-22", "2026-W47"),
    ("2024-12-09", "2024-W50"), ("2024-12-15", "2024-W50"), ("2024-12-16", "2024-W51"),
    ("2020-12-31", "2020-W53"), ("2021-01-04", "2021-W01"), ("2008-12-29", "2009-W01"),
    ("2010-01-03", "2009-W53"), ("2005-01-01", "2004-W53"), ("2007-01-01", "2007-W01"),
    ("2015-12-31", "2015-W53"), ("2016-01-03", "2015-W53"), ("2019-12-30", "2020-W01"),
  ])
  func isoWeekTable(date: String, expected: String) throws {
    let day = try #require(LocalDate(iso: date))
    #expect(Week(containing: day, weekStart: .monday).identifier == expected)
    #expect(
      Week(parsing: expected, weekStart: .monday)?.start
        == WeekStart.monday.weekStart(containing: day))
  }

  @Test func agreesWithFoundationsISOCalendarForThirtyYears() throws {
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let first = try #require(LocalDate(year: 2000, month: 1, day: 1))
    for offset in stride(from: 0, to: 365 * 30, by: 1) {
      let day = first.adding(days: offset)
      let instant = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
      let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: instant)
      let week = Week(containing: day, weekStart: .monday).isoWeek
      #expect(week.year == parts.yearForWeekOfYear && week.number == parts.weekOfYear, "\(day)")
      if week.year != parts.yearForWeekOfYear || week.number != parts.weekOfYear { return }
    }
  }

  @Test(arguments: [
    ("2024-12-08", "2024-12-08"), ("2024-12-11", "2024-12-08"), ("2024-12-14", "2024-12-08"),
    ("2024-12-15", "2024-12-15"), ("2025-01-01", "2024-12-29"),
  ])
  func sundayWeeksAreNamedByTheirFirstDay(date: String, expected: String) throws {
    let day = try #require(LocalDate(iso: date))
    #expect(Week(containing: day, weekStart: .sunday).identifier == expected)
  }

  @Test func weeksOrderByTheirFirstDayAndStepToTheirNeighbours() throws {
    let late = Week(containing: try #require(LocalDate(iso: "2024-12-30")), weekStart: .monday)
    let early = Week(containing: try #require(LocalDate(iso: "2024-12-23")), weekStart: .monday)
    #expect(early < late)
    #expect(late.description == "2025-W01")
    #expect(early.next == late && late.previous == early)
    #expect(late.end.isoString == "2025-01-05" && late.year == 2025)
    #expect(Week(parsing: "2024-12-08", weekStart: .sunday)?.year == 2024)
  }

  @Test(arguments: [
    ("2024-W50", "2024-12-09"), ("2024-w01", "2024-01-01"), ("2020-W53", "2020-12-28"),
    ("2015-W53", "2015-12-28"), ("2025-W01", "2024-12-30"),
  ])
  func isoWeeksParse(text: String, monday: String) throws {
    #expect(Week(parsing: text, weekStart: .monday)?.start.isoString == monday)
    #expect(Week(parsing: text, weekStart: .sunday) == nil)
  }

  @Test(arguments: ["2024-W54", "2021-W53", "2024-W00", "2024-W5", "24-W50", "2024W50", "x", ""])
  func notWeeksDoNotParse(text: String) {
    #expect(Week(parsing: text, weekStart: .monday) == nil)
  }
}
