import HealthCore

/// The years in review: `years/<year>/index.html` for every year with data, and the index
/// `years/index.html`. Like the weekly reports, a year's page is a group whose fingerprint
/// covers everything it shows (``fingerprint(of:previous:next:dataEnd:build:)``), so a
/// rebuild after a new day renders only that day's year.
enum YearlyPages {
  /// The site folder of the years.
  static let folder = "years"

  /// Every year's summary up to the report's end, ascending.
  static func years(dataset: HealthDataset, options: SiteOptions) -> [YearSummary] {
    YearSummary.make(
      dataset: dataset, through: options.endDate, stepsGoal: options.stepsGoal,
      weekStart: options.weekStart)
  }

  /// Makes each year's page (but those the previous build made from the same inputs) and the
  /// index.
  /// - Parameters:
  ///   - years: the years' summaries, ascending.
  ///   - dataset: the daily data.
  ///   - options: units, goals, week start and end day.
  ///   - templates: the site's templates (the layout).
  ///   - layout: the frame every page shares; a year's footer says its data runs through the
  ///     year's last day (the data's last day when earlier), so finished years never change.
  ///   - build: the hash of the options, templates and tool.
  ///   - previous: the groups the previous build left intact.
  /// - Returns: the files, the kept paths and the groups.
  /// - Throws: `TemplateError` when the layout is missing or broken.
  static func make(
    years: [YearSummary], dataset: HealthDataset, options: SiteOptions, templates: TemplateSet,
    layout: PageLayout, build: ContentHash = ContentHash(), previous: PreviousBuild = .none
  ) throws(TemplateError) -> WeeklyPages.Output {
    var output = WeeklyPages.Output()
    let lastDay = options.endDate ?? dataset.lastDate
    for (index, year) in years.enumerated() {
      let before = index > 0 ? years[index - 1] : nil
      let after = index + 1 < years.count ? years[index + 1] : nil
      let dataEnd = lastDay.map { min($0, year.covering.upperBound) }
      let key = folder + "/" + String(year.year)
      let path = folder + "/" + year.pagePath
      let fingerprint = Self.fingerprint(
        of: year, previous: before, next: after, dataEnd: dataEnd, build: build)
      output.groups.append(SiteFileGroup(key: key, fingerprint: fingerprint, paths: [path]))
      if previous.canKeep(key, fingerprint: fingerprint, paths: [path]) {
        output.kept.append(path)
        continue
      }
      let page = YearPage(summary: year, previous: before, next: after, options: options)
      var yearLayout = layout
      yearLayout.footer = PageLayout.footer(
        source: dataset.source, endDate: dataEnd, locale: options.locale)
      output.files.append(
        SiteFile(
          path: path,
          contents: try yearLayout.renderBytes(
            templates: templates,
            pageTitle: year.title(options.locale.strings) + " \u{2013} " + options.title,
            section: .years, root: "../../", content: page.content, path: path,
            bodyClass: "page-year")))
    }
    let index = YearIndexPage(years: years, options: options)
    output.files.append(
      SiteFile(
        path: folder + "/index.html",
        text: try layout.render(
          templates: templates, pageTitle: index.title + " \u{2013} " + options.title,
          section: .years, root: "../", content: index.content)))
    return output
  }

  /// The hash of everything a year's page shows after `build`, as 16 hexadecimal digits: the
  /// year's days of every metric, its workouts, the days it covers, the day its data runs
  /// through, its neighbours and the figures of the same days a year before (its changes).
  static func fingerprint(
    of year: YearSummary, previous: YearSummary?, next: YearSummary?, dataEnd: LocalDate?,
    build: ContentHash
  ) -> String {
    var hash = build
    hash.combine("year")
    hash.combine(year.year)
    hash.combine(year.covering.lowerBound.dayNumber)
    hash.combine(year.covering.upperBound.dayNumber)
    hash.combine(dataEnd?.dayNumber ?? Int.min)
    hash.combine(previous?.year ?? Int.min)
    hash.combine(next?.year ?? Int.min)
    for figures in year.metrics {
      hash.combine(figures.metric, days: figures.values)
    }
    for total in year.activities {
      hash.combine(total.activity)
      hash.combine(total.count)
      hash.combine(total.minutes)
    }
    // The same days a year before, in metric order (the changes).
    hash.combine(year.daysBefore?.lowerBound.dayNumber ?? Int.min)
    for metric in YearSummary.reportedMetrics {
      guard let figure = year.sameDaysBefore[metric] else { continue }
      hash.combine(metric.slug)
      hash.combine(figure.days)
      hash.combine(figure.total)
    }
    return hash.hex
  }
}
