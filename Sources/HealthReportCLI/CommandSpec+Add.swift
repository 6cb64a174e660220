import HealthCore

extension CommandSpec {
  /// The table of `healthreport add METRIC VALUE`.
  static let add = CommandSpec(
    name: "add",
    abstract: "Add a day's steps or a weigh-in to the store by hand.",
    overview:
      "Add steps or a weigh-in to the store by hand, or delete the entries added for a day."
      + " Manual entries are kept apart from imported figures: a re-import never loses them.",
    arguments: [
      ArgumentSpec(
        name: "METRIC", help: "steps or weight.", isOptional: true, choices: ["steps", "weight"]),
      ArgumentSpec(
        name: "VALUE",
        help: "Steps: a whole number greater than 0. Weight: a number greater than 0 with at"
          + " most two decimals, in --unit.",
        isOptional: true),
    ],
    options: [
      .value("--unit", "lb|kg|st", help: "The weight's unit (default: lb)."),
      .value(
        "--date", "YYYY-MM-DD",
        help: "The day the value belongs to (default: today, local time); not in the future."),
      .value(
        "--delete", "steps|weight",
        help: "Delete the entries of that metric added by hand on --date, instead of adding."),
      .store,
      .help,
    ],
    notes: [
      "Manual steps add to the day's total, as a manual sample does in the Health app; a"
        + " manual weight is the day's latest weigh-in and replaces the imported one.",
      "On success one line says what was added or deleted.",
    ],
    exitStatus: [
      .success,
      .usage,
      ExitStatusLine(
        .dataError,
        "invalid value or date, nothing to delete, or a damaged or newer store (left untouched)"),
      .storeCannotBeCreated,
      .storeInputOutput,
    ])
}
