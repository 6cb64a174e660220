import ChartKit
import HealthCore

/// The frame every page shares (`layout.html`): head, header navigation, footer.
struct PageLayout: Sendable {
  /// The footer sentence.
  var footer: String
  /// The site's public address, ending in "/" (`--base-url`); with it every page gets a
  /// canonical link and the Atom feed's alternate link. `nil` for none.
  var baseURL: String? = nil

  /// The site's top-level pages, for the navigation.
  enum Section: String, Sendable, CaseIterable {
    case dashboard, steps, weight, sleep, heart, workouts, rings, vitals, summary, weeks, years

    var title: String {
      switch self {
      case .dashboard: return "Dashboard"
      case .steps: return "Steps"
      case .weight: return "Weight"
      case .sleep: return "Sleep"
      case .heart: return "Heart"
      case .workouts: return "Workouts"
      case .rings: return "Rings"
      case .vitals: return "Vitals"
      case .summary: return "Summary"
      case .weeks: return "Weeks"
      case .years: return "Years"
      }
    }

    var path: String {
      self == .dashboard ? "index.html" : rawValue + "/index.html"
    }

    /// The metric section of the pages of sleep, heart, workouts and vitals.
    var metricSection: MetricDefinition.Section? {
      switch self {
      case .sleep: return .sleep
      case .heart: return .heart
      case .workouts: return .workouts
      case .vitals: return .vitals
      default: return nil
      }
    }

    /// The sections a site of `dataset` has: dashboard, steps, weight, the summary, weeks and
    /// years always; sleep, heart, workouts and vitals when the data has them, the Activity
    /// rings when it has a summary.
    static func present(in dataset: HealthDataset) -> [Section] {
      allCases.filter { section in
        if section == .rings {
          return dataset.series.contains { $0.metric.section == .rings && !$0.isEmpty }
        }
        guard let metrics = section.metricSection else { return true }
        return dataset.series.contains { $0.metric.section == metrics && !$0.isEmpty }
      }
    }
  }

  /// The sections in the navigation (``Section/present(in:)``).
  var sections: [Section] = [.dashboard, .steps, .weight, .summary, .weeks, .years]

  /// Whether pages invite search engines in (`--indexable`); without it each page says
  /// `<meta name="robots" content="noindex">`.
  var indexable = false
  /// Whether the site has an Atom feed for the pages to link (not in a private site).
  var hasFeed = true
  /// The reader's language (`<html lang>`, the navigation's words).
  var locale = ReportLocale.englishUS

  /// Renders a page into the layout.
  /// - Parameters:
  ///   - templates: the site's templates.
  ///   - pageTitle: the document title (untrusted text).
  ///   - section: the page's place in the navigation.
  ///   - root: the relative path from the page to the site root ("" or "../").
  ///   - content: the page's main content: its template with values, or nodes.
  ///   - path: the page's site-relative path, for its canonical link (default: the section's).
  ///   - bodyClass: the body's class (default: `page-<section>`).
  ///   - headScript: the source of an inline script put first in `<head>`, before the style
  ///     sheets (404.html's script that finds the site's root); none by default. The page's
  ///     Content-Security-Policy allows it by its hash, as it does the chart script.
  /// - Returns: the whole page.
  /// - Throws: `TemplateError` when `layout.html` is missing or broken.
  func render(
    templates: TemplateSet, pageTitle: String, section: Section?, root: String,
    content: TemplateValue,
    path: String? = nil, bodyClass: String? = nil, headScript: String? = nil
  ) throws(TemplateError) -> String {
    try templates.template(named: "layout").render(
      values(
        pageTitle: pageTitle, section: section, root: root, content: content, path: path,
        bodyClass: bodyClass, headScript: headScript))
  }

  /// Renders a page into the layout as UTF-8 bytes: the bytes of
  /// ``render(templates:pageTitle:section:root:content:path:bodyClass:headScript:)``, made
  /// without a `String`, for the page's file.
  /// - Throws: `TemplateError` when `layout.html` is missing or broken.
  func renderBytes(
    templates: TemplateSet, pageTitle: String, section: Section?, root: String,
    content: TemplateValue,
    path: String? = nil, bodyClass: String? = nil, headScript: String? = nil
  ) throws(TemplateError) -> [UInt8] {
    try templates.template(named: "layout").renderBytes(
      values(
        pageTitle: pageTitle, section: section, root: root, content: content, path: path,
        bodyClass: bodyClass, headScript: headScript))
  }

