import ChartKit
import Foundation
import HealthCore

/// The reader's language and customs: how the report writes numbers, days and times, which
/// day starts a week, which units it prefers, and its words. Made once per report from a BCP 47
/// tag through Foundation's `Locale` and its CLDR data, never from the machine's settings, so
/// one input gives the same bytes on every machine.
///
/// A class, so that handing it to every chart and datum label costs one reference count, not
/// one per name list; it never changes once made.
public final class ReportLocale: Sendable, Hashable {
  /// The BCP 47 tag ("en-US", "de-DE", "ko-KR"), as in `<html lang>`.
  public let identifier: String
  /// The language code ("de").
  public let languageCode: String
  /// The region code ("DE"), if the tag names one.
  public let regionCode: String?
  /// How numbers are written.
  public let numbers: NumberStyle
  /// How days, months and times are written.
  public let dates: DateStyle
  /// How two days are written as a range.
  public let ranges: DateRangeFormat
  /// The first day of the locale's week.
  public let firstWeekday: Weekday
  /// The locale's system of measures.
  public let unitSystem: UnitSystem
  /// Whether the locale counts food energy in kilojoules (CLDR's unit preferences for food
  /// energy: Australia and New Zealand).
  public let prefersKilojoules: Bool
  /// The words.
  public let strings: StringCatalog
  /// The words of the dashboard charts' datum labels, looked up once.
  let datumWords: DatumWords

  /// American English with the English words, as the report has always been written.
  public static let englishUS = ReportLocale(identifier: "en-US", strings: .english)

  /// Makes a locale from a BCP 47 tag (`de-DE`; `de_DE` as Apple Health writes it is accepted).
  /// - Parameters:
  ///   - identifier: the tag.
  ///   - strings: the words of the tag's language.
  public init(identifier: String, strings: StringCatalog) {
    let tag = ReportLocale.canonicalTag(identifier)
    let locale = Locale(identifier: tag)
    self.identifier = tag
    languageCode = locale.language.languageCode?.identifier ?? "en"
    regionCode = locale.region?.identifier
    numbers = ReportLocale.numberStyle(locale)
    dates = ReportLocale.dateStyle(locale)
    ranges = DateRangeFormat(dates: dates)
    firstWeekday = Weekday(rawValue: ReportLocale.gregorian(locale).firstWeekday) ?? .sunday
    switch locale.measurementSystem {
    case .us: unitSystem = .us
    case .uk: unitSystem = .uk
    default: unitSystem = .metric
    }
    prefersKilojoules = ["AU", "NZ"].contains(regionCode ?? "")
    self.strings = strings
    datumWords = DatumWords(strings: strings)
  }

  /// Whether two locales write alike: the same tag and the same words.
  public static func == (lhs: ReportLocale, rhs: ReportLocale) -> Bool {
    lhs === rhs || (lhs.identifier == rhs.identifier && lhs.strings == rhs.strings)
  }

