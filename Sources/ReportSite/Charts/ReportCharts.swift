import ChartKit
import ChartRaster
import Foundation
import HealthCore

/// The dashboard charts of a dataset as standalone SVG documents, for email attachments,
/// downloads and benchmarks: the four of steps and weight, and two for each of sleep, heart and
/// workouts (``kinds`` lists those the data has).
public struct ReportCharts: Sendable {
  /// The charts, by file name.
  public enum Kind: String, Sendable, CaseIterable {
    /// Daily steps bars with the average rule.
    case steps
    /// Average steps per weekday (donut).
    case stepsWeekday = "steps-weekday"
    /// Weight line with the goal rule.
    case weight
    /// Average daily weight change per weekday.
    case weightChange = "weight-change"
    /// Sleep per night, stacked by stage.
    case sleep
    /// Average time asleep per weekday.
    case sleepWeekday = "sleep-weekday"
    /// Resting heart rate per day.
    case restingHeartRate = "resting-heart-rate"
    /// Heart rate variability (SDNN, the Health app's) per day.
    case heartRateVariability = "hrv"
    /// Heart rate variability (RMSSD, Health Connect's) per day.
    case heartRateVariabilityRMSSD = "hrv-rmssd"
    /// Workout minutes per day, stacked by activity.
    case workouts
    /// Average workout minutes per weekday.
    case workoutsWeekday = "workouts-weekday"
    /// Blood pressure per day, a bar from diastolic to systolic.
    case bloodPressure = "blood-pressure"
    /// Blood glucose per day, with the target range.
    case glucose

    /// The report section of a sleep, heart, workout or vitals chart; `nil` for steps and
    /// weight.
    var section: PageLayout.Section? {
      switch self {
      case .sleep, .sleepWeekday: return .sleep
      case .restingHeartRate, .heartRateVariability, .heartRateVariabilityRMSSD: return .heart
      case .workouts, .workoutsWeekday: return .workouts
      case .bloodPressure, .glucose: return .vitals
      default: return nil
      }
    }
  }

  /// What the steps and weight charts are made from, computed once.
  private let data: DashboardData
  /// What the sleep, heart, workout and vitals charts are made from (without a link: a
  /// section without data gives its empty states).
  private let sectionContext: SectionCharts.Context
  /// The sections whose dashboard segment the data has (their first card links to their page).
  private let sections: [PageLayout.Section]
  /// The relative path from a standalone chart to the site root.
  private static let linkRoot = "../"

  /// The charts the data has, in dashboard order: steps and weight always, then those of the
  /// sleep, heart, workout and vitals sections with data that have a kind (a dashboard card of
  /// VO2 max, say, has none).
  public var kinds: [Kind] {
    let made = Set(
      sections.flatMap { SectionCharts.fileNames($0, dataset: sectionContext.dataset) })
    return Kind.allCases.filter { kind in kind.section == nil || made.contains(kind.rawValue) }
  }

  /// Computes the charts' data once; each chart is made when asked for.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - options: units, goal, week start, end day and selection.
  ///   - dayCount: the days shown by the steps and weight charts (28 on the dashboard).
  ///   - highlight: days the steps and weight charts mark with a light band, as a weekly
  ///     report's page marks its week; `nil` for none.
  ///   - interactive: whether the charts show annotations on hover and focus (SVG files);
  ///     `false` for pictures (PNG), which then keep no room for annotations above the plot.
  public init(
    dataset: HealthDataset, options: SiteOptions,
    dayCount: Int = ReportWindow.chartDayCount, highlight: ClosedRange<LocalDate>? = nil,
    interactive: Bool = true
  ) {
    let options = options.namingHRVMethods(of: dataset)
    var data = DashboardData(dataset: dataset, options: options, dayCount: dayCount)
    data.highlight = highlight
    data.interactive = interactive
    self.data = data
    sections = DashboardCharts.sections(of: dataset)
    var context = SectionCharts.Context(
      dataset: dataset, options: options, window: data.window, link: nil)
    context.interactive = interactive
    context.highlight = highlight
    sectionContext = context
  }

  /// Computes the charts of the `dayCount` days ending on `end`, nothing selected.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - end: the charts' last day.
  ///   - units: the unit weights are shown in.
  ///   - goalWeight: the goal weight in `units`; `nil` for the unit's default.
  ///   - stepsGoal: the daily steps goal, steps.
  ///   - weekStart: the first day of the week (weekday charts).
  ///   - dayCount: the days shown by the steps and weight charts.
  ///   - highlight: days the steps and weight charts mark (a report's week), or `nil`.
  ///   - interactive: whether the charts show annotations (SVG) or not (pictures).
  public init(
    dataset: HealthDataset, endingOn end: LocalDate, units: WeightUnit, goalWeight: Double?,
    stepsGoal: Double = GoalRule.defaultSteps, weekStart: WeekStart,
    dayCount: Int = ReportWindow.chartDayCount,
    highlight: ClosedRange<LocalDate>? = nil, interactive: Bool = true
  ) {
    self.init(
      dataset: dataset,
      options: SiteOptions(
        units: units, goalWeight: goalWeight, stepsGoal: stepsGoal, weekStart: weekStart,
        endDate: end),
      dayCount: dayCount, highlight: highlight, interactive: interactive)
  }

