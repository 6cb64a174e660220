import ChartKit
import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// The datums' markup written in runs of plain markup (compact, not recorded) is byte for byte
/// what the element-by-element calls write (taken when the writer records the drawing): every
/// chart, with and without a static selection, in the five languages with catalogs.
@Suite struct PlainMarkupTests {
  static let tags = ["en-US", "de-DE", "fr-FR", "es-ES", "ko-KR"]

  @Test(arguments: tags)
  func plainRunsWriteWhatTheElementCallsWrite(tag: String) throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let locale = try ReportLocale.load(identifier: tag, resources: resources)
    let dataset = DemoData.makeDataset()
    for selected in [nil, LocalDate(year: 2024, month: 12, day: 9)] {
      var options = SiteOptions(endDate: DemoData.endDate, selectedDate: selected)
      options.locale = locale
      options.displayUnits = locale.displayUnits
      options.weekStart = locale.weekStart
      let charts = ReportCharts(dataset: dataset, options: options)
      for kind in charts.kinds {
        let recorded = charts.standaloneDocument(kind).svg
        #expect(charts.standaloneSVG(kind) == recorded, "\(tag) \(kind) \(selected as Any)")
        // The file's bytes, as the site and `healthreport chart` write them, are the same text.
        #expect(
          charts.standaloneBytes(kind) == Array(recorded.utf8), "\(tag) \(kind) bytes")
      }
    }
  }
}
