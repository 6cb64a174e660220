import HealthCore

/// The weekly reports: `weeks/<week>/index.html` with its standalone charts for every week with
/// data, and the archive `weeks/index.html`.
enum WeeklyPages {
  /// The site folder of the weekly reports.
  static let folder = "weeks"

  /// The weeks a report covers (every week with data up to the report's end), ascending.
  static func weeks(dataset: HealthDataset, options: SiteOptions) -> [WeekReport] {
    WeekReport.make(
      dataset: dataset, weekStart: options.weekStart, units: options.units, through: options.endDate
    )
  }

  /// The site-relative path of the newest week's report, or `nil` without weeks.
  static func latestWeekPath(of weeks: [WeekReport]) -> String? {
    weeks.last.map { folder + "/" + $0.pagePath }
  }

  /// Makes every weekly page, its charts and the archive.
  /// - Parameters:
  ///   - weeks: the weeks' reports (``weeks(dataset:options:)``), ascending.
  ///   - dataset: the daily data.
  ///   - options: units, goal, week start and end day (a selected day is not shown here).
  ///   - templates: the site's templates (`week` and `weeks` are used).
  ///   - layout: the frame every page shares. A week's page says its data runs through the
  ///     week's last day (the data's last day when earlier) instead of the site's, so adding
  ///     days leaves the pages of finished weeks byte-identical and a rebuild rewrites few files.
  /// - Returns: the files, in week order, the archive last.
  /// - Throws: `TemplateError` when a weekly template is missing or broken.
  static func make(
    weeks: [WeekReport], dataset: HealthDataset, options: SiteOptions, templates: TemplateSet,
    layout: PageLayout
  ) throws(TemplateError) -> [SiteFile] {
    var files: [SiteFile] = []
    files.reserveCapacity(weeks.count * 5 + 1)
    var weekOptions = options
    weekOptions.selectedDate = nil
    let lastDay = options.endDate ?? dataset.lastDate
    for (index, week) in weeks.enumerated() {
      weekOptions.endDate = week.week.end
      var data = DashboardData(dataset: dataset, options: weekOptions)
      data.highlight = week.week.range
      let charts = DashboardCharts(data: data, linkRoot: "../../")
      let page = WeekPage(
        week: week, previous: index > 0 ? weeks[index - 1] : nil,
        next: index + 1 < weeks.count ? weeks[index + 1] : nil, charts: charts)
      let base = folder + "/" + week.week.identifier + "/"
      let weekLayout = PageLayout(
        footer: PageLayout.footer(
          source: dataset.source, endDate: lastDay.map { min($0, week.week.end) }),
        baseURL: layout.baseURL)
      files.append(
        SiteFile(
          path: base + "index.html",
          text: try weekLayout.render(
            templates: templates, pageTitle: week.title + " \u{2013} " + options.title,
            section: .weeks, root: "../../", content: try page.content(templates: templates)))
      )
      for chart in charts.all {
        files.append(
          SiteFile(path: base + "charts/" + chart.fileName + ".svg", text: chart.standaloneSVG()))
      }
    }
    let archive = WeekArchivePage(weeks: weeks)
    files.append(
      SiteFile(
        path: folder + "/index.html",
        text: try layout.render(
          templates: templates, pageTitle: archive.title + " \u{2013} " + options.title,
          section: .weeks, root: "../", content: try archive.content(templates: templates))))
    return files
  }
}
