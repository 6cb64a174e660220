import ChartKit
import HealthCore

/// Weights as the reader writes them: one decimal in kilograms and pounds ("73,6 kg",
/// "162.3 lbs"), stones and pounds in the United Kingdom ("11 st 4.2 lb").
enum WeightText {
  /// The number alone, as in a table cell or an annotation ("162.3"; "11 st 4.2" for stones,
  /// whose unit is part of the number).
  /// - Parameters:
  ///   - value: the weight in `unit`.
  ///   - unit: the display unit.
  ///   - locale: the reader's locale.
  /// - Returns: the text.
  static func number(_ value: Double, unit: WeightUnit, locale: ReportLocale) -> String {
    guard unit == .stones else {
      return NumberFormat.grouped(value, decimals: 1, style: locale.numbers)
    }
    let (stones, pounds) = stonesAndPounds(value)
    return NumberFormat.grouped(stones, style: locale.numbers) + " st "
      + NumberFormat.tick(pounds, decimals: 1, style: locale.numbers) + " lb"
  }

  /// The weight with its short unit: "162.3 lbs", "73,6 kg", "11 st 4.2 lb".
  /// - Parameters:
  ///   - value: the weight in `unit`.
  ///   - unit: the display unit.
  ///   - locale: the reader's locale.
  /// - Returns: the text.
  static func short(_ value: Double, unit: WeightUnit, locale: ReportLocale) -> String {
    guard unit != .stones else { return number(value, unit: unit, locale: locale) }
    return number(value, unit: unit, locale: locale) + " " + locale.strings.text(unit.shortLabel)
  }

  /// The weight with its spoken unit: "162.3 pounds", "73,6 Kilogramm", "11 st 4.2 lb".
  /// - Parameters:
  ///   - value: the weight in `unit`.
  ///   - unit: the display unit.
  ///   - locale: the reader's locale.
  /// - Returns: the text.
  static func spoken(_ value: Double, unit: WeightUnit, locale: ReportLocale) -> String {
    guard unit != .stones else { return number(value, unit: unit, locale: locale) }
    return number(value, unit: unit, locale: locale) + " " + locale.strings.text(unit.spokenName)
  }

  /// Whole stones and the pounds left, rounded to a tenth of a pound (11.3 st is 11 st 4.2 lb;
  /// 10.999 st is 11 st 0 lb, not 10 st 14 lb).
  /// - Parameter stones: a weight in stones.
  /// - Returns: the whole stones and the pounds.
  static func stonesAndPounds(_ stones: Double) -> (stones: Double, pounds: Double) {
    guard stones.isFinite else { return (0, 0) }
    let tenths = (abs(stones) * 140).rounded()
    let whole = (tenths / 140).rounded(.down)
    let sign: Double = stones < 0 ? -1 : 1
    return (sign * whole, (tenths - whole * 140) / 10)
  }
}
