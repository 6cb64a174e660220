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

  /// The command's name, for usage errors.
  static let command = CommandSpec.add.name

  /// The metrics' names as typed, in order.
  static let metricNames = ["steps", "weight"]

  /// Parses the arguments after `add`.
  /// - Parameter arguments: the arguments, without the command's name.
  /// - Returns: the options, or `wantsHelp` set when `--help` or `-h` was given.
  /// - Throws: ``CLIError`` for the first mistake in the command line's shape.
  static func parse(_ arguments: [String]) throws(CLIError) -> AddArguments {
    let scan = try CommandSpec.add.scanner.scan(arguments)
    var result = AddArguments()
    guard !scan.wantsHelp else {
      result.wantsHelp = true
      return result
    }
    let positional = scan.arguments
    result.store = scan.value("--store")
    result.date = scan.value("--date")
    if let deleted = scan.value("--delete") {
      guard positional.isEmpty else {
        throw usage(
          "--delete takes the metric and no value: add --delete steps --date YYYY-MM-DD")
      }
      result.delete = true
      result.metric = try metric(deleted)
    } else {
      guard let name = positional.first else {
        throw usage("add needs a metric and a value: add steps 8000 or add weight 180.4")
      }
      result.metric = try metric(name)
      guard positional.count >= 2 else {
        throw usage("add \(name) needs a value: add \(name) \(name == "steps" ? "8000" : "180.4")")
      }
      guard positional.count == 2 else {
        throw usage(
          "add takes a metric and one value, not \(positional.joined(separator: " "))")
      }
      result.value = positional[1]
    }
    if let text = scan.value("--unit") {
      guard result.metric == .bodyMass else { throw usage("--unit applies to weight only") }
      result.unit = try OptionValue.units(text, command: command) ?? result.unit
    }
    return result
  }

  /// The metric named `name`.
  /// - Throws: a usage error with the nearest name as a hint.
  static func metric(_ name: String) throws(CLIError) -> MetricKind {
    switch name {
    case "steps": return .steps
    case "weight": return .bodyMass
    default:
      let hint = Suggestion.hint(for: name, among: metricNames)
      throw usage("the metric must be steps or weight, not \(OptionValue.quoted(name))\(hint)")
    }
  }

  /// A usage error of `add` with `message`.
  static func usage(_ message: String) -> CLIError {
    .usage(message, command: command)
  }
}
