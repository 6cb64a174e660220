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
    let loaded = try arguments.source.load(unit: arguments.settings.units, environment: environment)
    let dataset = loaded.result.dataset
    let week: Week
    if let text = arguments.week,
      let parsed = Week(parsing: text, weekStart: arguments.settings.weekStart)
    {
      try DataBounds(dataset)?.check(
        week: parsed.range, name: text, in: dataset, command: EmailArguments.command)
      week = parsed
    } else if let latest = EmailReport.latestWeek(
      in: dataset, weekStart: arguments.settings.weekStart)
    {
      week = latest
    } else {
      throw ParseError(
        path: loaded.name,
        reason: .invalidContent("no data, so there is no week to report on"))
    }
    let report = EmailReport(
      dataset: dataset, week: week,
      units: arguments.settings.units, goalWeight: arguments.settings.goalWeight,
      from: arguments.from, to: arguments.to, subject: arguments.subject, date: arguments.date)
    let output = report.render()
    for warning in output.warnings {
      environment.printDiagnostic(warning)
    }
    let file = environment.resolve(arguments.output)
    try write(output.message, to: file)
    environment.standardOutput(file.path + "\n")
  }

  /// Writes `data` atomically to `file`, creating its folder when missing.
  /// - Throws: ``SiteError`` naming the path as the user gave it: `cannotCreate` (exit 73) when
  ///   the folder cannot be made, `cannotWrite` (exit 74) when the file cannot be written.
  func write(_ data: Data, to file: URL) throws(SiteError) {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
      throw SiteError(path: arguments.output, reason: .cannotWrite("it is a folder"))
    }
    let folder = file.deletingLastPathComponent()
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      let display = (arguments.output as NSString).deletingLastPathComponent
      throw SiteError(
        path: display.isEmpty ? folder.path : display,
        reason: .cannotCreate(error.localizedDescription))
    }
    do {
      try data.write(to: file, options: .atomic)
    } catch {
      throw SiteError(path: arguments.output, reason: .cannotWrite(error.localizedDescription))
    }
  }
}
