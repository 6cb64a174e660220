import Foundation

extension Resources {
  /// The folder of the String Catalogs, one `<language>.xcstrings` per language: the templates
  /// folder's `Localizable/`, or the installed templates' when an override has none.
  public var catalogDirectory: URL {
    let own = templatesDirectory.appendingPathComponent("Localizable")
    if Resources.isDirectory(own) { return own }
    return publicDirectory.deletingLastPathComponent().appendingPathComponent("Templates")
      .appendingPathComponent("Localizable")
  }

  /// The languages with a catalog, sorted ("de", "en", …).
  public var catalogLanguages: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: catalogDirectory.path)) ?? []
    return names.filter { $0.hasSuffix(".xcstrings") }.map { String($0.dropLast(10)) }.sorted()
  }

  /// The words of `language`: its catalog when there is one, else the English of the code
  /// (``StringCatalog/english``). English reads `en.xcstrings` for its plural forms.
  /// - Parameter language: an ISO 639 language code ("de").
  /// - Returns: the catalog.
  /// - Throws: ``SiteError`` naming a catalog that cannot be read or parsed.
  public func catalog(language: String) throws(SiteError) -> StringCatalog {
    let url = catalogDirectory.appendingPathComponent(language + ".xcstrings")
    guard Resources.isFile(url) else { return .english }
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      throw SiteError(path: url.path, reason: .resourcesNotFound("cannot read: \(error)"))
    }
    do {
      return try StringCatalog(xcstrings: bytes, language: language, path: url.path)
    } catch {
      throw SiteError(path: url.path, reason: .resourcesNotFound(error.reason))
    }
  }
}

extension ReportLocale {
  /// The locale of `identifier` with its language's words from `resources`.
  /// - Parameters:
  ///   - identifier: a BCP 47 tag.
  ///   - resources: where the catalogs are.
  /// - Returns: the locale.
  /// - Throws: ``SiteError`` for a catalog that cannot be read.
  public static func load(identifier: String, resources: Resources) throws(SiteError)
    -> ReportLocale
  {
    let tag = canonicalTag(identifier)
    let language = tag.split(separator: "-").first.map(String.init) ?? "en"
    return ReportLocale(identifier: tag, strings: try resources.catalog(language: language))
  }
}

extension ReportLocale {
  /// A note for a locale whose language has no catalog: its words are English while its dates
  /// and numbers follow the locale, and the pages still say the locale's language; `nil` when
  /// the words are the locale's own.
  public var missingCatalogNote: String? {
    guard languageCode != "en", strings.language != languageCode else { return nil }
    return
      "warning: no translation for \(identifier) yet: the pages' words are English, with"
      + " \(identifier) dates and numbers (see docs/languages.md)"
  }
}
