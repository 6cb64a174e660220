import HealthCore

/// How a report shows its figures, as `build` and `email` read them: `--units`,
/// `--goal-weight`, `--steps-goal` and `--week-start`.
struct ReportSettings: Sendable, Equatable {
  /// The weight unit of a CSV input and of the report.
  var units: WeightUnit = .pounds
  /// The goal weight in `units`; `nil` for the unit's default (155 lb / 70 kg).
  var goalWeight: Double?
  /// The daily steps goal, steps.
  var stepsGoal = GoalRule.defaultSteps
  /// The first day of the week.
  var weekStart: WeekStart = .sunday

  /// Reads the settings given on the command line; the others keep their defaults.
  /// - Parameters:
  ///   - scan: the scanned command line.
  ///   - command: the command's name, for usage errors.
  /// - Throws: a usage error naming the option and the value; for a goal weight a weigh-in
  ///   could not have (outside ``MetricKind/plausibleRange``, 1 to 700 kg), too.
  mutating func read(_ scan: ArgumentScanner.Scan, command: String) throws(CLIError) {
    units = try OptionValue.units(scan.value("--units"), command: command) ?? units
    goalWeight = try OptionValue.goalWeight(scan.value("--goal-weight"), command: command)
    if let goalWeight, !MetricKind.bodyMass.isPlausible(units.kilograms(from: goalWeight)) {
      let range = MetricKind.bodyMass.plausibleRange
      let low = DecimalText.format(units.value(fromKilograms: range.lowerBound), decimals: 1)
      let high = DecimalText.format(units.value(fromKilograms: range.upperBound), decimals: 1)
      throw CLIError.usage(
        "--goal-weight must be from \(low) to \(high) \(units.rawValue),"
          + " not \(OptionValue.quoted(scan.value("--goal-weight") ?? ""))",
        command: command)
    }
    stepsGoal = try OptionValue.stepsGoal(scan.value("--steps-goal"), command: command) ?? stepsGoal
    weekStart = try OptionValue.weekStart(scan.value("--week-start"), command: command) ?? weekStart
  }
}
