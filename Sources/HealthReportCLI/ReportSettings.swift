import HealthCore
import ReportSite

/// How a report shows its figures, as `build` and `email` read them: `--locale`, `--units`,
/// `--goal-weight`, `--steps-goal` and `--week-start`.
struct ReportSettings: Sendable, Equatable {
  /// What `--units` asked for: a system of measures, or one weight unit; `nil` to follow the
  /// locale.
  var unitsChoice: UnitsChoice?
  /// The locale `--locale` named (BCP 47); `nil` for the export's, else the settings', else
  /// `en-US`.
  var localeTag: String?
  /// The settings file's `locale` (``CLIEnvironment/settingsLocale``), which yields to the
  /// export's.
  var settingsTag: String?
  /// The goal weight in the report's weight unit; `nil` for the unit's default (155 lb /
  /// 70 kg / 11 st).
  var goalWeight: Double?
  /// The daily steps goal, steps.
  var stepsGoal = GoalRule.defaultSteps
  /// The first day of the week `--week-start` named; `nil` for the locale's.
  var weekStartChoice: WeekStart?

  /// The weight unit of a CSV input (and of `--goal-weight`) before any data is read: the one
  /// `--units` names, else that of the `--locale`, else pounds.
  var units: WeightUnit {
    if let unitsChoice { return unitsChoice.units(for: nil).weight }
    guard let tag = localeTag ?? settingsTag else { return .pounds }
    return ReportLocale(identifier: tag, strings: .english).displayUnits.weight
  }

  /// The first day of the week before any data is read: `--week-start`, else the `--locale`'s,
  /// else Sunday.
  var weekStart: WeekStart {
    if let weekStartChoice { return weekStartChoice }
    guard let tag = localeTag ?? settingsTag else { return .sunday }
    return ReportLocale(identifier: tag, strings: .english).weekStart
  }

  /// Reads the settings given on the command line; the others keep their defaults.
  /// - Parameters:
  ///   - scan: the scanned command line.
  ///   - command: the command's name, for usage errors.
  /// - Throws: a usage error naming the option and the value; for a goal weight a weigh-in
  ///   could not have (outside ``MetricKind/plausibleRange``, 1 to 700 kg), too.
  mutating func read(_ scan: ArgumentScanner.Scan, command: String) throws(CLIError) {
    if let text = scan.value("--locale") {
      guard ReportLocale.isKnown(text) else {
        throw CLIError.usage(
          "--locale must be a language tag such as en-US, de-DE or ko-KR, not"
            + " \(OptionValue.quoted(text))", command: command)
      }
      localeTag = ReportLocale.canonicalTag(text)
    }
    unitsChoice = try OptionValue.unitsChoice(scan.value("--units"), command: command)
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
    weekStartChoice = try OptionValue.weekStart(scan.value("--week-start"), command: command)
  }

  /// The report's locale once the data is read: `--locale`, else the export's `locale`
  /// attribute, else the settings' `locale`, else `en-US`; with its language's catalog from
  /// `resources`.
  /// - Parameters:
  ///   - dataset: the data (its ``HealthDataset/locale``).
  ///   - resources: where the catalogs are.
  /// - Returns: the locale.
  /// - Throws: ``SiteError`` for a catalog that cannot be read.
  func locale(for dataset: HealthDataset, resources: Resources) throws(SiteError) -> ReportLocale {
    var tag = localeTag ?? settingsTag ?? "en-US"
    if localeTag == nil, let exported = dataset.locale, ReportLocale.isKnown(exported) {
      tag = exported
    }
    return try ReportLocale.load(identifier: tag, resources: resources)
  }

  /// The units the report shows, for `locale`: `--units`, else the locale's. Only when no
  /// locale is known at all (no `--locale`, no export attribute) does the most common unit of
  /// the weight records decide the weight unit.
  /// - Parameters:
  ///   - locale: the report's locale.
  ///   - dataset: the data, for its locale and its records' weight unit.
  /// - Returns: the units.
  func displayUnits(for locale: ReportLocale, dataset: HealthDataset? = nil) -> DisplayUnits {
    if let unitsChoice { return unitsChoice.units(for: locale) }
    var units = locale.displayUnits
    if localeTag == nil, settingsTag == nil, let dataset, dataset.locale == nil,
      let recorded = dataset.recordWeightUnit
    {
      units.weight = recorded
    }
    return units
  }

  /// The options of a report in `locale` with these settings: goals, first day of the week and
  /// units (the site's title, dates and address are the command's).
  /// - Parameters:
  ///   - locale: the report's locale (``locale(for:resources:)``).
  ///   - dataset: the data (its records' weight unit, when no locale is known).
  ///   - glucoseUnit: `--glucose-unit`; `nil` for the units' or the locale's.
  /// - Returns: the options.
  func siteOptions(locale: ReportLocale, dataset: HealthDataset?, glucoseUnit: GlucoseUnit?)
    -> SiteOptions
  {
    var options = SiteOptions(
      goalWeight: goalWeight, stepsGoal: stepsGoal, weekStart: weekStart(for: locale))
    options.locale = locale
    options.displayUnits = displayUnits(for: locale, dataset: dataset)
    if let glucoseUnit { options.glucoseUnit = glucoseUnit }
    return options
  }

  /// The first day of the week for `locale`: `--week-start`, else the locale's.
  /// - Parameter locale: the report's locale.
  /// - Returns: the week start.
  func weekStart(for locale: ReportLocale) -> WeekStart {
    weekStartChoice ?? locale.weekStart
  }
}

/// What `--units` (the setting `units`) asks for.
enum UnitsChoice: Sendable, Equatable {
  /// A whole system of measures: `metric`, `us` or `uk`.
  case system(UnitSystem)
  /// Only the weight unit (`lb`, `kg` or `st`); the other units follow the locale.
  case weight(WeightUnit)

  /// The units for `locale` (`nil`: before the locale is known, American English's).
  /// - Parameter locale: the report's locale.
  /// - Returns: the units.
  func units(for locale: ReportLocale?) -> DisplayUnits {
    switch self {
    case .system(let system):
      return DisplayUnits.of(system, kilojoules: locale?.prefersKilojoules ?? false)
    case .weight(let weight):
      var units = (locale ?? .englishUS).displayUnits
      units.weight = weight
      return units
    }
  }
}
