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
        section: section, root: "../", content: try page.renderContent(templates: templates),
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
    let content = [
      SVGNode.el("h1", [("class", "page-title")], [.text("Page Not Found")]),
      .el("p", [("class", "period")], [.text("There is no page at this address.")]),
      .el("p", [], [.el("a", [("href", root + "index.html")], [.text("Go to the dashboard")])]),
    ].map { $0.render() }.joined(separator: "\n")
    return try layout.render(
      templates: templates, pageTitle: "Page Not Found \u{2013} " + options.title, section: nil,
      root: root, content: content, bodyClass: "page-not-found")
  }

  /// The feed's entries: the weekly reports (`weeks/<week>/index.html`, newest first) when the
  /// site has them, otherwise the dashboard and the list pages; all dated by the data's last day
  /// (a week's entry by its last day when that is earlier).
  static func feedEntries(
    files: [SiteFile], dataset: HealthDataset, options: SiteOptions, endDate: LocalDate?
  )
    -> [AtomFeed.Entry]
  {
    guard let endDate else { return [] }
    let weeks = files.compactMap { file -> (id: String, path: String)? in
      let parts = file.path.split(separator: "/")
      guard parts.count == 3, parts[0] == "weeks", parts[2] == "index.html" else { return nil }
      return (String(parts[1]), file.path)
    }
    if !weeks.isEmpty {
      return weeks.sorted { $0.id > $1.id }.map { week in
        let last = weekLastDay(id: week.id).map { min($0, endDate) } ?? endDate
        return AtomFeed.Entry(title: "Week " + week.id, path: week.path, updated: last)
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

  /// The last day of a week named `2024-12-08` (its first day) or `2024-W50` (ISO 8601).
  static func weekLastDay(id: String) -> LocalDate? {
    if let first = LocalDate(iso: id) { return first.adding(days: 6) }
    let parts = id.split(separator: "-")
    guard parts.count == 2, parts[1].hasPrefix("W"), let year = Int(parts[0]),
      let week = Int(parts[1].dropFirst()), (1...53).contains(week),
      let january4 = LocalDate(year: year, month: 1, day: 4)
    else { return nil }
    let firstMonday = WeekStart.monday.weekStart(containing: january4)
    return firstMonday.adding(days: 7 * (week - 1) + 6)
  }
}
