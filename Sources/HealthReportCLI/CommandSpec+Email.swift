extension CommandSpec {
  /// The table of `healthreport email`.
  static let email = CommandSpec(
    name: "email",
    abstract: "Write a week's report as an email (.eml) for any mail client or 'sendmail -t'.",
    overview:
      "Write a week's report as an email: a plain-text and an HTML summary with its charts"
      + " shown as images and attached as SVG, ready for any mail client or"
      + " 'sendmail -t < FILE.eml'.",
    options: OptionSpec.dataSource + [
      .value(
        "--week", "WEEK",
        help: "The week to report: a day as YYYY-MM-DD (the week containing it) or, with"
          + " --week-start monday, an ISO week such as 2024-W50 (default: the latest week with"
          + " data). It must have data."),
      .value(
        "--out", "FILE.eml",
        help: "The message file to write (required); - writes it to standard output, as for"
          + " 'sendmail -t'.", isRequired: true),
      .value(
        "--to", "ADDR",
        help: "The recipient, local@domain or \"Name <local@domain>\" (default: no To field;"
          + " 'sendmail -t' needs one)."),
      .value(
        "--from", "ADDR",
        help: "The sender (default: healthreport <healthreport@localhost>)."),
      .value("--subject", "TEXT", help: "The subject (default: Health report, week WEEK)."),
      .value(
        "--date", "DATE",
        help: "The Date field: YYYY-MM-DD (18:00 UTC that day) or an RFC 5322 date such as"
          + " \"Sat, 14 Dec 2024 18:00:00 +0000\" (default: the week's last day at 18:00 UTC)."),
    ] + OptionSpec.reportSettings + [.glucoseUnit] + OptionSpec.readingInput,
    usage: [.dataSource, .otherOptions],
    notes: [
      "The HTML body shows each chart as a PNG image drawn by healthreport itself (most mail"
        + " clients do not show SVG), with a text alternative carrying its figures; each picture"
        + " is also attached as an SVG file of the same drawing. On success the path of the message is printed. The"
        + " output is deterministic: the same data gives the same bytes."
    ],
    exitStatus: [
      .success,
      .usage,
      ExitStatusLine(
        .dataError,
        "bad input data (or no data at all), including an export that ends early (see"
          + " --allow-truncated)"),
      .inputNotFound,
      .internalError,
      ExitStatusLine(.cannotCreate, "the file's folder cannot be created"),
      ExitStatusLine(
        .inputOutputError, "the file, standard output or standard error cannot be written"),
    ])
}
