import HealthCore

/// The mean value per day of one week, month or year (the reference app's day / week / month /
/// year periods), named for a table row. Days without data are left out, never counted as zero.
/// The figures are HealthCore's ``PeriodFigure``s; this adds the row's name.
struct PeriodAverage: Sendable, Hashable {
  /// The length of a period (HealthCore's, with the table's words).
  typealias Period = CalendarPeriod

  /// The period's first day.
  let start: LocalDate
  /// The period's name ("December 2024").
  let label: String
  /// The number of days with data in the period.
  let dayCount: Int
  /// The mean of those days' values, in the values' unit.
  let average: Double

  /// The per-day averages of `days` for each `period` that has data, newest first.
  /// - Parameters:
  ///   - days: daily values, ascending by date (any unit; the averages keep it).
  ///   - period: week, month or year.
  ///   - weekStart: the first day of the week.
  ///   - locale: the reader's locale, for the rows' names.
  /// - Returns: one average per period with data, newest first.
  static func make(
    _ days: [DateValue], period: Period, weekStart: WeekStart, locale: ReportLocale
  ) -> [PeriodAverage] {
    PeriodFigure.make(days, period: period, weekStart: weekStart).reversed().compactMap { figure in
      figure.average.map {
        PeriodAverage(
          start: figure.start, label: period.label(start: figure.start, locale: locale),
          dayCount: figure.days, average: $0)
      }
    }
  }
}

extension CalendarPeriod {
  /// "By week", in the reader's words.
  func heading(_ words: StringCatalog) -> String {
    switch self {
    case .week: return words.text("By week")
    case .month: return words.text("By month")
    case .year: return words.text("By year")
    }
  }

  /// "Week", "Month" or "Year": the first column's heading.
  func columnHeading(_ words: StringCatalog) -> String {
    switch self {
    case .week: return words.text("Week")
    case .month: return words.text("Month")
    case .year: return words.text("Year")
    }
  }

  /// The period's name from its first day: "Week of December 8, 2024", "December 2024",
  /// "2024".
  func label(start: LocalDate, locale: ReportLocale) -> String {
    switch self {
    case .week: return locale.strings.format("Week of %@", locale.dates.longDate(start))
    case .month: return locale.dates.monthYear(start)
    case .year: return String(start.year)
    }
  }
}
