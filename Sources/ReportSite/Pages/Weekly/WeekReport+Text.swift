import ChartKit
import HealthCore

/// What the week's pages share that is not words: its days with data, its page, and the
/// symbols and English forms other pages and charts reuse. The week's words are ``WeekText``.
extension WeekReport {
  /// The placeholder for a missing figure.
  public static let none = "\u{2014}"

  /// The first and last day of the week with any data; `nil` for a week without.
  public var dataRange: (first: LocalDate, last: LocalDate)? {
    var first: LocalDate?
    var last: LocalDate?
    let days =
      steps.map(\.date) + weights.map(\.date) + otherMetrics.flatMap { $0.days.map(\.date) }
      + rings.map(\.date)
    for day in days {
      first = min(first ?? day, day)
      last = max(last ?? day, day)
    }
    guard let first, let last else { return nil }
    return (first, last)
  }

  /// Whether the week has no data at all.
  public var isEmpty: Bool { dataRange == nil }

  /// The week's page, relative to `weeks/`: "2024-W50/index.html".
  public var pagePath: String { week.identifier + "/index.html" }

  /// The week's words in the reader's language and units.
  /// - Parameter options: the reader's locale and units (weights stay in ``units``).
  /// - Returns: the text of the week.
  public func text(_ options: SiteOptions) -> WeekText {
    WeekText(report: self, options: options)
  }

  /// "▲ 3.2%" for a rise, "▼ 3.2%" for a fall, "0.0%", "—" for `nil`, in `style`'s digits
  /// ("▲ 3,2 %" in German).
  /// - Parameters:
  ///   - percent: the change in percent.
  ///   - style: the reader's number style.
  /// - Returns: the text.
  public static func percentText(_ percent: Double?, style: NumberStyle) -> String {
    guard let percent else { return none }
    let amount = NumberFormat.percent(abs(percent), decimals: 1, style: style)
    if amount == NumberFormat.percent(0, decimals: 1, style: style) { return amount }
    return (percent > 0 ? "\u{25B2} " : "\u{25BC} ") + amount
  }

  /// A local clock time of day, 12-hour as American English writes it: "10:48 PM", "6:55 AM"
  /// (``WeekText`` writes the reader's clock).
  /// - Parameter seconds: seconds from a midnight, any sign (the evening before is negative).
  /// - Returns: the time of day, rounded to the minute.
  static func clockText(_ seconds: Double) -> String {
    guard seconds.isFinite else { return none }
    return ShortText.build(capacity: 16) { appendClockText(seconds, to: &$0) }
  }

  /// The hour and minute of a clock time in seconds from a midnight, rounded to the minute.
  /// - Parameter seconds: seconds from a midnight, any sign (finite).
  /// - Returns: the hour (0…23) and the minute.
  static func hourAndMinute(_ seconds: Double) -> (hour: Int, minute: Int) {
    let minutes = Int((seconds / 60).rounded())
    let ofDay = ((minutes % 1_440) + 1_440) % 1_440
    return (ofDay / 60, ofDay % 60)
  }

  /// Appends ``clockText(_:)`` of finite `seconds` to `text` ("10:48 PM").
  static func appendClockText(_ seconds: Double, to text: inout ShortText) {
    let (hour, minute) = hourAndMinute(seconds)
    text.append(number: hour % 12 == 0 ? 12 : hour % 12)
    text.append(minute < 10 ? ":0" : ":")
    text.append(number: minute)
    text.append(hour < 12 ? " AM" : " PM")
  }
}
