import ChartKit
import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// Numbers, dates, times, weeks and units in the five languages with catalogs, as Foundation's
/// CLDR data writes them (#27).
@Suite struct LocaleFormatTests {
  static func locale(_ tag: String) -> ReportLocale {
    ReportLocale(identifier: tag, strings: .english)
  }

  @Test(arguments: [
    ("en-US", 1234.5, 1, "1,234.5"), ("en-GB", 1234.5, 1, "1,234.5"),
    ("de-DE", 1234.5, 1, "1.234,5"), ("fr-FR", 1234.5, 1, "1\u{202F}234,5"),
    ("es-ES", 1234.5, 1, "1234,5"), ("es-ES", 12345, 0, "12.345"), ("ko-KR", 1234.5, 1, "1,234.5"),
    ("de-DE", -0.4, 1, "\u{2212}0,4"), ("fr-FR", 8532, 0, "8\u{202F}532"),
  ])
  func groupedNumbers(tag: String, value: Double, decimals: Int, expected: String) {
    #expect(
      NumberFormat.grouped(value, decimals: decimals, style: Self.locale(tag).numbers) == expected)
  }

  @Test(arguments: [
    ("en-US", 10_000.0, "10K"), ("en-US", 2_500.0, "2.5K"), ("de-DE", 10_000, "10.000"),
    ("de-DE", 2_000_000, "2\u{A0}Mio."), ("fr-FR", 10_000, "10\u{A0}k"),
    ("es-ES", 10_000, "10\u{A0}mil"), ("ko-KR", 10_000, "1만"), ("ko-KR", 25_000, "2.5만"),
    ("ko-KR", 5_000, "5천"), ("de-DE", 500, "500"), ("en-US", 999.999, "1K"),
  ])
  func compactAxisNumbers(tag: String, value: Double, expected: String) {
    #expect(NumberFormat.compact(value, style: Self.locale(tag).numbers) == expected)
  }

  @Test func englishStyleFromFoundationIsTheBuiltInOne() {
    #expect(Self.locale("en-US").numbers == NumberStyle.english)
  }

  @Test(arguments: [
    ("en-US", "11/17", "Sun, Nov 17", "November 17, 2024", "Nov 17"),
    ("en-GB", "17/11", "Sun 17 Nov", "17 November 2024", "17 Nov"),
    ("de-DE", "17.11.", "So. 17. Nov.", "17. November 2024", "17. Nov."),
    ("fr-FR", "17/11", "dim. 17 nov.", "17 novembre 2024", "17 nov."),
    ("es-ES", "17/11", "dom, 17 nov", "17 de noviembre de 2024", "17 nov"),
    ("ko-KR", "11. 17.", "11월 17일 (일)", "2024년 11월 17일", "11월 17일"),
  ])
  func days(tag: String, axis: String, annotation: String, long: String, short: String) throws {
    let date = try #require(LocalDate(year: 2024, month: 11, day: 17))
    let dates = Self.locale(tag).dates
    #expect(dates.numericMonthDay(date) == axis)
    #expect(dates.weekdayMonthDay(date) == annotation)
    #expect(dates.longDate(date) == long)
    #expect(dates.monthDay(date) == short)
  }

  @Test(arguments: [
    ("en-US", "10:48\u{202F}PM", false), ("en-GB", "22:48", true), ("de-DE", "22:48", true),
    ("fr-FR", "22:48", true), ("es-ES", "22:48", true), ("ko-KR", "오후 10:48", false),
  ])
  func bedtimes(tag: String, expected: String, twentyFour: Bool) {
    let dates = Self.locale(tag).dates
    #expect(dates.time(hour: 22, minute: 48) == expected)
    #expect(dates.uses24HourClock == twentyFour)
  }

  @Test(arguments: [
    ("en-US", WeekStart.sunday), ("en-GB", .monday), ("de-DE", .monday), ("fr-FR", .monday),
    ("es-ES", .monday), ("ko-KR", .sunday),
  ])
  func weeksStartAsTheLocaleSays(tag: String, expected: WeekStart) {
    #expect(Self.locale(tag).weekStart == expected)
  }

  @Test(arguments: [
    ("en-US", "Mon", "Monday"), ("de-DE", "Mo", "Montag"), ("fr-FR", "lun.", "lundi"),
    ("es-ES", "lun", "lunes"), ("ko-KR", "월", "월요일"),
  ])
  func weekdayNames(tag: String, short: String, full: String) {
    let dates = Self.locale(tag).dates
    #expect(dates.shortWeekdayName(.monday) == short)
    #expect(dates.weekdayName(.monday) == full)
  }

  @Test(arguments: [
    (
      "en-US", WeightUnit.pounds, DistanceUnit.miles, TemperatureUnit.fahrenheit,
      GlucoseUnit.milligramsPerDeciliter, EnergyUnit.kilocalories
    ),
    ("en-GB", .stones, .miles, .celsius, .millimolesPerLiter, .kilocalories),
    ("de-DE", .kilograms, .kilometers, .celsius, .millimolesPerLiter, .kilocalories),
    ("ko-KR", .kilograms, .kilometers, .celsius, .millimolesPerLiter, .kilocalories),
    ("en-AU", .kilograms, .kilometers, .celsius, .millimolesPerLiter, .kilojoules),
  ])
  func unitsFollowTheLocale(
    tag: String, weight: WeightUnit, distance: DistanceUnit, temperature: TemperatureUnit,
    glucose: GlucoseUnit, energy: EnergyUnit
  ) {
    let units = Self.locale(tag).displayUnits
    #expect(units.weight == weight)
    #expect(units.distance == distance)
    #expect(units.temperature == temperature)
    #expect(units.glucose == glucose)
    #expect(units.energy == energy)
  }

  @Test(arguments: [
    (11.3, "11 st 4.2 lb"), (10.9999, "11 st 0 lb"), (12.0, "12 st 0 lb"), (0.5, "0 st 7 lb"),
  ])
  func stonesAndPounds(stones: Double, expected: String) {
    #expect(WeightText.number(stones, unit: .stones, locale: Self.locale("en-GB")) == expected)
  }

  @Test func conversions() {
    #expect(abs(WeightUnit.stones.value(fromKilograms: 6.350_293_18) - 1) < 1e-9)
    #expect(abs(EnergyUnit.kilojoules.value(fromKilocalories: 100) - 418.4) < 1e-9)
    #expect(abs(TemperatureUnit.fahrenheit.value(fromCelsius: 37) - 98.6) < 1e-9)
    #expect(abs(DistanceUnit.miles.value(fromKilometers: 1.609_344) - 1) < 1e-12)
    #expect(
      abs(GlucoseUnit.millimolesPerLiter.value(fromMilligramsPerDeciliter: 180.155_88) - 10)
        < 1e-6)
  }

  @Test(arguments: [
    ("en", 1, PluralCategory.one), ("en", 0, .other), ("de", 1, .one), ("de", 2, .other),
    ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("es", 1, .one), ("ko", 1, .other),
  ])
  func pluralRules(language: String, count: Int, expected: PluralCategory) {
    #expect(PluralCategory.of(count, language: language) == expected)
  }

  @Test func placeholdersAreFilledInOrderOrByPosition() {
    #expect(StringCatalog.substitute("%@ of %@", ["a", "b"]) == "a of b")
    #expect(StringCatalog.substitute("%2$@ vor %1$@", ["a", "b"]) == "b vor a")
    #expect(StringCatalog.substitute("100%% %@", ["x"]) == "100% x")
    #expect(StringCatalog.substitute("%@ %@", ["only"]) == "only ")
    // A value ending in a period ends the sentence with it: one period, not two.
    #expect(
      StringCatalog.substitute("Schlafdauer: %@.", ["7 Std. 16 Min."])
        == "Schlafdauer: 7 Std. 16 Min.")
    #expect(StringCatalog.substitute("%@. Next", ["Min."]) == "Min. Next")
    #expect(StringCatalog.substitute("%@, %@.", ["a.", "b"]) == "a., b.")
  }

  /// A chart's per-datum description puts one period after a label that ends in one.
  @Test func describedLabelsEndWithOnePeriod() {
    #expect(
      ChartText.describe(["Montag: 7 Std. 16 Min.", "Dienstag: 8 Std."], locale: .englishUS)
        == "Montag: 7 Std. 16 Min. Dienstag: 8 Std.")
    #expect(ChartText.describe(["a: 1", "b: 2"], locale: .englishUS) == "a: 1. b: 2.")
  }

  @Test func englishPluralsNeedNoCatalog() {
    let words = StringCatalog.english
    #expect(words.plural(1, "last %lld days", one: "last %lld day", number: "1") == "last 1 day")
    #expect(
      words.plural(28, "last %lld days", one: "last %lld day", number: "28") == "last 28 days")
  }

  @Test func aCatalogTakesItsLanguageAndItsPluralForms() throws {
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Steps":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schritte"}}}},
      "last %lld days":{"localizations":{"de":{"variations":{"plural":{
        "one":{"stringUnit":{"state":"translated","value":"letzter %lld Tag"}},
        "other":{"stringUnit":{"state":"translated","value":"letzte %lld Tage"}}}}}}}}}
      """
    let words = try StringCatalog(xcstrings: Array(json.utf8), language: "de", path: "de.xcstrings")
    #expect(words.text("Steps") == "Schritte")
    #expect(words.text("Weight") == "Weight")
    #expect(words.plural(1, "last %lld days", one: "-", number: "1") == "letzter 1 Tag")
    #expect(words.plural(28, "last %lld days", one: "-", number: "28") == "letzte 28 Tage")
    #expect(throws: CatalogError.self) {
      try StringCatalog(xcstrings: Array("{".utf8), language: "de", path: "bad.xcstrings")
    }
  }

  @Test func tagsAreCanonicalAndChecked() {
    #expect(ReportLocale.canonicalTag("de_DE") == "de-DE")
    #expect(ReportLocale.canonicalTag("ko-kr") == "ko-KR")
    #expect(ReportLocale.canonicalTag("en_US.UTF-8") == "en-US")
    #expect(ReportLocale.isKnown("de-DE"))
    #expect(!ReportLocale.isKnown("xx-YY"))
    #expect(!ReportLocale.isKnown("de<script>"))
  }

  @Test func templatePhrasesAreTranslatedAndEscaped() throws {
    let template = try Template(name: "t", text: "<p>{{ \"Skip to content\" }} {{ x }}</p>")
    #expect(template.phrases == ["Skip to content"])
    #expect(try template.render(["x": .text("<b>")]) == "<p>Skip to content &lt;b&gt;</p>")
    let json = """
      {"sourceLanguage":"en","version":"1.0","strings":{"Skip to content":{"localizations":{
      "de":{"stringUnit":{"state":"translated","value":"Zum Inhalt & mehr"}}}}}}
      """
    let words = try StringCatalog(xcstrings: Array(json.utf8), language: "de", path: "de")
    #expect(
      try template.localized(words).render(["x": .text("y")]) == "<p>Zum Inhalt &amp; mehr y</p>")
  }
}

/// The shipped catalogs: each of the five languages has every key the English one has (#27).
@Suite struct CatalogCompletenessTests {
  static let languages = ["de", "fr", "es", "ko"]

  @Test(arguments: languages)
  func catalogHasEveryKey(language: String) throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let english = try resources.catalog(language: "en")
    let catalog = try resources.catalog(language: language)
    let missing = english.keys.subtracting(catalog.keys).sorted()
    #expect(missing.isEmpty, "\(language).xcstrings lacks: \(missing)")
    #expect(english.keys.count > 50)
  }

  @Test(arguments: languages)
  func everyTranslationKeepsItsPlaceholders(language: String) throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let catalog = try resources.catalog(language: language)
    func placeholders(_ text: String) -> [String] {
      let normalized = text.replacingOccurrences(
        of: "%[0-9]+\\$", with: "%", options: .regularExpression)
      return ["%@", "%lld"].map { token in
        token + "×" + String(normalized.components(separatedBy: token).count - 1)
      }
    }
    for (key, entry) in catalog.entries {
      let forms: [String]
      switch entry {
      case .text(let text): forms = [text]
      case .plural(let byCategory): forms = Array(byCategory.values)
      }
      for form in forms {
        var expected = placeholders(key)
        var actual = placeholders(form)
        // A plural form may leave the count out ("one day"), never put one in.
        if case .plural = entry {
          expected.removeLast()
          actual.removeLast()
        }
        #expect(expected == actual, "\(language): \(key) → \(form)")
      }
    }
  }
}

/// The keys the code passes as values are listed for the extraction script, and English has
/// them all.
@Suite struct DynamicKeyTests {
  @Test func dynamicKeysAreListed() throws {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    let file = resources.catalogDirectory.appendingPathComponent("dynamic-keys.txt")
    let text = LocalizedKeys.all.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    #expect(
      (try? String(contentsOf: file, encoding: .utf8)) == text,
      "run RECORD_GOLDEN=1 swift test --filter DynamicKeyTests, then bench/extract-strings.py")
    let english = try resources.catalog(language: "en")
    let missing = Set(LocalizedKeys.all).subtracting(english.keys).sorted()
    #expect(missing.isEmpty, "en.xcstrings lacks \(missing): run bench/extract-strings.py")
  }
}
