import HealthCore

/// Writes the trends (``Trend``, by ``TrendRule``) as CSV, the site's `data/trends.csv`: one row
/// per metric with trends that has data, in `MetricKind.allCases` order, whatever its
/// direction.
///
/// Columns: `metric` (the metric's page name: `steps`, `weight`, `resting-heart-rate`, …),
/// `unit`, `recent_start`, `recent_end`, `recent_days`, `recent_avg`, `baseline_start`,
/// `baseline_end`, `baseline_days`, `baseline_avg`, `change` (recent minus baseline),
/// `change_percent` (of the baseline), `threshold_percent` and `trend` (`up`, `down`, `steady`
/// or `not-enough-data`). Days are the days that count; means and changes are in `unit` with
/// up to 3 decimals, blank when a side has no day; LF line ends.
public enum TrendsCSV {
  /// The header's column names.
  public static let columns = [
    "metric", "unit", "recent_start", "recent_end", "recent_days", "recent_avg",
    "baseline_start", "baseline_end", "baseline_days", "baseline_avg", "change",
    "change_percent", "threshold_percent", "trend",
  ]

  /// The CSV text.
  /// - Parameters:
  ///   - trends: the trends, in order.
  ///   - units: the unit weight is given in.
  /// - Returns: the header and one row per trend, ending with a newline.
  public static func render(_ trends: [Trend], units: WeightUnit) -> String {
    var output = columns.joined(separator: ",") + "\n"
    for trend in trends {
      let metric = trend.metric
      let cells = [
        metric.slug, metric.exportUnit(units),
        trend.recent.start.isoString, trend.recent.end.isoString, String(trend.recent.days),
        metric.exportText(trend.recent.average, units: units),
        trend.baseline.start.isoString, trend.baseline.end.isoString,
        String(trend.baseline.days), metric.exportText(trend.baseline.average, units: units),
        metric.exportText(trend.change, units: units),
        trend.relativeChange.map { DecimalText.format($0 * 100, decimals: 3) } ?? "",
        DecimalText.format(trend.threshold * 100, decimals: 3),
        trend.direction.rawValue,
      ]
      output += cells.joined(separator: ",") + "\n"
    }
    return output
  }
}
