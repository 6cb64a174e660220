import ChartKit
import ChartRaster
import HealthCore
import ReportSite

/// The week's Activity rings in the email: one picture of the seven days (``ringsChartName``),
/// shown by `cid:` like the other charts and attached as its SVG, with each ring's days closed
/// and the best day beside it; nothing for a week without an Activity summary.
extension EmailReport {
  /// The rings picture's name (`rings.png`, `rings.svg`).
  static let ringsChartName = "rings"
  /// Each day's drawing in the picture, in CSS pixels.
  static let ringSize = 56.0

  /// The week's rings as a picture: seven drawings in one standalone SVG (the week's first day
  /// first, each day's initial under it, a day without a summary drawn as its tracks), drawn
  /// as PNG at the email's content width; `nil` for a week without rings.
  /// - Parameter report: the week's text.
  /// - Returns: the chart, its text alternative the week's rings in sentences.
  static func ringsChart(of report: WeekText) -> EmailChart? {
    guard report.report.hasRings else { return nil }
    let width = EmailStyle.contentWidth
    let dates = report.locale.dates
    let grid = report.ringGrid(size: ringSize, pitch: width / 7, headroom: 8) { date in
      [dates.narrowWeekdayName(date.weekday)]
    }
    var writer = MarkupWriter(capacity: 16_384, recording: true)
    writer.write(.xmlDeclaration)
    grid.write(
      ids: IDGenerator(prefix: ringsChartName), words: report.ringWords,
      styleSheet: RingPalette.styleSheet, to: &writer)
    let png = ChartRasterizer.png(
      of: writer.recordedNodes, scale: EmailChart.density,
      background: RasterColor(css: EmailStyle.imageBackground),
      pixelsPerInch: 72 * EmailChart.density)
    return EmailChart(
      name: ringsChartName, svg: writer.text, png: png, width: Int(grid.width.rounded()),
      height: Int(grid.height.rounded()),
      altText: report.ringsTitle + ": " + report.ringsDescription)
  }
}
