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

  /// A bar or line chart: the plot with room for annotations above and the x axis below.
  static let cartesian = (
    width: width, height: Chart.annotationSpace + plotHeight + Chart.bottomSpace
  )
  /// The weekday donut.
  static let donut = (width: width, height: donutHeight)
}
