import Foundation
import HealthCore
import TestSupport
import Testing

@testable import ReportSite

/// The dashboard's rings card and the rings page (`rings/index.html`): golden files, the five
/// languages, the locale's first weekday, and neither card nor page (nor navigation entry)
/// without Activity summaries.
@Suite struct RingsPageTests {
  static let start = LocalDate(dayNumber: 20_108)  // 2025-01-20, a Monday

  /// 45 days: closed, open, two laps, paused rings, days without a summary, Move-time mode.
  static let days: [ActivityRings] = (0..<45).compactMap { index in
    guard index % 9 != 4 else { return nil }  // the Watch not worn
    let date = start.adding(days: index)
    let phase = Double((index * 37) % 23) / 10  // 0 … 2.2
    var day = ActivityRings(
      date: date, moveEnergy: 180 + 240 * phase, moveEnergyGoal: 450,
      exerciseMinutes: (12 + 20 * phase).rounded(), exerciseGoal: 30,
      standHours: (7 + 3 * phase).rounded(), standGoal: 12)
    if index == 20 || index == 21 { day.exerciseGoal = 0 }  // paused
    if index == 33 { day.standHours = nil }  // a missing figure
    if index >= 40 {  // Move-time mode
      day.moveEnergyGoal = nil
      day.moveMinutes = 20 + 10 * phase
      day.moveMinutesGoal = 30
    }
    return day
  }

  static func dataset(withRings: Bool = true) -> HealthDataset {
    let steps = (0..<45).map { index in
      HealthMetric(date: start.adding(days: index), value: Double(6_000 + (index * 611) % 5_000))
    }
    return HealthDataset(
      source: .demo,
      series: [DailySeries(metric: .steps, days: steps)]
        + (withRings ? ActivityRings.series(of: days) : []))
  }

  static func site(_ options: SiteOptions = SiteOptions(), withRings: Bool = true) throws -> Site {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try SiteGenerator.makeSite(
      dataset: dataset(withRings: withRings), options: options, resources: resources)
  }

  @Test func pageAndCardMatchGolden() throws {
    let site = try Self.site()
    GoldenFile.assertMatches(
      GoldenFile.oneTagPerLine(try DashboardGoldenTests.text(site, RingsPage.path)),
      named: "rings-page.html")
    let card = RingsCard(rings: Self.days, options: SiteOptions()).node.render()
    GoldenFile.assertMatches(GoldenFile.oneTagPerLine(card), named: "rings-card.html")
    #expect(try DashboardGoldenTests.text(site, "index.html").contains(card))
  }

  /// Kilojoules where the reader counts them (Australia), Move-time days in minutes.
  @Test func cardInKilojoules() throws {
    var options = try LocaleGoldenTests.options("en-AU")
    options.endDate = Self.start.adding(days: 30)
    let card = RingsCard(rings: Self.days, options: options).node.render()
    GoldenFile.assertMatches(GoldenFile.oneTagPerLine(card), named: "rings-card-en-AU.html")
    #expect(card.contains(" kJ"))
    #expect(!card.contains("kcal"))
  }

  @Test func noCardPageOrEntryWithoutRings() throws {
    let site = try Self.site(withRings: false)
    #expect(!site.files.contains { $0.path.hasPrefix("rings/") })
    for file in site.files where file.path.hasSuffix(".html") {
      let text = String(decoding: file.contents, as: UTF8.self)
      #expect(!text.contains("rings/index.html"), "\(file.path)")
      #expect(!text.contains("rings-summary"), "\(file.path)")
    }
    #expect(RingsCard(rings: [], options: SiteOptions()).node.isEmpty)
  }

  /// The page and the card in the five languages: their words, the locale's first weekday
  /// first in each calendar, no placeholder left.
  @Test(arguments: [
    ("en-US", "Move", "Activity rings", "S"), ("de-DE", "Bewegen", "Aktivitätsringe", "M"),
    ("fr-FR", "Bouger", "Anneaux d’activité", "L"),
    ("es-ES", "Moverse", "Anillos de actividad", "L"),
    ("ko-KR", "움직이기", "활동 링", "일"),
  ])
  func fiveLanguages(tag: String, move: String, title: String, firstWeekday: String) throws {
    let options = try LocaleGoldenTests.options(tag)
    let page = RingsPage(rings: Self.days, options: options)
    let html = page.content.render()
    let card = RingsCard(rings: Self.days, options: options).node.render()
    let escapedMove = move.unicodeScalars.map { $0.isASCII ? String($0) : "&#\($0.value);" }
      .joined()
    let escapedTitle = title.unicodeScalars.map { $0.isASCII ? String($0) : "&#\($0.value);" }
      .joined()
    #expect(html.contains(escapedTitle) || html.contains(title))
    #expect(card.contains("<dt>" + escapedMove + "</dt>") || card.contains("<dt>" + move + "</dt>"))
    #expect(!html.contains("%@") && !html.contains("%lld") && !card.contains("%@"))
    let weekday = firstWeekday.unicodeScalars.map { $0.isASCII ? String($0) : "&#\($0.value);" }
      .joined()
    #expect(html.contains("class=\"ring-caption ring-weekday\" x=\"20\" y=\"47\">\(weekday)<"))
  }

  /// Each month is one `<svg>` with one tab stop; the months are newest first.
  @Test func monthsAreNewestFirstWithOneTabStopEach() throws {
    let html = RingsPage(rings: Self.days, options: SiteOptions()).content.render()
    let months = html.components(separatedBy: "<figure class=\"ring-month\">").dropFirst()
    #expect(months.count == 3)
    #expect(months.first?.contains("March 2025") == true)
    #expect(months.last?.contains("January 2025") == true)
    for month in months {
      #expect(month.components(separatedBy: "tabindex=\"0\"").count == 2)
    }
  }

  /// The latest year's days show annotations; older ones keep their rings and names only.
  @Test func olderMonthsHaveNoAnnotations() throws {
    let rings = DemoData.makeDataset(days: 500).rings
    let html = RingsPage(rings: rings, options: SiteOptions()).content.render()
    let months = Array(html.components(separatedBy: "<figure class=\"ring-month\">").dropFirst())
    #expect(months.count > RingsPage.annotatedMonths)
    for (index, month) in months.enumerated() {
      #expect(month.contains("class=\"tip-value\"") == (index < RingsPage.annotatedMonths))
      // Each day is named with its date, annotated or not.
      let symbols = month.components(separatedBy: "role=\"graphics-symbol\" aria-label=\"")
        .dropFirst()
      #expect(!symbols.isEmpty)
      #expect(
        symbols.allSatisfy {
          $0.range(of: #"^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}: Move"#, options: .regularExpression)
            != nil
        })
    }
  }
}
