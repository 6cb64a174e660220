import Foundation
import HealthCore

/// The weekly reports: `weeks/<week>/index.html` for every week with data, the standalone
/// charts of the latest weeks in `weeks/<week>/charts/`, and the archive `weeks/index.html`.
enum WeeklyPages {
  /// The site folder of the weekly reports.
  static let folder = "weeks"

  /// How many of the latest weeks have their charts as standalone SVG files beside their page
  /// (the weeks a reader may still attach to a mail). Every other week's page shows its charts
  /// inline and says how to write any of them as a file (`healthreport chart`).
  static let standaloneWeekCount = 4

  /// The options a week's page and charts are made with: the site's, ending on the week's last
  /// day, with no day selected and no manual days.
  /// - Parameters:
  ///   - options: the site's options.
  ///   - week: the week reported on.
  /// - Returns: the week's options.
  static func options(_ options: SiteOptions, for week: Week) -> SiteOptions {
    var weekOptions = options
    weekOptions.selectedDate = nil
    weekOptions.manualDays = [:]
    weekOptions.endDate = week.end
    return weekOptions
  }

  /// What ``make(weeks:dataset:options:templates:layout:build:previous:)`` made.
  struct Output {
    /// The rendered files, in week order, the archive last.
    var files: [SiteFile] = []
    /// The paths of the weeks kept from the previous build (not rendered).
    var kept: [String] = []
    /// One group per week, with the fingerprint of its inputs.
    var groups: [SiteFileGroup] = []
  }

  /// The weeks a report covers (every week with data up to the report's end), ascending.
  static func weeks(dataset: HealthDataset, options: SiteOptions) -> [WeekReport] {
    WeekReport.make(
      dataset: dataset, weekStart: options.weekStart, units: options.units,
      through: options.endDate, stepsGoal: options.stepsGoal)
  }

  /// The site-relative path of the newest week's report, or `nil` without weeks.
  static func latestWeekPath(of weeks: [WeekReport]) -> String? {
    weeks.last.map { folder + "/" + $0.pagePath }
  }

  /// Makes every weekly page, its charts and the archive, leaving out the weeks the previous
  /// build made from the same inputs.
  ///
  /// A week's page and charts are rendered from its ``WeekInputs`` only (the days of the 29
  /// days ending on the week's last day, its neighbours, the day its data runs through) and
  /// from what `build` fingerprints (options, templates, tool); their fingerprint is the hash
  /// of both, so a week whose fingerprint equals the previous build's would render the same
  /// bytes and is kept instead.
  /// - Parameters:
  ///   - weeks: the weeks' reports (``weeks(dataset:options:)``), ascending.
  ///   - dataset: the daily data.
  ///   - options: units, goal, week start and end day (a selected day and the manual days are
  ///     not shown here).
  ///   - templates: the site's templates (`week` and `weeks` are used).
  ///   - layout: the frame every page shares. A week's page says its data runs through the
  ///     week's last day (the data's last day when earlier) instead of the site's, so adding
  ///     days leaves the pages of finished weeks byte-identical and a rebuild rewrites few files.
  ///   - build: the hash of everything else a week page depends on
  ///     (``SiteGenerator/buildFingerprint(options:source:templates:publicFiles:tool:)``).
  ///   - previous: the groups the previous build left intact.
  ///   - reviewYears: the years with a review, which the archive links to.
  /// - Returns: the files, the kept paths and the groups.
  /// - Throws: `TemplateError` when a weekly template is missing or broken.
  static func make(
    weeks: [WeekReport], dataset: HealthDataset, options: SiteOptions, templates: TemplateSet,
    layout: PageLayout, build: ContentHash = ContentHash(), previous: PreviousBuild = .none,
    reviewYears: Set<Int> = []
  ) throws(TemplateError) -> Output {
    let lastDay = options.endDate ?? dataset.lastDate
    let texts = weeks.map { $0.text(options) }
    let windowIndex = WindowIndex(dataset)
    // Each week on its own, on both cores: the same bytes whatever the order.
    let made = try ParallelMap.make(count: weeks.count) { index throws(TemplateError) in
      try week(
        index, of: weeks, texts: texts, dataset: dataset, lastDay: lastDay, options: options,
        templates: templates, layout: layout, build: build, previous: previous,
        windowIndex: windowIndex)
    }
    var output = Output()
    output.files.reserveCapacity(weeks.count + Self.standaloneWeekCount * 12 + 1)
    for week in made {
      output.files += week.files
      output.kept += week.kept
      output.groups += week.groups
    }
    let archive = WeekArchivePage(weeks: texts, reviewYears: reviewYears, locale: options.locale)
    output.files.append(
      SiteFile(
        path: folder + "/index.html",
        text: try layout.render(
          templates: templates, pageTitle: archive.title + " \u{2013} " + options.title,
          section: .weeks, root: "../", content: try archive.content(templates: templates))))
    return output
  }

