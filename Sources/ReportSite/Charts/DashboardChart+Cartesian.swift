import ChartKit
import HealthCore

extension DashboardChart {
  /// Writes a cartesian chart as this card's chart (see ``write(_:nested:to:)``): the card's
  /// width and plot height, the dashboard's appearance, and the card's accessible name unless
  /// it is nested.
  /// - Parameters:
  ///   - xAxis: the horizontal axis (the window's days, or weekday bands).
  ///   - yAxis: the vertical axis.
  ///   - marks: the layers, drawn in order.
  ///   - selection: the statically selected x value (a day number or band index), if any.
  ///   - className: the chart's classes ("chart chart-steps").
  ///   - definitions: the chart's gradients.
  ///   - ids: the chart's id generator.
  ///   - styleSheet: the style sheet to embed, if any.
  ///   - nested: whether the chart sits inside a standalone card.
  ///   - writer: where the `<svg>` goes.
  func writeCartesian(
    xAxis: Chart.XAxis, yAxis: Chart.YAxis, marks: [any Mark], selection: Double?,
    className: String, definitions: [MarkupNode], ids: IDGenerator, styleSheet: StyleSheet?,
    nested: Bool, to writer: inout MarkupWriter
  ) {
    let chart = Chart(
      width: size.width, plotHeight: ChartSize.plotHeight, xAxis: xAxis, yAxis: yAxis,
      marks: marks, ids: ids, appearance: HealthPalette.appearance,
      accessibility: accessibility(nested: nested), selection: selection, className: className,
      styleSheet: styleSheet, definitions: definitions)
    write(chart, nested: nested, to: &writer)
  }
}

extension DashboardData {
  /// The time axis of a chart of `window`'s days in the reader's week and dates (see
  /// ``dayAxis(window:weekStart:locale:)``).
  func dayAxis(_ window: ReportWindow) -> Chart.XAxis {
    DashboardData.dayAxis(window: window, weekStart: weekStart, locale: locale)
  }

  /// A value axis of about `tickCount` ticks labelled with up to two decimals in the reader's
  /// number style ("162.5", "162,5"), its domain including `includes`.
  func decimalAxis(tickCount: Int, includes: [Double] = []) -> Chart.YAxis {
    Chart.YAxis(
      tickCount: tickCount, includes: includes,
      format: { [style = locale.numbers] in NumberFormat.tick($0, decimals: 2, style: style) })
  }

  /// The day number of the statically selected day when `series` has it, as a chart's x.
  func selectedDay(in series: [DateValue]) -> Double? {
    ChartHelper.parseSelectedData(from: series, in: selectedDate).map {
      Double($0.date.dayNumber)
    }
  }
}
