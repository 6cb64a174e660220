import ChartKit
import HealthCore

/// The weight goal in words (``WeightGoalRule``), for the weight page and the dashboard.
extension WeightGoalProgress {
  /// A mass in kilograms in the report's unit with one decimal: "7.9 lbs".
  static func massText(_ kilograms: Double, units: WeightUnit) -> String {
    NumberFormat.grouped(units.value(fromKilograms: kilograms), decimals: 1) + " "
      + units.shortLabel
  }

  /// "7.9 lbs to go" or "Goal reached".
  func toGoText(units: WeightUnit) -> String {
    isReached ? "Goal reached" : Self.massText(abs(remaining), units: units) + " to go"
  }

  /// "162.9 lbs (7-day average, December 14)" or "163.4 lbs (weigh-in, November 2)".
  func latestText(units: WeightUnit) -> String {
    Self.massText(latest.value, units: units) + " ("
      + (isAverage ? "7-day average, " : "weigh-in, ") + latest.date.accessibilityText + ")"
  }

  /// "−0.4 lbs a week" (the 7-day average's pace over the last 28 days), or `nil`.
  func paceText(units: WeightUnit) -> String? {
    pacePerDay.map {
      NumberFormat.signed(units.value(fromKilograms: $0 * 7), decimals: 1) + " "
        + units.shortLabel + " a week"
    }
  }

  /// When the goal may be reached: "around March 3, 2025"; or why no date is given.
  func projectionText(units: WeightUnit) -> String {
    if isReached { return "Reached" }
    if let projectedDate { return "Around " + projectedDate.listText }
    if isMovingAway { return "None while the average moves away from the goal" }
    guard let pacePerDay else { return "Too few weigh-ins in the last 28 days for a pace" }
    if WeightGoalRule.isSteady(pacePerDay) { return "None while the average holds steady" }
    return "More than two years away at this pace"
  }

  /// One line for the dashboard: "7.9 lbs to go · around March 3, 2025 at −0.4 lbs a week".
  func summary(units: WeightUnit) -> String {
    let toGo = toGoText(units: units)
    guard !isReached else { return toGo }
    if let projectedDate, let pace = paceText(units: units) {
      return toGo + " \u{00B7} around " + projectedDate.listText + " at " + pace
    }
    return toGo + " \u{00B7} " + projectionText(units: units).lowercasedFirst
  }
}

extension String {
  /// The text with its first letter lowercased ("None while …" → "none while …").
  var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }
}
