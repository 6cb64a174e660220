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
    var arguments = self.arguments
    arguments.settings.settingsTag = environment.settingsLocale
    let loaded = try arguments.source.load(unit: arguments.settings.units, environment: environment)
    let dataset = loaded.result.dataset
    let resources = try Resources.locate(
      templatesOverride: nil, executablePath: environment.executablePath)
    let locale = try arguments.settings.locale(for: dataset, resources: resources)
    let weekStart = arguments.settings.weekStart(for: locale)
    let week = try arguments.week.resolve(
      in: dataset, weekStart: weekStart, inputName: loaded.name, command: EmailArguments.command)
    let units = arguments.settings.displayUnits(for: locale, dataset: dataset)
    var report = EmailReport(
      dataset: dataset, week: week,
      units: units.weight, goalWeight: arguments.settings.goalWeight,
      stepsGoal: arguments.settings.stepsGoal,
      from: arguments.from, to: arguments.to, subject: arguments.subject, date: arguments.date)
    report.locale = locale
    report.displayUnits = units
    let output = report.render()
    for warning in output.warnings {
      environment.printDiagnostic(warning)
    }
    let file = OutputFile(given: arguments.output, environment: environment)
    try file.write(output.message)
    environment.standardOutput(file.url.path + "\n")
  }
}
