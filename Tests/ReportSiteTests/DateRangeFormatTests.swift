import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// Ranges of days in the five languages of the catalogs (#40): within one month, across a month,
/// across New Year and within a day, as one text and as the two days of a sentence.
@Suite struct DateRangeFormatTests {
  /// One range in one language: the medium text (a week), the long style's two days (a chart's
  /// "from … to …") and the full text (a page's period).
  struct Row: Sendable, CustomTestStringConvertible {
    let tag: String
    let first: String
    let last: String
    let medium: String
    let long: (first: String, last: String)
    let full: String

    var testDescription: String { "\(tag) \(first)…\(last)" }
  }

  static let month = ("2024-12-08", "2024-12-14")
  static let months = ("2024-11-25", "2024-12-01")
  static let newYear = ("2024-12-30", "2025-01-05")
  static let day = ("2024-12-14", "2024-12-14")

  static func row(
    _ tag: String, _ days: (String, String), _ medium: String, _ long: (String, String),
    _ full: String
  ) -> Row {
    Row(
      tag: tag, first: days.0, last: days.1, medium: medium, long: long, full: full)
  }

  static let rows: [Row] = [
    row(
      "en-US", month, "Dec 8 – 14, 2024", ("December 8", "December 14, 2024"),
      "December 8, 2024 – December 14, 2024"),
    row(
      "en-US", months, "Nov 25 – Dec 1, 2024", ("November 25", "December 1, 2024"),
      "November 25, 2024 – December 1, 2024"),
    row(
      "en-US", newYear, "Dec 30, 2024 – Jan 5, 2025", ("December 30, 2024", "January 5, 2025"),
      "December 30, 2024 – January 5, 2025"),
    row("en-US", day, "Dec 14, 2024", ("December 14", "December 14, 2024"), "December 14, 2024"),
    row(
      "de-DE", month, "8. Dez. – 14. Dez. 2024", ("8. Dezember", "14. Dezember 2024"),
      "8. Dezember 2024 – 14. Dezember 2024"),
    row(
      "de-DE", months, "25. Nov. – 1. Dez. 2024", ("25. November", "1. Dezember 2024"),
      "25. November 2024 – 1. Dezember 2024"),
    row(
      "de-DE", newYear, "30. Dez. 2024 – 5. Jan. 2025", ("30. Dezember 2024", "5. Januar 2025"),
      "30. Dezember 2024 – 5. Januar 2025"),
    row("de-DE", day, "14. Dez. 2024", ("14. Dezember", "14. Dezember 2024"), "14. Dezember 2024"),
    row(
      "fr-FR", month, "8 déc. – 14 déc. 2024", ("8 décembre", "14 décembre 2024"),
      "8 décembre 2024 – 14 décembre 2024"),
    row(
      "fr-FR", months, "25 nov. – 1 déc. 2024", ("25 novembre", "1 décembre 2024"),
      "25 novembre 2024 – 1 décembre 2024"),
    row(
      "fr-FR", newYear, "30 déc. 2024 – 5 janv. 2025", ("30 décembre 2024", "5 janvier 2025"),
      "30 décembre 2024 – 5 janvier 2025"),
    row("fr-FR", day, "14 déc. 2024", ("14 décembre", "14 décembre 2024"), "14 décembre 2024"),
    row(
      "es-ES", month, "8 dic – 14 dic 2024", ("8 de diciembre", "14 de diciembre de 2024"),
      "8 de diciembre de 2024 – 14 de diciembre de 2024"),
    row(
      "es-ES", months, "25 nov – 1 dic 2024", ("25 de noviembre", "1 de diciembre de 2024"),
      "25 de noviembre de 2024 – 1 de diciembre de 2024"),
    row(
      "es-ES", newYear, "30 dic 2024 – 5 ene 2025",
      ("30 de diciembre de 2024", "5 de enero de 2025"),
      "30 de diciembre de 2024 – 5 de enero de 2025"),
    row(
      "es-ES", day, "14 dic 2024", ("14 de diciembre", "14 de diciembre de 2024"),
      "14 de diciembre de 2024"),
    row(
      "ko-KR", month, "2024년 12월 8일 – 12월 14일", ("12월 8일", "2024년 12월 14일"),
      "2024년 12월 8일 – 2024년 12월 14일"),
    row(
      "ko-KR", months, "2024년 11월 25일 – 12월 1일", ("11월 25일", "2024년 12월 1일"),
      "2024년 11월 25일 – 2024년 12월 1일"),
    row(
      "ko-KR", newYear, "2024년 12월 30일 – 2025년 1월 5일", ("2024년 12월 30일", "2025년 1월 5일"),
      "2024년 12월 30일 – 2025년 1월 5일"),
    row("ko-KR", day, "2024년 12월 14일", ("12월 14일", "2024년 12월 14일"), "2024년 12월 14일"),
  ]

  @Test(arguments: rows) func rangesInEachLanguage(_ row: Row) throws {
    let ranges = ReportLocale(identifier: row.tag, strings: .english).ranges
    let first = try #require(LocalDate(iso: row.first))
    let last = try #require(LocalDate(iso: row.last))
    #expect(ranges.text(from: first, to: last, style: .medium) == row.medium)
    let long = ranges.parts(from: first, to: last, style: .long)
    #expect(long.first == row.long.first)
    #expect(long.last == row.long.last)
    #expect(ranges.text(from: first, to: last, style: .full) == row.full)
  }

