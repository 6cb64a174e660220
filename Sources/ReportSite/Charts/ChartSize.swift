import ChartKit

/// The sizes the dashboard's charts share, in CSS pixels: one width for every card, one plot
/// height for the bar and line charts, and the donut's square-ish frame.
enum ChartSize {
  /// The width of every chart. Charts scale to their card's width; at 320 a chart is drawn at
  /// about its own size on a 360–390 px phone (cards are 296–326 px wide there), so its 12-point
  /// labels stay at 11 px or more, and it only grows on wider screens.
  static let width = 320.0
  /// The height of the plot area of the bar and line charts.
  static let plotHeight = 150.0
  /// The height of the weekday donut.
  static let donutHeight = 300.0

  /// A bar or line chart: the plot with the x axis below and, when its datums show annotation
  /// boxes, room for them above.
  /// - Parameter annotated: whether the chart shows annotations (hover, focus, a selected day).
  /// - Returns: the width and height, in CSS pixels.
  static func cartesian(annotated: Bool) -> (width: Double, height: Double) {
    (width, topSpace(annotated: annotated) + plotHeight + Chart.bottomSpace)
  }

  /// The space above the plot of a bar or line chart.
  /// - Parameter annotated: whether the chart shows annotations.
  /// - Returns: the space, in CSS pixels.
  static func topSpace(annotated: Bool) -> Double {
    annotated ? Chart.annotationSpace : Chart.compactTopSpace
  }
  /// The weekday donut.
  static let donut = (width: width, height: donutHeight)
}
