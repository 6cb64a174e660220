import HealthCore

/// The options of `healthreport add`, checked for usage; the value and the date are judged
/// by ``AddCommand`` (a bad one is bad data, exit 65, not a usage error).
struct AddArguments: Sendable, Equatable {
  /// The metric: `.steps` or `.bodyMass`.
  var metric: MetricKind = .steps
  /// The value as typed; `nil` with `--delete`.
  var value: String?
  /// The weight's unit (`--unit`).
  var unit: WeightUnit = .pounds
  /// The day as typed (`--date`); `nil` for today.
  var date: String?
  /// Whether `--delete` was given.
  var delete = false
  /// The store's folder as typed (`--store`).
  var store: String?
  /// Whether help was asked for.
  var wantsHelp = false

  /// `add`'s table.
  static let spec = CommandSpec.add

  /// The metrics' names as typed, in order.
  static let metricNames = ["steps", "weight"]

  /// Reads the arguments after `add`.
  /// - Parameter scan: the scanned command line.
  /// - Throws: ``CLIError`` for the first mistake in the command line's shape.
  mutating func read(_ scan: ArgumentScanner.Scan) throws(CLIError) {
    let positional = scan.arguments
    store = scan.value("--store")
    date = scan.value("--date")
    if let deleted = scan.value("--delete") {
      guard positional.isEmpty else {
        throw Self.usage(
          "--delete takes the metric and no value: add --delete steps --date YYYY-MM-DD")
      }
      delete = true
      metric = try Self.metric(deleted)
    } else {
      guard let name = positional.first else {
        throw Self.usage("add needs a metric and a value: add steps 8000 or add weight 180.4")
      }
      metric = try Self.metric(name)
      guard positional.count >= 2 else {
        throw Self.usage(
          "add \(name) needs a value: add \(name) \(name == "steps" ? "8000" : "180.4")")
      }
      guard positional.count == 2 else {
        throw Self.usage(
          "add takes a metric and one value, not \(positional.joined(separator: " "))")
      }
      value = positional[1]
    }
    if let text = scan.value("--unit") {
      guard metric == .bodyMass else { throw Self.usage("--unit applies to weight only") }
      unit =
        try OptionValue.units(text, option: "--unit", command: Self.command) ?? unit
    }
  }

  /// The metric named `name`.
  /// - Throws: a usage error with the nearest name as a hint.
  static func metric(_ name: String) throws(CLIError) -> MetricKind {
    switch name {
    case "steps": return .steps
    case "weight": return .bodyMass
    default:
      let hint = Suggestion.hint(for: name, among: metricNames)
      throw Self.usage("the metric must be steps or weight, not \(OptionValue.quoted(name))\(hint)")
    }
  }
}
