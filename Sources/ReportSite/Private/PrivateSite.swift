import ChartKit
import Dispatch
import HealthCore
import SiteSeal

/// Seals a built site with a passphrase's key (FORMAT-private-site.md, version 1), so it can sit
/// on any public host: every page and data file becomes an envelope, and only files that hold
/// no figure and no date of the data stay readable.
///
/// - An HTML page keeps its path and becomes an unlock page (``UnlockPage``) holding the page's
///   envelope; opened with the passphrase it shows the page exactly as the public build wrote
///   it.
/// - Any other file that carries data (charts, CSV files, the preview image) at `p` is written
///   as `p.sealed`, the envelope alone; `p` itself is not written.
/// - Public: the style sheets, fonts, icon, `robots.txt` and `404.html` (``isPublic(_:)``).
///
/// The ivs are deterministic (``SiteKey``), so an unchanged file seals to the same bytes and a
/// rebuild rewrites only the envelopes whose content changed. Groups a build keeps (unchanged
/// weekly reports) keep their sealed files: their fingerprints are keyed
/// (``fingerprint(_:key:)``), so another key renders them again.
public enum PrivateSite {
  /// The suffix of a sealed data file.
  public static let sealedSuffix = ".sealed"

  /// The folders and files that stay public: they hold no figure and no date of the data.
  static let publicPaths: Set<String> = [
    "style.css", "charts.css", "favicon.svg", "robots.txt", SiteGenerator.notFoundPath,
  ]

  /// Whether the file at `path` stays readable in a private site.
  public static func isPublic(_ path: String) -> Bool {
    publicPaths.contains(path) || path.hasPrefix("fonts/")
  }

  /// Where the file at `path` goes in a private site: a page keeps its path, a public file too,
  /// any other file gets ``sealedSuffix``.
  public static func sealedPath(_ path: String) -> String {
    isPublic(path) || path.hasSuffix(".html") ? path : path + sealedSuffix
  }

  /// A group's fingerprint in a private site: its inputs' fingerprint keyed with `key`
  /// (``SiteKey/fingerprint(of:)``), 16 hexadecimal digits as every fingerprint. The marker
  /// holds it: keyed, it lets no one test a guess of a week's figures without the passphrase.
  static func fingerprint(_ fingerprint: String, key: SiteKey) -> String {
    key.fingerprint(of: "sealed " + fingerprint)
  }

  /// The site with its files sealed under `key`.
  /// - Parameters:
  ///   - site: the plain site (its kept paths and groups are the plain ones).
  ///   - key: the site's key.
  ///   - title: the site's name, shown on every unlock page.
  ///   - locale: the reader's locale, for the unlock pages' words.
  /// - Returns: the private site, with its key record for the marker.
  public static func seal(
    _ site: Site, key: SiteKey, title: String, locale: ReportLocale
  ) -> Site {
    let files = site.files
    // Each file is sealed on its own (both cores): the same bytes whatever the order.
    let output = ParallelMap.make(count: files.count) { index in
      sealFile(files[index], key: key, title: title, locale: locale)
    }
    var result = Site(
      files: output, kept: site.kept.map(sealedPath),
      groups: site.groups.map { group in
        SiteFileGroup(
          key: group.key,
          fingerprint: fingerprint(group.fingerprint, key: key),
          paths: group.paths.map(sealedPath))
      })
    result.seal = SealRecord(key: key)
    return result
  }

  /// The files a site's marker (``SiteWriter/markerName``) says its last build left in its
  /// weeks and years, by path, for `unseal` to tell a missing one; empty for a marker that is
  /// not one.
  /// - Parameter markerBytes: the marker's bytes.
  /// - Returns: the paths, as written in the site (`….sealed` in a private one).
  public static func listedPaths(markerBytes: [UInt8]) -> [String] {
    SiteManifest.parse(markerBytes: markerBytes).groups.flatMap { $0.group.files.map(\.path) }
  }

  /// One file of a private site.
  static func sealFile(
    _ file: SiteFile, key: SiteKey, title: String, locale: ReportLocale
  ) -> SiteFile {
    if isPublic(file.path) { return file }
    let envelope = Envelope.seal(file.contents, path: file.path, key: key)
    if file.path.hasSuffix(".html") {
      return SiteFile(
        path: file.path,
        text: UnlockPage.render(
          path: file.path, title: title, envelope: envelope, locale: locale))
    }
    return SiteFile(path: file.path + sealedSuffix, text: envelope.json + "\n")
  }
}
