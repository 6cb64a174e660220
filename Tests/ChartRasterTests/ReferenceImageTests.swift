import ChartKit
import ChartRaster
import Foundation
import HealthCore
import ReportSite
import TestSupport
import Testing

/// The four dashboard charts of the demo data, rasterized at 2×, against librsvg's rendering of
/// the same SVG files (`__Reference__/NAME.png`, made by `bench/make-raster-references.sh`
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
}
