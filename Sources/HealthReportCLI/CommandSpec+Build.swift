import HealthCore
import ReportSite

extension CommandSpec {
  /// The table of `healthreport build`.
  static let build = CommandSpec(
    name: "build",
    abstract: "Build the dashboard site from demo data, an Apple Health export or a CSV file.",
    overview:
      "Build the dashboard website from demo data, an Apple Health export or a CSV file.",
    options: OptionSpec.dataSource + [
      .value(
        "--out", "DIR",
        help: "The site's folder (default: site). A previous healthreport site there is"
          + " replaced; any other non-empty folder is refused."),
      .value(
        "--end", "YYYY-MM-DD",
        help: "The report's last day; it must lie within the data (default: the last day with"
          + " data)."),
      .value(
        "--units", "lb|kg", help: "The weight unit of the input and the pages (default: lb)."),
      .goalWeight,
      .stepsGoal,
      .weekStart,
      .value(
        "--select", "YYYY-MM-DD",
        help: "A day to show selected in the charts; it must lie within the report's"
          + " \(ReportWindow.chartDayCount) days ending on --end."),
      .value(
        "--title", "TEXT", help: "The dashboard's title (default: Dashboard).", allowsEmpty: true),
      .value(
        "--templates", "DIR",
        help: "Use the page templates in DIR; it must hold layout.html, dashboard.html,"
          + " list.html, week.html and weeks.html."),
      .value(
        "--base-url", "URL",
        help: "The site's public address (http or https): adds canonical links to every page"
          + " and an Atom feed, feed.xml."),
      .noDedupe,
      .allowTruncated,
      .quiet,
      .help,
    ],
    usage: [.dataSource, .otherOptions],
    notes: [
      "Dates are YYYY-MM-DD from \(LocalDate.supportedRangeText); --end and --select must lie"
        + " within the data.",
      "Without --demo or --input the site is built from the store when there is one (see"
        + " 'healthreport help add' and 'healthreport help import'), else from the demo data.",
      "On success the path of the site's index.html is printed. The site includes"
        + " data/daily.csv, the figures per day.",
    ],
    exitStatus: ExitStatusLine.readingInput + [
      ExitStatusLine(.cannotCreate, "output folder cannot be created or replaced"),
      ExitStatusLine(
        .inputOutputError,
        "I/O error, including failing to write the site, standard output or standard error"),
    ])
}