  /// The week at `index`: its group, and its page and chart files, or its paths as kept when
  /// the previous build made them from the same inputs.
  private static func week(
    _ index: Int, of weeks: [WeekReport], texts: [WeekText], dataset: HealthDataset,
    lastDay: LocalDate?, options: SiteOptions, templates: TemplateSet, layout: PageLayout,
    build: ContentHash, previous: PreviousBuild, windowIndex: WindowIndex
  ) throws(TemplateError) -> Output {
    var output = Output()
    let week = weeks[index]
    let inputs = WeekInputs(
      report: week, previous: index > 0 ? weeks[index - 1].week : nil,
      next: index + 1 < weeks.count ? weeks[index + 1].week : nil,
      dataEnd: lastDay.map { min($0, week.week.end) }, dataset: dataset,
      index: windowIndex)
    let base = folder + "/" + week.week.identifier + "/"
    let hasChartFiles = index >= weeks.count - Self.standaloneWeekCount
    let chartPaths =
      hasChartFiles
      ? DashboardCharts.fileNames(
        sections: DashboardCharts.sections(of: inputs.window), dataset: inputs.window
      ).map { base + "charts/" + $0 + ".svg" } : []
    let paths = [base + "index.html"] + chartPaths
    // The latest weeks annotate every datum; an older week's charts are pictures, with their
    // data tables (``SiteOptions/annotatedWeeks``): half the bytes. Any week's annotated
    // charts are one `healthreport chart NAME --week WEEK` away.
    let isInteractive = options.annotatedWeeks.map { index >= weeks.count - $0 } ?? true
    var weekBuild = build
    weekBuild.combine(isInteractive ? "annotated charts" : "charts as pictures")
    let fingerprint = inputs.fingerprint(build: weekBuild)
    output.groups.append(
      SiteFileGroup(
        key: folder + "/" + week.week.identifier, fingerprint: fingerprint, paths: paths))
    if previous.canKeep(folder + "/" + week.week.identifier, fingerprint: fingerprint, paths: paths)
    {
      output.kept = paths
      return output
    }
    var data = DashboardData(dataset: inputs.window, options: Self.options(options, for: week.week))
    data.highlight = week.week.range
    data.interactive = isInteractive
    let charts = DashboardCharts(data: data, linkRoot: "../../")
    let page = WeekPage(
      week: texts[index], previous: index > 0 ? texts[index - 1] : nil,
      next: index + 1 < weeks.count ? texts[index + 1] : nil, charts: charts,
      hasChartFiles: hasChartFiles)
    var weekLayout = layout
    weekLayout.footer = PageLayout.footer(
      source: inputs.window.source, endDate: inputs.dataEnd, locale: layout.locale)
    output.files.append(
      SiteFile(
        path: paths[0],
        contents: try weekLayout.renderBytes(
          templates: templates, pageTitle: texts[index].title + " \u{2013} " + options.title,
          section: .weeks, root: "../../", content: try page.content(templates: templates))))
    for chart in charts.all where hasChartFiles {
      output.files.append(
        SiteFile(
          path: base + "charts/" + chart.fileName + ".svg", contents: chart.standaloneBytes()))
    }
    return output
  }
}
