extension CommandSpec {
  /// The table of `healthreport unseal SITE --out DIR`.
  static let unseal = CommandSpec(
    name: "unseal",
    abstract: "Write the plain site of a private (sealed) site, to inspect or move it.",
    overview:
      "Open every sealed page and data file of a private site with its passphrase"
      + " (HEALTHREPORT_PASSPHRASE or --passphrase-file) and write the plain site into a new"
      + " folder.",
    arguments: [
      ArgumentSpec(name: "SITE", help: "The private site's folder, as healthreport build wrote it.")
    ],
    options: [
      .value(
        "--out", "DIR",
        help: "The folder to write the plain site into; it must not exist or be empty."),
      .value(
        "--passphrase-file", "FILE",
        help: "Read the passphrase from FILE's first line (else HEALTHREPORT_PASSPHRASE)."),
      .help,
    ],
    notes: [
      "A page or file that was altered, or moved to another path, fails with its path named,"
        + " and a wrong passphrase says so; nothing is left in DIR then."
    ],
    exitStatus: [
      .success, .usage,
      ExitStatusLine(.dataError, "a wrong passphrase, or a sealed file altered or moved"),
      .inputNotFound,
      ExitStatusLine(.cannotCreate, "DIR exists and is not empty, or cannot be created"),
      ExitStatusLine(.inputOutputError, "I/O error reading the site or writing DIR"),
      .internalError,
    ])
}
