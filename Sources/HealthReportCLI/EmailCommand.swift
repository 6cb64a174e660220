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
    let week: Week
    if let text = arguments.week {
      guard let parsed = Week(parsing: text, weekStart: weekStart) else {
        throw EmailArguments.weekError(text, weekStart: weekStart)
      }
      try DataBounds(dataset)?.check(
        week: parsed.range, name: text, in: dataset, command: EmailArguments.command)
      week = parsed
    } else if let latest = EmailReport.latestWeek(
      in: dataset, weekStart: weekStart)
    {
      week = latest
    } else {
      throw ParseError(
        path: loaded.name,
        reason: .invalidContent("no data, so there is no week to report on"))
    }
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
    let file = environment.resolve(arguments.output)
    try write(output.message, to: file)
    environment.standardOutput(file.path + "\n")
  }

  /// Writes `data` atomically to `file`, creating its folder when missing. A symbolic link is
  /// followed (the file it names is replaced, the link kept); anything but a regular file at
  /// the path (a folder, a device such as `/dev/full`, a FIFO, a socket) is refused and left
  /// as it is, since the atomic write would replace it with a regular file.
  /// - Throws: ``SiteError`` naming the path as the user gave it: `cannotCreate` (exit 73) when
  ///   the folder cannot be made, `cannotWrite` (exit 74) when the file cannot be written or
  ///   the path holds something other than a regular file.
  func write(_ data: Data, to requested: URL) throws(SiteError) {
    let manager = FileManager.default
    let file = try existingTarget(of: requested)
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

  /// The file to replace for `file`: itself, or the regular file its symbolic link names.
  /// - Throws: ``SiteError`` `cannotWrite` when the path (or the link's target) is not a regular
  ///   file, or is a link to nothing.
  private func existingTarget(of file: URL) throws(SiteError) -> URL {
    var info = stat()
    guard lstat(file.path, &info) == 0 else { return file }
    let isLink = (info.st_mode & S_IFMT) == S_IFLNK
    guard stat(file.path, &info) == 0 else {
      throw SiteError(
        path: arguments.output, reason: .cannotWrite("it is a symbolic link to a missing file"))
    }
    let kind = InputFileKind(mode: info.st_mode)
    switch kind {
    case .regularFile: break
    case .directory: throw SiteError(path: arguments.output, reason: .cannotWrite("it is a folder"))
    default:
      throw SiteError(
        path: arguments.output,
        reason: .cannotWrite("it is \(kind), not a regular file; refusing to replace it"))
    }
    guard isLink, let resolved = realpath(file.path, nil) else { return file }
    defer { free(resolved) }
    return URL(fileURLWithPath: String(cString: resolved))
  }
}
