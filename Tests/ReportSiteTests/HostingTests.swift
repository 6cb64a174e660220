import Foundation
import HealthCore
import Testing

@testable import ReportSite

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Static hosting: canonical links and the Atom feed with `--base-url`, and `404.html`.
@Suite struct HostingTests {
  static let baseURL = "https://example.com/health/"

  static func makeSite(baseURL: String? = HostingTests.baseURL) throws -> Site {
    try DashboardGoldenTests.makeSite(SiteOptions(title: "My <Health>", baseURL: baseURL))
  }

  @Test(arguments: [
    ("https://example.com", "https://example.com/"),
    ("https://Example.COM/health", "https://example.com/health/"),
    ("HTTP://example.com/a/b/", "http://example.com/a/b/"),
    ("http://localhost:8080/site", "http://localhost:8080/site/"),
  ])
  func baseURLIsNormalized(text: String, expected: String) {
    #expect(BaseURL.normalize(text) == expected)
  }

  @Test(arguments: [
    "example.com", "/health/", "ftp://example.com/", "https://", "https:///path",
    "mailto:me@example.com",
    "https://example.com/?page=1", "https://example.com/#top", "https://exa mple.com/",
    "file:///tmp/site/",
    "https://user@example.com/", "",
  ])
  func baseURLIsRejected(text: String) {
    #expect(BaseURL.normalize(text) == nil)
  }

