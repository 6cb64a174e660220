import HealthCore

/// Two days as a range in the reader's language: the one way the pages' periods and headers,
/// the charts' descriptions, the email and the feed write a range. Made once per report
/// (``ReportLocale/ranges``) from the locale's CLDR date patterns, in the shape of CLDR's
/// interval formats: a range within one year keeps its short form, with the year once ("Dec 8 –
/// 14, 2024") or, where the page names the year, not at all; a range across New Year writes
/// each day with its year ("Dec 30, 2024 – Jan 5, 2025"), as CLDR's greatest difference `y`
/// does (a test compares each style with Foundation's interval formatter in the five languages
/// of the catalogs); a range of one day is that day.
public struct DateRangeFormat: Sendable {
  /// How a range writes its days; each case shows a range within one year in American English.
  public enum Style: Sendable, CaseIterable {
    /// "Dec 8 – 14, 2024", "Nov 25 – Dec 1, 2024": medium months, the year once (a week).
    case medium
    /// "November 17 – December 14, 2024", "December 8 – 14, 2024": long months, the year once,
    /// on the last day in every language (a chart's span).
    case long
    /// "November 17, 2024 – December 14, 2024": long months, each day with its year.
    case full
    /// "Mon, Sep 16 – Sat, Dec 14": weekdays and medium months, the year only across years.
    case weekday
    /// "Jan 4 – Mar 9": medium months, the year only across years (a year's page).
    case monthDay
    /// "January 4 – March 9": long months, the year only across years (a year's page).
    case longMonthDay
  }

  /// What stands between the two days of a range written as one text.
  static let separator = " \u{2013} "

  private let dates: DateStyle
  private let medium: RangePatterns
  private let long: RangePatterns
  private let full: RangePatterns
  private let weekday: RangePatterns
  private let monthDay: RangePatterns
  private let longMonthDay: RangePatterns

  /// The ranges of the locale whose patterns and names `dates` holds.
  /// - Parameter dates: the locale's date patterns.
  init(dates: DateStyle) {
    self.dates = dates
    typealias Halves = RangePatterns.Halves
    func both(_ pattern: DatePattern) -> Halves { Halves(first: pattern, last: pattern) }
    medium = DateRangeFormat.yearOnce(
      day: dates.monthDay, date: dates.mediumDate, yearMayLead: true)
    long = DateRangeFormat.yearOnce(
      day: dates.longMonthDay, date: dates.longDate, yearMayLead: false)
    full = RangePatterns(
      single: dates.longDate, year: both(dates.longDate), month: both(dates.longDate))
    weekday = RangePatterns(
      single: dates.weekdayMonthDay, year: both(dates.mediumDateWithWeekday),
      month: both(dates.weekdayMonthDay))
    monthDay = RangePatterns(
      single: dates.monthDay, year: both(dates.mediumDate), month: both(dates.monthDay))
    longMonthDay = RangePatterns(
      single: dates.longMonthDay, year: both(dates.longDate), month: both(dates.longMonthDay))
  }

  /// The range from `first` to `last` as one text: "Dec 8 – 14, 2024", "Dec 30, 2024 – Jan 5,
  /// 2025", or the one day when `first` is `last`.
  /// - Parameters:
  ///   - first: the first day.
  ///   - last: the last day.
  ///   - style: how the days are written.
  /// - Returns: the text.
  public func text(from first: LocalDate, to last: LocalDate, style: Style) -> String {
    let patterns = self.patterns(style)
    guard first != last else {
      return ShortText.build(capacity: 64) { dates.append(patterns.single, first, to: &$0) }
    }
    let halves = patterns.halves(first, last, joined: true)
    return ShortText.build(capacity: 96) { text in
      dates.append(halves.first, first, to: &text)
      text.append(DateRangeFormat.separator)
      dates.append(halves.last, last, to: &text)
    }
  }

  /// The range from `first` to `last` as its two days, for a sentence that names each ("from %@
  /// to %@"): ("November 17", "December 14, 2024") within a year in the long style,
  /// ("December 10, 2023", "January 6, 2024") across one. A month the days share is written
  /// with each.
  /// - Parameters:
  ///   - first: the first day.
  ///   - last: the last day.
  ///   - style: how the days are written.
  /// - Returns: the first day's text and the last day's.
  public func parts(from first: LocalDate, to last: LocalDate, style: Style)
    -> (first: String, last: String)
  {
    let halves = patterns(style).halves(first, last, joined: false)
    return (
      ShortText.build(capacity: 64) { dates.append(halves.first, first, to: &$0) },
      ShortText.build(capacity: 64) { dates.append(halves.last, last, to: &$0) }
    )
  }

  private func patterns(_ style: Style) -> RangePatterns {
    switch style {
    case .medium: return medium
    case .long: return long
    case .full: return full
    case .weekday: return weekday
    case .monthDay: return monthDay
    case .longMonthDay: return longMonthDay
    }
  }

  /// A style that writes the year once within a year: on the last day, or on the first in a
  /// language that writes the year first when `yearMayLead` ("2024년 12월 8일 – 12월 14일");
  /// within one month the month once, where the locale writes the month before the day and the
  /// year after both ("Dec 8 – 14, 2024", as CLDR's greatest difference `d`).
  /// - Parameters:
  ///   - day: the month and day (`MMM d`).
  ///   - date: the month, day and year (`MMM d, y`).
  ///   - yearMayLead: whether a year written first goes on the first day.
  /// - Returns: the patterns.
  private static func yearOnce(day: DatePattern, date: DatePattern, yearMayLead: Bool)
    -> RangePatterns
  {
    typealias Halves = RangePatterns.Halves
    let year = Halves(first: date, last: date)
    if yearMayLead, case .field(UInt8(ascii: "y"), _) = date.pieces.first {
      return RangePatterns(single: date, year: year, month: Halves(first: date, last: day))
    }
    let month = Halves(first: day, last: date)
    guard case .field(let monthLetter, _) = day.pieces.first,
      monthLetter == UInt8(ascii: "M") || monthLetter == UInt8(ascii: "L"),
      case .field(UInt8(ascii: "d"), let width) = day.pieces.last,
      date.pieces.starts(with: day.pieces)
    else { return RangePatterns(single: date, year: year, month: month) }
    // "MMM d" – "d" + ", y": the last day's month and day become its day alone.
    let lastDay = DatePattern(
      pieces: [.field(UInt8(ascii: "d"), width)] + date.pieces.dropFirst(day.pieces.count))
    return RangePatterns(
      single: date, year: year, month: month, day: Halves(first: day, last: lastDay))
  }
}
