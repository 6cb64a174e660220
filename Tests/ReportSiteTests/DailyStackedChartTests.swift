import ChartKit
import HealthCore
import Testing

@testable import ReportSite

/// The daily stacked chart the sleep and workout cards share, and the set-up of the bar and
/// line cards (the whole charts are covered by their golden files).
@Suite struct DailyStackedChartTests {
  @Test func stackPilesValuesFromZeroSkippingEmptyOnesAndThoseWithoutAStyle() {
    let segments = SleepChart.stack(
      [1.5, 0, 2, 5],
      styles: [
        (fill: "#111", className: "a"), (fill: "#222", className: "b"),
        (fill: "#333", className: "c"),
      ])
    #expect(
      segments == [
        StackedBarMark.Segment(lower: 0, upper: 1.5, fill: "#111", className: "a"),
        StackedBarMark.Segment(lower: 1.5, upper: 3.5, fill: "#333", className: "c"),
      ])
  }

  @Test func stackKeepsOnlyPartsAboveTheMinimum() {
    let segments = WorkoutChart.stack(
      [1e-9, 4], styles: [(fill: "#111", className: "a"), (fill: "#222", className: "b")],
      minimum: 1e-6)
    #expect(
      segments == [StackedBarMark.Segment(lower: 0, upper: 4, fill: "#222", className: "b")])
  }

  @Test func bothChartsGiveTheSameChromeWithoutData() {
    let context = SectionCharts.Context(
      dataset: HealthDataset(source: .demo, series: []), options: SiteOptions(), window: nil,
      link: "sleep/")
    let sleep = SleepChart(context: context.linking("sleep/"))
    let workouts = WorkoutChart(context: context.linking("workouts/"))
    #expect(sleep.average == nil && workouts.average == nil)
    #expect(sleep.styleParts == [.empty] && workouts.styleParts == [.empty])
    #expect(sleep.card.link == "sleep/" && workouts.card.link == "workouts/")
    #expect(sleep.bars().isEmpty && workouts.bars().isEmpty)
  }

  @Test func cartesianStylePartsFollowDataAnnotationsAndDimming() {
    let chart = SleepChart(
      context: SectionCharts.Context(
        dataset: HealthDataset(source: .demo, series: []), options: SiteOptions(), window: nil,
        link: nil))
    #expect(chart.cartesianStyleParts(hasData: false, annotated: true) == [.empty])
    #expect(chart.cartesianStyleParts(hasData: true, annotated: false) == [.axes])
    #expect(
      chart.cartesianStyleParts(hasData: true, annotated: true)
        == [.datums, .dimming, .tips, .axes])
    #expect(
      chart.cartesianStyleParts(hasData: true, annotated: true, dimming: false)
        == [.datums, .tips, .axes])
  }
}
