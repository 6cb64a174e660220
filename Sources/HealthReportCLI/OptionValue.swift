import HealthCore
import HealthImport

/// The option values several commands share, parsed one way with the same messages everywhere.
enum OptionValue {
  /// `--units lb|kg` (`add`'s `--unit lb|kg`).
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - option: the option's name as the command spells it, for the message.
  ///   - command: the command, for the usage line.
  /// - Returns: the unit, or `nil` when the option is absent.
  /// - Throws: a usage error for anything but `lb` or `kg` (any case).
  static func units(
    _ text: String?, option: String = "--units", command: String
  ) throws(CLIError) -> WeightUnit? {
    guard let text else { return nil }
    guard let units = WeightUnit(rawValue: text.lowercased()) else {
      throw CLIError.usage(
        "\(option) must be lb, kg or st, not \(quoted(text))", command: command)
    }
    return units
  }

  /// `["a", "b", "c"]` as "a, b or c".
  /// - Parameter choices: the values allowed.
  /// - Returns: the list in words.
  static func either(_ choices: [String]) -> String {
    guard let last = choices.last, choices.count > 1 else { return choices.first ?? "" }
    return choices.dropLast().joined(separator: ", ") + " or " + last
  }

  /// Parses `--glucose-unit`: mg/dL or mmol/L, in any case.
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - command: the command's name, for the message.
  /// - Returns: the unit, or `nil` when the option is absent.
  /// - Throws: a usage error for anything else.
  static func glucoseUnit(_ text: String?, command: String) throws(CLIError) -> GlucoseUnit? {
    guard let text else { return nil }
    guard
      let unit = GlucoseUnit.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }
      )
    else {
      throw CLIError.usage(
        "--glucose-unit must be mg/dL or mmol/L, not \(quoted(text))", command: command)
    }
    return unit
  }

  /// `--units metric|us|uk|lb|kg|st`.
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - command: the command, for the usage line.
  /// - Returns: the choice, or `nil` when the option is absent.
  /// - Throws: a usage error for any other value.
  static func unitsChoice(_ text: String?, command: String) throws(CLIError) -> UnitsChoice? {
    guard let text else { return nil }
    let lowered = text.lowercased()
    if let system = UnitSystem(rawValue: lowered) { return .system(system) }
    if let weight = WeightUnit(rawValue: lowered) { return .weight(weight) }
    throw CLIError.usage(
      "--units must be metric, us, uk, lb, kg or st, not \(quoted(text))", command: command)
  }

  /// `--goal-weight N`.
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - command: the command, for the usage line.
  /// - Returns: the goal, or `nil` when the option is absent.
  /// - Throws: a usage error for anything but a positive finite number.
  static func goalWeight(_ text: String?, command: String) throws(CLIError) -> Double? {
    guard let text else { return nil }
    guard let goal = Double(text), goal.isFinite, goal > 0 else {
      throw CLIError.usage(
        "--goal-weight must be a positive number, not \(quoted(text))", command: command)
    }
    return goal
  }

  /// `--steps-goal N`.
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - command: the command, for the usage line.
  /// - Returns: the goal in steps, or `nil` when the option is absent.
  /// - Throws: a usage error for anything but a whole number in ``GoalRule/stepsRange``.
  static func stepsGoal(_ text: String?, command: String) throws(CLIError) -> Double? {
    guard let text else { return nil }
    let range = GoalRule.stepsRange
    guard let goal = Int(text), range.contains(Double(goal)) else {
      throw CLIError.usage(
        "--steps-goal must be a whole number from \(Int(range.lowerBound)) to"
          + " \(Int(range.upperBound)), not \(quoted(text))", command: command)
    }
    return Double(goal)
  }

  /// `--week-start sunday|monday`.
  /// - Parameters:
  ///   - text: the value given, or `nil` when the option is absent.
  ///   - command: the command, for the usage line.
  /// - Returns: the week start, or `nil` when the option is absent.
  /// - Throws: a usage error for anything but `sunday` or `monday` (any case).
  static func weekStart(_ text: String?, command: String) throws(CLIError) -> WeekStart? {
    guard let text else { return nil }
    guard let weekStart = WeekStart(rawValue: text.lowercased()) else {
      throw CLIError.usage(
        "--week-start must be sunday or monday, not \(quoted(text))", command: command)
    }
    return weekStart
  }

  /// `text` in double quotes, for messages.
  static func quoted(_ text: String) -> String {
    DiagnosticText.quoted(text)
  }
}
