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
/// │  └─ the images the HTML shows: four image/png (inline), or the four SVGs without PNGs
/// └─ four image/svg+xml attachments with Content-IDs (when PNGs were made)
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
  /// The unit weights are shown in.
  public var units: WeightUnit
  /// The goal weight in `units`; `nil` for the unit's default (155 lb / 70 kg).
  public var goalWeight: Double?
  /// The sender.
  public var from: EmailAddress
  /// The recipient, or `nil` for no `To` field.
  public var to: EmailAddress?
  /// The subject; `nil` for `Health report, week <week>`.
  public var subject: String?
  /// The `Date` field; `nil` for the week's last day at 18:00 UTC.
  public var date: MailDate?

  /// Creates a report.
  /// - Parameters:
  ///   - dataset: the daily data.
  ///   - week: the week reported on.
  ///   - units: the unit weights are shown in.
  ///   - goalWeight: the goal weight in `units`; `nil` for the unit's default.
  ///   - from: the sender.
  ///   - to: the recipient, if any.
  ///   - subject: the subject, or `nil` for the default.
  ///   - date: the Date field, or `nil` for the week's last day at 18:00 UTC.
  public init(
    dataset: HealthDataset, week: Week, units: WeightUnit = .pounds, goalWeight: Double? = nil,
    from: EmailAddress = .defaultSender, to: EmailAddress? = nil, subject: String? = nil,
    date: MailDate? = nil
  ) {
    self.dataset = dataset
    self.week = week
    self.units = units
    self.goalWeight = goalWeight
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

  /// The subject used when none is given: `Health report, week 2024-W50`.
  public var effectiveSubject: String { subject ?? "Health report, week " + week.identifier }

  /// Renders the message.
  /// - Parameter rasterizer: renders the charts as PNG for the HTML body; `nil` keeps SVG only.
  /// - Returns: the message and warnings (a failed rendering falls back to SVG only).
  public func render(rasterizer: (any SVGRasterizer)?) -> Output {
    var charts = makeCharts()
    var warnings: [String] = []
    if let rasterizer {
      do {
        for index in charts.indices {
          charts[index].png = try rasterizer.renderPNG(svg: Data(charts[index].svg.utf8))
        }
      } catch {
        for index in charts.indices { charts[index].png = nil }
        warnings.append(
          "warning: \(rasterizer.name) failed (\(error)); the email carries SVG charts only,"
            + " which some mail clients do not show")
      }
    }
    let (plain, html) = bodies(charts: charts)
    let alternative = MIMEPart.multipart(
      "alternative", parts: [.text(plain, subtype: "plain"), .text(html, subtype: "html")])
    let svgParts = charts.map { chart in
      MIMEPart.file(
        Data(chart.svg.utf8), contentType: "image/svg+xml", fileName: chart.name + ".svg",
        contentID: chart.svgContentID, disposition: "attachment")
    }
    let pngParts = charts.compactMap { chart in
      chart.png.map {
        MIMEPart.file(
          $0, contentType: "image/png", fileName: chart.name + ".png",
          contentID: chart.pngContentID, disposition: "inline")
      }
    }
    let hasPNG = !pngParts.isEmpty
    let related = MIMEPart.multipart(
      "related", parameters: [("type", "multipart/alternative")],
      parts: [alternative] + (hasPNG ? pngParts : svgParts))
    let root = MIMEPart.multipart("mixed", parts: [related] + (hasPNG ? svgParts : []))
    let message = MIMEMessage(
      from: from, to: to, subject: effectiveSubject, date: date ?? MailDate(date: week.end),
      root: root)
    return Output(message: message.render(), warnings: warnings)
  }

  /// The four charts of the 28 days ending on the week's last day, without PNGs.
  func makeCharts() -> [EmailChart] {
    let reportCharts = ReportCharts(
      dataset: dataset, endingOn: week.end, units: units, goalWeight: goalWeight,
      weekStart: week.weekStart)
    return ReportCharts.Kind.allCases.map { kind in
      let size = reportCharts.size(kind)
      return EmailChart(
        name: kind.rawValue, heading: EmailReport.heading(of: kind),
        svg: reportCharts.standaloneSVG(kind), width: Int(size.width.rounded()),
        height: Int(size.height.rounded()), altText: reportCharts.label(kind))
    }
  }

  /// The plain-text and HTML bodies of the week's report, showing `charts`.
  func bodies(charts: [EmailChart]) -> (plain: String, html: String) {
    let report = WeekReport(dataset: dataset, week: week, units: units)
    let title = "Health report"
    return (report.plainText(title: title), report.html(title: title, charts: charts))
  }

  /// The heading of a chart in the HTML body.
  static func heading(of kind: ReportCharts.Kind) -> String {
    switch kind {
    case .steps: return "Steps, last \(ReportWindow.chartDayCount) days"
    case .stepsWeekday: return "Average steps by weekday"
    case .weight: return "Weight, last \(ReportWindow.chartDayCount) days"
    case .weightChange: return "Average weight change by weekday"
    }
  }
}
