import ChartKit
import HealthCore

/// The marks and the y axis the report's cartesian charts share: the light band over a weekly
/// report's week, the dashed rule at an average, and the compact three- or four-tick axis.
enum HealthMarks {
  /// The band behind the highlighted days (a weekly report's week), as the first mark of a day
  /// chart; none without a highlight.
  /// - Parameter highlight: the days marked, if any.
  /// - Returns: the band, or no mark.
  static func weekBand(_ highlight: ClosedRange<LocalDate>?) -> [any Mark] {
    guard let highlight else { return [] }
    return [
      BandMark(
        xRange: Double(highlight.lowerBound.dayNumber)...Double(highlight.upperBound.dayNumber),
        fill: HealthPalette.colors.secondary, opacity: 0.14, className: "band-week")
    ]
  }

  /// The dashed rule at an average.
  /// - Parameter value: the rule's height, in the chart's y unit.
  /// - Returns: the rule.
  static func averageRule(_ value: Double) -> RuleMark {
    RuleMark(y: value, stroke: HealthPalette.colors.secondary, className: "rule-average")
  }

  /// A y axis of about `tickCount` ticks labelled compactly in the reader's number style
  /// ("8k", "12.5k").
  /// - Parameters:
  ///   - tickCount: the ticks wanted.
  ///   - includes: values the domain must hold (a goal), in the chart's y unit.
  ///   - locale: the reader's locale.
  /// - Returns: the axis.
  static func compactYAxis(tickCount: Int, includes: [Double] = [], locale: ReportLocale)
    -> Chart.YAxis
  {
    Chart.YAxis(
      tickCount: tickCount, includes: includes,
      format: { [style = locale.numbers] in NumberFormat.compact($0, style: style) })
  }
}
