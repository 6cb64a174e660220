import ChartKit
import Foundation
import HealthCore

extension SiteGenerator {
  /// The site-relative path of the page static hosts serve for a missing page.
  public static let notFoundPath = "404.html"

  /// The metrics that get a list page of their own: steps and weight always, every further
  /// metric of the "More" section with data.
  static func listMetrics(of dataset: HealthDataset) -> [MetricKind] {
    MetricKind.allCases.filter { metric in
      MoreCards.mainMetrics.contains(metric)
        || (metric.section == .more && !dataset[metric].isEmpty)
    }
  }

  /// The list pages (`<slug>/index.html`), one per ``listMetrics(of:)``, and the pages of the
  /// sleep, heart, workout and vitals sections the data has (``SectionPage``), made on both
  /// cores (each page on its own, into its own slot: the same bytes whatever the order).
  static func listPages(
    dataset: HealthDataset, options: SiteOptions, layout: PageLayout, templates: TemplateSet
  ) throws(TemplateError) -> [SiteFile] {
    let metrics = listMetrics(of: dataset)
    let sections = layout.sections.filter { $0.metricSection != nil }
    let count = metrics.count + sections.count
    return try ParallelMap.make(count: count) { index throws(TemplateError) in
      index < metrics.count
        ? try listPage(
          metrics[index], dataset: dataset, options: options, layout: layout,
          templates: templates)
        : try sectionPage(
          sections[index - metrics.count], dataset: dataset, options: options,
          layout: layout, templates: templates)
    }
  }

  /// `metric`'s list page.
  static func listPage(
    _ metric: MetricKind, dataset: HealthDataset, options: SiteOptions, layout: PageLayout,
    templates: TemplateSet
  ) throws(TemplateError) -> SiteFile {
    let page = ListPage(metric: metric, dataset: dataset, options: options)
    let section: PageLayout.Section? =
      metric == .steps ? .steps : metric == .bodyMass ? .weight : nil
    let bytes = try layout.renderBytes(
      templates: templates, pageTitle: page.title + " \u{2013} " + options.title,
      section: section, root: "../", content: try page.content(templates: templates),
      path: page.path, bodyClass: "page-" + metric.slug)
    return SiteFile(path: page.path, contents: bytes)
  }

  /// The page of a sleep, heart, workout or vitals `section`.
  static func sectionPage(
    _ section: PageLayout.Section, dataset: HealthDataset, options: SiteOptions,
    layout: PageLayout, templates: TemplateSet
  ) throws(TemplateError) -> SiteFile {
    let page = SectionPage(section: section, dataset: dataset, options: options)
    let bytes = try layout.renderBytes(
      templates: templates, pageTitle: page.title + " \u{2013} " + options.title,
      section: section, root: "../", content: page.content, path: page.path,
      bodyClass: "page-" + section.rawValue)
    return SiteFile(path: page.path, contents: bytes)
  }

