import ChartKit
import ChartRaster
import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

/// The dashboard charts of the demo data and two ring drawings (``RingDrawings``), rasterized
/// at 2×, against librsvg's rendering of the same SVG files (`__Reference__/NAME.png`, made by `bench/make-raster-references.sh`
/// from `__Reference__/NAME.svg`, which `RECORD_REFERENCE=1` writes).
@Suite struct ReferenceImageTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("__Reference__")
  /// The largest mean difference allowed, in levels of 255 per channel.
  static let tolerance = 4.0

  static let charts = ReportCharts(dataset: DemoData.makeDataset(), options: SiteOptions())

  @Test(arguments: ReportCharts.Kind.allCases)
  func matchesLibrsvg(kind: ReportCharts.Kind) throws {
    let (svg, drawing) = Self.charts.standaloneDocument(kind)
    let svgURL = Self.folder.appendingPathComponent(kind.rawValue + ".svg")
    if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
      try Data(svg.utf8).write(to: svgURL)
      return
    }
    let png = try #require(ChartRasterizer.png(of: drawing, scale: 2))
    let ours = try DecodedPNG(png)
    let reference = try DecodedPNG(
      Data(contentsOf: Self.folder.appendingPathComponent(kind.rawValue + ".png")))
    if let out = ProcessInfo.processInfo.environment["RASTER_OUT"] {
      try png.write(to: URL(fileURLWithPath: out).appendingPathComponent(kind.rawValue + ".png"))
    }
    #expect(ours.width == reference.width && ours.height == reference.height)
    let difference = try #require(ours.meanDifference(from: reference))
    print("raster \(kind.rawValue): mean difference \(difference) levels per channel")
    #expect(difference <= Self.tolerance)
  }

  /// The rings' arcs, round caps and lap shadows: a week of small drawings (whole, and drawn
  /// from shared definitions: dashed whole laps, rotated lap ends) and a card. Their
  /// images are mostly background, so the mean is also taken over the pixels either image
  /// paints (``DecodedPNG/meanDifference(from:)`` over the rest would flatter it).
  @Test(arguments: ["rings-week", "rings-week-shared", "rings-card"])
  func ringsMatchLibrsvg(name: String) throws {
    let (svg, drawing) = try #require(RingDrawings.references[name])
    let svgURL = Self.folder.appendingPathComponent(name + ".svg")
    if ProcessInfo.processInfo.environment["RECORD_REFERENCE"] == "1" {
      try Data(svg.utf8).write(to: svgURL)
      return
    }
    let png = try #require(ChartRasterizer.png(of: drawing, scale: 2))
    let ours = try DecodedPNG(png)
    let reference = try DecodedPNG(
      Data(contentsOf: Self.folder.appendingPathComponent(name + ".png")))
    if let out = ProcessInfo.processInfo.environment["RASTER_OUT"] {
      try png.write(to: URL(fileURLWithPath: out).appendingPathComponent(name + ".png"))
    }
    #expect(ours.width == reference.width && ours.height == reference.height)
    let difference = try #require(ours.meanDifference(from: reference))
    let painted = try #require(ours.meanDifferenceWherePainted(from: reference))
    print(
      "raster \(name): mean difference \(difference) levels per channel, \(painted) over the"
        + " painted pixels")
    #expect(difference <= Self.tolerance)
    #expect(painted <= Self.tolerance * 2)
  }
}
