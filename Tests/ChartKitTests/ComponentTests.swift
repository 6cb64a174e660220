import Testing

@testable import ChartKit

struct ComponentTests {
  // MARK: AnnotationBox

  static func context(bounds: Rect) -> RenderContext {
    RenderContext(
      x: .bands(BandScale(count: 1, range: (bounds.x, bounds.maxX))), y: LinearScale(domain: (0, 1), range: (1, 0)),
      plot: bounds, bounds: bounds, ids: IDGenerator(prefix: "a"), selection: nil)
  }

  static func box(anchorX: Double, bounds: Rect, tip: Tip = Fixture.tip()) throws -> (x: Double, width: Double, y: Double) {
    let root = try XMLCheck.parse(AnnotationBox.make(tip: tip, anchorX: anchorX, context: context(bounds: bounds)).render())
    let rect = try #require(root.elements(withClass: "annotation-box").first)
    return (try #require(rect.number("x")), try #require(rect.number("width")), try #require(rect.number("y")))
  }

  @Test(arguments: [-100.0, 10, 12, 160, 308, 310, 500])
  func annotationBoxStaysInsideHorizontally(anchorX: Double) throws {
    let bounds = Rect(x: 10, y: 2, width: 300, height: 200)
    let box = try Self.box(anchorX: anchorX, bounds: bounds)
    #expect(box.width < bounds.width)
    #expect(box.x >= bounds.x)
    #expect(box.x + box.width <= bounds.maxX + 0.005)
    #expect(box.y == bounds.y)
  }

  @Test func annotationBoxIsCentredWhereItFits() throws {
    let bounds = Rect(x: 10, y: 2, width: 300, height: 200)
    let box = try Self.box(anchorX: 160, bounds: bounds)
    #expect(abs(box.x + box.width / 2 - 160) < 0.01)
    let left = try Self.box(anchorX: 10, bounds: bounds)
    #expect(left.x == 10)
    let right = try Self.box(anchorX: 310, bounds: bounds)
    #expect(abs(right.x + right.width - 310) < 0.01)
  }

  @Test func annotationBoxWiderThanBoundsStartsAtTheLeftEdge() throws {
    let box = try Self.box(anchorX: 25, bounds: Rect(x: 5, y: 0, width: 40, height: 50))
    #expect(box.width > 40)
    #expect(box.x == 5)
  }

  @Test func annotationBoxSizeFollowsItsText() throws {
    let bounds = Rect(x: 0, y: 0, width: 1000, height: 100)
    let short = try Self.box(anchorX: 500, bounds: bounds)
    let long = try Self.box(
      anchorX: 500, bounds: bounds,
      tip: Tip(title: "Wednesday, December 31", value: "1,234,567", accessibilityLabel: "", valueClass: "v", valueColor: "#000"))
    #expect(long.width > short.width)
    let expected = TextMeasure.width(of: "Wednesday, December 31", fontSize: AnnotationBox.titleSize, bold: true) + 2 * AnnotationBox.padding
    #expect(abs(long.width - max(expected, TextMeasure.width(of: "1,234,567", fontSize: AnnotationBox.valueSize, bold: true) + 16)) < 0.01)
  }

  // MARK: EmptyState

  @Test func emptyStateShowsTitleAndWrappedMessage() throws {
    let message = "There is no step count data from the Health App."
    let markup = EmptyState.make(
      width: 340, height: 226, title: "No Data", message: message, ids: IDGenerator(prefix: "e"),
      className: "chart", styleSheet: nil
    ).render()
    let root = try XMLCheck.parse(markup)
    #expect(root.attributes["class"] == "chart empty")
    #expect(root.attributes["role"] == "img")
    #expect(root.elements(named: "title").first?.text == "No Data")
    #expect(root.elements(named: "desc").first?.text == message)
    #expect(root.elements(withClass: "empty-title").map(\.text) == ["No Data"])
    let lines = root.elements(withClass: "empty-message")
    #expect(lines.map(\.text) == ["There is no step count data from the Health", "App."])
    #expect(lines.map { $0.attributes["y"] } == ["143", "160"])
    #expect(root.elements(withClass: "empty-icon").count == 1)
    #expect(!markup.contains("<style"))
  }

  @Test func emptyStateOnANarrowChartWrapsMore() throws {
    let message = "There is no weight data from your data."
    let root = try XMLCheck.parse(
      EmptyState.make(
        width: 100, height: 200, title: "No Data", message: message, ids: IDGenerator(prefix: "e"),
        className: "chart", styleSheet: ChartStyleSheet.css
      ).render())
    let lines = root.elements(withClass: "empty-message").map(\.text)
    #expect(lines == EmptyState.wrap(message, limit: 16))
    #expect(lines.allSatisfy { $0.count <= 16 })
    #expect(lines.joined(separator: " ") == message)
    #expect(root.elements(named: "style").count == 1)
  }

  @Test(arguments: [
    ("", 10, [String]()),
    ("   ", 10, []),
    ("one", 10, ["one"]),
    ("one two three", 7, ["one two", "three"]),
    ("one two three", 13, ["one two three"]),
    ("one two three", 12, ["one two", "three"]),
    ("a  b   c", 3, ["a b", "c"]),
    ("supercalifragilistic is long", 5, ["supercalifragilistic", "is", "long"]),
    ("x y", 0, ["x", "y"]),
  ])
  func wrap(text: String, limit: Int, expected: [String]) {
    #expect(EmptyState.wrap(text, limit: limit) == expected)
  }

  // MARK: ChartCard

  static let chartSVG = SVGNode.el("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 10 10")], [.el("rect", [("width", "10"), ("height", "10")])])

  static func card(title: String = "Steps", link: String?) -> ChartCard {
    ChartCard(
      title: title, subtitle: "Avg: 8,532 steps", iconPaths: ["M2 2L22 22"], accentClass: "accent-steps",
      accentColor: "#FF2D55", link: link)
  }

  @Test func linkVariantWrapsTheHeaderInALinkWithAChevron() throws {
    let markup = Self.card(link: "steps.html").html(chart: Self.chartSVG).render()
    let root = try XMLCheck.parse(markup)
    #expect(root.name == "figure")
    #expect(root.attributes["class"] == "card")
    let link = try #require(root.elements(named: "a").first)
    #expect(link.attributes["class"] == "card-header card-link")
    #expect(link.attributes["href"] == "steps.html")
    #expect(markup.contains(#"<a class="card-header card-link" href="steps.html">"#))
    #expect(link.elements(withClass: "card-chevron").count == 1)
    #expect(link.elements(named: "path").contains { $0.attributes["d"] == "M9 5L16 12L9 19" })
    #expect(root.elements(named: "h3").first?.text == "Steps")
    #expect(root.elements(withClass: "card-subtitle").first?.text == "Avg: 8,532 steps")
    #expect(root.children.map { $0.attributes["class"] } == ["card-header card-link", "card-body"])
    #expect(root.elements(withClass: "card-body").first?.children.first?.name == "svg")
  }

  @Test func titleOnlyVariantHasNoLink() throws {
    let markup = Self.card(link: nil).html(chart: Self.chartSVG).render()
    #expect(!markup.contains("<a"))
    #expect(!markup.contains("card-chevron"))
    let root = try XMLCheck.parse(markup)
    #expect(root.children.map { $0.attributes["class"] } == ["card-header", "card-body"])
  }

  @Test(arguments: [(1, "h2"), (2, "h2"), (3, "h3"), (4, "h4"), (6, "h6"), (9, "h6")])
  func headingLevel(level: Int, tag: String) throws {
    let root = try XMLCheck.parse(Self.card(link: nil).html(chart: Self.chartSVG, headingLevel: level).render())
    let headings = root.allElements.filter { $0.name.count == 2 && $0.name.hasPrefix("h") }
    #expect(headings.map(\.name) == [tag])
    #expect(headings.first?.attributes["class"] == "card-title accent-steps")
  }

  @Test func hostileTitleAndLinkAreEscaped() throws {
    let hostile = #"<script>alert(1)</script>&"'"#
    var card = Self.card(title: hostile, link: #"x" onclick="alert(1)"#)
    card.subtitle = hostile
    for markup in [
      card.html(chart: Self.chartSVG).render(),
      card.standalone(
        chart: Self.chartSVG, chartWidth: 10, chartHeight: 10, ids: IDGenerator(prefix: "k"),
        accessibility: ChartAccessibility(label: hostile, description: hostile), styleSheet: ""
      ).render(),
    ] {
      #expect(!markup.contains("<script"))
      #expect(!markup.contains(#"" onclick"#))
      let root = try XMLCheck.parse(markup)
      #expect(root.elements(withClass: "card-title").first?.text == hostile)
      #expect(root.allElements.allSatisfy { $0.attributes["onclick"] == nil })
    }
  }

  @Test(arguments: [nil, "steps.html"])
  func standaloneIsOneWellFormedSVGWithTheCardBackground(link: String?) throws {
    let chart = ChartTests.chart(marks: [ChartTests.bars([3, 7, 14], tips: true)], selection: 1)
    let markup = Self.card(link: link).standalone(
      chart: chart.render(), chartWidth: chart.width, chartHeight: chart.height, ids: IDGenerator(prefix: "card"),
      accessibility: ChartTests.accessibility, styleSheet: ChartStyleSheet.css
    ).render()
    #expect(markup.hasPrefix("<svg "))
    #expect(markup.hasSuffix("</svg>\n"))
    let root = try XMLCheck.parse(markup)
    #expect(root.name == "svg")
    #expect(root.attributes["class"] == "chart-card")
    #expect(root.attributes["viewBox"] == "0 0 332 304")
    #expect(root.attributes["aria-labelledby"] == "card-title")
    #expect(root.elements(named: "style").count == 1)
    let background = try #require(root.elements(withClass: "card-background").first)
    #expect(background.attributes["fill"] == "#F2F2F7")
    #expect(background.attributes["rx"] == "12")
    #expect(background.attributes["width"] == "332")
    #expect(background.attributes["height"] == "304")
    #expect(root.elements(named: "svg").count == 2)
    #expect(root.elements(withClass: "card-chevron").count == (link == nil ? 0 : 1))
    #expect(root.elements(withClass: "card-title").first?.text == "Steps")
    #expect(markup.contains(#"<g transform="translate(16,62)">"#))
  }

  // MARK: Icons

  @Test func iconsAreStrokedPathsOnA24PointGrid() {
    #expect(
      Icons.chevron(x: 1, y: 2, size: 12, className: "c", color: "#000").render(pretty: false)
        == ##"<g class="c" transform="translate(1,2) scale(0.5)" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M9 5L16 12L9 19"/></g>"##)
    #expect(
      Icons.chartBars(x: 0, y: 0, size: 24, className: "", color: "red").render()
        == """
        <g transform="translate(0,0) scale(1)" fill="none" stroke="red" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
          <path d="M4 20V12"/>
          <path d="M10 20V6"/>
          <path d="M16 20V9"/>
          <path d="M2.5 21.5H21.5"/>
        </g>

        """)
    #expect(
      Icons.icon(x: -0.0, y: 0.5, size: 14, className: "x", color: "c", paths: []).render(pretty: false)
        == #"<g class="x" transform="translate(0,0.5) scale(0.5833)" fill="none" stroke="c" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"/>"#)
  }

  // MARK: TextMeasure

  @Test(arguments: ["Mon, Dec 9", "12,345", "Wednesday’s 😀 步数", "iiiilll", "WWW MMM"])
  func textMeasureIsMonotonicAndBoldIsWider(text: String) {
    var previous = 0.0
    var prefix = ""
    for character in text {
      prefix.append(character)
      let width = TextMeasure.width(of: prefix, fontSize: 12)
      #expect(width > previous, "\(prefix)")
      previous = width
    }
    #expect(TextMeasure.width(of: text, fontSize: 12, bold: true) > TextMeasure.width(of: text, fontSize: 12))
    #expect(TextMeasure.width(of: text, fontSize: 24) > TextMeasure.width(of: text, fontSize: 12))
    #expect(abs(TextMeasure.width(of: text, fontSize: 24) - 2 * TextMeasure.width(of: text, fontSize: 12)) < 1e-9)
  }

  @Test func textMeasureTable() {
    #expect(TextMeasure.width(of: "", fontSize: 12) == 0)
    #expect(TextMeasure.width(of: "0", fontSize: 10) == TextMeasure.width(of: "8", fontSize: 10))
    #expect(abs(TextMeasure.width(of: "10", fontSize: 10) - 11.6) < 1e-9)
    #expect(TextMeasure.width(of: "W", fontSize: 10) > TextMeasure.width(of: "i", fontSize: 10))
    #expect(TextMeasure.width(of: "m", fontSize: 10) > TextMeasure.width(of: "n", fontSize: 10))
  }
}
