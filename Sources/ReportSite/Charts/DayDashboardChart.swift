import ChartKit
import HealthCore

/// A dashboard card of the window's days over a time axis (the steps bars, the weight line):
/// its days and their mean, and from them the style parts and size every such card has.
protocol DayDashboardChart: DashboardCardChart {
  /// The chart's days in the window (missing days absent), in the chart's unit.
  var days: [DateValue] { get }
  /// The ChartKit style parts the chart uses when its days are annotated.
  var annotatedParts: Set<ChartStyleSheet.Part> { get }
}

extension DayDashboardChart {
  /// The mean of the window's days, in the chart's unit; `nil` when there is none.
  var average: Double? { ChartHelper.averageValue(for: days) }

  /// The empty state's parts without days, the axes alone in a picture.
  var styleParts: Set<ChartStyleSheet.Part> {
    guard average != nil else { return [.empty] }
    return data.showsAnnotations ? annotatedParts : [.axes]
  }

  /// The cartesian card's size, with room for annotations when the days show them.
  var size: (width: Double, height: Double) {
    ChartSize.cartesian(annotated: data.showsAnnotations)
  }
}
