import ChartKit
import Foundation
import HealthCore
import ReportSite
import Testing

@testable import ReportMail

/// One week, one number: for every week of ten years of demo data, the week page, the archive,
/// the feed, `data/weeks.csv` and the email show the figures of the same `WeekReport`.
@Suite struct WeekFiguresAgreeTests {
  static let baseURL = "https://example.com/health/"

  @Test(arguments: [WeekStart.sunday, .monday])
  func everyRendererShowsTheWeekReportsFigures(weekStart: WeekStart) throws {
    let dataset = DemoData.makeDataset(days: 3650)
    let options = SiteOptions(weekStart: weekStart, baseURL: Self.baseURL)
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let site = try SiteGenerator.makeSite(dataset: dataset, options: options, resources: resources)
    func text(_ path: String) throws -> String {
      let file = try #require(site.files.first { $0.path == path }, "no \(path)")
      return String(decoding: file.contents, as: UTF8.self)
    }
    let weeks = WeekReport.make(dataset: dataset, weekStart: weekStart, units: .pounds)
    #expect(weeks.count >= 520)
    let archive = try text("weeks/index.html")
    let feed = try text("feed.xml")
    let rows = try text(SiteGenerator.weeksCSVPath).split(separator: "\n").dropFirst()
    #expect(rows.count == weeks.count)
    var mismatches: [String] = []
    for (index, (week, row)) in zip(weeks, rows).enumerated() {
      let report = week.text(options)
      let page = try text("weeks/" + week.pagePath)
      for figure in report.figures where !page.contains(Escaping.escape(figure.value)) {
        mismatches.append("\(report.week) page lacks \(figure.term) \(figure.value)")
      }
      let archived = Escaping.escape(report.totalText + " steps \u{00B7} avg " + report.averageText)
      if !archive.contains(archived) || !archive.contains(Escaping.escape(report.changeText)) {
        mismatches.append("\(report.week) archive lacks \(archived)")
      }
      if !feed.contains("<summary>" + Escaping.escape(report.summaryText) + "</summary>") {
        mismatches.append("\(report.week) feed lacks \(report.summaryText)")
      }
      let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      let average = Double(cells[5]).map { NumberFormat.grouped($0) } ?? WeekReport.none
      if cells[0] != report.week.identifier || average != report.averageText
        || cells[4] != (week.stepsTotal.map { String(Int($0)) } ?? "")
      {
        mismatches.append("\(report.week) weeks.csv row \(row)")
      }
      // The email of every 40th week (each one renders four charts).
      if index % 40 == 0 {
        let body = Self.decodedText(
          EmailReport(dataset: dataset, week: report.week).render().message)
        for figure in report.figures where !body.contains(figure.value) {
          mismatches.append("\(report.week) email lacks \(figure.term) \(figure.value)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
  }

  /// The message with quoted-printable soft breaks removed and `=XX` bytes decoded.
  static func decodedText(_ message: Data) -> String {
    var bytes: [UInt8] = []
    let raw = Array(message)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      if byte == UInt8(ascii: "="), index + 2 < raw.count {
        if raw[index + 1] == 13, raw[index + 2] == 10 {
          index += 3
          continue
        }
        if let value = UInt8(
          String(decoding: raw[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
        {
          bytes.append(value)
          index += 3
          continue
        }
      }
      bytes.append(byte)
      index += 1
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
