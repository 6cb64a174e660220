extension CommandSpec {
  /// The table of `healthreport import FILE`.
  static let importCommand = CommandSpec(
    name: "import",
    abstract: "Import FILE's daily figures into the store.",
    overview:
      "Import the daily figures of an Apple Health export, Health Auto Export JSON or a CSV"
      + " log into the store. Each figure FILE has (a metric on a day) replaces the store's"
      + " imported figure of that metric and day; other figures and the entries added by hand"
      + " are kept. Importing the same file again changes nothing.",
    arguments: [
      ArgumentSpec(
        name: "FILE",
        help: "An Apple Health export (export.zip, export.xml or the apple_health_export"
          + " folder), a Health Auto Export JSON file or a folder of them (read in name order),"
          + " or a CSV log, including a daily CSV written by 'daily'. - reads standard input.")
    ],
    options: [.store, .csvUnits] + OptionSpec.readingInput,
    notes: [
      "On success one line on standard output counts the new, changed and unchanged days and"
        + " names FILE's first and last day: 0 new days, 0 changed means the store was not"
        + " touched."
    ],
    exitStatus: [
      .success,
      .usage,
      ExitStatusLine(
        .dataError,
        "bad input data (an export that ends early too, see --allow-truncated), or a damaged or"
          + " newer store (left untouched)"),
      .inputNotFound,
      .storeCannotBeCreated,
      .storeInputOutput,
    ])
}
