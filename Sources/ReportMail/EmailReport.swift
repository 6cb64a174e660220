import ChartKit
import ChartRaster
import Foundation
import HealthCore
import ReportSite

/// A week's report as an RFC 5322 / MIME email.
///
/// Structure (the layout mail clients render best):
/// ```
/// multipart/mixed
/// ├─ multipart/related; type="multipart/alternative"
/// │  ├─ multipart/alternative
/// │  │  ├─ text/plain; charset=utf-8   (quoted-printable)
/// │  │  └─ text/html; charset=utf-8    (quoted-printable, images by cid:)
/// │  └─ the charts the HTML shows: image/png (inline, by cid:), drawn by ChartRaster
/// └─ the same charts as image/svg+xml attachments: each the document its PNG was drawn from
/// ```
/// The output is deterministic: the Date comes from the week, boundaries and the Message-ID
/// from hashes of the content.
public struct EmailReport: Sendable {
  /// The rendered message and any warnings for the user.
  public struct Output: Sendable {
    /// The message's bytes (ASCII, CRLF line endings).
    public var message: Data
    /// Warning lines (without line breaks), such as a failed PNG rendering.
    public var warnings: [String]
  }

  /// The daily data.
  public var dataset: HealthDataset
  /// The week reported on.
  public var week: Week
  /// What the report shows and how: the units, the goals and the reader's locale (the
  /// message's `Content-Language`), as a build takes them. Its week start and last day are the
  /// week's (``chartOptions``).
  public var options: SiteOptions
  /// The sender.
  public var from: EmailAddress
  /// The recipient, or `nil` for no `To` field.
  public var to: EmailAddress?
  /// The subject; `nil` for `Health report, week <week>` in the reader's words.
  public var subject: String?
  /// The `Date` field; `nil` for the week's last day at 18:00 UTC.
  public var date: MailDate?

  /// The reader's language and customs.
  var locale: ReportLocale { options.locale }

  /// The options the week's charts and text are made with: ``options`` with the week's first
  /// weekday and last day, naming the HRV measures as a site of ``dataset`` names them.
  var chartOptions: SiteOptions {
    var options = options
    options.weekStart = week.weekStart
    options.endDate = week.end
    return options.namingHRVMethods(of: dataset)
  }

  /// Creates a report.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - week: the week reported on.
  ///   - options: the units, goals and locale; the CLI's defaults (pounds, American English)
  ///     when not given.
  ///   - from: the sender.
  ///   - to: the recipient, if any.
  ///   - subject: the subject, or `nil` for the default.
  ///   - date: the Date field, or `nil` for the week's last day at 18:00 UTC.
  public init(
    dataset: HealthDataset, week: Week, options: SiteOptions = SiteOptions(),
    from: EmailAddress = .defaultSender, to: EmailAddress? = nil, subject: String? = nil,
    date: MailDate? = nil
  ) {
    self.dataset = dataset
    self.week = week
    self.options = options
    self.from = from
    self.to = to
    self.subject = subject
    self.date = date
  }

  /// The latest week that has data of any metric, or `nil` for an empty dataset.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - weekStart: the first day of the week.
  /// - Returns: the latest week with data, or `nil` when there is none.
  public static func latestWeek(in dataset: HealthDataset, weekStart: WeekStart) -> Week? {
    dataset.lastDate.map { Week(containing: $0, weekStart: weekStart) }
  }

  /// The subject used when none is given: `Health report, week 2024-W50` in the reader's words.
  public var effectiveSubject: String {
    subject ?? locale.strings.format("Health report, week %@", week.identifier)
  }

  /// The week's text in the reader's language and units.
  var weekText: WeekText {
    WeekReport(dataset: dataset, week: week, units: options.units, stepsGoal: options.stepsGoal)
      .text(chartOptions)
  }