  /// Hashes the tag and the words' digest.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(strings.digest)
  }

  /// The week start of the locale: Monday or Sunday (a locale starting weeks on Saturday, as
  /// some in the Middle East do, gets Sunday, the nearest the report supports).
  public var weekStart: WeekStart { firstWeekday == .monday ? .monday : .sunday }

  /// The units of the locale's system of measures.
  public var displayUnits: DisplayUnits {
    var units = DisplayUnits.of(unitSystem, kilojoules: prefersKilojoules)
    // The rule and the Health app's: glucose in mg/dL in the United States only.
    units.glucose =
      regionCode == "US" || unitSystem == .us ? .milligramsPerDeciliter : .millimolesPerLiter
    return units
  }

  /// `tag` with `_` as `-` and without a POSIX suffix: "de_DE" is "de-DE".
  /// - Parameter tag: a locale tag.
  /// - Returns: the BCP 47 form.
  public static func canonicalTag(_ tag: String) -> String {
    let trimmed = tag.split(separator: ".").first.map(String.init) ?? tag
    let parts = trimmed.replacingOccurrences(of: "_", with: "-").split(separator: "-")
    guard let language = parts.first else { return "en-US" }
    var result = language.lowercased()
    for part in parts.dropFirst() {
      if part.count == 2 {
        result += "-" + part.uppercased()
      } else if part.count == 4 {
        result += "-" + part.prefix(1).uppercased() + part.dropFirst().lowercased()
      } else {
        result += "-" + part
      }
    }
    return result
  }

  /// Whether `tag` names a language Foundation knows (ISO 639), so that it can be used.
  /// - Parameter tag: a BCP 47 tag.
  /// - Returns: whether the language is known.
  public static func isKnown(_ tag: String) -> Bool {
    let canonical = canonicalTag(tag)
    guard let language = canonical.split(separator: "-").first, (2...3).contains(language.count),
      language.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return false }
    return Locale.LanguageCode.isoLanguageCodes.contains(Locale.LanguageCode(String(language)))
  }

  // MARK: From Foundation

  private static func gregorian(_ locale: Locale) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    return calendar
  }

  /// The number signs and the compact forms of `locale`, found by formatting probes once.
  private static func numberStyle(_ locale: Locale) -> NumberStyle {
    let decimal = locale.decimalSeparator ?? "."
    let grouping = locale.groupingSeparator ?? ","
    // Whether 1234 is grouped tells the minimum grouping digits (Spanish writes "1234").
    let formatter = NumberFormatter()
    formatter.locale = locale
    formatter.numberStyle = .decimal
    let fourDigits = formatter.string(from: 1234) ?? "1,234"
    let minimumGroupingDigits = fourDigits.contains(grouping) ? 1 : 2
    let percent = 25.formatted(.percent.locale(locale))
    let percentSpacing = String(
      percent.drop { $0.isNumber }.prefix { $0 != "%" })
    return NumberStyle(
      decimalSeparator: decimal, groupingSeparator: grouping,
      minimumGroupingDigits: minimumGroupingDigits, compactForms: compactForms(locale),
      percentSpacing: percentSpacing)
  }

  /// CLDR's short compact forms of `locale`, read from how it writes each power of ten from
  /// 10³ to 10¹²: "1K" gives a form dividing by 1,000 with "K" after; German "10.000" none;
  /// Korean "10만" a form dividing by 10,000 with "만".
  private static func compactForms(_ locale: Locale) -> [NumberStyle.CompactForm] {
    var forms: [NumberStyle.CompactForm] = []
    var power = 1_000
    for _ in 3...12 {
      let text = power.formatted(.number.notation(.compactName).locale(locale))
      let digits = text.filter { $0.isASCII && $0.isNumber }
      if let shown = Int(digits), shown > 0, shown < power, power % shown == 0,
        let first = text.firstIndex(where: { $0.isASCII && $0.isNumber }),
        let last = text.lastIndex(where: { $0.isASCII && $0.isNumber })
      {
        let divisor = Double(power / shown)
        let prefix = String(text[..<first])
        let suffix = String(text[text.index(after: last)...])
        if forms.last.map({ $0.divisor != divisor || $0.suffix != suffix }) ?? true {
          forms.append(
            NumberStyle.CompactForm(
              magnitude: Double(power), divisor: divisor, prefix: prefix, suffix: suffix))
        }
      }
      power *= 10
    }
    return forms
  }

  /// The patterns and names of `locale`.
  private static func dateStyle(_ locale: Locale) -> DateStyle {
    let calendar = gregorian(locale)
    var patterns: [String: String] = [:]
    for skeleton in DateStyle.englishPatterns.keys {
      patterns[skeleton] = DateFormatter.dateFormat(
        fromTemplate: skeleton, options: 0, locale: locale)
    }
    return DateStyle(
      monthNames: calendar.monthSymbols, shortMonthNames: calendar.shortMonthSymbols,
      standaloneMonthNames: calendar.standaloneMonthSymbols,
      weekdayNames: calendar.weekdaySymbols, shortWeekdayNames: calendar.shortWeekdaySymbols,
      standaloneShortWeekdayNames: calendar.shortStandaloneWeekdaySymbols,
      dayPeriods: [calendar.amSymbol, calendar.pmSymbol], patterns: patterns,
      narrowWeekdayNames: calendar.veryShortStandaloneWeekdaySymbols)
  }
}
