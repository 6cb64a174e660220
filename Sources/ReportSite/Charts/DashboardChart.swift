import ChartKit

/// One of the dashboard's four chart cards: its header, its chart (or empty state) and the name
/// of its standalone file.
protocol DashboardChart: Sendable {
  /// The card's header.
  var card: ChartCard { get }
  /// The standalone file's name without extension ("steps").
  var fileName: String { get }
  /// The chart's accessible name and description.
  var accessibility: ChartAccessibility { get }
  /// The chart's view box size, in points.
  var size: (width: Double, height: Double) { get }
  /// Draws the chart (or its empty state) with ids from `ids`, embedding `styleSheet` if given.
  func makeSVG(ids: IDGenerator, styleSheet: String?) -> SVGNode
}

extension DashboardChart {
  /// The card with the chart inline, for pages (styles come from the page's `charts.css`).
  /// - Parameter idPrefix: a prefix that makes the chart's ids unique in the page.
  func htmlCard(idPrefix: String) -> SVGNode {
    card.html(chart: makeSVG(ids: IDGenerator(prefix: idPrefix), styleSheet: nil))
  }

  /// The card as a self-contained SVG file with its own style sheet (for email and download).
  func standaloneSVG() -> String {
    let chart = makeSVG(ids: IDGenerator(prefix: fileName + "-chart"), styleSheet: nil)
    let document = card.standalone(
      chart: chart, chartWidth: size.width, chartHeight: size.height,
      ids: IDGenerator(prefix: fileName), accessibility: accessibility,
      styleSheet: HealthPalette.chartStyleSheet)
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + document.render(pretty: true)
  }
}

/// Text shared by the charts.
enum ChartText {
  /// "December 9: 12,345 steps. December 10: …" — the per-datum description.
  static func describe(_ labels: [String]) -> String {
    labels.isEmpty ? "No data." : labels.joined(separator: ". ") + "."
  }
}
