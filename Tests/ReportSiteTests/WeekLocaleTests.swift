import ChartKit
import HealthCore
import Testing

@testable import ReportSite

/// The weekly pages in the reader's language: German dates, numbers, clock and words, and week
/// ranges as each locale writes them (#27).
@Suite struct WeekLocaleTests {
  /// A German catalog of a few of the weekly pages' words.
  static func germanWords() throws -> StringCatalog {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Week of %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Woche vom %@"}}}},
      "Total steps":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schritte gesamt"}}}},
      "This week":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Diese Woche"}}}},
      "Weekly Reports":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Wochenberichte"}}}}}}
      """
    return try StringCatalog(xcstrings: Array(json.utf8), language: "de", path: "de.xcstrings")
  }

  /// German options: the locale with the catalog above, its metric units and its Monday weeks.
  static func germanOptions() throws -> SiteOptions {
    let locale = ReportLocale(identifier: "de-DE", strings: try germanWords())
    var options = SiteOptions(units: .kilograms, weekStart: .monday)
    options.locale = locale
    options.displayUnits = locale.displayUnits
    return options
  }

  @Test func americanWeekRangesAreTheWeeksOwnText() throws {
    let ranges = ReportLocale.englishUS.ranges
    func weekRange(_ week: Week) -> String {
      ranges.text(from: week.start, to: week.end, style: .medium)
    }
    for weekStart in [WeekStart.sunday, .monday] {
      var day = try #require(LocalDate(iso: "2023-12-01"))
      for _ in 0..<60 {
        let week = Week(containing: day, weekStart: weekStart)
        #expect(weekRange(week) == week.rangeText)
        day = day.adding(days: 7)
      }
    }
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    #expect(weekRange(week) == "Dec 8 \u{2013} 14, 2024")
  }

  @Test func weekRangesInGermanAndKorean() throws {
    let december = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let newYear = try #require(Week(parsing: "2025-01-01", weekStart: .monday))
    func weekRange(_ week: Week, _ tag: String) -> String {
      ReportLocale(identifier: tag, strings: .english).ranges.text(
        from: week.start, to: week.end, style: .medium)
    }
    #expect(weekRange(december, "de-DE") == "8. Dez. \u{2013} 14. Dez. 2024")
    #expect(weekRange(newYear, "de-DE") == "30. Dez. 2024 \u{2013} 5. Jan. 2025")
    #expect(weekRange(december, "ko-KR") == "2024년 12월 8일 \u{2013} 12월 14일")
    #expect(weekRange(newYear, "ko-KR") == "2024년 12월 30일 \u{2013} 2025년 1월 5일")
  }

  @Test func aGermanWeekSpeaksGerman() throws {
    let options = try Self.germanOptions()
    let dataset = DemoData.makeDataset()
    let week = try #require(Week(parsing: "2024-12-11", weekStart: .monday))
    let report = WeekReport(dataset: dataset, week: week, units: .kilograms)
    let text = report.text(options)
    #expect(text.title == "Woche vom 9. Dezember 2024")
    let average = try #require(report.stepsAverage)
    #expect(text.averageText == NumberFormat.grouped(average, style: options.locale.numbers))
    #expect(text.averageText.contains(".") && !text.averageText.contains(","))
    let figures = text.figures
    #expect(figures.first?.term == "Schritte gesamt")
    // A weigh-in's day as German writes it ("Mo. 9. Dez."), the weight in kilograms with a
    // decimal comma.
    let start = try #require(figures.first { $0.term == "Weight at start" })
    #expect(
      start.value.contains(" kg (") && start.value.contains(",") && start.value.contains("Dez."))
    // The bedtime on a 24-hour clock: "22:48 – 06:55".
    let clock = try #require(figures.first { $0.term == "Bedtime and wake time" }).value
    #expect(!clock.contains("AM") && !clock.contains("PM"))
    let times = clock.components(separatedBy: " \u{2013} ")
    #expect(times.count == 2)
    #expect(times.first?.hasPrefix("2") == true && times.first?.count == 5)
    #expect(text.rangeText == "9. Dez. \u{2013} 15. Dez. 2024")
  }

  @Test func aGermanSiteHasGermanWeeklyPages() throws {
    let options = try Self.germanOptions()
    let site = try DashboardGoldenTests.makeSite(options)
    let page = try DashboardGoldenTests.text(site, "weeks/2024-W50/index.html")
    #expect(page.contains("<h1 class=\"page-title\">Woche vom 9. Dezember 2024</h1>"))
    #expect(page.contains("<h2 id=\"summary-heading\">Diese Woche</h2>"))
    #expect(page.contains("<dt>Schritte gesamt</dt>"))
    // The days with data (the demo ends on Saturday, December 14).
    #expect(
      page.contains("<p class=\"period\">9. Dezember 2024 &#8211; 14. Dezember 2024 (2024-W50)"))
    // The figures' bedtime on a 24-hour clock (the sleep chart is converted apart).
    let stats = try #require(page.components(separatedBy: "<dl class=\"stats\">").last)
      .components(separatedBy: "</dl>")[0]
    #expect(stats.contains("<dt>Bedtime and wake time</dt>"))
    #expect(!stats.contains(" PM") && !stats.contains(" AM"))
    #expect(stats.contains(/<dd>2[0-3]:[0-5]\d &#8211; 0\d:[0-5]\d<\/dd>/))
    let archive = try DashboardGoldenTests.text(site, "weeks/index.html")
    #expect(archive.contains("<h1 class=\"page-title\">Wochenberichte</h1>"))
    #expect(archive.contains("Woche vom 9. Dezember 2024"))
    // Weekday names of the sparklines in German.
    #expect(archive.contains("aria-label=\"Steps per day: Mo 9.983, Di 9.479, "))
    #expect(archive.contains("weeks with data, 17. August 2024 &#8211; 14. Dezember 2024."))
  }
}
