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
          + " folder) or a CSV log, including a daily CSV written by this command. - reads"
          + " standard input (an export.xml or a CSV log; a zip only when redirected from its"
          + " file).")
    ],
    options: [
      .csvUnits,
      .noDedupe,
      .allowTruncated,
      .quiet,
      .help,
    ],
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
