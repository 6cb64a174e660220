import ChartKit
import HealthCore

extension SiteGenerator {
  /// The site-relative path of the page static hosts serve for a missing page.
  public static let notFoundPath = "404.html"

  /// The metrics that get a list page: steps and weight always, every further metric with data.
  static func listMetrics(of dataset: HealthDataset) -> [MetricKind] {
    MetricKind.allCases.filter { metric in
      MoreCards.mainMetrics.contains(metric) || !dataset[metric].isEmpty
    }
  }

  /// The list pages (`<slug>/index.html`), one per ``listMetrics(of:)``.
  static func listPages(
    dataset: HealthDataset, options: SiteOptions, layout: PageLayout, templates: TemplateSet
  ) throws(TemplateError) -> [SiteFile] {
    var files: [SiteFile] = []
    for metric in listMetrics(of: dataset) {
      let page = ListPage(metric: metric, dataset: dataset, options: options)
      let section: PageLayout.Section? =
        metric == .steps ? .steps : metric == .bodyMass ? .weight : nil
      let text = try layout.render(
        templates: templates, pageTitle: page.title + " \u{2013} " + options.title,
        section: section, root: "../", content: try page.content(templates: templates),
        path: page.path, bodyClass: "page-" + metric.slug)
      files.append(SiteFile(path: page.path, text: text))
    }
    return files
  }

  /// `404.html`. Static hosts serve it at whatever path was asked for, so relative links could
  /// point anywhere: with a base URL its links are absolute from the site's root; without one
  /// they are relative to the root, which is right when the site is served at a host's root
  /// (and when the file is opened directly). It has no canonical link: it is not the canonical
  /// page of any address it is served at.
  static func notFoundPage(options: SiteOptions, layout: PageLayout, templates: TemplateSet)
    throws(TemplateError) -> String
  {
    let root = options.rootURL ?? ""
    let content = MarkupNode.group([
      .el("h1", [("class", "page-title")], [.text("Page Not Found")]), .newline,
      .el("p", [("class", "period")], [.text("There is no page at this address.")]), .newline,
      .el("p", [], [.el("a", [("href", root + "index.html")], [.text("Go to the dashboard")])]),
    ])
    return try layout.render(
      templates: templates, pageTitle: "Page Not Found \u{2013} " + options.title, section: nil,
      root: root, content: .node(content), bodyClass: "page-not-found")
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
        AtomFeed.Entry(
          title: report.title, path: WeeklyPages.folder + "/" + report.pagePath,
          updated: min(report.week.end, endDate), summary: report.summaryText)
      }
    }
    var entries = [AtomFeed.Entry(title: options.title, path: "index.html", updated: endDate)]
    for metric in listMetrics(of: dataset) {
      entries.append(
        AtomFeed.Entry(
          title: metric.displayName, path: metric.slug + "/index.html", updated: endDate))
    }
    return entries
  }
}