  @Test func everyPageHasACanonicalLinkAndTheFeed() throws {
    let site = try Self.makeSite()
    let expected = [
      "index.html": Self.baseURL, "steps/index.html": Self.baseURL + "steps/",
      "weight/index.html": Self.baseURL + "weight/",
    ]
    for (path, canonical) in expected {
      let html = try DashboardGoldenTests.text(site, path)
      #expect(html.contains("<link rel=\"canonical\" href=\"" + canonical + "\">"), "\(path)")
      let root = path == "index.html" ? "" : "../"
      #expect(
        html.contains(
          "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"" + root + "feed.xml\">"),
        "\(path)")
    }
    #expect(try DashboardGoldenTests.text(site, "404.html").contains("rel=\"alternate\""))
  }

  @Test func withoutBaseURLThereIsNoFeedAndNoCanonicalLink() throws {
    let site = try Self.makeSite(baseURL: nil)
    #expect(!site.files.contains { $0.path == AtomFeed.path })
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      #expect(!html.contains("rel=\"canonical\"") && !html.contains("atom+xml"), "\(file.path)")
    }
  }

  @Test func feedIsWellFormedAtom() throws {
    let feed = try DashboardGoldenTests.text(Self.makeSite(), AtomFeed.path)
    let parsed = try FeedReader.read(feed)
    #expect(parsed.rootNamespace == "http://www.w3.org/2005/Atom")
    #expect(parsed.texts["feed/id"] == [Self.baseURL])
    #expect(parsed.texts["feed/title"] == ["My <Health>"])
    #expect(parsed.texts["feed/updated"] == ["2024-12-14T00:00:00Z"])
    #expect(parsed.selfLinks == [Self.baseURL + "feed.xml"])
    // The site has weekly reports, so the feed lists them, newest first, each dated by the
    // week's last day but never after the data's last day.
    let titles = parsed.texts["feed/entry/title"] ?? []
    #expect(titles.count == 18)
    #expect(titles.prefix(2) == ["Week of December 8, 2024", "Week of December 1, 2024"])
    #expect(parsed.texts["feed/entry/id"]?.first == "tag:example.com,2024-12-08:/weeks/2024-12-08/")
    #expect(
      parsed.texts["feed/entry/updated"]?.prefix(2) == [
        "2024-12-14T00:00:00Z", "2024-12-07T00:00:00Z",
      ])
    #expect(try DashboardGoldenTests.text(Self.makeSite(), AtomFeed.path) == feed)
  }

  @Test func feedListsWeeklyReportsWhenTheSiteHasThem() throws {
    let end = try #require(LocalDate(iso: "2024-12-10"))
    let dataset = DemoData.makeDataset()
    var options = SiteOptions(weekStart: .monday)
    options.endDate = end
    let weeks = WeekReport.make(
      dataset: dataset, weekStart: .monday, units: .pounds, through: end)
    let entries = SiteGenerator.feedEntries(
      weeks: weeks, dataset: dataset, options: options, endDate: end)
    #expect(entries.count == weeks.count)
    #expect(
      entries.prefix(2).map(\.path) == ["weeks/2024-W50/index.html", "weeks/2024-W49/index.html"])
    #expect(entries.prefix(2).map(\.updated.isoString) == ["2024-12-10", "2024-12-08"])
    let latest = try #require(weeks.last).text(options)
    #expect(entries.first?.title == latest.title)
    #expect(entries.first?.summary == latest.summaryText)
    let feed = AtomFeed.render(baseURL: Self.baseURL, title: "T", entries: entries)
    let parsed = try FeedReader.read(feed)
    #expect(
      parsed.texts["feed/entry/id"]?.prefix(2) == [
        "tag:example.com,2024-12-09:/weeks/2024-W50/",
        "tag:example.com,2024-12-02:/weeks/2024-W49/",
      ])
    #expect(parsed.texts["feed/entry/summary"]?.first == latest.summaryText)
  }

  @Test func notFoundPageUsesTheLayout() throws {
    let relative = try DashboardGoldenTests.text(Self.makeSite(baseURL: nil), "404.html")
    #expect(relative.contains("<html lang=\"en-US\">"))
    #expect(relative.contains("<h1 class=\"page-title\">Page Not Found</h1>"))
    #expect(relative.contains("<link rel=\"stylesheet\" href=\"style.css\">"))
    #expect(relative.contains("<a href=\"index.html\">Go to the dashboard</a>"))
    // The root is worked out from the address before the style sheets load.
    let script = try #require(relative.range(of: "<script>"))
    let styles = try #require(relative.range(of: "<link rel=\"stylesheet\""))
    #expect(script.lowerBound < styles.lowerBound)
    // No <base> (the policy says base-uri 'none'): the relative links are rewritten instead,
    // and the script is allowed by its hash.
    #expect(relative.contains("d.querySelectorAll(`[href],[src]`)"))
    #expect(!relative.contains("<base"))
    let scripts = Self.inlineScripts(relative)
    #expect(scripts.count == 2 && scripts.last == ChartScript.source)
    #expect(
      relative.replacingOccurrences(of: "&#39;", with: "'").contains(
        "script-src " + scripts.map(ContentSecurityPolicy.hashSource).joined(separator: " ")
          + ";"))
    #expect(!relative.contains("aria-current"))
    let absolute = try DashboardGoldenTests.text(Self.makeSite(), "404.html")
    #expect(absolute.contains("<link rel=\"stylesheet\" href=\"" + Self.baseURL + "style.css\">"))
    #expect(absolute.contains("<a href=\"" + Self.baseURL + "index.html\">Go to the dashboard</a>"))
    #expect(!absolute.contains("rel=\"canonical\""))
    // With a base URL no root finder: the only script is the pages' chart script.
    let withoutChartScript = absolute.replacingOccurrences(
      of: "<script>" + ChartScript.source + "</script>", with: "")
    #expect(!withoutChartScript.contains("<script") && !absolute.contains("<noscript"))
  }

  /// The text of each inline `<script>` of a page.
  static func inlineScripts(_ html: String) -> [String] {
    html.components(separatedBy: "<script>").dropFirst().compactMap {
      $0.components(separatedBy: "</script>").first
    }
  }

  /// Every page, with and without a base URL, carries one Content-Security-Policy in its head,
  /// before any script, that allows no network and each of its inline scripts by hash only.
  @Test func everyPageHasAContentSecurityPolicyThatAllowsItsScriptsByHash() throws {
    for site in [try Self.makeSite(), try Self.makeSite(baseURL: nil)] {
      for file in site.files where file.path.hasSuffix(".html") {
        let html = String(decoding: file.contents, as: UTF8.self)
        let marker = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        let parts = html.components(separatedBy: marker)
        try #require(parts.count == 2, "\(file.path): one policy")
        // The attribute's value as a browser reads it (escaping writes ' as &#39;).
        let policy = try #require(parts[1].components(separatedBy: "\"").first)
          .replacingOccurrences(of: "&#39;", with: "'")
        #expect(parts[0].hasSuffix("<meta charset=\"utf-8\">\n"), "\(file.path)")
        #expect(!parts[0].contains("<script"), "\(file.path): the policy comes first")
        let directives = policy.components(separatedBy: "; ")
        for required in [
          "default-src 'none'", "connect-src 'none'", "base-uri 'none'", "form-action 'none'",
          "style-src 'self'", "img-src 'self'", "font-src 'self'",
        ] {
          #expect(directives.contains(required), "\(file.path): \(required)")
        }
        let scripts = Self.inlineScripts(html)
        #expect(!scripts.isEmpty)
        #expect(
          directives.contains(
            "script-src " + scripts.map(ContentSecurityPolicy.hashSource).joined(separator: " ")),
          "\(file.path)")
        #expect(!policy.contains("unsafe") && !policy.contains("http"), "\(file.path)")
      }
    }
  }

  /// The hash source of a script: base64 of its SHA-256, as browsers compute it (the value of
  /// an empty script is the SHA-256 of no bytes).
  @Test func hashSourcesAreBase64OfTheScriptsSHA256() {
    #expect(
      ContentSecurityPolicy.hashSource("")
        == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    #expect(
      ContentSecurityPolicy.hashSource("alert(1)")
        == "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  }

  /// The 404 script's root for a few addresses, run by `node` when it is installed.
  @Test func notFoundScriptFindsTheRootAtAnyDepth() throws {
    guard
      let node = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"]
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return }
    let script = SiteGenerator.notFoundRootScript(topFolders: ["charts", "data", "weeks", "steps"])
    let cases = [
      ("/404.html", "/"), ("/gone", "/"), ("/health/gone", "/health/"),
      ("/health/weeks/2020-01-05/gone.html", "/health/"), ("/a/b/steps/", "/a/b/"),
      ("/tmp/site/404.html", "/tmp/site/"),
    ]
    // A document of four elements: a relative style sheet and link are rewritten when the page
    // is parsed; an absolute URL, a root path and a fragment are left as they are.
    let document = """
      function E(a,v){var m={};m[a]=v;return {hasAttribute:function(k){return k in m},
      getAttribute:function(k){return m[k]},setAttribute:function(k,x){m[k]=x},m:m}}
      var all=[E(`href`,`style.css`),E(`src`,`favicon.svg`),E(`href`,`https://x.org/a`),
      E(`href`,`#main`),E(`href`,`/abs`)],ready;
      var document={addEventListener:function(n,f){if(n===`DOMContentLoaded`)ready=f},
      querySelectorAll:function(){return all}};
      """
    for (path, root) in cases {
      let program =
        "var location={pathname:\"\(path)\"};" + document + script
        + ";ready();process.stdout.write(all.map(function(e){return Object.values(e.m)[0]})"
        + ".join(` `))"
      let expected = [root + "style.css", root + "favicon.svg", "https://x.org/a", "#main", "/abs"]
      let process = Process()
      process.executableURL = URL(fileURLWithPath: node)
      process.arguments = ["-e", program]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(
        String(decoding: output, as: UTF8.self) == expected.joined(separator: " "), "\(path)")
    }
  }

  @Test func sitemapListsEveryPageWithTheDataDates() throws {
    var options = SiteOptions(title: "My <Health>", baseURL: Self.baseURL)
    options.indexable = true
    let site = try DashboardGoldenTests.makeSite(options)
    // Without --indexable there is no sitemap, and robots.txt keeps every crawler out.
    #expect(try !Self.makeSite().files.contains { $0.path == Sitemap.path })
    #expect(
      try DashboardGoldenTests.text(Self.makeSite(), "robots.txt").hasSuffix(
        "User-agent: *\nDisallow: /\n"))
    #expect(
      try DashboardGoldenTests.text(site, "robots.txt")
        == "User-agent: *\nAllow: /\nSitemap: " + Self.baseURL + "sitemap.xml\n")
    let sitemap = try DashboardGoldenTests.text(site, Sitemap.path)
    #expect(
      sitemap.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">"))
    let pages = site.files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "404.html" }
    #expect(sitemap.components(separatedBy: "<url>").count - 1 == pages.count)
    #expect(sitemap.contains("<loc>" + Self.baseURL + "</loc>\n    <lastmod>2024-12-14</lastmod>"))
    #expect(sitemap.contains("<loc>" + Self.baseURL + "steps/</loc>"))
    #expect(
      sitemap.contains(
        "<loc>" + Self.baseURL + "weeks/2024-12-01/</loc>\n    <lastmod>2024-12-07</lastmod>"))
    #expect(!sitemap.contains("404"))
    #expect(
      try DashboardGoldenTests.text(DashboardGoldenTests.makeSite(options), Sitemap.path) == sitemap
    )
    #expect(try !Self.makeSite(baseURL: nil).files.contains { $0.path == Sitemap.path })
  }

  @Test func feedEntryIDsDoNotDependOnTheBaseURLsPath() throws {
    let entry = AtomFeed.Entry(
      title: "T", path: "weeks/2024-W50/index.html", updated: LocalDate(dayNumber: 20_000),
      firstDay: LocalDate(dayNumber: 19_998))
    let ids = [
      "https://example.com/", "http://example.com:8080/health/", "https://example.com/a/b/",
    ].map { AtomFeed.entryID(baseURL: $0, entry: entry) }
    #expect(Set(ids).count == 1)
    #expect(ids.first?.hasPrefix("tag:example.com,") == true)
    #expect(ids.first?.hasSuffix(":/weeks/2024-W50/") == true)
    let root = AtomFeed.Entry(title: "D", path: "index.html", updated: LocalDate(dayNumber: 0))
    #expect(AtomFeed.entryID(baseURL: "https://x.org/", entry: root) == "tag:x.org,1970-01-01:/")
  }

  @Test func everyPageHasLangAndOneH1() throws {
    for file in try ListPageTests.makeSite(ListPageTests.dataset()).files
    where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      #expect(html.contains("<html lang=\"en-US\">"), "\(file.path)")
      #expect(html.components(separatedBy: "<h1").count == 2, "\(file.path)")
      var level = 1
      var rest = html[...]
      while let start = rest.range(of: "<h", options: []) {
        let tail = rest[start.upperBound...]
        if let digit = tail.first?.wholeNumberValue, (1...6).contains(digit) {
          #expect(digit <= level + 1, "\(file.path): h\(digit) after h\(level)")
          level = digit
        }
        rest = tail
      }
    }
  }
}

/// Reads an Atom feed with `XMLParser`: the text of each element by path and the self links.
final class FeedReader: NSObject, XMLParserDelegate {
  var texts: [String: [String]] = [:]
  var selfLinks: [String] = []
  var rootNamespace: String?
  private var stack: [String] = []
  private var text = ""

  struct NotWellFormed: Error {}

  static func read(_ feed: String) throws -> FeedReader {
    let reader = FeedReader()
    let parser = XMLParser(data: Data(feed.utf8))
    parser.shouldProcessNamespaces = true
    parser.delegate = reader
    guard parser.parse() else { throw NotWellFormed() }
    return reader
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    if stack.isEmpty { rootNamespace = namespaceURI }
    stack.append(elementName)
    text = ""
    if elementName == "link", attributes["rel"] == "self", let href = attributes["href"] {
      selfLinks.append(href)
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    let path = stack.joined(separator: "/")
    if ["id", "title", "updated", "summary"].contains(elementName) {
      texts[path, default: []].append(text)
    }
    stack.removeLast()
    text = ""
  }
}