  /// `404.html`. Static hosts serve it at whatever path was asked for, so relative links could
  /// point anywhere. With a base URL its links are absolute from the site's root. Without one,
  /// a tiny inline script at the top of `<head>` works out the site's root from the address
  /// (``notFoundRootScript(topFolders:)``) and, once the page is parsed, puts it in front of
  /// every relative link and source, so its style sheets and links work at any depth and under
  /// any sub-path (a `<base>` would be simpler, but the pages' Content-Security-Policy says
  /// `base-uri 'none'`); without scripts the links stay relative to the root (right at the root
  /// and when the file is opened directly). It has no canonical link: it is
  /// not the canonical page of any address it is served at.
  static func notFoundPage(
    dataset: HealthDataset, options: SiteOptions, layout: PageLayout, templates: TemplateSet
  ) throws(TemplateError) -> String {
    let root = options.rootURL ?? ""
    let words = options.locale.strings
    let content = MarkupNode.group([
      .el("h1", [("class", "page-title")], [.text(words.text("Page Not Found"))]), .newline,
      .el("p", [("class", "period")], [.text(words.text("There is no page at this address."))]),
      .newline,
      .el(
        "p", [],
        [.el("a", [("href", root + "index.html")], [.text(words.text("Go to the dashboard"))])]),
    ])
    let script =
      options.rootURL == nil
      ? notFoundRootScript(
        topFolders: ["charts", "data", "summary", WeeklyPages.folder, YearlyPages.folder]
          + listMetrics(of: dataset).map(\.slug)
          + PageLayout.Section.present(in: dataset).filter {
            $0.metricSection != nil || $0 == .rings
          }.map(\.rawValue)) : nil
    // A private site's 404.html stays public (a host serves it at any address), so its footer
    // names neither the data's source nor its last day.
    var layout = layout
    if options.isPrivate { layout.footer = options.locale.strings.text("Made with healthreport.") }
    return try layout.render(
      templates: templates, pageTitle: words.text("Page Not Found") + " \u{2013} " + options.title,
      section: nil,
      root: root, content: .node(content), bodyClass: "page-not-found",
      headScript: script)
  }

  /// The inline script of `404.html` without a base URL: it takes the address's folders up to
  /// the first that is one of the site's top-level folders (`weeks`, `steps`, …), or up to the
  /// requested file's folder when none is, as the site's root, and when the document is parsed
  /// writes that root before every `href` and `src` that is relative (no scheme, no leading `/`
  /// or `#`).
  /// `https://host/health/weeks/2020-01-05/gone.html` and `https://host/health/gone` both give
  /// `/health/`; only a missing address inside a folder the site does not have
  /// (`/health/nothing/x`) is taken for a root one level too deep. Written without `&`, `<`,
  /// `>` or quotes (template literals instead), so the escaping text node leaves it as it is.
  /// - Parameter topFolders: the site's top-level folder names (plain ASCII).
  /// - Returns: the script's source.
  static func notFoundRootScript(topFolders: [String]) -> String {
    let names = topFolders.map { "`" + $0 + "`" }.joined(separator: ",")
    return "(function(){var s=location.pathname.split(`/`),t=[" + names
      + "],n=Math.max(1,s.length-1),i=1;while(i-n){if(t.indexOf(s[i])+1)break;i++}"
      + "var r=s.slice(0,i).join(`/`)+`/`,d=document;d.addEventListener(`DOMContentLoaded`,"
      + "function(){d.querySelectorAll(`[href],[src]`).forEach(function(e){"
      + "var a=e.hasAttribute(`href`)?`href`:`src`,v=e.getAttribute(a);"
      + "if(!/^([a-z][a-z0-9+.-]*:|[\\/#])/i.test(v))e.setAttribute(a,r+v)})})})()"
  }

  /// The feed's entries: the weekly reports (newest first, each dated by its last day or the
  /// data's last day when earlier, with its headline figures as the summary) when there are
  /// any, otherwise the dashboard and the list pages, dated by the data's last day.
  static func feedEntries(
    weeks: [WeekReport], dataset: HealthDataset, options: SiteOptions, endDate: LocalDate?
  ) -> [AtomFeed.Entry] {
    guard let endDate else { return [] }
    if !weeks.isEmpty {
      return weeks.reversed().map { report in
        let text = report.text(options)
        return AtomFeed.Entry(
          title: text.title, path: WeeklyPages.folder + "/" + report.pagePath,
          updated: min(report.week.end, endDate), summary: text.summaryText,
          firstDay: report.week.start)
      }
    }
    let firstDay = dataset.firstDate ?? endDate
    var entries = [
      AtomFeed.Entry(title: options.title, path: "index.html", updated: endDate, firstDay: firstDay)
    ]
    for metric in listMetrics(of: dataset) {
      entries.append(
        AtomFeed.Entry(
          title: options.locale.strings.text(metric.displayName),
          path: metric.slug + "/index.html", updated: endDate,
          firstDay: firstDay))
    }
    return entries
  }
}
