import HealthCore

/// A measurement the CSV importer knows: a wide-form column name or a long-form metric name.
///
/// Names are matched case-insensitively after trimming. `weight` is in the importer's unit;
/// every other name carries its unit.
enum CSVMeasure: Hashable, CaseIterable, Sendable {
  /// Body mass in the importer's `WeightUnit`.
  case weight
  /// Body mass in pounds.
  case bodyMassPounds
  /// A metric's own column, named and written in its canonical unit as
  /// ``MetricDefinition/csvColumn`` says (`steps`, `body_mass_kg`, `sleep_asleep_h`, …).
  case column(MetricKind)

  /// Every measure: `weight`, `body_mass_lb`, then each metric's column in `MetricKind` order.
  static let allCases: [CSVMeasure] =
    [.weight, .bodyMassPounds] + MetricKind.allCases.map { .column($0) }

  /// The lowercase name a header or long-form cell spells.
  var rawValue: String {
    switch self {
    case .weight: return "weight"
    case .bodyMassPounds: return "body_mass_lb"
    case .column(let metric): return metric.definition.csvColumn
    }
  }

  /// The measure spelled exactly `rawValue` (lowercase, trimmed).
  init?(rawValue: String) {
    guard let found = CSVMeasure.byName[rawValue] else { return nil }
    self = found
  }

  /// Measures by name.
  private static let byName: [String: CSVMeasure] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// Finds the measure named `name` (any case, surrounding spaces ignored).
  /// - Parameter name: a header cell or a long-form metric cell.
  init?(name: String) {
    self.init(rawValue: CSVMeasure.normalized(name))
  }

  /// The metric the measure feeds.
  var metric: MetricKind {
    switch self {
    case .weight, .bodyMassPounds: return .bodyMass
    case .column(let metric): return metric
    }
  }

  /// Preference among wide columns of the same metric on one row; lower wins (kg, then lb,
  /// then `weight`), so the tool's own export (both kg and lb) re-reads exactly.
  var priority: Int {
    switch self {
    case .bodyMassPounds: return 1
    case .weight: return 2
    case .column: return 0
    }
  }

  /// Converts a value in this measure's unit to the metric's canonical unit.
  /// - Parameters:
  ///   - value: the value as written.
  ///   - unit: the unit of a `weight` value.
  /// - Returns: the value in the metric's canonical unit (kilograms for body mass).
  func canonical(_ value: Double, unit: WeightUnit) -> Double {
    switch self {
    case .weight: return unit.kilograms(from: value)
    case .bodyMassPounds: return WeightUnit.pounds.kilograms(from: value)
    default: return value
    }
  }

  /// Checks one cell: `nil` when blank, the value in the metric's canonical unit when valid, or
  /// why it is not.
  /// - Parameters:
  ///   - cell: the raw cell text.
  ///   - unit: the unit of a `weight` value.
  /// - Returns: `nil` for a blank cell, else the canonical value (finite, non-negative and
  ///   within the metric's ``MetricKind/plausibleRange``) or the problem.
  func parse(_ cell: String, unit: WeightUnit) -> Result<Double, CSVRowProblem>? {
    let text = CSVMeasure.trimmed(cell)
    guard !text.isEmpty else { return nil }
    guard let value = Double(text) else {
      return .failure(CSVRowProblem("not a number for \(rawValue): \(DiagnosticText.quoted(text))"))
    }
    return check(value, unit: unit, text: text).map { canonical($0, unit: unit) }
  }

  /// Checks a number read from a cell: finite, not negative and within the metric's
  /// ``MetricKind/plausibleRange``. The CSV importer's fast path (`CSVFastPath`) calls this
  /// too, so every rule about a value belongs here.
  /// - Parameters:
  ///   - value: the number as written (in this measure's unit).
  ///   - unit: the unit of a `weight` value.
  ///   - range: the metric's ``MetricKind/plausibleRange`` when the caller looked it up once
  ///     (the fast path), else `nil`.
  ///   - text: the trimmed cell, for the message.
  /// - Returns: the value as written, or why the row is skipped.
  func check(
    _ value: Double, unit: WeightUnit, range: ClosedRange<Double>? = nil,
    text: @autoclosure () -> String
  ) -> Result<Double, CSVRowProblem> {
    guard value.isFinite else {
      return .failure(
        CSVRowProblem("not a finite number for \(rawValue): \(DiagnosticText.quoted(text()))"))
    }
    guard value >= 0 else {
      return .failure(CSVRowProblem("negative \(rawValue): \(DiagnosticText.quoted(text()))"))
    }
    let range = range ?? metric.plausibleRange
    guard MetricKind.isPlausible(canonical(value, unit: unit), in: range) else {
      let low = DecimalText.format(written(range.lowerBound, unit: unit), decimals: 1)
      let high = DecimalText.format(written(range.upperBound, unit: unit), decimals: 1)
      return .failure(
        CSVRowProblem(
          "implausible \(rawValue): \(DiagnosticText.quoted(text())) (outside \(low) to \(high)\(unitSuffix(unit)))"
        ))
    }
    return .success(value)
  }

  /// A canonical value converted back to the unit this measure is written in.
  func written(_ canonicalValue: Double, unit: WeightUnit) -> Double {
    switch self {
    case .weight: return unit.value(fromKilograms: canonicalValue)
    case .bodyMassPounds: return WeightUnit.pounds.value(fromKilograms: canonicalValue)
    default: return canonicalValue
    }
  }

  /// ` lb` or ` kg` after a weight's range; nothing for measures whose name carries the unit.
  func unitSuffix(_ unit: WeightUnit) -> String {
    self == .weight ? " \(unit.rawValue)" : ""
  }

  /// `text` without surrounding spaces and tabs.
  static func trimmed(_ text: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// `text` trimmed and lowercased, for matching names.
  static func normalized(_ text: String) -> String {
    trimmed(text).lowercased()
  }
}

/// What one CSV row gave: its samples, and the cells skipped for a bad value (each warned about
/// with "; cell skipped").
struct CSVRowSamples: Sendable, Equatable {
  /// The samples, canonical units.
  var samples: [Sample] = []
  /// The problems of the cells that were left out.
  var skippedCells: [CSVRowProblem] = []
}

/// Why a CSV row or cell was skipped (the warning's text before "; row skipped").
struct CSVRowProblem: Error, Equatable, Sendable {
  /// The reason, e.g. `not a date: "2024-13-01"`.
  var message: String

  /// Creates a problem.
  /// - Parameter message: the reason.
  init(_ message: String) { self.message = message }
}
