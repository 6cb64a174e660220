import ChartKit
import HealthCore

/// Blood pressure by category (``BloodPressureCategory``, the 2017 ACC/AHA guideline) for the
/// vitals page and the summary: one wording and one table for both.
enum BloodPressureSummary {
  /// The category of `date`'s mean reading; `nil` without a reading that day.
  static func category(dataset: HealthDataset, on date: LocalDate) -> BloodPressureCategory? {
    let systolic = dataset[.bloodPressureSystolic].value(on: date)
    let diastolic = dataset[.bloodPressureDiastolic].value(on: date)
    guard systolic != nil || diastolic != nil else { return nil }
    return BloodPressureCategory.of(systolic: systolic, diastolic: diastolic)
  }

  /// The days of `window` with blood pressure, ascending.
  static func days(dataset: HealthDataset, window: ReportWindow) -> [LocalDate] {
    Set(
      dataset[.bloodPressureSystolic].values(in: window).map(\.date)
        + dataset[.bloodPressureDiastolic].values(in: window).map(\.date)
    ).sorted()
  }

  /// "Blood pressure by category": how many days of `window` have a mean reading in each
  /// category, the days and readings, and the guideline named; `nil` without blood pressure in
  /// the window.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - window: the days counted.
  ///   - headingLevel: the heading's element (`h2` on the vitals page).
  ///   - locale: the reader's locale.
  /// - Returns: the section.
  static func section(
    dataset: HealthDataset, window: ReportWindow, headingLevel: String = "h2",
    locale: ReportLocale
  ) -> MarkupNode? {
    let words = locale.strings
    let number = { (value: Double) in NumberFormat.grouped(value, style: locale.numbers) }
    let days = days(dataset: dataset, window: window)
    guard !days.isEmpty else { return nil }
    var counts = [Int](repeating: 0, count: BloodPressureCategory.allCases.count)
    var readings = 0.0
    for date in days {
      if let category = category(dataset: dataset, on: date) { counts[category.rawValue] += 1 }
      readings += dataset[.bloodPressureReadings].value(on: date) ?? 0
    }
    let caption = words.plural(
      window.dayCount, "Blood pressure by category, days in the last %lld days",
      one: "Blood pressure by category, days in the last %lld day",
      number: number(Double(window.dayCount)))
    let table = TableColumns(columns: [
      .text(words.text("Category")), .text(words.text("Systolic or diastolic")),
      .number(words.text("Days")),
    ])
    let rows = BloodPressureCategory.allCases.map { category in
      table.row(
        words.text(category.name),
        [words.text(category.rangeText), number(Double(counts[category.rawValue]))])
    }
    let span = words.plural(
      window.dayCount, "the last %lld days", one: "the last %lld day",
      number: number(Double(window.dayCount)))
    let daysText = words.plural(
      days.count, "%lld days with blood pressure in %@", one: "%lld day with blood pressure in %@",
      number: number(Double(days.count)), span)
    let readingsText =
      readings > 0
      ? words.format(
        "%@, %@.", daysText,
        words.plural(
          Int(readings), "%lld readings", one: "%lld reading", number: number(readings)))
      : words.format("%@.", daysText)
    let summary = readingsText + " " + words.text("Each day is classed by its mean reading.")
    return .lines([
      .el(
        "section", [("class", "bp-categories"), ("aria-labelledby", "bp-heading")],
        [
          .newline,
          .el(
            headingLevel, [("id", "bp-heading")], [.text(words.text("Blood pressure by category"))]
          ),
          .newline, .el("p", [("class", "period")], [.text(summary)]), .newline,
          FigureTable.node(
            className: "day-list", caption: caption, header: [table.header], rows: rows),
          .newline,
          .el(
            "p", [("class", "source-note")],
            [
              .text(
                words.text(BloodPressureCategory.sourceText)
                  + " (Whelton et al., Hypertension, 2018).")
            ]),
          .newline,
        ])
    ])
  }
}
