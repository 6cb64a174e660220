import Foundation
import HealthCore
import ReportMail
import ReportSite

/// `healthreport email`: load the data, render the week's report as a MIME message, write it
/// to the `.eml` file and print its path.
struct EmailCommand: Sendable {
  /// The validated options.
  var arguments: EmailArguments
  /// The process's streams and current folder.
  var environment: CLIEnvironment

  /// Runs the command.
  /// - Throws: ``ParseError`` for the input (or when it has no data at all), ``StoreError`` for
  ///   the store (read without `--input` and `--demo` when there is one) and ``SiteError``
  ///   when the file cannot be written.
  func run() throws {
    let loaded = try LoadedWeek(arguments, environment: environment)
    // The units, goals and locale as `build` and `chart` take them (one model:
    // ReportSettings.siteOptions).
    let options = loaded.settings.siteOptions(
      locale: loaded.locale, dataset: loaded.dataset, glucoseUnit: arguments.glucoseUnit)
    let report = EmailReport(
      dataset: loaded.dataset, week: loaded.week, options: options,
      from: arguments.from, to: arguments.to, subject: arguments.subject, date: arguments.date)
    let output = report.render()
    for warning in output.warnings {
      environment.printDiagnostic(warning)
    }
    // `-` is standard output, as for `chart --out -`: `email --out - | sendmail -t`. The
    // message is ASCII (MIME encodes everything else), so it passes as text.
    guard arguments.output != "-" else {
      environment.standardOutput(String(decoding: output.message, as: UTF8.self))
      return
    }
    let file = OutputFile(given: arguments.output, environment: environment)
    try file.write(output.message)
    environment.printResult(file.url.path)
  }
}
