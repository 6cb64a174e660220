/// The app's `ChartContainer`: a rounded card with a header (icon, bold coloured title, caption
/// subtitle) over a chart. The *link* variant's header opens the metric's page and shows a
/// chevron; the *title-only* variant has no link.
public struct ChartCard: Sendable {
  /// The bold title ("Steps").
  public var title: String
  /// The caption ("Avg: 8,532 steps").
  public var subtitle: String
  /// The header's icon, as stroked path data on a 24-point grid.
  public var iconPaths: [String]
  /// The CSS class of the card's accent ("accent-steps").
  public var accentClass: String
  /// The accent colour where styles are ignored.
  public var accentColor: String
  /// The relative link of the link variant; `nil` for title-only.
  public var link: String?

  /// Creates a card.
  public init(
    title: String, subtitle: String, iconPaths: [String], accentClass: String, accentColor: String,
    link: String?
  ) {
    self.title = title
    self.subtitle = subtitle
    self.iconPaths = iconPaths
    self.accentClass = accentClass
    self.accentColor = accentColor
    self.link = link
  }

  /// Writes the card as an HTML `<figure>` to `writer`: a header (a link with a chevron for
  /// the link variant, else a `<div>`) of icon, title, subtitle and legend, then a
  /// `<div class="card-body">` holding the chart that `writeChart` writes in place (an inline
  /// `<svg>`), then what `writeFooter` writes (such as the chart's data as a
  /// ``DataTable/writeDisclosure(summary:to:)``), so that neither is rendered apart and copied in.
  /// - Parameters:
  ///   - headingLevel: the title's heading level (2...6).
  ///   - legend: a legend placed in the header under the subtitle, if any.
  ///   - className: the figure's CSS classes.
  ///   - writer: where the `<figure>` goes.
  ///   - writeChart: writes the chart's SVG into the card's body.
  ///   - writeFooter: writes what follows the chart in the card (nothing by default).
  public func writeHTML(
    headingLevel: Int = 3, legend: Legend? = nil, className: String = "card",
    to writer: inout MarkupWriter, chart writeChart: (inout MarkupWriter) -> Void,
    footer writeFooter: (inout MarkupWriter) -> Void = { _ in }
  ) {
    writer.open("figure")
    writer.attribute("class", className)
    writer.endOpen()
    if let link {
      writer.open("a")
      writer.attribute("class", "card-header card-link")
      writer.attribute("href", link)
      writer.endOpen()
      writeTitles(headingLevel: headingLevel, legend: legend, to: &writer)
      Self.chevron.write(to: &writer)
      writer.close("a")
    } else {
      writer.open("div")
      writer.attribute("class", "card-header")
      writer.endOpen()
      writeTitles(headingLevel: headingLevel, legend: legend, to: &writer)
      writer.close("div")
    }
    writer.open("div")
    writer.attribute("class", "card-body")
    writer.endOpen()
    writeChart(&writer)
    writer.close("div")
    writeFooter(&writer)
    writer.close("figure")
  }

  /// The header's `<div>` of title, subtitle and legend.
  private func writeTitles(headingLevel: Int, legend: Legend?, to writer: inout MarkupWriter) {
    writer.open("div")
    writer.endOpen()
    let heading: StaticString
    switch min(6, max(2, headingLevel)) {
    case 2: heading = "h2"
    case 3: heading = "h3"
    case 4: heading = "h4"
    case 5: heading = "h5"
    default: heading = "h6"
    }
    writer.open(heading)
    writer.attribute("class", "card-title " + accentClass)
    writer.endOpen()
    // The icon as an inline `<svg>` of the card's icon paths.
    writer.open("svg")
    writer.attribute("class", literal: "card-icon")
    writer.attribute("viewBox", literal: "0 0 24 24")
    writer.attribute("width", literal: "18")
    writer.attribute("height", literal: "18")
    writer.attribute("aria-hidden", literal: "true")
    writer.attribute("focusable", literal: "false")
    writer.endOpen()
    Icons.writeIcon(
      x: 0, y: 0, size: 24, className: "", color: "currentColor", paths: iconPaths, to: &writer)
    writer.close("svg")
    writer.text(title)
    writer.close(heading)
    writer.open("p")
    writer.attribute("class", "card-subtitle")
    writer.endWithText(subtitle, close: "p")
    legend?.html().write(to: &writer)
    writer.close("div")
  }

  /// The link variant's chevron as an inline `<svg>` (the same for every card).
  private static let chevron = MarkupNode.el(
    "svg",
    [
      ("class", "card-chevron"), ("viewBox", "0 0 24 24"), ("width", "14"), ("height", "14"),
      ("aria-hidden", "true"), ("focusable", "false"),
    ],
    [Icons.chevron(x: 0, y: 0, size: 24, className: "", color: "currentColor")])

