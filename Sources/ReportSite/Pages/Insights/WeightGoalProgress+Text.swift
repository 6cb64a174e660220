import ChartKit
import HealthCore

/// The weight goal in words (``WeightGoalRule``), for the weight page and the dashboard, in the
/// reader's units, numbers and words.
extension WeightGoalProgress {
  /// A mass in kilograms in the report's unit with one decimal: "7.9 lbs" (American English).
  static func massText(_ kilograms: Double, units: WeightUnit) -> String {
    NumberFormat.grouped(units.value(fromKilograms: kilograms), decimals: 1) + " "
      + units.shortLabel
  }

  /// A mass in kilograms as the reader writes it: "162.9 lbs", "73,6 kg", "11 st 4.2 lb".
  static func massText(_ kilograms: Double, units: WeightUnit, locale: ReportLocale) -> String {
    WeightText.short(units.value(fromKilograms: kilograms), unit: units, locale: locale)
  }

  /// A difference of mass in kilograms as the reader writes it, in pounds when weights are in
  /// stones: "7.9 lbs", "3,6 kg".
  static func changeText(_ kilograms: Double, units: WeightUnit, locale: ReportLocale) -> String {
    massText(kilograms, units: units.changeUnit, locale: locale)
  }

  /// "7.9 lbs to go" or "Goal reached".
  func toGoText(units: WeightUnit, locale: ReportLocale) -> String {
    let words = locale.strings
    return isReached
      ? words.text("Goal reached")
      : words.format("%@ to go", Self.changeText(abs(remaining), units: units, locale: locale))
  }

  /// "162.9 lbs (7-day average, December 14)" or "163.4 lbs (weigh-in, November 2)".
  func latestText(units: WeightUnit, locale: ReportLocale) -> String {
    let mass = Self.massText(latest.value, units: units, locale: locale)
    let date = locale.dates.longMonthDay(latest.date)
    return isAverage
      ? locale.strings.format("%@ (7-day average, %@)", mass, date)
      : locale.strings.format("%@ (weigh-in, %@)", mass, date)
  }

  /// "−0.4 lbs a week" (the 7-day average's pace over the last 28 days), or `nil`.
  func paceText(units: WeightUnit, locale: ReportLocale) -> String? {
    let unit = units.changeUnit
    return pacePerDay.map {
      locale.strings.format(
        "%@ a week",
        NumberFormat.signed(unit.value(fromKilograms: $0 * 7), decimals: 1, style: locale.numbers)
          + " " + locale.strings.text(unit.shortLabel))
    }
  }

  /// When the goal may be reached: "Around March 3, 2025"; or why no date is given.
  func projectionText(units: WeightUnit, locale: ReportLocale) -> String {
    let words = locale.strings
    if isReached { return words.text("Reached") }
    if let projectedDate { return words.format("Around %@", locale.dates.longDate(projectedDate)) }
    if isMovingAway { return words.text("None while the average moves away from the goal") }
    guard let pacePerDay else {
      return words.text("Too few weigh-ins in the last 28 days for a pace")
    }
    if WeightGoalRule.isSteady(pacePerDay) {
      return words.text("None while the average holds steady")
    }
    return words.text("More than two years away at this pace")
  }

  /// One line for the dashboard: "7.9 lbs to go · around March 3, 2025 at −0.4 lbs a week".
  func summary(units: WeightUnit, locale: ReportLocale) -> String {
    let toGo = toGoText(units: units, locale: locale)
    guard !isReached else { return toGo }
    if let projectedDate, let pace = paceText(units: units, locale: locale) {
      return toGo + " \u{00B7} "
        + locale.strings.format("around %@ at %@", locale.dates.longDate(projectedDate), pace)
    }
    return toGo + " \u{00B7} " + projectionText(units: units, locale: locale).lowercasedFirst
  }
}

extension String {
  /// The text with its first letter lowercased ("None while …" → "none while …").
  var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
