import ChartKit
import HealthCore

extension ListPage {
  /// The "Average per day" section: one table per period (week, month, year), newest first.
  func averages() -> MarkupNode {
    let days = format.displayValues(series.days)
    let words = format.words
    let tables =
      days.isEmpty
      ? []
      : PeriodAverage.Period.allCases.map { period in
        averagesTable(
          PeriodAverage.make(days, period: period, weekStart: weekStart, locale: format.locale),
          period: period)
      }
    return PeriodAverage.section(
      heading: words.text("Average per day"), tables: tables, words: words)
  }

  /// One period's table: the period, its days with data and the mean per day.
  func averagesTable(_ averages: [PeriodAverage], period: PeriodAverage.Period) -> MarkupNode {
    let rows = averages.map { average in
      (
        label: average.label,
        values: [
          NumberFormat.grouped(Double(average.dayCount), style: format.locale.numbers),
          format.number(average.average),
        ]
      )
    }
    let words = format.words
    return PeriodAverage.table(
      period, title: title, perDay: true, columns: [words.text("Days"), format.valueHeading],
      rows: rows, words: words)
  }
}
