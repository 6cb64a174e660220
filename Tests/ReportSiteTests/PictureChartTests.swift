import ChartKit
import HealthCore
import Testing

@testable import ReportSite

/// Charts drawn as pictures (the email's PNGs, the link preview) show no annotation, so they
/// keep no room for one above the plot; their marks are those of the interactive charts.
@Suite struct PictureChartTests {
  let dataset = DemoData.makeDataset()

  @Test(arguments: [ReportCharts.Kind.steps, .weight, .weightChange])
  func picturesKeepNoAnnotationRoom(kind: ReportCharts.Kind) {
    let interactive = ReportCharts(dataset: dataset, options: SiteOptions())
    let picture = ReportCharts(dataset: dataset, options: SiteOptions(), interactive: false)
    let saved = Chart.annotationSpace - Chart.compactTopSpace
    #expect(abs(interactive.size(kind).height - picture.size(kind).height - saved) < 1e-9)
    let svg = picture.standaloneSVG(kind)
    #expect(!svg.contains("class=\"tip\""), "a picture has no annotation")
    #expect(!svg.contains("tabindex"), "a picture has no focus stop")
    #expect(interactive.standaloneSVG(kind).contains("class=\"tip\""))
  }

  @Test func theWeightPictureKeepsItsPoints() {
    let picture = ReportCharts(dataset: dataset, options: SiteOptions(), interactive: false)
    #expect(picture.standaloneSVG(.weight).contains("point-weight"))
  }

  @Test func theDonutIsTheSameSize() {
    let interactive = ReportCharts(dataset: dataset, options: SiteOptions())
    let picture = ReportCharts(dataset: dataset, options: SiteOptions(), interactive: false)
    #expect(interactive.size(.stepsWeekday) == picture.size(.stepsWeekday))
  }
}
