extension CommandSpec {
  /// The table of `healthreport init`.
  static let initCommand = CommandSpec(
    name: "init",
    abstract: "Write healthreport.json with every setting and create the store.",
    overview:
      "Write healthreport.json in the current folder, with every setting at its default, and"
      + " create the store. Options on the command line override the file's settings.",
    options: [.store, .help],
    notes: [
      "SETTINGS: " + ToolConfig.settings.map(\.summary).joined(separator: ", ")
        + ". An empty string means not set. Unknown keys, keys given twice and values of the"
        + " wrong type are errors naming the key and its line."
    ],
    exitStatus: [
      .success,
      .usage,
      ExitStatusLine(.dataError, "the store there is damaged or newer"),
      ExitStatusLine(
        .cannotCreate, "healthreport.json exists already, or the store cannot be created"),
      ExitStatusLine(.inputOutputError, "I/O error writing the files"),
    ])
}
