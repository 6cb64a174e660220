/// The options several commands share, declared once so they read the same everywhere.
extension OptionSpec {
  /// `--quiet`.
  static let quiet = flag(
    "--quiet",
    help: "No progress line, import summary or note about the data on standard error (errors and"
      + " warnings are still shown).")

  /// `--no-dedupe`.
  static let noDedupe = flag(
    "--no-dedupe",
    help: "Add up steps and distance from every source instead of merging overlapping sources"
      + " as the Health app does.")

  /// `--allow-truncated`.
  static let allowTruncated = flag(
    "--allow-truncated",
    help: "Use an Apple Health export.xml that ends early (a half-copied file: cut inside an"
      + " element or before </HealthData>) up to the cut, with a warning, instead of failing; a"
      + " damaged zip and a cut JSON file still fail.")

  /// `--week-start sunday|monday`.
  static let weekStart = value(
    "--week-start", "sunday|monday",
    help: "The first day of the week (default: the locale's; sunday in en-US).")

  /// `--locale TAG`.
  static let locale = value(
    "--locale", "TAG",
    help: "The report's language, number and date formats, first weekday and units, as a BCP 47"
      + " tag such as en-US, en-GB, de-DE, fr-FR, es-ES or ko-KR (default: the export's locale,"
      + " else en-US).")

  /// `--units metric|us|uk|lb|kg|st` of the commands that make a report.
  static let reportUnits = value(
    "--units", "metric|us|uk|lb|kg|st",
    help: "The units of the report and the weight unit of a CSV input: a system (metric: kg,"
      + " km, °C, mmol/L; us: lb, mi, °F, mg/dL; uk: st and lb, mi, °C, mmol/L) or only the"
      + " weight unit (default: the locale's).")

  /// `--glucose-unit mg/dL|mmol/L`.
  static let glucoseUnit = value(
    "--glucose-unit", "mg/dL|mmol/L",
    help: "The unit the pages show blood glucose in (default: the --units' or the locale's;"
      + " data/daily.csv keeps mg/dL).")

  /// `--goal-weight N`.
  static let goalWeight = value(
    "--goal-weight", "N",
    help: "The goal weight in the report's weight unit (default: 155 lb, 70 kg or 11 st).")

  /// `--steps-goal N`.
  static let stepsGoal = value(
    "--steps-goal", "N",
    help: "The daily steps goal, a whole number from 1 to 250000 (default: 10000): a rule on the"
      + " steps charts, the days that meet it and their streaks.")

  /// `--demo`.
  static let demo = flag(
    "--demo", help: "Use the built-in demo data (the default without --input and without a store).")

  /// `--version`, which only the tool itself accepts.
  static let version = flag("--version", help: "Show the version.")
}

extension OptionSpec {
  /// `--store DIR`.
  static let store = value(
    "--store", "DIR",
    help: "The store's folder (default: $HEALTHREPORT_STORE, else healthreport-data).")
}

extension OptionSpec {
  /// `--units lb|kg` of the commands that only read an input (`daily`, `import`).
  static let csvUnits = value(
    "--units", "lb|kg|st", help: "The unit of a CSV input's weight column (default: lb).")
}

extension OptionSpec {
  /// `--demo-days N`.
  static let demoDays = value(
    "--demo-days", "N",
    help: "How many days of demo data, ending 2024-12-14 (default: 120; 1 to 36500, e.g."
      + " 3650 for ten years); implies --demo.")

  /// `--input FILE` of the commands that make a report.
  static let input = value(
    "--input", "FILE",
    help: "Read an Apple Health export (export.zip, export.xml or the apple_health_export"
      + " folder), a Health Auto Export JSON file or a folder of them, or a CSV log:"
      + " date,steps,weight or date,metric,value columns, or a daily CSV written by 'daily';"
      + " - reads standard input.")
}

extension OptionSpec {
  /// The options of a ``DataSourceOptions``, in the order help pages list them.
  static let dataSource: [OptionSpec] = [.demo, .demoDays, .input, .store]

  /// The options of the commands that make a report (`build`, `email`): its language, units,
  /// goals and first weekday, in the order help pages list them.
  static let reportSettings: [OptionSpec] = [
    .locale, .reportUnits, .goalWeight, .stepsGoal, .weekStart,
  ]

  /// The last options of every command that reads an input (`build`, `email`, `daily`,
  /// `import`): how it is read, `--quiet` and `--help`.
  static let readingInput: [OptionSpec] = [.noDedupe, .allowTruncated, .quiet, .help]
}
