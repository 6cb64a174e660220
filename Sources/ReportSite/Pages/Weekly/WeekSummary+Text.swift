import ChartKit
import HealthCore

extension WeekSummary {
  /// "Week of December 8, 2024".
  var title: String { "Week of " + start.listText }

  /// "December 8, 2024 – December 14, 2024 (2024-W50)"; the identifier only for ISO weeks.
  var period: String {
    let range = start.listText + " \u{2013} " + end.listText
    return identifier.contains("W") ? range + " (" + identifier + ")" : range
  }

  /// The week's folder, relative to `weeks/`: "2024-W50/index.html".
  var pagePath: String { identifier + "/index.html" }

  /// "61,234" or "—".
  var totalText: String { totalSteps.map { NumberFormat.grouped($0) } ?? WeekSummary.none }

  /// "8,748" (whole steps, truncated as the dashboard's average) or "—".
  var averageText: String {
    averageSteps.map { NumberFormat.grouped($0.rounded(.towardZero)) } ?? WeekSummary.none
  }

  /// "▲ 3.2%", "▼ 12.0%", "0.0%", or "—" without a previous week.
  var changeText: String { WeekSummary.percentText(changePercent) }

  /// The change against the previous week in words, for screen readers and tooltips.
  var changeDescription: String {
    guard let changePercent else { return "no step data the week before" }
    let amount = NumberFormat.grouped(abs(changePercent), decimals: 1) + "%"
    if amount == "0.0%" { return "unchanged from the week before" }
    return amount + (changePercent > 0 ? " more" : " fewer") + " steps per day than the week before"
  }

  /// "▲ 3.2%" for a rise, "▼ 3.2%" for a fall, "0.0%", "—" for `nil`.
  static func percentText(_ percent: Double?) -> String {
    guard let percent else { return none }
    let amount = NumberFormat.grouped(abs(percent), decimals: 1) + "%"
    if amount == "0.0%" { return amount }
    return (percent > 0 ? "\u{25B2} " : "\u{25BC} ") + amount
  }

  /// "162.4 lbs" or "—".
  func weightText(_ value: Double?, units: WeightUnit) -> String {
    value.map { NumberFormat.grouped($0, decimals: 1) + " " + units.shortLabel } ?? WeekSummary.none
  }

  /// "−0.8 lbs", "+0.2 lbs" or "—".
  func weightChangeText(units: WeightUnit) -> String {
    weightChange.map { NumberFormat.signed($0, decimals: 1) + " " + units.shortLabel }
      ?? WeekSummary.none
  }

  /// "12,345 steps, Wed, Dec 11" or "—".
  static func dayText(_ day: DateValue?) -> String {
    day.map { NumberFormat.grouped($0.value) + " steps, " + $0.date.annotationText } ?? none
  }

  /// The placeholder for a missing figure.
  static let none = "\u{2014}"
}
