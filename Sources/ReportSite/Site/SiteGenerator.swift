import HealthCore

/// Builds a whole site in memory from a dataset: the dashboard, a list page per metric, the four
/// standalone chart files, the weekly reports and their archive, the years in review and their
/// index, the data files (days, weeks, years, trends), the chart style sheet, `404.html`, the
/// Atom feed and `sitemap.xml` (with a base URL) and the static assets.
public enum SiteGenerator {
  /// The templates every build needs.
  public static let requiredTemplates = ["layout", "dashboard", "list", "week", "weeks"]

  /// Makes every page, chart and asset of the site, leaving out the weekly reports `previous`
  /// may keep (see ``WeeklyPages``).
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - options: what to show.
  ///   - resources: where templates and static assets are.
  ///   - previous: what the previous build left that may be kept (``PreviousBuild/none`` to
  ///     render everything).
  ///   - tool: identifies the program rendering (its version, and whatever tells its builds
  ///     apart): part of every fingerprint, so another program never keeps this one's files.
  /// - Returns: every file of the site, sorted by path, with the kept paths and the groups.
  /// - Throws: `TemplateError` for missing or broken templates, `SiteError` when a static asset cannot be read.
  public static func makeSite(
    dataset: HealthDataset, options: SiteOptions, resources: Resources,
    previous: PreviousBuild = .none, tool: String = ""
  ) throws -> Site {
    let options = options.namingHRVMethods(of: dataset)
    let templates = try TemplateSet.load(from: resources, required: requiredTemplates)
    var files = try resources.publicFiles()
    let build = buildFingerprint(
      options: options, source: dataset.source, templates: templates, publicFiles: files,
      tool: tool, sections: PageLayout.Section.present(in: dataset))
    let pages = try makePages(
      dataset: dataset, options: options, templates: templates, build: build, previous: previous)
    let generated = Set(pages.files.map(\.path) + pages.kept)
    let rules = files.first { $0.path == SiteStyleSheet.path }?.contents ?? []
    // Generated files replace public files of the same path; `style.css` opens with the theme.
    files.removeAll { $0.path == SiteStyleSheet.path || generated.contains($0.path) }
    files.append(SiteStyleSheet.file(theme: HealthPalette.theme, rules: rules))
    return Site(files: files + pages.files, kept: pages.kept, groups: pages.groups)
  }

  /// The site-relative path of the per-day figures (`DailyCSV`), linked from the dashboard.
  public static let dailyCSVPath = "data/daily.csv"
  /// The site-relative path of the weekly figures (`WeeksCSV`), linked from the archive.
  public static let weeksCSVPath = "data/weeks.csv"
  /// The site-relative path of the trends (`TrendsCSV`), linked from the dashboard.
  public static let trendsCSVPath = "data/trends.csv"
  /// The site-relative path of the years in review (`YearsCSV`), linked from their pages.
  public static let yearsCSVPath = "data/years.csv"
  /// The site-relative path of the rules for crawlers.
  public static let robotsPath = "robots.txt"

  /// `robots.txt`: health data is not for search engines, so every site disallows all unless
  /// it is built `--indexable` (then it allows all and names the sitemap when there is one).
  static func robotsText(options: SiteOptions) -> String {
    guard options.indexable, !options.isPrivate else {
      return "# A personal health report: not for search engines.\nUser-agent: *\nDisallow: /\n"
    }
    return "User-agent: *\nAllow: /\n"
      + (options.rootURL.map { "Sitemap: " + $0 + Sitemap.path + "\n" } ?? "")
  }

  /// Makes the generated files (everything but the static assets), including
  /// ``dailyCSVPath``.
  public static func makePages(dataset: HealthDataset, options: SiteOptions, templates: TemplateSet)
    throws(TemplateError) -> [SiteFile]
  {
    try makePages(
      dataset: dataset, options: options, templates: templates, build: ContentHash(),
      previous: .none
    ).files
  }

