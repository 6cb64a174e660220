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
  public var name: String { name(.english) }

  /// The metric's name in a trend sentence, in `words` ("Schlaf").
  /// - Parameter words: the reader's words.
  /// - Returns: the name.
  public func name(_ words: StringCatalog) -> String {
    metric == .sleepAsleep ? words.text("Sleep") : words.text(metric.displayName)
  }

  /// The metric's name in a trend sentence as `format` names it (SDNN named with its method
  /// where the data holds RMSSD too, ``SiteOptions/namesHRVMethods``).
  /// - Parameter format: the metric's format.
  /// - Returns: the name.
  func name(format: MetricFormat) -> String {
    metric == .sleepAsleep ? format.words.text("Sleep") : format.name
  }

  /// A mean as a trend sentence shows it, in the reader's units, numbers and words: steps as a
  /// number ("9,120", "9.120"), every other figure with its unit ("162.9 lbs", "73,6 kg",
  /// "5.2 mi", "11 st 4.2 lb", "7 hr 12 min", "58 bpm").
  /// - Parameters:
  ///   - value: the mean, canonical unit.
  ///   - metric: the metric.
  ///   - options: the report's units and locale.
  /// - Returns: the text.
  public static func valueText(_ value: Double, metric: MetricKind, options: SiteOptions)
    -> String
  {
    valueText(value, format: MetricFormat(metric: metric, options: options))
  }

  /// A mean as `format` shows it in a trend sentence.
  static func valueText(_ value: Double, format: MetricFormat) -> String {
    let shown = format.displayValue(value)
    return format.metric == .steps ? format.number(shown) : format.withUnit(shown)
  }

  /// " a day" for what adds up over a day, " a night" for sleep, "" for measures.
  public var per: String {
    if metric == .sleepAsleep { return " a night" }
    return metric.aggregation == .cumulative ? " a day" : ""
  }

  /// `text` with what it is counted over, in `words`: "9,120 a day", "7 hr a night", "58 bpm".
  func perText(_ text: String, words: StringCatalog) -> String {
    if metric == .sleepAsleep { return words.format("%@ a night", text) }
    return metric.aggregation == .cumulative ? words.format("%@ a day", text) : text
  }

  /// "Steps: up from 7,905 to 9,120 a day", "Weight: down from 165.9 lbs to 162.9 lbs",
  /// "Resting Heart Rate: steady at 58 bpm (59 bpm the year before)", "Steps: not enough data
  /// yet (12 of 30 days in the last 90, 40 of 90 in the year before)", in the reader's units,
  /// numbers and words.
  /// - Parameter options: the report's units and locale.
  /// - Returns: the sentence, without a final full stop.
  public func sentence(options: SiteOptions) -> String {
    sentence(format: MetricFormat(metric: metric, options: options), form: .plain)
  }

  /// How a sentence tells a trend: as it is, as one that began this week ("now up …"), or as
  /// one that ended ("back to steady, …").
  enum SentenceForm { case plain, now, back }

  /// The sentence of the trend in `format`'s units and words.
  func sentence(format: MetricFormat, form: SentenceForm) -> String {
    let words = format.words
    let name = name(format: format)
    func text(_ value: Double?) -> String {
      value.map { Self.valueText($0, format: format) } ?? "\u{2014}"
    }
    let number = { (count: Int) in NumberFormat.grouped(Double(count), style: format.locale.numbers)
    }
    switch (direction, form) {
    case (.up, .now):
      return words.format(
        "%@: now up from %@ to %@", name, text(baseline.average),
        perText(text(recent.average), words: words))
    case (.down, .now):
      return words.format(
        "%@: now down from %@ to %@", name, text(baseline.average),
        perText(text(recent.average), words: words))
    case (.up, _):
      return words.format(
        "%@: up from %@ to %@", name, text(baseline.average),
        perText(text(recent.average), words: words))
    case (.down, _):
      return words.format(
        "%@: down from %@ to %@", name, text(baseline.average),
        perText(text(recent.average), words: words))
    case (.steady, .back):
      return words.format(
        "%@: back to steady, %@ (%@ the year before)", name,
        perText(text(recent.average), words: words), text(baseline.average))
    case (.steady, _):
      return words.format(
        "%@: steady at %@ (%@ the year before)", name,
        perText(text(recent.average), words: words), text(baseline.average))
    case (.notEnoughData, .back):
      return words.format(
        "%@: back to steady, not enough data yet (%@ of %@ days in the last %@, %@ of %@ in the year before)",
        name, number(recent.days), number(TrendRule.minimumRecentDays),
        number(TrendRule.recentDayCount), number(baseline.days),
        number(TrendRule.minimumBaselineDays))
    case (.notEnoughData, _):
      return words.format(
        "%@: not enough data yet (%@ of %@ days in the last %@, %@ of %@ in the year before)",
        name, number(recent.days), number(TrendRule.minimumRecentDays),
        number(TrendRule.recentDayCount), number(baseline.days),
        number(TrendRule.minimumBaselineDays))
    }
  }

  /// The change in percent, signed with U+2212 ("+15.4%", "−4.0%"); `nil` without one.
  public var percentText: String? {
    relativeChange.map { NumberFormat.signed($0 * 100, decimals: 1) + "%" }
  }

  /// ``percentText`` as the reader writes it ("+15,4 %" in German).
  /// - Parameter locale: the reader's locale.
  /// - Returns: the text, or `nil` without a change.
  public func percentText(locale: ReportLocale) -> String? {
    relativeChange.map {
      NumberFormat.signed($0 * 100, decimals: 1, style: locale.numbers)
        + locale.numbers.percentSpacing + "%"
    }
  }
}

extension TrendChange {
  /// "Steps: now up from 7,905 to 9,120 a day" for a trend that began or turned this week;
  /// "Steps: back to steady, 8,100 a day (7,905 the year before)" for one that ended; in the
  /// reader's units, numbers and words.
  /// - Parameter options: the report's units and locale.
  /// - Returns: the sentence, without a final full stop.
  public func sentence(options: SiteOptions) -> String {
    after.sentence(
      format: MetricFormat(metric: metric, options: options), form: isNew ? .now : .back)
  }
}
