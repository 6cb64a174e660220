import HealthCore

// STUB: interface fixed; pages by the ReportSite work.
/// Builds a whole site in memory from a dataset.
public enum SiteGenerator {
  /// Makes every page, chart and asset of the site.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - options: what to show.
  ///   - resources: where templates and static assets are.
  public static func makeSite(dataset: HealthDataset, options: SiteOptions, resources: Resources) throws -> Site {
    Site(files: [])
  }
}