  /// The card as a standalone `<svg>` (for email attachments): background, header and the chart
  /// nested below it. The link variant's chevron is left out: the file has nowhere to link to.
  /// - Parameters:
  ///   - chart: the chart's `<svg>` (rendered without a style sheet).
  ///   - chartWidth: the chart's width, in points.
  ///   - chartHeight: the chart's height, in points.
  ///   - ids: the card's ids.
  ///   - appearance: the card's colours, font and sizes.
  ///   - accessibility: the chart's label and description.
  ///   - styleSheet: the embedded style sheet.
  /// - Returns: the SVG document.
  public func standalone(
    chart: MarkupNode, chartWidth: Double, chartHeight: Double, ids: IDGenerator,
    appearance: ChartAppearance, accessibility: ChartAccessibility, styleSheet: StyleSheet
  ) -> String {
    var writer = MarkupWriter()
    writeStandalone(
      chartWidth: chartWidth, chartHeight: chartHeight, ids: ids, appearance: appearance,
      accessibility: accessibility, styleSheet: styleSheet, writer: &writer
    ) { chart.write(to: &$0) }
    return writer.text
  }

  /// Writes the card as a standalone `<svg>` (see
  /// ``standalone(chart:chartWidth:chartHeight:ids:appearance:accessibility:styleSheet:)``), with
  /// the chart written in place by `writeChart`, so nothing is rendered twice.
  ///
  /// A `legend` goes under the subtitle, as wide as the chart, and the header grows by its
  /// height (``headerHeight(appearance:legend:width:)``).
  ///
  /// Classes: `card-background`, `card-icon`, `card-title` and `card-subtitle`, the first three
  /// with the card's accent class.
  public func writeStandalone(
    chartWidth: Double, chartHeight: Double, ids: IDGenerator, appearance: ChartAppearance,
    accessibility: ChartAccessibility, styleSheet: StyleSheet, legend: Legend? = nil,
    writer: inout MarkupWriter, writeChart: (inout MarkupWriter) -> Void
  ) {
    let point = NumberFormat.point
    let sizes = appearance.card
    let padding = sizes.padding
    // Title and subtitle baselines, then a gap above the chart.
    let titleBaseline = padding + sizes.titleSize - 3
    let subtitleBaseline = padding + sizes.titleSize + 6 + sizes.subtitleSize
    let headerHeight = Self.headerHeight(appearance: appearance, legend: legend, width: chartWidth)
    let width = chartWidth + padding * 2
    let height = chartHeight + headerHeight + padding * 2
    SVGDocument.open(
      width: width, height: height, ids: ids, accessibility: accessibility,
      className: "chart-card", fontFamily: appearance.fontFamily, styleSheet: styleSheet,
      definitions: [], writer: &writer)
    // No chevron: a standalone file (an email attachment) has nowhere to link to.
    writer.open("rect")
    writer.attribute("class", literal: "card-background")
    writer.attribute("width", number: width)
    writer.attribute("height", number: height)
    writer.attribute("rx", number: sizes.cornerRadius)
    writer.attribute("fill", appearance.light.cardBackground)
    writer.endEmpty()
    Icons.writeIcon(
      x: padding, y: padding, size: 18, className: "card-icon " + accentClass,
      color: accentColor, paths: iconPaths, to: &writer)
    writer.styledText(
      title, className: "card-title " + accentClass, x: padding + 24, y: titleBaseline,
      size: sizes.titleSize, weight: 700, fill: accentColor)
    writer.styledText(
      subtitle, className: "card-subtitle", x: padding, y: subtitleBaseline,
      size: sizes.subtitleSize, fill: appearance.light.secondaryText)
    legend?.write(
      x: padding, y: subtitleBaseline + 4, width: chartWidth, appearance: appearance,
      writer: &writer)
    writer.open("g")
    writer.attribute(
      "transform", "translate(" + point(padding) + "," + point(padding + headerHeight) + ")")
    writer.endOpen()
    writeChart(&writer)
    writer.close("g")
    writer.close("svg")
  }

  /// The height of a standalone card's header above the chart, in points: title, subtitle and
  /// gap, plus the legend's lines when there is one.
  /// - Parameters:
  ///   - appearance: the card's sizes.
  ///   - legend: the legend under the subtitle, if any.
  ///   - width: the legend's room (the chart's width), in points.
  /// - Returns: the height, in points.
  public static func headerHeight(appearance: ChartAppearance, legend: Legend?, width: Double)
    -> Double
  {
    let sizes = appearance.card
    let base = sizes.titleSize + 6 + sizes.subtitleSize + 10
    guard let legend, !legend.items.isEmpty else { return base }
    return base + legend.height(width: width)
  }
}
