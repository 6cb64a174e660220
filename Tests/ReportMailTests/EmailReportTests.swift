import ChartKit
import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

@testable import ReportMail

@Suite struct EmailReportTests {
  let dataset = DemoData.makeDataset()

  func report(_ week: String = "2024-12-14", start: WeekStart = .sunday) throws -> EmailReport {
    let week = try #require(Week(parsing: week, weekStart: start))
    return EmailReport(
      dataset: dataset, week: week,
      to: EmailAddress(parsing: "Zoë <zoe@example.com>"))
  }

  /// The message as text, with quoted-printable soft line breaks removed.
  func text(_ output: EmailReport.Output) -> String {
    String(decoding: output.message, as: UTF8.self).replacingOccurrences(of: "=\r\n", with: "")
  }

  @Test func messageShowsPNGsByCIDAndAttachesTheSVGs() throws {
    let output = try report().render()
    let message = text(output)
    #expect(output.warnings.isEmpty)
    #expect(message.utf8.allSatisfy { $0 < 128 })
    #expect(!message.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    // Twelve charts: steps and weight, then sleep, heart, workouts and vitals (the demo has
    // them all), and the week's Activity rings.
    #expect(message.components(separatedBy: "Content-Type: image/png").count == 14)
    #expect(message.components(separatedBy: "Content-Type: image/svg+xml").count == 14)
    #expect(message.contains("src=3D\"cid:sleep.png@healthreport"))
    #expect(message.contains("Content-Disposition: attachment; filename=\"workouts.svg\""))
    #expect(message.contains("src=3D\"cid:steps.png@healthreport"))
    #expect(!message.contains("src=3D\"cid:steps.svg"))
    #expect(message.contains("Content-Disposition: attachment; filename=\"weight-change.svg\""))
    #expect(message.contains("Date: Sat, 14 Dec 2024 18:00:00 +0000\r\n"))
    #expect(message.contains("Subject: Health report, week 2024-12-08\r\n"))
    #expect(message.contains("To: =?UTF-8?B?Wm/Dqw==?= <zoe@example.com>\r\n"))
    #expect(message.contains("From: healthreport <healthreport@localhost>\r\n"))
    #expect(message.contains("MIME-Version: 1.0\r\n"))
  }

  @Test func messagesAreDeterministicAndDependOnTheContent() throws {
    let first = try report().render().message
    #expect(try report().render().message == first)
    #expect(try report("2024-12-07").render().message != first)
  }