  /// The styles without a year inside one year (a page that names the year, the summary's
  /// weigh-ins) write it on both days across New Year.
  @Test func yearlessStylesWriteBothYearsAcrossNewYear() throws {
    let ranges = ReportLocale.englishUS.ranges
    let first = try #require(LocalDate(iso: "2024-12-30"))
    let last = try #require(LocalDate(iso: "2025-01-05"))
    let december = try #require(LocalDate(iso: "2024-12-08"))
    #expect(
      ranges.text(from: december, to: first, style: .weekday) == "Sun, Dec 8 – Mon, Dec 30")
    #expect(
      ranges.text(from: first, to: last, style: .weekday)
        == "Mon, Dec 30, 2024 – Sun, Jan 5, 2025")
    #expect(ranges.parts(from: december, to: first, style: .monthDay) == ("Dec 8", "Dec 30"))
    #expect(
      ranges.parts(from: first, to: last, style: .monthDay) == ("Dec 30, 2024", "Jan 5, 2025"))
    #expect(ranges.text(from: first, to: first, style: .longMonthDay) == "December 30")
    #expect(
      ranges.parts(from: first, to: last, style: .longMonthDay)
        == ("December 30, 2024", "January 5, 2025"))
    // The long style shares a month in one text, as CLDR's `yMMMMd` interval does.
    #expect(
      ranges.text(from: december, to: first, style: .long) == "December 8 – 30, 2024")
  }

  /// The sentence: a chart's span across New Year names both years (#40).
  @Test(arguments: [
    ("en-US", "28 days from December 10, 2023 to January 6, 2024, 0 with data."),
    ("de-DE", "28 Tage vom 10. Dezember 2023 bis zum 6. Januar 2024, davon 0 mit Daten."),
  ])
  func aChartSpanAcrossNewYear(_ tag: String, _ expected: String) throws {
    let language = String(tag.prefix(2))
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let words = try resources.catalog(language: language)
    let locale = ReportLocale(identifier: tag, strings: words)
    let end = try #require(LocalDate(iso: "2024-01-06"))
    let window = ReportWindow(end: end, dayCount: 28)
    #expect(ChartText.span([], window: window, locale: locale) == expected)
  }

  /// Across New Year every style writes each day as CLDR's interval format for its skeleton
  /// does (greatest difference `y`), the separator aside: Foundation's `DateIntervalFormatter`
  /// gives the reference in every language.
  @Test(arguments: ["en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "ko-KR"])
  func acrossNewYearAsCLDR(_ tag: String) throws {
    let ranges = ReportLocale(identifier: tag, strings: .english).ranges
    let first = try #require(LocalDate(iso: "2024-12-30"))
    let last = try #require(LocalDate(iso: "2025-01-05"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    func date(_ day: LocalDate) throws -> Date {
      let (year, month, dayOfMonth) = day.components
      return try #require(
        calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth, hour: 12)))
    }
    let formatter = DateIntervalFormatter()
    formatter.locale = Locale(identifier: tag)
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    let skeletons: [(DateRangeFormat.Style, String)] = [
      (.medium, "yMMMd"), (.long, "yMMMMd"), (.full, "yMMMMd"), (.weekday, "yMMMEd"),
      (.monthDay, "yMMMd"), (.longMonthDay, "yMMMMd"),
    ]
    for (style, skeleton) in skeletons {
      formatter.dateTemplate = skeleton
      let reference = formatter.string(from: try date(first), to: try date(last))
      let parts = ranges.parts(from: first, to: last, style: style)
      #expect(reference.hasPrefix(parts.first), "\(style): \(reference)")
      #expect(reference.hasSuffix(parts.last), "\(style): \(reference)")
      #expect(
        ranges.text(from: first, to: last, style: style)
          == parts.first + DateRangeFormat.separator + parts.last)
    }
  }

  /// Within one year, over two years of ranges, the first day of the long style has no year and
  /// the last has it; across New Year both have it; one day is the single date.
  @Test(arguments: ["en-US", "de-DE", "fr-FR", "es-ES", "ko-KR"])
  func theYearIsWrittenOnlyWhereNeeded(_ tag: String) throws {
    let locale = ReportLocale(identifier: tag, strings: .english)
    let dates = locale.dates
    var first = try #require(LocalDate(iso: "2023-11-01"))
    for _ in 0..<150 {
      for length in [0, 1, 6, 27, 89, 364] {
        let last = first.adding(days: length)
        let long = locale.ranges.parts(from: first, to: last, style: .long)
        let full = locale.ranges.text(from: first, to: last, style: .full)
        #expect(long.last == dates.longDate(last))
        if first.year == last.year {
          #expect(long.first == dates.longMonthDay(first))
        } else {
          #expect(long.first == dates.longDate(first))
        }
        if length == 0 {
          #expect(full == dates.longDate(first))
          #expect(
            locale.ranges.text(from: first, to: last, style: .medium) == dates.mediumDate(first))
        } else {
          #expect(full == dates.longDate(first) + " \u{2013} " + dates.longDate(last))
        }
      }
      first = first.adding(days: 5)
    }
  }
}
