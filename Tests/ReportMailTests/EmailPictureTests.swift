import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

@testable import ReportMail

/// One picture, one file: each attached SVG is the very document whose drawing the inline PNG
/// shows (the same layout, without annotation room), not the site's interactive card.
@Suite struct EmailPictureTests {
  static func charts(weekStart: WeekStart = .sunday) throws -> [EmailChart] {
    let week = try #require(Week(parsing: "2024-12-14", weekStart: weekStart))
    return EmailReport(dataset: DemoData.makeDataset(), week: week).makeCharts()
  }

  /// The `width` and `height` attributes of a document's root `<svg>`, in CSS pixels.
  static func size(of svg: String) throws -> (width: Double, height: Double) {
    let start = try #require(svg.range(of: "<svg "))
    let tag = svg[start.lowerBound...].prefix { $0 != ">" }
    func attribute(_ name: String) throws -> Double {
      let value = try #require(tag.range(of: " \(name)=\""))
      return try #require(Double(tag[value.upperBound...].prefix { $0 != "\"" }))
    }
    return (try attribute("width"), try attribute("height"))
  }

  @Test func eachAttachmentIsTheDocumentItsPictureWasDrawnFrom() throws {
    // The rings' picture is no ReportCharts chart (EmailRingsTests).
    let charts = try Self.charts().filter { $0.name != "rings" }
    #expect(charts.count == 12)
    let week = try #require(Week(parsing: "2024-12-14", weekStart: .sunday))
    let pictures = ReportCharts(
      dataset: DemoData.makeDataset(), endingOn: week.end, units: .pounds, goalWeight: nil,
      weekStart: .sunday, highlight: week.range, interactive: false)
    for chart in charts {
      let kind = try #require(ReportCharts.Kind(rawValue: chart.name))
      let document = pictures.standaloneDocument(kind)
      #expect(chart.svg == document.svg, "\(chart.name)")
      let png = try DecodedPNG(try #require(chart.png))
      let size = try Self.size(of: chart.svg)
      #expect(png.width == chart.width * 2 && png.height == chart.height * 2)
      // The same proportions: the PNG is the SVG scaled to the mail's width.
      let expected = (Double(chart.width) * size.height / size.width).rounded()
      #expect(Double(chart.height) == expected, "\(chart.name): \(size)")
    }
  }

  /// The site's card keeps room above the plot for its hover annotations; the picture does not.
  @Test func thePictureIsNotTheSitesInteractiveCard() throws {
    let dataset = DemoData.makeDataset()
    let site = ReportCharts(dataset: dataset, options: SiteOptions()).standaloneSVG(.steps)
    let picture = ReportCharts(dataset: dataset, options: SiteOptions(), interactive: false)
      .standaloneSVG(.steps)
    #expect(site.contains("class=\"tip\"") && !picture.contains("class=\"tip\""))
    #expect(try Self.size(of: site).height > Self.size(of: picture).height)
  }
}
