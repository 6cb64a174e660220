/// The help and usage texts, one place so `--help`, `help` and usage errors agree.
enum HelpText {
  /// The tool's version line.
  static let version = "healthreport 0.1.0"

  /// The top-level usage line.
  static let topLevelUsage = "usage: healthreport [<command>] [<options>]"

  /// The `build` usage line.
  static let buildUsage =
    "usage: healthreport build [--demo [--demo-days N] | --input FILE] [--out DIR] [--end YYYY-MM-DD]"
    + " [--units lb|kg] [--goal-weight N] [--week-start sunday|monday] [--select YYYY-MM-DD]"
    + " [--title TEXT] [--templates DIR] [--base-url URL] [--no-dedupe] [--quiet]"

  /// The `daily` usage line.
  static let dailyUsage = "usage: healthreport daily INPUT [--units lb|kg] [--no-dedupe] [--quiet]"

  /// The `email` usage line.
  static let emailUsage =
    "usage: healthreport email [--demo | --input FILE] [--week WEEK] --out FILE.eml [--to ADDR]"
    + " [--from ADDR] [--subject TEXT] [--date DATE] [--units lb|kg] [--goal-weight N]"
    + " [--week-start sunday|monday] [--quiet]"

  /// The usage line of `command` (`nil` for the top level).
  static func usage(for command: String?) -> String {
    switch command {
    case "build": return buildUsage
    case "daily": return dailyUsage
    case "email": return emailUsage
    default: return topLevelUsage
    }
  }

  /// The hint printed after a usage error.
  static func seeHelp(for command: String?) -> String {
    command.map { "see 'healthreport \($0) --help'" } ?? "see 'healthreport --help'"
  }

  /// `healthreport --help`.
  static let topLevel = """
    OVERVIEW: Turn health data into a static dashboard website.

    \(topLevelUsage)
           healthreport            same as: healthreport build --demo --out site

    COMMANDS:
      build                   Build the dashboard site from demo data, an Apple Health
                              export or a CSV file.
      daily INPUT             Print the per-day figures of INPUT as CSV.
      email                   Write a week's report as an email (.eml) for any mail
                              client or 'sendmail -t'.
      help [<command>]        Show help for a command.

    OPTIONS:
      -h, --help              Show help information.
      --version               Show the version.

    See 'healthreport help <command>' for a command's options.

    """

  /// `healthreport build --help`.
  static let build = """
    OVERVIEW: Build the dashboard website from demo data, an Apple Health export or a CSV file.

    \(buildUsage)

    OPTIONS:
      --demo                  Use the built-in demo data (the default without --input).
      --demo-days N           How many days of demo data, ending 2024-12-14 (default: 120;
                              1 to 36500, e.g. 3650 for ten years).
      --input FILE            Read an Apple Health export (export.zip, export.xml or the
                              apple_health_export folder) or a CSV log: date,steps,weight,
                              date,metric,value, or a daily CSV written by 'daily'.
                              - reads standard input.
      --out DIR               The site's folder (default: site). A previous healthreport
                              site there is replaced; any other non-empty folder is refused.
      --end YYYY-MM-DD        The report's last day (default: the last day with data).
      --units lb|kg           The weight unit of the input and the pages (default: lb).
      --goal-weight N         The goal weight in --units (default: 155 lb or 70 kg).
      --week-start sunday|monday
                              The first day of the week (default: sunday).
      --select YYYY-MM-DD     A day to show selected in the charts.
      --title TEXT            The dashboard's title (default: Dashboard).
      --templates DIR         Use the page templates in DIR; it must hold layout.html,
                              dashboard.html, list.html, week.html and weeks.html.
      --base-url URL          The site's public address (http or https): adds canonical
                              links to every page and an Atom feed, feed.xml.
      --no-dedupe             Add up steps and distance from every source instead of
                              merging overlapping sources as the Health app does.
      --quiet                 No progress line and no import summary on standard error.
      -h, --help              Show help information.

    On success the path of the site's index.html is printed. The site includes
    data/daily.csv, the figures per day.

    EXIT STATUS:
      0 success, 64 usage error, 65 bad input data, 66 input not found,
      70 internal error, 73 output folder cannot be created or replaced, 74 I/O error.

    """

  /// `healthreport daily --help`.
  static let daily = """
    OVERVIEW: Print the per-day figures of an input as CSV on standard output.

    \(dailyUsage)

    INPUT is an Apple Health export (export.zip, export.xml or the apple_health_export
    folder) or a CSV log, including a daily CSV written by this command. - reads standard
    input (an export.xml or a CSV log; a zip only when redirected from its file).

    OUTPUT: a header date,steps,body_mass_kg,body_mass_lb (then distance_km,
    active_energy_kcal, exercise_minutes, heart_rate_bpm when present), one row per day
    with any data, ascending. Blank cells are missing values.

    OPTIONS:
      --units lb|kg           The unit of a CSV input's weight column (default: lb).
      --no-dedupe             Add up steps and distance from every source instead of
                              merging overlapping sources as the Health app does.
      --quiet                 No progress line and no import summary on standard error.
      -h, --help              Show help information.

    EXIT STATUS:
      0 success, 64 usage error, 65 bad input data, 66 input not found or unreadable,
      70 internal error.

    """
}
