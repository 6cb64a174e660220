import HealthCore
import ReportSite
import Testing

@testable import ReportMail

@Suite struct EmailHeaderValueTests {
  @Test(
    arguments: [
      ("you@example.com", nil, "you@example.com"),
      (" you@example.com ", nil, "you@example.com"),
      ("Zoë Müller <zoe@example.com>", "Zoë Müller", "zoe@example.com"),
      ("\"Doe, Jane\" <jane@mail.example.org>", "Doe, Jane", "jane@mail.example.org"),
      ("<bare@example.com>", nil, "bare@example.com"),
    ] as [(String, String?, String)])
  func validAddresses(text: String, name: String?, address: String) throws {
    let parsed = try #require(EmailAddress(parsing: text))
    #expect(parsed.displayName == name)
    #expect(parsed.address == address)
  }

  @Test(arguments: [
    "", "you", "you@", "@example.com", "a@b@c", "you@exa mple.com", "you@example..com",
    "you@.example.com", "Name <you>", "zoë@example.com", "you@exämple.com", "a\r\nBcc: x@y.z",
    "you(comment)@example.com",
  ])
  func invalidAddresses(text: String) {
    #expect(EmailAddress(parsing: text) == nil)
  }

  @Test(arguments: [
    ("2024-12-14", "Sat, 14 Dec 2024 18:00:00 +0000"),
    ("Sat, 14 Dec 2024 18:00:00 +0000", "Sat, 14 Dec 2024 18:00:00 +0000"),
    ("Mon, 14 Dec 2024 09:30 -0500", "Sat, 14 Dec 2024 09:30:00 -0500"),
    ("1 Jan 2025 00:00:05 +0130", "Wed, 1 Jan 2025 00:00:05 +0130"),
    // Found by fuzzing: years before 1000 are written with four digits, so they read back.
    ("0222-12-29", "Sun, 29 Dec 0222 18:00:00 +0000"),
  ])
  func mailDates(text: String, expected: String) throws {
    #expect(try #require(MailDate(parsing: text)).render() == expected)
  }

  @Test(arguments: [
    "yesterday", "2024-13-01", "Sat, 32 Dec 2024 18:00:00 +0000", "14 Dez 2024 18:00:00 +0000",
    "14 Dec 2024 25:00:00 +0000", "14 Dec 2024 18:00:00 UTC", "Xyz, 14 Dec 2024 18:00 +0000",
  ])
  func invalidMailDates(text: String) {
    #expect(MailDate(parsing: text) == nil)
  }

  @Test(arguments: [
    ("2024-W50", WeekStart.monday, "2024-12-09", "2024-W50"),
    ("2024-w01", .monday, "2024-01-01", "2024-W01"),
    ("2020-W53", .monday, "2020-12-28", "2020-W53"),
    ("2025-W01", .monday, "2024-12-30", "2025-W01"),
    ("2024-12-14", .monday, "2024-12-09", "2024-W50"),
    ("2024-12-14", .sunday, "2024-12-08", "2024-12-08"),
    ("2024-12-08", .sunday, "2024-12-08", "2024-12-08"),
    // Found by fuzzing: the name of a week before year 1000 has four digits and reads back.
    ("0222-12-29", .monday, "0222-12-23", "0222-W52"),
    ("0222-W52", .monday, "0222-12-23", "0222-W52"),
  ])
  func weeks(text: String, weekStart: WeekStart, start: String, identifier: String) throws {
    let week = try #require(Week(parsing: text, weekStart: weekStart))
    #expect(week.start.isoString == start)
    #expect(week.identifier == identifier)
  }

  @Test(arguments: [
    ("2024-W53", WeekStart.monday), ("2024-W00", .monday), ("2024-W50", .sunday),
    ("2024-W5", .monday), ("2024-W+5", .monday), ("week 50", .monday),
  ])
  func invalidWeeks(text: String, weekStart: WeekStart) {
    #expect(Week(parsing: text, weekStart: weekStart) == nil)
  }

  @Test(arguments: [
    ("2024-12-08", "Dec 8 – 14, 2024"),
    ("2024-11-24", "Nov 24 – 30, 2024"),
    ("2024-11-25", "Nov 25 – Dec 1, 2024"),
    ("2024-12-29", "Dec 29, 2024 – Jan 4, 2025"),
  ])
  func weekRanges(start: String, expected: String) throws {
    let date = try #require(LocalDate(iso: start))
    let week = Week(containing: date, weekStart: date.weekday == .sunday ? .sunday : .monday)
    #expect(week.start == date)
    #expect(week.rangeText == expected)
  }
}