  @Test func altTextsCarryTheWeeksFigures() throws {
    let charts = try report().makeCharts()
    #expect(
      charts.map(\.name) == [
        "steps", "steps-weekday", "weight", "weight-change", "sleep", "sleep-weekday",
        "resting-heart-rate", "hrv", "workouts", "workouts-weekday", "blood-pressure", "glucose",
        "rings",
      ])
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let summary = WeekReport(dataset: dataset, week: week, units: .pounds).text(SiteOptions())
    let steps = try #require(charts.first)
    #expect(
      steps.altText.hasPrefix(
        "Steps, week of December 8: " + summary.averageText + " a day on average, "))
    #expect(steps.altText.contains("Highest: 10,518 steps on December 12."))
    #expect(charts[1].altText.hasPrefix("Average steps by weekday, last 28 days: Sunday: "))
    #expect(charts[2].altText.hasPrefix("Weight, week of December 8: "))
    #expect(
      charts[4].altText.hasPrefix(
        "Sleep, week of December 8: 7 hr 43 min a night on average over 7 nights, 6 min more"))
    #expect(charts[5].altText.hasPrefix("Average sleep by weekday, last 28 days: Sunday: "))
    #expect(
      charts[6].altText.hasPrefix(
        "Resting Heart Rate, week of December 8: 56 bpm on average, 1 bpm less than"))
    #expect(
      charts[8].altText.hasPrefix(
        "Workouts, week of December 8: 4 workouts, 3 hr 5 min (Traditional Strength Training 2,"
      ))
    // The plain text lists every chart's figures (the rings' in their own lines).
    let plain = summary.plainText(title: "Health report", charts: charts)
    for chart in charts where chart.name != "rings" { #expect(plain.contains(chart.altText)) }
    // The images are shown at the content width, twice as many pixels wide.
    for chart in charts {
      #expect(chart.width == Int(EmailStyle.contentWidth))
      let png = try DecodedPNG(try #require(chart.png))
      #expect(png.width == 2 * chart.width)
      #expect(abs(png.height - 2 * chart.height) <= 1)
    }
  }

  @Test func summaryOfTheDemoWeek() throws {
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let summary = WeekReport(dataset: dataset, week: week, units: .pounds).text(SiteOptions())
    #expect(summary.report.steps.count == 7)
    #expect(summary.report.bestDay?.date.isoString == "2024-12-12")
    #expect(summary.report.quietestDay?.date.isoString == "2024-12-08")
    let text = summary.plainText(title: "Health report", charts: [])
    #expect(text.hasPrefix("Health report\nWeek 2024-12-08: Dec 8 \u{2013} 14, 2024\n"))
    #expect(text.contains("Best day:                 10,518 steps, Thu, Dec 12\n"))
    #expect(text.contains("Average steps per day:    " + summary.averageText + "\n"))
    #expect(text.contains("Change from last week:    " + summary.changeText + " ("))
    #expect(text.contains("Asleep per night:         7 hr 43 min \u{00B7} 7 nights \u{00B7} "))
    #expect(text.contains("Workouts:                 4 workouts, 3 hr 5 min\n"))
    #expect(
      text.contains(
        "Steps goal met (10,000):  1 of 7 days (daily goal of 10,000 steps met on 1 of 7 days"
          + " with steps)\n"))
    let html = summary.html(title: "A & B", charts: [])
    #expect(html.contains("A &amp; B"))
    #expect(html.contains(">" + summary.averageText + "<"))
    #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("<script"))
    // The inline styles are the theme's: its font and its light colours.
    let theme = Theme.standard
    #expect(html.contains("font-family:" + theme.fontFamily + ";"))
    for color in [
      theme.light.text, theme.light.secondary, theme.light.card, theme.light.background,
    ] {
      #expect(html.contains(color), "\(color)")
    }
    #expect(!html.contains("#3c3c43") && !html.contains("Segoe UI&#39;"))
  }

  /// The steps goal and the trends that changed that week, in both bodies: ten years of demo
  /// data, whose steps fall with the winter in the week of December 8, 2024.
  @Test func goalAndTrendsOfTheWeek() throws {
    let long = DemoData.makeDataset(days: 3650)
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let summary = WeekReport(dataset: long, week: week, units: .pounds, stepsGoal: 7_000).text(
      SiteOptions())
    let plain = summary.plainText(title: "Health report", charts: [])
    #expect(plain.contains("Steps goal met (7,000):"))
    #expect(
      plain.contains(
        "\nTrends this week (the last 90 days against the 365 days before them)\n- Steps: now"
          + " down from "))
    let html = summary.html(title: "Health report", charts: [])
    #expect(html.contains(Escaping.escape("\u{25BC} Steps: now down from ")))
    let email = EmailReport(dataset: long, week: week, options: SiteOptions(stepsGoal: 7_000))
    let (text, _) = email.bodies(charts: [])
    #expect(text == plain)
    // The demo's 120 days have no trends (too few days), so no such section.
    #expect(!(try report().bodies(charts: [])).plain.contains("Trends this week"))
  }

  @Test func anEmptyWeekSaysSo() throws {
    let week = try #require(Week(parsing: "2020-01-01", weekStart: .monday))
    let summary = WeekReport(dataset: dataset, week: week, units: .kilograms).text(SiteOptions())
    #expect(
      summary.report.stepsAverage == nil && summary.report.bestDay == nil
        && summary.report.weightChange == nil)
    let text = summary.plainText(title: "Health report", charts: [])
    #expect(text.contains("Total steps:              \u{2014}\n"))
    #expect(text.contains("Weight at start:          \u{2014}\n"))
    #expect(text.contains("Steps goal met (10,000):  \u{2014}\n"))
    #expect(
      EmailReport.latestWeek(in: HealthDataset(source: .demo, series: []), weekStart: .monday)
        == nil)
  }
}
