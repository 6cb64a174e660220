import Testing

@testable import ChartKit

/// Compile-time check that the public value types are `Sendable`.
struct SendableTests {
  func requireSendable<T: Sendable>(_: T.Type) {}

  @Test func publicTypesAreSendable() {
    requireSendable(LinearScale.self)
    requireSendable(BandScale.self)
    requireSendable(TimeScale.self)
    requireSendable(Point.self)
    requireSendable(PathBuilder.self)
    requireSendable(Curve.self)
    requireSendable(LineGenerator.self)
    requireSendable(PieSlice.self)
    requireSendable(PieLayout.self)
    requireSendable(ArcGenerator.self)
    requireSendable(StackLayout.self)
    requireSendable(StackLayout.Order.self)
    requireSendable(StackLayout.Offset.self)
    requireSendable(StackSeries<Int>.self)
    requireSendable(StackSeries<String>.Interval.self)
    requireSendable(TimeTickLabel.self)
    requireSendable(XScale.self)
    requireSendable(PointMark.self)
  }
}

/// Compiles only if `T` is `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) {}

struct ChartKitSendableTests {
  @Test func publicValueTypesAreSendable() {
    requireSendable(MarkupNode.self)
    requireSendable(Chart.self)
    requireSendable(Chart.XAxis.self)
    requireSendable(Chart.YAxis.self)
    requireSendable(DonutChart.self)
    requireSendable(DonutChart.Slice.self)
    requireSendable(ConcentricRings.self)
    requireSendable(ConcentricRings.Ring.self)
    requireSendable(RingStyle.self)
    requireSendable(RingStyle.Colors.self)
    requireSendable(RingDefinitions.self)
    requireSendable(RingLayout.self)
    requireSendable(RingSweep.self)
    requireSendable(ChartAccessibility.self)
    requireSendable(IDGenerator.self)
    requireSendable(Rect.self)
    requireSendable(Insets.self)
    requireSendable(XScale.self)
    requireSendable(RenderContext.self)
    requireSendable(Channel.self)
    requireSendable(Tip.self)
    requireSendable(BarMark.self)
    requireSendable(PlotDatum.self)
    requireSendable(PointMark.self)
    requireSendable(LineMark.self)
    requireSendable(LineMark.Symbol.self)
    requireSendable(TipMark.self)
    requireSendable(StackedBarMark.self)
    requireSendable(StackedBarMark.Datum.self)
    requireSendable(StackedBarMark.Segment.self)
    requireSendable(Legend.self)
    requireSendable(Legend.Item.self)
    requireSendable(ChartStyleSheet.Part.self)
    requireSendable(PathBuilder.self)
    requireSendable(ArcGenerator.self)
    requireSendable(AreaMark.self)
    requireSendable(RuleMark.self)
    requireSendable(TextMark.self)
    requireSendable(ChartCard.self)
    requireSendable(LinearScale.self)
    requireSendable(BandScale.self)
    requireSendable(TimeScale.self)
    requireSendable(Curve.self)
    requireSendable(Point.self)
    requireSendable(PieLayout.self)
    requireSendable(PieSlice.self)
    requireSendable(LineGenerator.self)
    requireSendable((any Mark).self)
    requireSendable((any DayCalendar).self)
  }

  @Test func chartsRenderIdenticallyOffTheCallingTask() async {
    let chart = ChartTests.chart(marks: [ChartTests.bars([3, 7, 14], tips: true)], selection: 1)
    let local = chart.render()
    let remote = await Task.detached { chart.render() }.value
    #expect(local == remote)
    let donut = DonutChartTests.donut([3, 4, 5], selected: 1)
    let donutRemote = await Task.detached { donut.render(pretty: true) }.value
    #expect(donut.render(pretty: true) == donutRemote)
  }

  @Test func concurrentRendersAreIdentical() async {
    let chart = ChartTests.chart(
      marks: [
        ChartTests.bars([3, 7, 14], tips: true),
        TipMark(data: [.init(x: 0, y: 0, tip: Fixture.tip())]),
      ], selection: 0)
    let expected = chart.render()
    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<8 { group.addTask { chart.render() } }
      var all: [String] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }
}
