import ChartKit
import ChartRaster
import HealthCore

/// The site's link-preview image (`og:image`): the dashboard's two 28-day chart cards, steps and
/// weight, side by side on the page background, drawn as PNG by ChartRaster. Written with every
/// build; pages name it in `og:image` only when the site has a public address (`--base-url`),
/// as `og:image` must be an absolute URL.
enum PreviewImage {
  /// The image's site-relative path.
  static let path = "charts/dashboard.png"
  /// The image's text alternative (`og:image:alt`) in English.
  static var altText: String { altText(locale: .englishUS) }

  /// The image's text alternative (`og:image:alt`) in the reader's words: "Steps and weight
  /// charts of the last 28 days".
  static func altText(locale: ReportLocale) -> String {
    let count = ReportWindow.chartDayCount
    return locale.strings.plural(
      count, "Steps and weight charts of the last %lld days",
      one: "Steps and weight charts of the last %lld day",
      number: NumberFormat.grouped(Double(count), style: locale.numbers))
  }
  /// The space around and between the cards, in CSS pixels.
  static let gap = 16.0
  /// Image pixels per CSS pixel (the cards are 352 wide: the image is 1,128 pixels wide).
  static let scale = 1.5

  static func canvasSize(cards: [(width: Double, height: Double)]) -> (
    width: Double, height: Double
  ) {
    let width = cards.reduce(gap) { $0 + $1.width + gap }
    let height = (cards.map(\.height).max() ?? 0) + 2 * gap
    return (width, height)
  }

  /// The PNG of `charts`' steps and weight cards.
  static func png(of charts: DashboardCharts) -> [UInt8] {
    let drawings = [
      charts.steps.standaloneDocument().drawing, charts.weight.standaloneDocument().drawing,
    ]
    let sizes = drawings.map { ChartRasterizer.size(of: $0) ?? (0, 0) }
    let canvas = canvasSize(cards: sizes)
    var children: [MarkupNode] = []
    var x = gap
    for (drawing, size) in zip(drawings, sizes) {
      children.append(
        .element(
          name: "g",
          attributes: [
            (
              "transform",
              "translate(" + NumberFormat.point(x) + "," + NumberFormat.point(gap) + ")"
            )
          ], children: drawing))
      x += size.width + gap
    }
    let root = MarkupNode.element(
      name: "svg",
      attributes: [
        ("width", NumberFormat.point(canvas.width)), ("height", NumberFormat.point(canvas.height)),
      ], children: children)
    let background = RasterColor(css: HealthPalette.theme.light.background)
    guard let png = ChartRasterizer.png(of: [root], scale: scale, background: background) else {
      return []
    }
    return Array(png)
  }
}
