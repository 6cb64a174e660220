import Dispatch
import HealthCore
import ReportSite

extension BuildCommand {
  /// The resources and the report's locale, found and loaded on another core while the data
  /// loads.
  ///
  /// The locale is loaded for the tag the settings give (`--locale`, the settings' locale, or
  /// `en-US`); only when the data then names a locale of its own and no `--locale` was given
  /// (the one case where the data decides, see ``ReportSettings/locale(for:resources:)``) is it
  /// loaded again, after the data. Errors are kept and thrown where the build would have met
  /// them: nothing here is thrown before the data has loaded.
  final class StartUp: @unchecked Sendable {
    /// Signals when both results are set; every stored result is read only after waiting on it.
    private let group = DispatchGroup()
    private var resources: Result<Resources, SiteError>?
    private var locale: Result<ReportLocale, SiteError>?

    /// Starts finding the resources and loading the settings' locale on another thread.
    /// - Parameters:
    ///   - command: the build (its arguments and environment locate the resources).
    ///   - settings: the report settings, with the settings' locale tag set.
    init(command: BuildCommand, settings: ReportSettings) {
      let tag = settings.localeTag ?? settings.settingsTag ?? "en-US"
      DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
        let found = Result { () throws(SiteError) in try command.locateResources() }
        resources = found
        if case .success(let resources) = found {
          locale = Result { () throws(SiteError) in
            try ReportLocale.load(identifier: tag, resources: resources)
          }
        }
      }
    }

    /// The resources, as ``BuildCommand/locateResources()`` finds them.
    /// - Returns: the resources.
    /// - Throws: ``SiteError`` as ``BuildCommand/locateResources()``.
    func resources(for command: BuildCommand) throws(SiteError) -> Resources {
      group.wait()
      guard let resources else { return try command.locateResources() }
      return try resources.get()
    }

    /// The report's locale for `dataset`, as ``ReportSettings/locale(for:resources:)`` gives it.
    /// - Parameters:
    ///   - dataset: the loaded data (its locale may decide).
    ///   - settings: the report settings this was started with.
    ///   - resources: the resources from ``resources(for:)``.
    /// - Returns: the locale.
    /// - Throws: ``SiteError`` for a catalog that cannot be read.
    func locale(
      for dataset: HealthDataset, settings: ReportSettings, resources: Resources
    ) throws(SiteError) -> ReportLocale {
      group.wait()
      let dataDecides =
        settings.localeTag == nil && dataset.locale.map(ReportLocale.isKnown) == true
      guard !dataDecides, let locale else {
        return try settings.locale(for: dataset, resources: resources)
      }
      return try locale.get()
    }
  }
}
