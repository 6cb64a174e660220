import ChartKit
import HealthCore

/// The site's `sitemap.xml` (sitemaps.org protocol 0.9), written when a base URL is known:
/// every page's public address (``PageLayout/canonicalURL(baseURL:path:)``) with `<lastmod>`,
/// the last day of data the page shows (a week's or a year's last day, or the data's last day
/// when earlier), never the clock, so rebuilds are byte-identical and adding a day changes only
/// the dates of the pages that show it. `404.html` is left out: it is no page of its own.
public enum Sitemap {
  /// The sitemap's site-relative path.
  public static let path = "sitemap.xml"

  /// One page of the sitemap.
  public struct Entry: Sendable, Hashable {
    /// The page's site-relative path (`weeks/2024-12-08/index.html`).
    public var path: String
    /// The last day of data the page shows, or `nil` when unknown (no `<lastmod>`).
    public var lastModified: LocalDate?

    /// Creates an entry.
    /// - Parameters:
    ///   - path: the page's site-relative path.
    ///   - lastModified: the last day of data the page shows.
    public init(path: String, lastModified: LocalDate?) {
      self.path = path
      self.lastModified = lastModified
    }
  }

  /// Renders the sitemap, entries in the order given.
  /// - Parameters:
  ///   - baseURL: the site's absolute address, ending in "/".
  ///   - entries: the pages.
  /// - Returns: the sitemap as UTF-8 XML text.
  public static func render(baseURL: String, entries: [Entry]) -> String {
    let urls = entries.map { entry in
      MarkupNode.el(
        "url", [],
        [.el("loc", [], [.text(PageLayout.canonicalURL(baseURL: baseURL, path: entry.path))])]
          + (entry.lastModified.map { [.el("lastmod", [], [.text($0.isoString)])] } ?? []))
    }
    let root = MarkupNode.el(
      "urlset", [("xmlns", "http://www.sitemaps.org/schemas/sitemap/0.9")], urls)
    return MarkupNode.group([.markup(.xmlDeclaration), root]).render(pretty: true, syntax: .xml)
  }

  /// The entries of a site's pages: every `.html` file but `404.html`, sorted by path.
  /// - Parameters:
  ///   - paths: the paths of the site's generated files.
  ///   - weeks: the weekly reports, for their pages' dates.
  ///   - years: the years in review, for their pages' dates.
  ///   - endDate: the data's last day shown, for every other page.
  /// - Returns: the entries.
  static func entries(
    paths: [String], weeks: [WeekReport], years: [YearSummary] = [], endDate: LocalDate?
  ) -> [Entry] {
    var weekDates: [String: LocalDate] = [:]
    for report in weeks {
      let day = endDate.map { min($0, report.week.end) } ?? report.week.end
      weekDates[WeeklyPages.folder + "/" + report.pagePath] = day
    }
    for year in years {
      let last = year.covering.upperBound
      weekDates[YearlyPages.folder + "/" + year.pagePath] = endDate.map { min($0, last) } ?? last
    }
    return
      paths
      .filter { $0.hasSuffix(".html") && $0 != SiteGenerator.notFoundPath }
      .sorted()
      .map { Entry(path: $0, lastModified: weekDates[$0] ?? endDate) }
  }
}