  /// The layout's values for a page (see
  /// ``render(templates:pageTitle:section:root:content:path:bodyClass:headScript:)``).
  private func values(
    pageTitle: String, section: Section?, root: String, content: TemplateValue, path: String?,
    bodyClass: String?, headScript: String?
  ) -> [String: TemplateValue] {
    let links = sections.map { item in
      MarkupNode.el(
        "a", [("href", root + item.path), ("aria-current", item == section ? "page" : nil)],
        [.text(locale.strings.text(item.title))])
    }
    return [
      "page_title": .text(pageTitle),
      "lang": .text(locale.identifier),
      "root": .text(root),
      "body_class": .text(bodyClass ?? "page-" + (section?.rawValue ?? "other")),
      "head_start": .node(
        .group(
          [
            headScript.map {
              ContentSecurityPolicy.meta(scripts: [$0, ChartScript.source])
            } ?? .markup(Self.chartScriptPolicy)
          ]
            + (indexable
              ? [] : [.newline, .el("meta", [("name", "robots"), ("content", "noindex")])])
            + (headScript.map { [.newline, .el("script", [], [.text($0)])] } ?? []))),
      "head_links": .node(
        .group([
          headLinks(path: path ?? section?.path, root: root), .markup(Self.chartScript), .newline,
        ])),
      "navigation": .node(.group(links)),
      "content": content,
      "footer": .text(footer),
    ]
  }

  /// The policy `<meta>` of a page whose only inline script is the chart script, rendered once
  /// (its hash is the same for every page).
  private static let chartScriptPolicy = Markup(
    ContentSecurityPolicy.meta(scripts: [ChartScript.source]))

  /// The chart script's `<script>` element, rendered once.
  private static let chartScript = Markup(ChartScript.node)

  /// The canonical and feed links of a page at `path`, and the link-preview image (Open Graph
  /// `og:image`, which must be an absolute URL); nothing without ``baseURL``.
  func headLinks(path: String?, root: String) -> MarkupNode {
    guard let baseURL else { return .empty }
    var links: [MarkupNode] = [
      .el("meta", [("property", "og:image"), ("content", baseURL + PreviewImage.path)]),
      .el(
        "meta", [("property", "og:image:alt"), ("content", PreviewImage.altText(locale: locale))]),
      .el("meta", [("name", "twitter:card"), ("content", "summary_large_image")]),
    ]
    if let path {
      links.append(
        .el(
          "link",
          [("rel", "canonical"), ("href", PageLayout.canonicalURL(baseURL: baseURL, path: path))]))
    }
    if hasFeed {
      links.append(
        .el(
          "link",
          [("rel", "alternate"), ("type", "application/atom+xml"), ("href", root + AtomFeed.path)]
        ))
    }
    return .lines(links)
  }

  /// The public address of the page at `path`: `index.html` is dropped so that folders are
  /// addressed as `https://example.com/steps/`.
  static func canonicalURL(baseURL: String, path: String) -> String {
    if path == "index.html" { return baseURL }
    if path.hasSuffix("/index.html") { return baseURL + path.dropLast("index.html".count) }
    return baseURL + path
  }

  /// The footer for a dataset: where the data came from and the last day shown.
  static func footer(source: DataSource, endDate: LocalDate?, locale: ReportLocale) -> String {
    let words = locale.strings
    let origin: String
    switch source {
    case .demo: origin = words.text("demo data")
    case .csv(let path), .appleHealth(let path), .autoExport(let path), .healthConnect(let path):
      origin = lastComponent(of: path)
    }
    let made = words.format("Made with healthreport from %@.", origin)
    guard let endDate else { return made }
    return made + " " + words.format("Data through %@.", locale.dates.longDate(endDate))
  }

  /// The file name of a path (no folders are published).
  static func lastComponent(of path: String) -> String {
    String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
  }
}

extension PageLayout {
  /// The layout of every page of a site of `dataset`: its footer, address, sections, search
  /// engine invitation, feed and language.
  /// - Parameters:
  ///   - dataset: the site's data.
  ///   - options: the site's options.
  ///   - endDate: the last local day the site shows, if it has data.
  init(dataset: HealthDataset, options: SiteOptions, endDate: LocalDate?) {
    self.init(
      footer: Self.footer(source: dataset.source, endDate: endDate, locale: options.locale),
      baseURL: options.rootURL, sections: Section.present(in: dataset),
      indexable: options.indexable, hasFeed: !options.isPrivate, locale: options.locale)
  }
}