  /// Renders the message: the charts are drawn as PNG by ChartRaster (no external program).
  /// - Returns: the message and warnings (a chart that could not be drawn is left out of the
  ///   HTML body; its SVG is still attached).
  public func render() -> Output {
    let charts = makeCharts()
    var warnings: [String] = []
    for chart in charts where chart.png == nil {
      warnings.append("warning: the \(chart.name) chart could not be drawn as PNG")
    }
    let (plain, html) = bodies(charts: charts)
    let alternative = MIMEPart.multipart(
      "alternative", parts: [.text(plain, subtype: "plain"), .text(html, subtype: "html")])
    let pngParts = charts.compactMap { chart in
      chart.png.map {
        MIMEPart.file(
          $0, contentType: "image/png", fileName: chart.name + ".png",
          contentID: chart.pngContentID, disposition: "inline")
      }
    }
    let svgParts = charts.map { chart in
      MIMEPart.file(
        Data(chart.svg.utf8), contentType: "image/svg+xml", fileName: chart.name + ".svg",
        contentID: chart.svgContentID, disposition: "attachment")
    }
    let related = MIMEPart.multipart(
      "related", parameters: [("type", "multipart/alternative")], parts: [alternative] + pngParts)
    let root = MIMEPart.multipart("mixed", parts: [related] + svgParts)
    let message = MIMEMessage(
      from: from, to: to, subject: effectiveSubject, date: date ?? MailDate(date: week.end),
      root: root, language: locale.identifier)
    return Output(message: message.render(), warnings: warnings)
  }

  /// The charts of the 28 days ending on the week's last day (steps and weight, then sleep,
  /// heart and workouts when the data has them), the week marked as on its page, then the
  /// week's Activity rings when it has them (``ringsChart(of:)``). Each is one
  /// picture in two files: the standalone SVG document that is attached, and its drawing
  /// rasterized as the PNG the HTML body shows, at twice the email's content width on the
  /// email card's colour. Pictures show no annotation, so they keep no room for one above the
  /// plot.
  func makeCharts() -> [EmailChart] {
    let pictures = ReportCharts(
      dataset: dataset, options: chartOptions, highlight: week.range, interactive: false)
    let report = weekText
    let background = RasterColor(css: EmailStyle.imageBackground)
    let width = EmailStyle.contentWidth
    let charts = pictures.kinds.map { kind in
      let document = pictures.standaloneDocument(kind)
      let size = ChartRasterizer.size(of: document.drawing) ?? (width, width)
      let height = (width * size.height / max(1, size.width)).rounded()
      let scale = EmailChart.density * width / max(1, size.width)
      let png = ChartRasterizer.png(
        of: document.drawing, scale: scale, background: background,
        pixelsPerInch: 72 * EmailChart.density)
      return EmailChart(
        name: kind.rawValue, svg: document.svg, png: png, width: Int(width), height: Int(height),
        altText: EmailReport.altText(of: kind, charts: pictures, report: report))
    }
    return charts + [EmailReport.ringsChart(of: report)].compactMap { $0 }
  }

  /// A chart's text alternative: the week's sentence (steps, weight) or the chart's subject,
  /// then the chart's own description of its figures.
  static func altText(of kind: ReportCharts.Kind, charts: ReportCharts, report: WeekText)
    -> String
  {
    let description = charts.description(kind)
    let words = report.locale.strings
    let count = ReportWindow.chartDayCount
    let days = NumberFormat.grouped(Double(count), style: report.locale.numbers)
    switch kind {
    case .steps: return report.stepsSentence + " " + description
    case .weight: return report.weightSentence + " " + description
    case .stepsWeekday:
      return words.plural(
        count, "Average steps by weekday, last %lld days: %@",
        one: "Average steps by weekday, last %lld day: %@", number: days, description)
    case .weightChange:
      return words.plural(
        count, "Average weight change by weekday, last %lld days: %@",
        one: "Average weight change by weekday, last %lld day: %@", number: days, description)
    case .sleep: return report.sleepSentence + " " + description
    case .sleepWeekday:
      return words.plural(
        count, "Average sleep by weekday, last %lld days: %@",
        one: "Average sleep by weekday, last %lld day: %@", number: days, description)
    case .restingHeartRate:
      return report.heartSentence(.restingHeartRate) + " " + description
    case .heartRateVariability:
      return report.heartSentence(.heartRateVariability) + " " + description
    case .heartRateVariabilityRMSSD:
      return report.heartSentence(.heartRateVariabilityRMSSD) + " " + description
    case .workouts: return report.workoutsSentence + " " + description
    case .workoutsWeekday:
      return words.plural(
        count, "Average workout minutes by weekday, last %lld days: %@",
        one: "Average workout minutes by weekday, last %lld day: %@", number: days, description)
    case .bloodPressure: return report.bloodPressureSentence + " " + description
    case .glucose: return report.heartSentence(.bloodGlucose) + " " + description
    }
  }

  /// The plain-text and HTML bodies of the week's report, showing `charts`.
  func bodies(charts: [EmailChart]) -> (plain: String, html: String) {
    let report = weekText
    let title = locale.strings.text("Health report")
    return (
      Escaping.withoutBidiControls(report.plainText(title: title, charts: charts)),
      report.html(title: title, charts: charts, language: locale.identifier)
    )
  }
}
