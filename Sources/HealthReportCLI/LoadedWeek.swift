import HealthCore
import ReportSite

/// What a command that reports on one week (`email`, `chart`) reads before it renders: the
/// data, the report's locale and the week asked for (or the latest).
struct LoadedWeek {
  /// The daily data.
  let dataset: HealthDataset
  /// The input's name, for messages about its data.
  let inputName: String
  /// The settings, with the settings file's locale.
  let settings: ReportSettings
  /// The report's locale.
  let locale: ReportLocale
  /// The week reported on.
  let week: Week

  /// Loads the data and resolves the locale and the week.
  /// - Parameters:
  ///   - source: where the data comes from.
  ///   - settings: the command's locale, units, goals and first day of the week.
  ///   - week: `--week`.
  ///   - environment: the process's streams, current folder and settings file's locale.
  ///   - command: the command's name, for messages.
  /// - Throws: ``ParseError`` for the input (or when it has no data at all), ``StoreError`` for
  ///   the store, ``CLIError`` for a week outside the data, ``SiteError`` for the catalogs.
  init(
    source: DataSourceOptions, settings: ReportSettings, week: WeekOption,
    environment: CLIEnvironment, command: String
  ) throws {
    var settings = settings
    settings.settingsTag = environment.settingsLocale
    let loaded = try source.load(unit: settings.units, environment: environment)
    dataset = loaded.result.dataset
    inputName = loaded.name
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: environment.executablePath)
    locale = try settings.locale(for: dataset, resources: resources)
    if let note = locale.missingCatalogNote { environment.printDiagnostic(note) }
    self.week = try week.resolve(
      in: dataset, weekStart: settings.weekStart(for: locale), inputName: inputName,
      command: command)
    self.settings = settings
  }
}

/// The arguments of a command that reports on one week: where the data comes from, how the
/// report shows it, and `--week`.
protocol WeekReportArguments: CommandArguments {
  /// Where the data comes from.
  var source: DataSourceOptions { get }
  /// The locale, units, goals and first day of the week.
  var settings: ReportSettings { get }
  /// `--week`.
  var week: WeekOption { get }
}

extension EmailArguments: WeekReportArguments {}
extension ChartArguments: WeekReportArguments {}

extension LoadedWeek {
  /// Loads what `arguments` name (see ``init(source:settings:week:environment:command:)``).
  init(_ arguments: some WeekReportArguments, environment: CLIEnvironment) throws {
    try self.init(
      source: arguments.source, settings: arguments.settings, week: arguments.week,
      environment: environment, command: type(of: arguments).command)
  }
}
