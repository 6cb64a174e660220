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
  /// The chart's data as a table for pages (one row per datum, missing days left out); `nil`
  /// when the chart has no data (its empty state says so).
  var dataTable: DataTable? { get }
  /// The chart's view box size, in points.
  var size: (width: Double, height: Double) { get }
  /// The legend under the card's subtitle naming the chart's colours; `nil` for none.
  var legend: Legend? { get }
  /// The reader's words (the empty state's title, the data table's disclosure).
  var words: StringCatalog { get }
  /// Writes the chart (or its empty state) with ids from `ids`, embedding `styleSheet` if given;
  /// a `nested` chart sits inside an accessible card.
  func writeSVG(
    ids: IDGenerator, styleSheet: StyleSheet?, nested: Bool, to writer: inout MarkupWriter)
}

extension DashboardChart {
  /// No legend, unless the chart has one.
  var legend: Legend? { nil }

  /// English, unless the chart has the reader's words.
  var words: StringCatalog { .english }

  /// Writes the chart's empty state in the chart's size: "No Data" and why.
  /// - Parameters:
  ///   - message: what is missing and for which period.
  ///   - className: the chart's class (`chart chart-steps`).
  ///   - ids: the chart's id generator.
  ///   - styleSheet: the style sheet to embed, if any.
  ///   - writer: where the `<svg>` goes.
  func writeEmptyState(
    _ message: String, className: String, ids: IDGenerator, styleSheet: StyleSheet?,
    to writer: inout MarkupWriter
  ) {
    EmptyState.make(
      width: size.width, height: size.height, title: words.text("No Data"), message: message,
      ids: ids,
      appearance: HealthPalette.appearance, className: className, styleSheet: styleSheet
    ).write(to: &writer)
  }

  /// The accessible name and description the chart's `<svg>` carries: none when it is nested
  /// in a standalone card, which carries them.
  func accessibility(nested: Bool) -> ChartAccessibility {
    nested ? ChartAccessibility(label: "", description: "") : accessibility
  }

  /// Writes a cartesian chart as this card's chart, exactly ``size`` tall. The plot takes all
  /// of it but a thin top margin and the x axis: an annotation box is drawn over the top of the
  /// plot, as the Health app draws it, instead of in an empty band kept above it. It stays
  /// inside the chart's own `<svg>`, so it never covers the card's header (and its link).
  /// - Parameters:
  ///   - chart: the chart.
  ///   - nested: whether it sits inside a standalone card.
  ///   - writer: where the `<svg>` goes.
  func write(_ chart: Chart, nested: Bool, to writer: inout MarkupWriter) {
    var chart = chart
    chart.isNested = nested
    chart.topSpace = Chart.compactTopSpace
    chart.plotHeight = size.height - Chart.compactTopSpace - Chart.bottomSpace
    chart.write(to: &writer)
  }

  /// The card as a self-contained SVG file with its own style sheet (for email and download).
  /// - Parameter pretty: one element per line (golden files) instead of compact markup.
  /// - Returns: the SVG document as UTF-8 text, with an XML declaration.
  func standaloneSVG(pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty, capacity: 32_768)
    writeStandalone(to: &writer)
    return writer.text
  }

  /// The compact ``standaloneSVG(pretty:)`` as the bytes of its file: no string made and
  /// checked for files that are written as they are.
  func standaloneBytes() -> [UInt8] {
    var writer = MarkupWriter(capacity: 32_768)
    writeStandalone(to: &writer)
    return writer.markupBytes.bytes
  }

  /// The standalone SVG file (compact) and the drawing recorded while writing it.
  func standaloneDocument() -> (svg: String, drawing: [MarkupNode]) {
    var writer = MarkupWriter(capacity: 16_384, recording: true)
    writeStandalone(to: &writer)
    return (writer.text, writer.recordedNodes)
  }

  /// Writes the standalone SVG file: the XML declaration and the card with the chart.
  private func writeStandalone(to writer: inout MarkupWriter) {
    writer.write(.xmlDeclaration)
    card.writeStandalone(
      chartWidth: size.width, chartHeight: size.height, ids: IDGenerator(prefix: idCode + "c"),
      appearance: HealthPalette.appearance, accessibility: accessibility,
      styleSheet: HealthPalette.styleSheet(parts: styleParts, rules: colorRules), legend: legend,
      writer: &writer
    ) { writer in
      writeSVG(ids: IDGenerator(prefix: idCode), styleSheet: nil, nested: true, to: &writer)
    }
  }
}
