import ChartKit
import Foundation
import HealthCore
import ReportSite
import Testing

/// The charts' data tables on the pages: one disclosure per chart card with a row per datum.
@Suite struct ChartDataTableTests {
  /// The chart-data disclosures of `html`, each as its caption and rows (cell texts).
  static func tables(in html: String) -> [(caption: String, header: [String], rows: [[String]])] {
    html.components(separatedBy: "<details class=\"chart-data\">").dropFirst().map { chunk in
      let details = chunk.components(separatedBy: "</details>")[0]
      let caption = Self.texts(of: "caption", in: details).first ?? ""
      let rows = details.components(separatedBy: "<tr>").dropFirst().map { row in
        Self.texts(of: "th", in: row) + Self.texts(of: "td", in: row)
      }
      return (caption, rows.first ?? [], Array(rows.dropFirst()))
    }
  }

  /// The texts of the `name` elements of `html` (no nested elements inside them), with decimal
  /// character references (markup writes every character outside ASCII as one) decoded.
  static func texts(of name: String, in html: String) -> [String] {
    html.components(separatedBy: "<" + name).dropFirst().compactMap { part in
      guard let start = part.firstIndex(of: ">") else { return nil }
      return decodingReferences(String(part[part.index(after: start)...].prefix { $0 != "<" }))
    }
  }

  /// `text` with each `&#N;` replaced by its character.
  static func decodingReferences(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let start = rest.range(of: "&#") {
      result += rest[..<start.lowerBound]
      let tail = rest[start.upperBound...]
      guard let end = tail.firstIndex(of: ";"), let value = UInt32(tail[..<end]),
        let scalar = Unicode.Scalar(value)
      else {
        result += "&#"
        rest = tail
        continue
      }
      result.unicodeScalars.append(scalar)
      rest = tail[tail.index(after: end)...]
    }
    return result + rest
  }

  @Test func dashboardHasADataTablePerChart() throws {
    let dataset = DemoData.makeDataset()
    let site = try DashboardGoldenTests.makeSite()
    let html = try DashboardGoldenTests.text(site, "index.html")
    let tables = Self.tables(in: html)
    // Steps, weekday steps, weight, weight change, then two each for sleep, heart, workouts
    // and vitals.
    #expect(html.components(separatedBy: "<summary>Data table</summary>").count == 13)
    try #require(tables.count == 12)

    let end = try #require(dataset.lastDate)
    let steps = ChartHelper.convert(
      data: dataset[.steps].values(in: ReportWindow(end: end, dayCount: 28)))
    let weights = ChartHelper.convert(
      data: dataset[.bodyMass].values(in: ReportWindow(end: end, dayCount: 28)))
    let weightsForChange = ChartHelper.convert(
      data: dataset[.bodyMass].values(in: ReportWindow(end: end, dayCount: 29)))
    let stepWeekdays = Set(steps.map(\.date.weekday))
    let changeCount = ChartHelper.averageDailyWeightDiffs(for: weightsForChange).count
    #expect(!steps.isEmpty && !weights.isEmpty && changeCount > 0)

    // Dashboard order: steps, weekday averages (steps panel), weight, weight change.
    let (stepTable, donutTable, weightTable, changeTable) = (
      tables[0], tables[1], tables[2], tables[3]
    )
    #expect(stepTable.caption == "Steps per day, last 28 days")
    #expect(stepTable.header == ["Date", "Steps"])
    #expect(stepTable.rows.count == steps.count)
    #expect(stepTable.rows.first == [steps[0].date.listText, NumberFormat.grouped(steps[0].value)])

    #expect(donutTable.caption == "Average steps per weekday, last 28 days")
    #expect(donutTable.header == ["Weekday", "Average steps"])
    #expect(donutTable.rows.count == stepWeekdays.count)
    #expect(donutTable.rows.first?.first == "Sunday")

    #expect(weightTable.caption == "Weight per day, last 28 days")
    #expect(weightTable.header == ["Date", "Weight (lb)"])
    #expect(weightTable.rows.count == weights.count)
    #expect(weightTable.rows.allSatisfy { $0.count == 2 && $0[1].contains(".") })

    #expect(changeTable.caption == "Average daily weight change per weekday, last 28 days")
    #expect(changeTable.header == ["Weekday", "Average change (lb)"])
    #expect(changeTable.rows.count == changeCount)
    #expect(
      changeTable.rows.allSatisfy {
        $0[1].hasPrefix("+") || $0[1].hasPrefix("\u{2212}") || $0[1] == "0.0"
      })

    // Missing days are not rows: every row is a distinct day of the window.
    #expect(Set(stepTable.rows.map { $0[0] }).count == stepTable.rows.count)
  }

  @Test func weekPageHasADataTablePerChart() throws {
    let site = try WeeklySiteTests.makeSite()
    let html = try DashboardGoldenTests.text(site, "weeks/2024-12-08/index.html")
    let tables = Self.tables(in: html)
    #expect(tables.count == 12)
    #expect(tables.allSatisfy { !$0.rows.isEmpty })
  }

  @Test func listPagesLinkToTheirEveryDayTableInstead() throws {
    let site = try DashboardGoldenTests.makeSite()
    for path in ["steps/index.html", "weight/index.html"] {
      let html = try DashboardGoldenTests.text(site, path)
      #expect(!html.contains("<details"), "\(path)")
      #expect(html.contains("<a href=\"#days-heading\">"), "\(path)")
      #expect(html.contains("id=\"days-heading\""), "\(path)")
    }
  }

  @Test func chartFilesHaveNoDataTable() throws {
    let site = try DashboardGoldenTests.makeSite()
    for file in site.files where file.path.hasSuffix(".svg") {
      #expect(
        !String(decoding: file.contents, as: UTF8.self).contains("chart-data"), "\(file.path)")
    }
  }
}
