import ChartKit
import HealthCore

/// One of the dashboard's four chart cards: its header, its chart (or empty state) and the name
/// of its standalone file.
protocol DashboardChart: Sendable {
  /// The card's header.
  var card: ChartCard { get }
  /// The standalone file's name without extension ("steps").
  var fileName: String { get }
  /// A short id prefix for the standalone file ("s"), keeping its ids brief.
  var idCode: String { get }
  /// The ChartKit style parts the chart uses as drawn now (the empty state needs fewer).
  var styleParts: Set<ChartStyleSheet.Part> { get }
  /// The chart's colour rules.
  var colorRules: HealthPalette.Rules { get }
  /// The chart's accessible name and description.
  var accessibility: ChartAccessibility { get }
  /// The chart's view box size, in points.
  var size: (width: Double, height: Double) { get }
  /// Writes the chart (or its empty state) with ids from `ids`, embedding `styleSheet` if given;
  /// a `nested` chart sits inside an accessible card.
  func writeSVG(ids: IDGenerator, styleSheet: String?, nested: Bool, to writer: inout MarkupWriter)
}

extension DashboardChart {
  /// The card with the chart inline, for pages (styles come from the page's `charts.css`).
  /// - Parameter idPrefix: a prefix that makes the chart's ids unique in the page.
  func htmlCard(idPrefix: String) -> SVGNode {
    var writer = MarkupWriter(capacity: 16_384)
    writeSVG(ids: IDGenerator(prefix: idPrefix), styleSheet: nil, nested: false, to: &writer)
    return card.html(chart: .raw(writer.text))
  }

  /// The card as a self-contained SVG file with its own style sheet (for email and download).
  /// - Parameter pretty: one element per line (golden files) instead of compact markup.
  func standaloneSVG(pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty, capacity: 16_384)
    writer.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    card.writeStandalone(
      chartWidth: size.width, chartHeight: size.height, ids: IDGenerator(prefix: idCode + "c"),
      accessibility: accessibility,
      styleSheet: HealthPalette.styleSheet(parts: styleParts, rules: colorRules),
      writer: &writer
    ) { writer in
      writeSVG(ids: IDGenerator(prefix: idCode), styleSheet: nil, nested: true, to: &writer)
    }
    return writer.text
  }
}

/// Text shared by the charts.
enum ChartText {
  /// A summary of a daily series for the chart's description: the span, the number of days with
  /// data, and the highest and lowest day ("28 days from November 17 to December 14, 2024, 26
  /// with data. Highest: 11,833 steps on December 12. Lowest: 4,587 steps on December 8.").
  static func summarize(_ data: [DateValue], window: ReportWindow?, format: (Double) -> String)
    -> String
  {
    guard let window, let highest = data.max(by: { $0.value < $1.value }),
      let lowest = data.min(by: { $0.value < $1.value })
    else { return "No data." }
    return String(window.dayCount) + " days from " + window.start.accessibilityText + " to "
      + window.end.listText + ", " + String(data.count) + " with data. Highest: "
      + format(highest.value) + " on " + highest.date.accessibilityText + ". Lowest: "
      + format(lowest.value) + " on " + lowest.date.accessibilityText + "."
  }

  /// "December 9: 12,345 steps. December 10: …" — the per-datum description.
  static func describe(_ labels: [String]) -> String {
    labels.isEmpty ? "No data." : labels.joined(separator: ". ") + "."
  }
}
