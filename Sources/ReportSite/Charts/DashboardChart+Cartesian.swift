import ChartKit
import HealthCore

/// The set-up every bar and line card shares (day, week, weekday and month charts): the style
/// parts it needs, and the `Chart` frame it is drawn in (width, plot height, axes, appearance,
/// accessibility, selection, classes), written exactly ``DashboardChart/size`` tall.
extension DashboardChart {
  /// The style parts of a bar or line chart as drawn now: the empty state's alone without
  /// data, the annotations' (with dimming for charts whose datums are bars) when annotated,
  /// else the axes'.
  /// - Parameters:
  ///   - hasData: whether the chart draws data (else its empty state).
  ///   - annotated: whether its datums show annotations.
  ///   - dimming: whether hovering a datum dims the others (bars).
  /// - Returns: the parts.
  func cartesianStyleParts(hasData: Bool, annotated: Bool, dimming: Bool = true)
    -> Set<ChartStyleSheet.Part>
  {
    guard hasData else { return [.empty] }
    guard annotated else { return [.axes] }
    return dimming ? [.datums, .dimming, .tips, .axes] : [.datums, .tips, .axes]
  }

  /// Writes `marks` as this card's chart: ``size`` wide (or `width`) and tall, in the
  /// report's appearance, named by ``accessibility`` unless `nested`.
  /// - Parameters:
  ///   - marks: the layers, drawn in order.
  ///   - width: the view box width, points; ``size``'s by default.
  ///   - xAxis: the horizontal axis.
  ///   - yAxis: the vertical axis.
  ///   - selection: the statically selected x value (day number, band index), if any.
  ///   - className: the chart's classes (`chart chart-sleep`).
  ///   - definitions: the chart's gradients, if any.
  ///   - ids: the chart's id generator.
  ///   - styleSheet: the style sheet to embed, if any.
  ///   - nested: whether it sits inside a standalone card.
  ///   - writer: where the `<svg>` goes.
  func writeCartesian(
    _ marks: [any Mark], width: Double? = nil, xAxis: Chart.XAxis, yAxis: Chart.YAxis,
    selection: Double? = nil, className: String, definitions: [MarkupNode] = [],
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter
  ) {
    let chart = Chart(
      width: width ?? size.width, plotHeight: ChartSize.plotHeight, xAxis: xAxis, yAxis: yAxis,
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
