/// Writes the weekly figures (`WeekReport`) as CSV, one row per week with data, ascending:
/// `week,start,end,steps_days,steps_total,steps_avg,weight_unit,weight_start,weight_end,
/// weight_change`. The site's `data/weeks.csv`, beside `data/daily.csv`.
public enum WeeksCSV {
  /// The header's column names.
  public static let columns = [
    "week", "start", "end", "steps_days", "steps_total", "steps_avg", "weight_unit",
    "weight_start", "weight_end", "weight_change",
  ]

  /// The CSV text: a header, then one row per report; dates `YYYY-MM-DD`; plain numbers with a
  /// dot (no grouping, no exponent); blank cells for missing figures; LF line ends. Steps are
  /// whole numbers except `steps_avg`, which is the unrounded mean (to 9 decimals); weights are
  /// in `weight_unit` (`lb` or `kg`, the reports' unit) with up to 3 decimals.
  /// - Parameter reports: the weeks, ascending.
  /// - Returns: the CSV text, ending with a newline.
  public static func render(_ reports: [WeekReport]) -> String {
    var output = columns.joined(separator: ",") + "\n"
    for report in reports {
      let cells = [
        report.week.identifier, report.week.start.isoString, report.week.end.isoString,
        String(report.stepsDays),
        report.stepsTotal.map { DecimalText.format($0, decimals: 0) } ?? "",
        report.stepsAverage.map { DecimalText.format($0, decimals: 9) } ?? "",
        report.units.rawValue,
        report.weightStart.map { DecimalText.format($0.value, decimals: 3) } ?? "",
        report.weightEnd.map { DecimalText.format($0.value, decimals: 3) } ?? "",
        report.weightChange.map { DecimalText.format($0, decimals: 3) } ?? "",
      ]
      output += cells.joined(separator: ",") + "\n"
    }
    return output
  }
}
