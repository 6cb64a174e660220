import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

@testable import ReportMail

/// The week's Activity rings in the email: a picture of the seven days (PNG by `cid:`, its SVG
/// attached), each ring's days closed and the best day in both bodies, each day's figures in
/// the plain text; a week without rings gets the message it got before the rings.
@Suite struct EmailRingsTests {
  static let week = Week(containing: day("2024-12-14"), weekStart: .sunday)

  static func withoutRings(_ dataset: HealthDataset) -> HealthDataset {
    var plain = dataset
    plain.series.removeAll { $0.metric.section == .rings }
    return plain
  }

  @Test func theMessageShowsTheRingsByCidAndAttachesTheirSVG() throws {
    let report = EmailReport(dataset: DemoData.makeDataset(), week: Self.week)
    let message = String(decoding: report.render().message, as: UTF8.self)
    #expect(message.contains("Content-ID: <rings.png@healthreport.invalid>"))
    #expect(message.contains("Content-ID: <rings.svg@healthreport.invalid>"))
    #expect(
      message.contains("filename=\"rings.png\"") && message.contains("filename=\"rings.svg\""))
    let charts = report.makeCharts()
    let rings = try #require(charts.last)
    #expect(rings.name == "rings")
    let png = try #require(rings.png)
    // The PNG's IHDR: twice the email's content width.
    #expect(png.count > 1_000 && png.count < 150_000)
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == Int(EmailStyle.contentWidth * EmailChart.density))
    #expect(rings.altText.hasPrefix("Activity rings, week of December 8: Move closed on"))
    let (plain, html) = report.bodies(charts: charts)
    #expect(html.contains("src=\"cid:rings.png@healthreport.invalid\""))
    #expect(plain.contains("\nRings this week\n- Move closed on "))
    #expect(plain.contains("\n- Best rings day: "))
    #expect(plain.contains("\nSat, Dec 14: Move "))
  }

  @Test func theRingsSVGMatchesGolden() throws {
    let report = EmailReport(dataset: DemoData.makeDataset(), week: Self.week)
    let rings = try #require(EmailReport.ringsChart(of: report.weekText))
    GoldenFile.assertMatches(rings.svg, named: "email-rings.svg")
  }

  @Test func withoutRingsTheMessageHasNoneOfThem() throws {
    let plain = Self.withoutRings(DemoData.makeDataset())
    let report = EmailReport(dataset: plain, week: Self.week)
    #expect(EmailReport.ringsChart(of: report.weekText) == nil)
    let message = String(decoding: report.render().message, as: UTF8.self)
    #expect(!message.contains("rings"))
  }

  /// The bodies with rings are those without, plus the rings' block, row and attachment name.
  @Test func theBodiesDifferOnlyByTheRings() throws {
    let with = EmailReport(dataset: DemoData.makeDataset(), week: Self.week)
    let without = EmailReport(dataset: Self.withoutRings(with.dataset), week: Self.week)
    let (plain, html) = with.bodies(charts: with.makeCharts())
    let (plainWithout, htmlWithout) = without.bodies(charts: without.makeCharts())
    var text = plain.replacingOccurrences(
      of: "(?s)\nRings this week\n.*?\n\n", with: "\n", options: .regularExpression)
    text = text.replacingOccurrences(of: ", this week's rings)", with: ")")
    #expect(text == plainWithout)
    let page = html.replacingOccurrences(
      of: "(?s)<tr><td style=\"[^\"]*\"><p style=\"[^\"]*\">Rings this week</p>.*?</td></tr>\n",
      with: "", options: .regularExpression)
    #expect(page == htmlWithout)
  }

  @Test(arguments: ["de-DE", "fr-FR", "es-ES", "ko-KR"])
  func theRingsSpeakTheReadersLanguage(tag: String) throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let locale = try ReportLocale.load(identifier: tag, resources: resources)
    var options = SiteOptions()
    options.locale = locale
    options.displayUnits = locale.displayUnits
    let week = Week(containing: day("2024-12-14"), weekStart: locale.weekStart)
    let report = EmailReport(dataset: DemoData.makeDataset(), week: week, options: options)
    let charts = report.makeCharts()
    let rings = try #require(charts.last)
    #expect(rings.name == "rings" && rings.png != nil)
    let (plain, _) = report.bodies(charts: charts)
    #expect(plain.contains(locale.strings.text("Rings this week")))
    #expect(!plain.contains("Rings this week") && !plain.contains("closed on"))
  }
}