  /// Makes the generated files but the weekly reports `previous` may keep.
  static func makePages(
    dataset: HealthDataset, options: SiteOptions, templates: TemplateSet, build: ContentHash,
    previous: PreviousBuild
  ) throws(TemplateError) -> WeeklyPages.Output {
    let options = options.namingHRVMethods(of: dataset)
    let templates = templates.localized(options.locale.strings)
    let data = DashboardData(dataset: dataset, options: options)
    let layout = PageLayout(dataset: dataset, options: options, endDate: data.endDate)
    let charts = DashboardCharts(data: data, linkRoot: "")
    let weeks = WeeklyPages.weeks(dataset: dataset, options: options)
    let years = YearlyPages.years(dataset: dataset, options: options)
    let trends = data.endDate.map { TrendRule.trends(in: dataset, endingOn: $0) } ?? []
    let rings = dataset.rings
    var files: [SiteFile] = [
      SiteFile(
        path: "index.html",
        text: try dashboardPage(
          dataset: dataset, data: data, charts: charts,
          latestWeek: WeeklyPages.latestWeekPath(of: weeks), trends: trends,
          years: years.map(\.year), rings: rings, layout: layout, options: options,
          templates: templates)),
      SiteFile(path: "charts.css", text: HealthPalette.chartStyleSheet),
      SiteFile(path: robotsPath, text: robotsText(options: options)),
      SiteFile(path: Favicon.path, text: Favicon.svg(theme: HealthPalette.theme)),
      SiteFile(path: dailyCSVPath, text: DailyCSV.render(dataset)),
      SiteFile(path: weeksCSVPath, text: WeeksCSV.render(weeks)),
      SiteFile(path: trendsCSVPath, text: TrendsCSV.render(trends, units: options.units)),
      SiteFile(path: yearsCSVPath, text: YearsCSV.render(years, units: options.units)),
    ]
    for chart in charts.all {
      files.append(
        SiteFile(path: "charts/" + chart.fileName + ".svg", contents: chart.standaloneBytes()))
    }
    // A picture shows no annotation, so its charts keep no room for one above the plot.
    var picture = data
    picture.interactive = false
    files.append(
      SiteFile(
        path: PreviewImage.path,
        contents: PreviewImage.png(of: DashboardCharts(data: picture, linkRoot: ""))))
    files.append(
      contentsOf: try listPages(
        dataset: dataset, options: options, layout: layout, templates: templates))
    let summary = SummaryPage(dataset: dataset, options: options)
    files.append(
      SiteFile(
        path: SummaryPage.path,
        text: try layout.render(
          templates: templates, pageTitle: summary.title + " \u{2013} " + options.title,
          section: .summary, root: "../", content: .node(summary.content),
          path: SummaryPage.path, bodyClass: "page-summary")))
    if !rings.isEmpty {
      let page = RingsPage(rings: rings, options: options)
      files.append(
        SiteFile(
          path: RingsPage.path,
          text: try layout.render(
            templates: templates, pageTitle: page.title + " \u{2013} " + options.title,
            section: .rings, root: "../", content: .node(page.content), path: RingsPage.path,
            bodyClass: "page-rings")))
    }
    files.append(
      SiteFile(
        path: notFoundPath,
        text: try notFoundPage(
          dataset: dataset, options: options, layout: layout, templates: templates)))
    var output = try WeeklyPages.make(
      weeks: weeks, dataset: dataset, options: options, templates: templates, layout: layout,
      build: build, previous: previous, reviewYears: Set(years.map(\.year)))
    files.append(contentsOf: output.files)
    let yearly = try YearlyPages.make(
      years: years, dataset: dataset, options: options, templates: templates, layout: layout,
      build: build, previous: previous)
    files.append(contentsOf: yearly.files)
    output.kept += yearly.kept
    output.groups += yearly.groups
    // A private site has no feed (its titles are dates of the data) and no sitemap; a public one
    // has its sitemap only when it invites search engines in.
    if let baseURL = options.rootURL, !options.isPrivate {
      let entries = feedEntries(
        weeks: weeks, dataset: dataset, options: options, endDate: data.endDate)
      files.append(
        SiteFile(
          path: AtomFeed.path,
          text: AtomFeed.render(baseURL: baseURL, title: options.title, entries: entries)))
    }
    if let baseURL = options.rootURL, options.indexable, !options.isPrivate {
      files.append(
        SiteFile(
          path: Sitemap.path,
          text: Sitemap.render(
            baseURL: baseURL,
            entries: Sitemap.entries(
              paths: files.map(\.path) + output.kept, weeks: weeks, years: years,
              endDate: data.endDate))))
    }
    output.files = files
    return output
  }

  /// Renders only the dashboard page (`index.html`).
  public static func makeDashboardPage(
    dataset: HealthDataset, options: SiteOptions, templates: TemplateSet
  )
    throws(TemplateError) -> String
  {
    let templates = templates.localized(options.locale.strings)
    let data = DashboardData(dataset: dataset, options: options)
    let layout = PageLayout(dataset: dataset, options: options, endDate: data.endDate)
    let charts = DashboardCharts(data: data, linkRoot: "")
    return try dashboardPage(
      dataset: dataset, data: data, charts: charts,
      latestWeek: WeeklyPages.latestWeekPath(
        of: WeeklyPages.weeks(dataset: dataset, options: options)),
      trends: data.endDate.map { TrendRule.trends(in: dataset, endingOn: $0) } ?? [],
      years: YearlyPages.years(dataset: dataset, options: options).map(\.year),
      rings: dataset.rings, layout: layout, options: options, templates: templates)
  }

  private static func dashboardPage(
    dataset: HealthDataset, data: DashboardData, charts: DashboardCharts, latestWeek: String?,
    trends: [Trend], years: [Int], rings: [ActivityRings], layout: PageLayout,
    options: SiteOptions, templates: TemplateSet
  ) throws(TemplateError) -> String {
    var dashboard = DashboardPage(
      data: data, title: options.title, charts: charts, latestWeek: latestWeek)
    dashboard.moreCards = MoreCards(dataset: dataset, options: options).node
    dashboard.ringsCard = RingsCard(rings: rings, options: options).node
    dashboard.insights =
      InsightsSection(
        trends: trends, options: options, end: data.endDate, dataset: dataset, years: years
      ).node
    return try layout.render(
      templates: templates, pageTitle: options.title, section: .dashboard, root: "",
      content: try dashboard.content(templates: templates))
  }
}
