import ChartKit
import HealthCore

/// Text shared by the charts.
enum ChartText {
  /// A chart's data as a table: a `labelHeading` column naming each datum (its date as
  /// `MMMM d, yyyy`, or its weekday) and a `valueHeading` column with the value formatted by
  /// `format`, one row per datum in order; `nil` without data.
  static func table(
    _ data: [some TableRow], caption: String, labelHeading: String, valueHeading: String,
    locale: ReportLocale, format: (Double) -> String
  ) -> DataTable? {
    guard !data.isEmpty else { return nil }
    return DataTable(
      caption: caption, columns: [labelHeading, valueHeading],
      rows: data.map { [$0.rowLabel(locale), format($0.value)] })
  }

  /// A summary of a daily series for the chart's description: the span, the number of days with
  /// data, and the highest and lowest day ("28 days from November 17 to December 14, 2024, 26
  /// with data. Highest: 11,833 steps on December 12. Lowest: 4,587 steps on December 8.").
  static func summarize(
    _ data: [DateValue], window: ReportWindow?, locale: ReportLocale,
    format: (Double) -> String
  ) -> String {
    let words = locale.strings
    guard let window, let highest = data.max(by: { $0.value < $1.value }),
      let lowest = data.min(by: { $0.value < $1.value })
    else { return words.text("No data.") }
    let dates = locale.dates
    return span(data, window: window, locale: locale) + " "
      + words.format(
        "Highest: %@ on %@.", format(highest.value), dates.longMonthDay(highest.date)) + " "
      + words.format("Lowest: %@ on %@.", format(lowest.value), dates.longMonthDay(lowest.date))
  }

  /// The span of a daily series, the first sentence of ``summarize(_:window:locale:format:)``:
  /// "28 days from November 17 to December 14, 2024, 26 with data.".
  static func span(_ data: [DateValue], window: ReportWindow, locale: ReportLocale) -> String {
    let number = { (count: Int) in NumberFormat.grouped(Double(count), style: locale.numbers) }
    let (start, end) = locale.ranges.parts(from: window.start, to: window.end, style: .long)
    return locale.strings.plural(
      window.dayCount, "%lld days from %@ to %@, %@ with data.",
      one: "%lld day from %@ to %@, %@ with data.", number: number(window.dayCount), start, end,
      number(data.count))
  }

  /// A name (a metric's, a chart's title) inside a sentence: lowercased ("resting heart rate"),
  /// except in German, whose nouns keep their capital ("Ruhepuls"), and in languages without
  /// case; the heart rate variability methods keep theirs ("heart rate variability (RMSSD)").
  static func midSentence(_ name: String, locale: ReportLocale) -> String {
    // German capitalizes nouns; Korean has no case (and "VO2 max" stays as it is written).
    switch locale.strings.language {
    case "en", "fr", "es":
      let lowered = name.lowercased()
      guard lowered.contains("rmssd") || lowered.contains("sdnn") else { return lowered }
      return lowered.replacing("rmssd", with: "RMSSD").replacing("sdnn", with: "SDNN")
    default: return name
    }
  }

  /// "last 28 days": the window of a chart of `dayCount` days, for its labels and captions (the
  /// one wording of every chart).
  /// - Parameters:
  ///   - dayCount: the days the chart shows.
  ///   - locale: the reader's locale.
  /// - Returns: the phrase.
  static func windowPhrase(dayCount: Int, locale: ReportLocale) -> String {
    locale.strings.plural(
      dayCount, "last %lld days", one: "last %lld day",
      number: NumberFormat.grouped(Double(dayCount), style: locale.numbers))
  }

  /// "December 9: 12,345 steps. December 10: …" — the per-datum description. A label that ends
  /// in a period already (an abbreviation: German "7 Std. 16 Min.") gets no second one.
  static func describe(_ labels: [String], locale: ReportLocale) -> String {
    guard !labels.isEmpty else { return locale.strings.text("No data.") }
    var text = ""
    for label in labels {
      if !text.isEmpty { text += " " }
      text += label
      if label.last != "." { text += "." }
    }
    return text
  }
}

/// A datum shown as a row of a chart's data table.
protocol TableRow {
  /// The row's name in `locale`: a date or a weekday.
  func rowLabel(_ locale: ReportLocale) -> String
  /// The value, in the chart's unit.
  var value: Double { get }
}

extension DateValue: TableRow {
  func rowLabel(_ locale: ReportLocale) -> String { locale.dates.longDate(date) }
}

extension WeekdayValue: TableRow {
  func rowLabel(_ locale: ReportLocale) -> String { locale.dates.weekdayName(weekday) }
}