  /// The charts of a weekly report as its page and its standalone files show them: the 28 days
  /// ending on the week's last day with the week marked, made from the days its page reads
  /// (so `healthreport chart` writes the same bytes the site writes for the latest weeks).
  /// - Parameters:
  ///   - week: the week reported on.
  ///   - dataset: the daily data.
  ///   - options: the site's options (units, goals, locale); the week sets the end day.
  ///   - interactive: whether the charts show annotations (SVG) or not (pictures).
  public init(week: Week, dataset: HealthDataset, options: SiteOptions, interactive: Bool = true) {
    // Named from the whole data, as the site names its week pages.
    self.init(
      dataset: WeekInputs.window(of: week, in: dataset),
      options: WeeklyPages.options(options.namingHRVMethods(of: dataset), for: week),
      highlight: week.range,
      interactive: interactive)
  }

  /// The chart drawn as a PNG picture on a card's background, as the charts of a page look in
  /// the light theme (make the charts with `interactive: false`, as a picture shows no
  /// annotation).
  /// - Parameters:
  ///   - kind: which chart.
  ///   - scale: image pixels per CSS pixel (2 is sharp on high-density screens).
  /// - Returns: the PNG bytes, or `nil` when the drawing has no size.
  public func png(_ kind: Kind, scale: Double = 2) -> Data? {
    ChartRasterizer.png(
      of: standaloneDocument(kind).drawing, scale: scale,
      background: RasterColor(css: HealthPalette.theme.light.card))
  }

  /// The chart as a self-contained SVG document (UTF-8 text with an XML declaration).
  /// - Parameters:
  ///   - kind: which chart.
  ///   - pretty: one element per line with indentation (for reading and golden files) instead
  ///     of the compact markup that is written to sites.
  /// - Returns: the SVG document as UTF-8 text, with an XML declaration.
  public func standaloneSVG(_ kind: Kind, pretty: Bool = false) -> String {
    chart(kind).standaloneSVG(pretty: pretty)
  }

  /// The compact ``standaloneSVG(_:pretty:)`` as the bytes of its file (UTF-8, with an XML
  /// declaration), for writing it as it is.
  /// - Parameter kind: which chart.
  /// - Returns: the SVG file's bytes.
  public func standaloneBytes(_ kind: Kind) -> [UInt8] {
    chart(kind).standaloneBytes()
  }

  /// The chart as a self-contained SVG document and the drawing recorded while it was written
  /// (``MarkupWriter/recordedNodes``: the same elements as node trees, for a rasterizer).
  /// - Parameter kind: which chart.
  /// - Returns: the compact SVG document (UTF-8 text, with an XML declaration) and the drawing.
  public func standaloneDocument(_ kind: Kind) -> (svg: String, drawing: [MarkupNode]) {
    chart(kind).standaloneDocument()
  }

  /// The chart's size in CSS pixels, as its SVG's `width` and `height` say.
  /// - Parameter kind: which chart.
  /// - Returns: the width and height, in CSS pixels.
  public func size(_ kind: Kind) -> (width: Double, height: Double) {
    chart(kind).size
  }

  /// The chart's accessible description (the figures it shows: "28 days from November 17 to
  /// December 14, 2024, 26 with data. Highest: …"), as its SVG's `<desc>` says.
  /// - Parameter kind: which chart.
  /// - Returns: the description, plain text.
  public func description(_ kind: Kind) -> String {
    chart(kind).accessibility.description
  }

  /// The chart's accessible label ("Bar chart, step count, last 28 days, …"), as its SVG's
  /// `<title>` says.
  /// - Parameter kind: which chart.
  /// - Returns: the label, plain text.
  public func label(_ kind: Kind) -> String {
    chart(kind).accessibility.label
  }

  /// The link of a section's first card: its page when the data has the section, else none.
  private func sectionLink(_ section: PageLayout.Section) -> String? {
    sections.contains(section) ? Self.linkRoot + section.path : nil
  }

  /// Makes the chart of `kind` as the dashboard (``DashboardCharts``) makes it, alone.
  private func chart(_ kind: Kind) -> any DashboardChart {
    let steps = { StepsBarChart(data: data, link: Self.linkRoot + PageLayout.Section.steps.path) }
    switch kind {
    case .steps: return steps()
    case .stepsWeekday: return WeekdayDonutChart(data: data)
    case .weight:
      return WeightLineChart(data: data, link: Self.linkRoot + PageLayout.Section.weight.path)
    case .weightChange: return WeightChangeChart(data: data)
    // The first card of the sleep and workout segments, made alone (the dashboard's other card,
    // the weekday averages, is not needed for it).
    case .sleep: return SleepChart(context: sectionContext.linking(sectionLink(.sleep)))
    case .workouts: return WorkoutChart(context: sectionContext.linking(sectionLink(.workouts)))
    default:
      guard let section = kind.section else { return steps() }
      // A section with data links its first card to its page; a section without data still
      // gives its (empty) chart when asked for.
      var context = sectionContext
      if sections.contains(section) { context.link = Self.linkRoot + section.path }
      if let chart = SectionCharts.dashboard(section, context).first(where: {
        $0.fileName == kind.rawValue
      }) {
        return chart
      }
      // A heart or vitals chart the dashboard does not show (the other HRV measure, or no such
      // data): the chart, or its empty state.
      switch kind {
      case .heartRateVariability: return sectionContext.chart(.heartRateVariability, link: nil)
      case .heartRateVariabilityRMSSD:
        return sectionContext.chart(.heartRateVariabilityRMSSD, link: nil)
      case .bloodPressure: return sectionContext.bloodPressure(link: nil)
      case .glucose: return sectionContext.glucose(link: nil)
      default: return steps()
      }
    }
  }
}
