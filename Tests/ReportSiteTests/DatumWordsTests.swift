import ChartKit
import Foundation
import HealthCore
import Testing

@testable import ReportSite

/// The datum labels the step and weight charts write in one buffer (``DatumWords``) read as the
/// general path writes them (a catalog lookup and placeholder substitution per label), in the
/// five languages with catalogs.
@Suite struct DatumWordsTests {
  static let tags = ["en-US", "de-DE", "fr-FR", "es-ES", "ko-KR"]

  /// The locale of `tag` with its catalog's words.
  static func locale(_ tag: String) throws -> ReportLocale {
    let resources = try Resources.locate(templatesOverride: nil, executablePath: nil)
    return try ReportLocale.load(identifier: tag, resources: resources)
  }

  static let counts: [Double] = [0, 7, 999, 1_000, 8_532, 12_345.5, 1_234_567]
  static let weights: [Double] = [0, 0.4, -1.25, 72.35, 162.3, 1_234.56]

  @Test(arguments: tags)
  func stepLabelsReadAsTheGeneralPathWritesThem(tag: String) throws {
    let locale = try Self.locale(tag)
    let words = locale.strings
    let date = try #require(LocalDate(year: 2024, month: 11, day: 17))
    for value in Self.counts {
      let count = NumberFormat.grouped(value, style: locale.numbers)
      let general = locale.dates.longMonthDay(date) + ": " + words.format("%@ steps", count)
      let fast = locale.datumWords.stepsLabel(
        { locale.dates.appendLongMonthDay(date, to: &$0) }, count: count)
      #expect(fast == general, "\(tag) \(value)")
      let name = locale.dates.weekdayName(.monday)
      #expect(
        locale.datumWords.stepsLabel({ $0.append(name) }, count: count)
          == name + ": " + words.format("%@ steps", count))
    }
  }

  @Test(arguments: tags)
  func weightLabelsReadAsTheGeneralPathWritesThem(tag: String) throws {
    let locale = try Self.locale(tag)
    let date = try #require(LocalDate(year: 2024, month: 12, day: 9))
    for unit in [WeightUnit.pounds, .kilograms, .stones] {
      for value in Self.weights {
        let number = WeightText.number(value, unit: unit, locale: locale)
        let general =
          locale.dates.longMonthDay(date) + ": "
          + WeightText.spoken(value, unit: unit, locale: locale)
        let fast = locale.datumWords.weightLabel(
          { locale.dates.appendLongMonthDay(date, to: &$0) }, number: number, unit: unit)
        #expect(fast == general, "\(tag) \(unit) \(value)")
      }
      #expect(locale.datumWords.spokenName(unit) == locale.strings.text(unit.spokenName))
    }
  }

  /// Substitution written into one buffer gives the text of placeholder-by-placeholder
  /// replacement: positional and counted placeholders, "%%", a stray "%", missing arguments
  /// and text longer than a small string.
  @Test(
    arguments: [
      ("%@ steps", ["8,532"], nil, "8,532 steps"),
      ("%2$@ vor %1$@", ["a", "b"], nil, "b vor a"),
      ("100%% %@", ["x"], nil, "100% x"),
      ("%@ %@", ["only"], nil, "only "),
      (
        "%lld days from %@ to %@", ["May 1", "May 28, 2024"], "28",
        "28 days from May 1 to May 28, 2024"
      ),
      (
        "%1$@ and %1$@ again, %lld", ["long argument text"], "1,234",
        "long argument text and long argument text again, 1,234"
      ),
      ("50% off %d", ["9"], nil, "50% off 9"),
      ("%", [], nil, "%"),
      ("no placeholders here at all", ["unused"], nil, "no placeholders here at all"),
      (
        "%@: %@ geschlafen (Tief %@)", ["14. Dezember", "7 Std. 12 Min.", "1 Std."], nil,
        "14. Dezember: 7 Std. 12 Min. geschlafen (Tief 1 Std.)"
      ),
      ("%@걸음", ["8,532"], nil, "8,532걸음"),
    ] as [(String, [String], String?, String)])
  func substitution(template: String, arguments: [String], count: String?, expected: String) {
    #expect(StringCatalog.substitute(template, arguments, count: count) == expected)
  }
}
