import HealthCore

extension SiteGenerator {
  /// The hash of everything besides its data that a weekly report's page and charts depend on:
  /// the tool, the options a week page shows, the data's source (named in the footer), the
  /// navigation's sections, every
  /// template's text and every public asset's path and bytes. Any change of these changes
  /// every week's fingerprint, so nothing the previous build made is kept.
  ///
  /// Options not here are not shown on week pages: the selected day and the manual days
  /// (``WeeklyPages`` clears both before rendering), the end day (each week hashes the day
  /// its data runs through instead, ``WeekInputs``) and the annotated weeks (each week hashes
  /// whether it is one).
  /// - Parameters:
  ///   - options: the build's options.
  ///   - source: where the data came from.
  ///   - templates: the site's templates.
  ///   - publicFiles: the static assets.
  ///   - tool: the program's identity (version and build).
  ///   - sections: the navigation's sections (every page links them).
  /// - Returns: the running hash, for each week to add its inputs to.
  static func buildFingerprint(
    options: SiteOptions, source: DataSource, templates: TemplateSet, publicFiles: [SiteFile],
    tool: String, sections: [PageLayout.Section] = []
  ) -> ContentHash {
    var hash = ContentHash()
    hash.combine("healthreport site build 1")
    hash.combine(tool)
    hash.combine(options.title)
    hash.combine(options.units.rawValue)
    hash.combine(options.goalWeight == nil ? 0 : 1)
    hash.combine(options.goalWeight ?? 0)
    hash.combine(options.stepsGoal)
    hash.combine(options.weekStart.rawValue)
    hash.combine(options.rootURL ?? "")
    hash.combine(options.indexable ? "indexable" : "noindex")
    hash.combine(options.isPrivate ? "private" : "public")
    hash.combine(options.glucoseUnit.rawValue)
    hash.combine(options.displayUnits.distance.rawValue)
    hash.combine(options.displayUnits.energy.rawValue)
    hash.combine(options.displayUnits.temperature.rawValue)
    hash.combine(options.locale.identifier)
    hash.combine(options.locale.strings.language)
    hash.combine(String(options.locale.strings.digest))
    hash.combine(sections.map(\.rawValue).joined(separator: ","))
    // Only when set, so that the builds of one measure keep their fingerprints.
    if options.namesHRVMethods { hash.combine("hrv methods named") }
    switch source {
    case .demo: hash.combine("demo")
    case .csv(let path): hash.combine("csv " + path)
    case .appleHealth(let path): hash.combine("apple health " + path)
    case .autoExport(let path): hash.combine("health auto export " + path)
    case .healthConnect(let path): hash.combine("health connect " + path)
    }
    for name in templates.templates.keys.sorted() {
      templates.templates[name]?.fingerprint(into: &hash)
    }
    hash.combine(publicFiles.count)
    for file in publicFiles {
      hash.combine(file.path)
      hash.combine(file.contents.count)
      hash.combine(file.contents)
    }
    return hash
  }
}
