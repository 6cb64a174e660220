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
    ] + OptionSpec.reportSettings + [
      .glucoseUnit,
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
          + " and an Atom feed, feed.xml (not to a private site)."),
      .flag(
        "--private",
        help: "The site must be private: fail unless a passphrase is given (as the setting"
          + " \"private\": true does)."),
      .value(
        "--passphrase-file", "FILE",
        help: "Seal the site with the passphrase on FILE's first line (else"
          + " HEALTHREPORT_PASSPHRASE; never an argument): every page and data file is"
          + " encrypted, and opens in the browser with the passphrase."),
      .flag(
        "--new-passphrase",
        help: "Seal a private site again with a passphrase other than the one it has."),
      .flag(
        "--public-over-private",
        help: "Replace a private site with a public one (refused without it)."),
      .value(
        "--annotated-weeks", "N|all",
        help: "How many of the latest weekly reports annotate every day of their charts on"
          + " hover and focus (default: \(SiteOptions.defaultAnnotatedWeeks), a year; all for"
          + " every week); an older week's page draws its charts as pictures with their data"
          + " tables, half the bytes."),
      .flag(
        "--indexable",
        help: "Invite search engines in: no noindex, a robots.txt that allows all, and the"
          + " sitemap with --base-url (public sites only)."),
    ] + OptionSpec.readingInput,
    usage: [.dataSource, .otherOptions],
    notes: [
      "Dates are YYYY-MM-DD from \(LocalDate.supportedRangeText); --end and --select must lie"
        + " within the data.",
      "Without --demo or --input the site is built from the store when there is one (see"
        + " 'healthreport help add' and 'healthreport help import'), else from the demo data.",
      "On success the path of the site's index.html is printed. The site includes"
        + " data/daily.csv, the figures per day.",
      "PRIVATE SITES: with a passphrase of at least 12 characters (HEALTHREPORT_PASSPHRASE or"
        + " --passphrase-file) every page and data file is sealed (PBKDF2-SHA256, AES-256-GCM);"
        + " only the style sheets, fonts, icon, robots.txt and 404.html stay readable. A lost"
        + " passphrase cannot be recovered. 'healthreport unseal' gives the plain site back.",
    ],
    exitStatus: ExitStatusLine.readingInput + [
      ExitStatusLine(
        .cannotCreate,
        "output folder cannot be created or replaced, or holds a private site this build would"
          + " unseal or re-seal"),
      ExitStatusLine(
        .inputOutputError,
        "I/O error, including failing to write the site, standard output or standard error"),
    ])
}
