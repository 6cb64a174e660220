import HealthCore

/// Writes the years in review (``YearSummary``) as CSV, the site's `data/years.csv`: one row per
/// year and reported metric with data that year, years ascending, metrics in
/// ``YearSummary/reportedMetrics`` order.
///
/// Columns: `year`, `metric` (the metric's page name), `unit`, `days` (the days that count),
/// `total` (metrics that add up over a day: steps, distance, energy, exercise, workouts;
/// blank for the others), `average` (per day that counts), `lowest_date`, `lowest`,
/// `highest_date`, `highest`, `best_day`, `best_day_value`, `best_week` (its first day),
/// `best_week_days`, `best_week_total`, `best_week_avg`, `best_month` (`YYYY-MM`),
/// `best_month_days`, `best_month_total`, `best_month_avg` (best figures only for metrics where
/// one way is better; totals only where `total` is given), `first_date`, `first`, `last_date`,
/// `last` (the year's first and last day with data), on the steps row `steps_goal`,
/// `goal_met_days` and `longest_streak_days` with `longest_streak_start`, and last
/// `year_before_days`, `year_before_avg` and `change_percent` (the same calendar days a year
/// earlier, when the data covers them all: ``YearSummary/sameDaysBefore``). Values in `unit`
/// with up to 3 decimals; blank cells for figures that do not apply; LF line ends.
public enum YearsCSV {
  /// The header's column names.
  public static let columns = [
    "year", "metric", "unit", "days", "total", "average", "lowest_date", "lowest",
    "highest_date", "highest", "best_day", "best_day_value", "best_week", "best_week_days",
    "best_week_total", "best_week_avg", "best_month", "best_month_days", "best_month_total",
    "best_month_avg", "first_date", "first", "last_date", "last", "steps_goal", "goal_met_days",
    "longest_streak_days", "longest_streak_start", "year_before_days", "year_before_avg",
    "change_percent",
  ]

  /// The CSV text.
  /// - Parameters:
  ///   - years: the summaries, ascending.
  ///   - units: the unit weight is given in.
  /// - Returns: the header and the rows, ending with a newline.
  public static func render(_ years: [YearSummary], units: WeightUnit) -> String {
    var output = columns.joined(separator: ",") + "\n"
    for year in years {
      for figures in year.metrics {
        output += row(figures, of: year, units: units).joined(separator: ",") + "\n"
      }
    }
    return output
  }

  /// One metric's cells.
  static func row(_ figures: MetricYear, of year: YearSummary, units: WeightUnit) -> [String] {
    let metric = figures.metric
    let adds = metric.aggregation == .cumulative
    func value(_ number: Double?) -> String { metric.exportText(number, units: units) }
    func dated(_ day: DateValue?) -> [String] {
      [day?.date.isoString ?? "", value(day?.value)]
    }
    func period(_ figure: PeriodFigure?, month: Bool) -> [String] {
      guard let figure else { return ["", "", "", ""] }
      let name = month ? String(figure.start.isoString.prefix(7)) : figure.start.isoString
      return [name, String(figure.days), adds ? value(figure.total) : "", value(figure.average)]
    }
    var cells = [
      String(year.year), metric.slug, metric.exportUnit(units), String(figures.days),
      adds ? value(figures.total) : "", value(figures.average),
    ]
    cells += dated(figures.lowest) + dated(figures.highest) + dated(figures.bestDay)
    cells += period(figures.bestWeek, month: false) + period(figures.bestMonth, month: true)
    cells += dated(figures.first) + dated(figures.last)
    if metric == .steps {
      let streak = year.longestStreak
      cells += [
        DecimalText.format(year.stepsGoal, decimals: 0), String(year.goalMetDays),
        streak.map { String($0.dayCount) } ?? "0", streak?.start.isoString ?? "",
      ]
    } else {
      cells += ["", "", "", ""]
    }
    let before = year.sameDaysBefore[metric]
    cells += [
      before.map { String($0.days) } ?? "", value(before?.average),
      year.changeFromYearBefore(metric).map { DecimalText.format($0 * 100, decimals: 3) } ?? "",
    ]
    return cells
  }
}
