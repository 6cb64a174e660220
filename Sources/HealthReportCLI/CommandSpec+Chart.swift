import ReportSite

extension CommandSpec {
  /// The table of `healthreport chart NAME`.
  static let chart = CommandSpec(
    name: "chart",
    abstract: "Write one chart of any week as an SVG or PNG file.",
    overview:
      "Write one chart of a week's report, as its weekly page shows it (the 28 days ending on"
      + " the week's last day, the week marked), as a standalone SVG file that opens anywhere or"
      + " as a PNG picture. The site keeps the chart files of its latest weeks only; this writes"
      + " any chart of any week.",
    arguments: [
      ArgumentSpec(
        name: "NAME",
        help: "The chart: " + OptionValue.either(ReportCharts.Kind.allCases.map(\.rawValue))
          + ". The sleep, heart, workout and vitals charts need such data in the 28 days.",
        choices: ReportCharts.Kind.allCases.map(\.rawValue))
    ],
    options: OptionSpec.dataSource + [
      .value(
        "--week", "WEEK",
        help: "The week: a day as YYYY-MM-DD (the week containing it) or, with --week-start"
          + " monday, an ISO week such as 2024-W50 (default: the latest week with data). It"
          + " must have data."),
      .value(
        "--format", "svg|png",
        help: "The file's format (default: the --out file's extension, else svg). A PNG is drawn"
          + " at twice the chart's size, without hover annotations."),
      .value(
        "--out", "FILE",
        help: "The file to write; - writes to standard output (default: NAME-WEEK.svg or"
          + " NAME-WEEK.png in the current folder)."),
    ] + OptionSpec.reportSettings + [.glucoseUnit] + OptionSpec.readingInput,
    usage: [.arguments, .dataSource, .otherOptions],
    notes: [
      "The SVG is byte for byte the file a site built from the same data and options has in"
        + " weeks/WEEK/charts/ for its latest weeks; its figures are in its <title> and <desc>."
        + " On success the path of the file is printed (nothing with --out -)."
    ],
    exitStatus: [
      .success,
      ExitStatusLine(.usage, "usage error, a week without data, or a PNG to standard output"),
      ExitStatusLine(
        .dataError, "bad input data, no data at all, or a chart whose data the week does not have"),
      .inputNotFound,
      .internalError,
      ExitStatusLine(.cannotCreate, "the file's folder cannot be created"),
      ExitStatusLine(
        .inputOutputError, "the file, standard output or standard error cannot be written"),
    ])
}
