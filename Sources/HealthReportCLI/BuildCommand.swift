import Foundation
import HealthCore
import ReportSite
import SiteSeal

/// `healthreport build`: load the data, render the site, write it safely, print its index path.
struct BuildCommand: Sendable {
  /// The most warnings printed; the rest are counted in one line.
  static let warningLimit = InputReporter.warningLimit

  /// The validated options.
  var arguments: BuildArguments
  /// The process's streams and current folder.
  var environment: CLIEnvironment

  /// Runs the build.
  /// - Throws: ``ParseError``, ``SiteError``, ``TemplateError`` or an error of the generator.
  func run() throws {
    var arguments = self.arguments
    arguments.settings.settingsTag = environment.settingsLocale
    let output = environment.resolve(arguments.output)
    try checkOutsideOfOutput(output)
    let startUp = StartUp(command: self, settings: arguments.settings)
    let loaded = try arguments.source.load(unit: arguments.settings.units, environment: environment)
    let result = loaded.result
    let resources = try startUp.resources(for: self)
    let locale = try startUp.locale(
      for: result.dataset, settings: arguments.settings, resources: resources)
    if let note = locale.missingCatalogNote { environment.printDiagnostic(note) }
    var options = arguments.siteOptions(locale: locale, dataset: result.dataset)
    options.manualDays = loaded.manualDays
    if let bounds = DataBounds(result.dataset) {
      try bounds.check(end: arguments.endDate, command: BuildArguments.command)
      try bounds.check(
        selected: arguments.selectedDate, end: arguments.endDate ?? bounds.last,
        dayCount: ReportWindow.chartDayCount, command: BuildArguments.command)
    }

    let passphrase = try Passphrase.read(
      file: arguments.passphraseFile, environment: environment, command: BuildArguments.command)
    if arguments.isPrivate, passphrase == nil {
      throw CLIError.usage(
        "this site is private (--private or \"private\": true in \(ToolConfig.fileName)) and no"
          + " passphrase was given: set \(Passphrase.variable) or give --passphrase-file FILE",
        command: BuildArguments.command)
    }
    options.indexable = arguments.indexable
    options.isPrivate = passphrase != nil
    let tool = toolIdentity
    do {
      // Under the site's lock: the previous build's manifest says which weekly reports need
      // not be rendered again, and whether the site there is private.
      try SiteWriter().build(into: output, displayPath: arguments.output) { previous in
        guard let passphrase else {
          if previous.isPrivate, !arguments.publicOverPrivate {
            throw SiteError(path: arguments.output, reason: .privateSiteThere)
          }
          return try SiteGenerator.makeSite(
            dataset: result.dataset, options: options, resources: resources, previous: previous,
            tool: tool)
        }
        // The key is derived beside the generator (on the other core); it is checked against
        // the site's record before anything is sealed or written. A rebuild waits for it
        // first: the marker's fingerprints of the groups it may keep are keyed.
        let (salt, iterations) = try Self.salt(previous: previous, arguments: arguments)
        let derivation = KeyDerivation(
          passphrase: passphrase, salt: salt, iterations: iterations)
        func checkedKey() throws(SiteError) -> SiteKey {
          let key = derivation.wait()
          if let seal = previous.seal, !arguments.newPassphrase, key.check != seal.check {
            throw SiteError(path: arguments.output, reason: .otherPassphrase)
          }
          return key
        }
        let keeping = previous.hasGroups ? previous.sealing(key: try checkedKey()) : previous
        let plain = try SiteGenerator.makeSite(
          dataset: result.dataset, options: options, resources: resources, previous: keeping,
          tool: tool)
        return PrivateSite.seal(
          plain, key: try checkedKey(), title: options.title, locale: options.locale)
      }
    } catch let error as TemplateError {
      // Templates the user supplied are bad input; broken built-in ones are our bug.
      guard let templates = arguments.templates else { throw error }
      throw ParseError(path: templates, reason: .invalidContent(error.description))
    }
    if environment.isStandardErrorTerminal, !arguments.source.quiet,
      let note = SourceNote.line(for: loaded)
    {
      environment.printDiagnostic(note)
    }
    environment.printResult(output.appendingPathComponent("index.html").path)
  }

  /// The salt and count to seal with: those of the private site there (so unchanged files keep
  /// their bytes), or a new salt for a new private site or with `--new-passphrase`.
  /// - Throws: ``SiteError/Reason/otherPassphrase`` for sealed files without a key record (a
  ///   damaged marker) unless `--new-passphrase` was given: which passphrase sealed them is
  ///   unknown.
  static func salt(previous: PreviousBuild, arguments: BuildArguments) throws(SiteError)
    -> (salt: [UInt8], iterations: Int)
  {
    if let seal = previous.seal, !arguments.newPassphrase {
      return (seal.salt, seal.iterations)
    }
    if previous.isPrivate, !arguments.newPassphrase {
      throw SiteError(path: arguments.output, reason: .otherPassphrase)
    }
    return (SiteKey.randomSalt(), SiteKey.defaultIterations)
  }

  /// The version and the executable's size and modification time: a new or rebuilt binary
  /// renders every weekly report again instead of keeping what another build of the tool made.
  var toolIdentity: String {
    var identity = HealthReportCommand.version
    if let path = environment.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path),
      let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
    {
      identity += " \(size) \(Int((modified.timeIntervalSince1970 * 1e6).rounded()))"
    }
    return identity
  }

  /// Refuses an output folder that is the current folder or contains it: a build may replace
  /// the folder or remove folders in it, which would leave the shell in a deleted folder.
  /// - Parameter output: the resolved output folder.
  /// - Throws: a usage error naming the option as given.
  func checkOutsideOfOutput(_ output: URL) throws(CLIError) {
    let site = output.resolvingSymlinksInPath().path
    let current = environment.currentDirectory.resolvingSymlinksInPath().path
    guard current == site || current.hasPrefix(site.hasSuffix("/") ? site : site + "/") else {
      return
    }
    throw CLIError.usage(
      "--out \(OptionValue.quoted(arguments.output)) is the current folder or contains it;"
        + " a build replaces the whole site folder, so run healthreport from outside it"
        + " (for example: cd .. && healthreport build --out \(output.lastPathComponent))",
      command: BuildArguments.command)
  }

  /// Finds the templates and assets, naming a `--templates` folder as the user gave it.
  func locateResources() throws(SiteError) -> Resources {
    let override = arguments.templates.map(environment.resolve)
    do {
      return try Resources.locate(
        templatesOverride: override, executablePath: environment.executablePath)
    } catch {
      var error = error
      if let override, let templates = arguments.templates, error.path == override.path {
        error.path = templates
      }
      throw error
    }
  }
}
