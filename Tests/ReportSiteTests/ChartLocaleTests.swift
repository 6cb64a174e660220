import ChartKit
import Foundation
import Testing

@testable import HealthCore
@testable import ReportSite

/// The sleep chart, trend sentences and goals in the reader's language, numbers, dates and
/// units (#27).
@Suite struct ChartLocaleTests {
  /// A tiny German catalog: a few words, the rest stays English.
  static func germanWords() throws -> StringCatalog {
    func entry(_ key: String, _ value: String) -> String {
      "\"" + key + "\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\","
        + "\"value\":\"" + value + "\"}}}}"
    }
    let entries = [
      entry("Sleep", "Schlaf"), entry("Deep", "Tief"), entry("Steps", "Schritte"),
      entry("%@ hr %@ min", "%@ Std. %@ Min."), entry("%@ hr", "%@ Std."),
      entry("%@ min", "%@ Min."), entry("%@ steps", "%@ Schritte"),
      entry("%@: up from %@ to %@", "%@: gestiegen von %@ auf %@"),
      entry("%@ a day", "%@ pro Tag"),
      entry(
        "%@: %@ asleep (deep %@, core %@, REM %@, awake %@), %@ to %@",
        "%@: %@ geschlafen (Tief %@, Kern %@, REM %@, wach %@), %@ bis %@"),
    ]
    let json =
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{"
      + entries.joined(separator: ",") + "}}"
    return try StringCatalog(xcstrings: Array(json.utf8), language: "de", path: "de.xcstrings")
  }

  /// Options in `tag` with its units and week, ending on the demo data's last day.
  static func options(_ tag: String, words: StringCatalog = .english) -> SiteOptions {
    var options = SiteOptions(endDate: DemoData.endDate)
    options.locale = ReportLocale(identifier: tag, strings: words)
    options.displayUnits = options.locale.displayUnits
    options.weekStart = options.locale.weekStart
    return options
  }

  @Test func germanSleepChartUsesGermanWordsNumbersDatesAndWeekdays() throws {
    let options = Self.options("de-DE", words: try Self.germanWords())
    let charts = ReportCharts(dataset: DemoData.makeDataset(), options: options)
    let sleep = charts.standaloneSVG(.sleep)
    // The catalog's words, German units of time and 24-hour bedtimes.
    #expect(sleep.contains(">Schlaf<"))
    #expect(sleep.contains(">Tief<"))
    #expect(sleep.contains(" Std. "))
    #expect(sleep.contains(" Min."))
    #expect(sleep.contains("geschlafen (Tief "))
    #expect(!sleep.contains(" PM") && !sleep.contains(" hr "))
    // German dates: "Sa. 14. Dez." in the last night's annotation, "14. Dezember" in its label,
    // "d.M." on the axis.
    #expect(sleep.contains("Sa. 14. Dez."))
    #expect(sleep.contains("14. Dezember: "))
    #expect(sleep.contains(".12.</text>") || sleep.contains(".11.</text>"))
    // The weekday chart's axis starts the week on Monday, in German.
    let weekdays = charts.standaloneSVG(.sleepWeekday)
    let monday = try #require(weekdays.range(of: ">Mo</text>"))
    let sunday = try #require(weekdays.range(of: ">So</text>"))
    #expect(monday.lowerBound < sunday.lowerBound)
    #expect(weekdays.contains("Montag: "))
  }

  @Test func germanTrendAndGoalUseGermanWordsNumbersAndDates() throws {
    let options = Self.options("de-DE", words: try Self.germanWords())
    let end = DemoData.endDate
    let trend = Trend(
      metric: .steps,
      recent: Trend.Period(start: end.adding(days: -89), end: end, days: 90, total: 90 * 9_120),
      baseline: Trend.Period(
        start: end.adding(days: -454), end: end.adding(days: -90), days: 365,
        total: 365 * 7_905),
      threshold: 0.05)
    #expect(trend.sentence(options: options) == "Schritte: gestiegen von 7.905 auf 9.120 pro Tag")
    #expect(trend.percentText(locale: options.locale) == "+15,4\u{A0}%")
    // American English is unchanged.
    #expect(trend.sentence(options: SiteOptions()) == "Steps: up from 7,905 to 9,120 a day")
    #expect(trend.percentText(locale: .englishUS) == "+15.4%")

    let goal = try #require(
      GoalSummary(metric: .steps, dataset: DemoData.makeDataset(), options: options))
    #expect(goal.figures[0].value == "10.000 Schritte")
    let details = goal.figures.compactMap(\.detail).joined(separator: " ")
    #expect(details.contains("19. August 2024 \u{2013} 23. August 2024"), "\(details)")
    #expect(goal.note.contains("10.000 Schritte"))

    // The weight goal's steady pace is in the site's unit: 0.05 kg, not "0.1 lb".
    let weightGoal = try #require(
      GoalSummary(metric: .bodyMass, dataset: DemoData.makeDataset(), options: options))
    #expect(options.units == .kilograms)
    #expect(weightGoal.note.contains("within 0,05 kg a week"), "\(weightGoal.note)")
    #expect(!weightGoal.note.contains("lb"))
  }

  @Test func britishWeightTrendIsInStones() {
    let options = Self.options("en-GB")
    #expect(options.units == .stones)
    let end = DemoData.endDate
    let trend = Trend(
      metric: .bodyMass,
      recent: Trend.Period(start: end.adding(days: -89), end: end, days: 30, total: 30 * 72),
      baseline: Trend.Period(
        start: end.adding(days: -454), end: end.adding(days: -90), days: 90, total: 90 * 74),
      threshold: 0.01)
    #expect(trend.direction == .down)
    #expect(trend.sentence(options: options) == "Weight: down from 11 st 9.1 lb to 11 st 4.7 lb")
    // The trend chart of weight speaks stones too.
    let chart = LongSpan.chart(
      of: .bodyMass, dataset: DemoData.makeDataset(), options: options, end: end,
      firstData: nil)
    #expect(chart.card.subtitle.contains(" st "))
  }
}
