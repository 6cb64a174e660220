extension CommandSpec {
  /// The table of `healthreport daily INPUT`.
  static let daily = CommandSpec(
    name: "daily",
    abstract: "Print the per-day figures of INPUT as CSV.",
    overview: "Print the per-day figures of an input as CSV on standard output.",
    arguments: [
      ArgumentSpec(
        name: "INPUT",
        help: "An Apple Health export (export.zip, export.xml or the apple_health_export"
          + " folder), a Health Auto Export JSON file or a folder of them (read in name order,"
          + " a later file's days replacing an earlier one's), or a CSV log, including a daily"
          + " CSV written by this command. - reads standard input (an export.xml, a JSON file"
          + " or a CSV log; a zip only when redirected from its file).")
    ],
    options: [.csvUnits] + OptionSpec.readingInput,
    notes: [
      "OUTPUT: a header date,steps,body_mass_kg,body_mass_lb (then distance_km,"
        + " active_energy_kcal, exercise_minutes, heart_rate_bpm when present), one row per day"
        + " with any data, ascending. Blank cells are missing values."
    ],
    exitStatus: ExitStatusLine.readingInput + [
      ExitStatusLine(
        .inputOutputError, "I/O error, including failing to write standard output or error")
    ])
}
