import Foundation

/// One value typed in with `healthreport add`: steps (a count) or a weigh-in (in the unit it
/// was typed in).
public struct ManualEntry: Sendable, Hashable {
  /// The local day the value belongs to.
  public var date: LocalDate
  /// The metric: ``MetricKind/steps`` or ``MetricKind/bodyMass``.
  public var metric: MetricKind
  /// The value as typed: a step count, or a mass in ``unit``.
  public var value: Double
  /// The unit of a weight (`nil` for steps).
  public var unit: WeightUnit?
  /// When the entry was added, ISO 8601 in UTC (`2024-06-01T08:30:00Z`); for people only.
  public var added: String

  /// Creates an entry.
  /// - Parameters:
  ///   - date: the local day.
  ///   - metric: `.steps` or `.bodyMass`.
  ///   - value: a step count, or a mass in `unit`.
  ///   - unit: the weight's unit; `nil` for steps.
  ///   - added: when the entry was added, ISO 8601 in UTC.
  public init(
    date: LocalDate, metric: MetricKind, value: Double, unit: WeightUnit?, added: String
  ) {
    self.date = date
    self.metric = metric
    self.value = value
    self.unit = unit
    self.added = added
  }

  /// The metrics `add` accepts.
  public static let metrics: [MetricKind] = [.steps, .bodyMass]

  /// The value in the metric's canonical unit (steps, kilograms).
  public var canonicalValue: Double {
    guard metric == .bodyMass else { return value }
    return (unit ?? .kilograms).kilograms(from: value)
  }

  /// `instant` as the ``added`` text: ISO 8601 in UTC, whole seconds.
  /// - Parameter instant: the moment.
  /// - Returns: `YYYY-MM-DDTHH:MM:SSZ`.
  public static func addedText(for instant: Date) -> String {
    let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
    let day = LocalDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
    let time = seconds - day.dayNumber * 86_400
    func two(_ value: Int) -> String { DecimalText.padded(value, width: 2) }
    return "\(day.isoString)T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
  }
}
