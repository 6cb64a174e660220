import ChartKit
import HealthCore

/// A trend in words, the one wording for the dashboard, the week page, the email and the
/// accessible text: "Steps: up from 7,905 to 9,120 a day".
extension Trend {
  /// "▲" for up, "▼" for down, "=" for steady, "" without a trend.
  public var arrow: String {
    switch direction {
    case .up: return "\u{25B2}"
    case .down: return "\u{25BC}"
    case .steady: return "="
    case .notEnoughData: return ""
    }
  }

  /// The metric's name in a trend sentence ("Steps", "Resting Heart Rate", "Sleep").
  public var name: String { metric == .sleepAsleep ? "Sleep" : metric.displayName }

  /// A mean as a trend sentence shows it: steps as a number ("9,120"), every other figure with
  /// its unit ("162.9 lbs", "7 hr 12 min", "58 bpm").
  /// - Parameters:
  ///   - value: the mean, canonical unit.
  ///   - metric: the metric.
  ///   - units: the report's weight unit.
  /// - Returns: the text.
  public static func valueText(_ value: Double, metric: MetricKind, units: WeightUnit) -> String {
    let format = MetricFormat(metric: metric, units: units)
    let shown = format.displayValue(value)
    return metric == .steps ? format.number(shown) : format.withUnit(shown)
  }

  /// " a day" for what adds up over a day, " a night" for sleep, "" for measures.
  public var per: String {
    if metric == .sleepAsleep { return " a night" }
    return metric.aggregation == .cumulative ? " a day" : ""
  }

  /// "Steps: up from 7,905 to 9,120 a day", "Weight: down from 165.9 lbs to 162.9 lbs",
  /// "Resting Heart Rate: steady at 58 bpm (59 bpm the year before)", "Steps: not enough data
  /// yet (12 of 30 days in the last 90, 40 of 90 in the year before)".
  /// - Parameter units: the report's weight unit.
  /// - Returns: the sentence, without a final full stop.
  public func sentence(units: WeightUnit) -> String {
    func text(_ value: Double?) -> String {
      value.map { Self.valueText($0, metric: metric, units: units) } ?? "\u{2014}"
    }
    switch direction {
    case .up, .down:
      return name + ": " + (direction == .up ? "up" : "down") + " from "
        + text(baseline.average) + " to " + text(recent.average) + per
    case .steady:
      return name + ": steady at " + text(recent.average) + per + " (" + text(baseline.average)
        + " the year before)"
    case .notEnoughData:
      return name + ": not enough data yet (" + String(recent.days) + " of "
        + String(TrendRule.minimumRecentDays) + " days in the last "
        + String(TrendRule.recentDayCount) + ", " + String(baseline.days) + " of "
        + String(TrendRule.minimumBaselineDays) + " in the year before)"
    }
  }

  /// The change in percent, signed with U+2212 ("+15.4%", "−4.0%"); `nil` without one.
  public var percentText: String? {
    relativeChange.map { NumberFormat.signed($0 * 100, decimals: 1) + "%" }
  }
}

extension TrendChange {
  /// "Steps: now up from 7,905 to 9,120 a day" for a trend that began or turned this week;
  /// "Steps: back to steady, 8,100 a day (7,905 the year before)" for one that ended.
  /// - Parameter units: the report's weight unit.
  /// - Returns: the sentence, without a final full stop.
  public func sentence(units: WeightUnit) -> String {
    let text = after.sentence(units: units)
    let prefix = after.name + ": "
    let rest = text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : text
    if isNew { return prefix + "now " + rest }
    let steady = rest.hasPrefix("steady at ") ? String(rest.dropFirst("steady at ".count)) : rest
    return prefix + "back to steady, " + steady
  }
}
