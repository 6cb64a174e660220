import Testing

@testable import ChartKit

struct ComponentTests {
  // MARK: AnnotationBox

  static func context(bounds: Rect, selection: Double? = nil) -> RenderContext {
    RenderContext(
      x: .bands(BandScale(count: 1, range: (bounds.x, bounds.maxX))),
      y: LinearScale(domain: (0, 1), range: (1, 0)),
      plot: bounds, bounds: bounds, ids: IDGenerator(prefix: "a"), appearance: Fixture.appearance,
      selection: selection)
  }

  /// The box for `tip` anchored at `anchorX`: its left edge and width.
  static func box(anchorX: Double, bounds: Rect, tip: Tip = Fixture.tip()) -> (
    x: Double, width: Double
  ) {
    let width = AnnotationBox.width(for: tip)
    return (AnnotationBox.clampedLeft(anchorX: anchorX, width: width, bounds: bounds), width)
  }

  @Test(arguments: [-100.0, 10, 12, 160, 308, 310, 500])
  func annotationBoxStaysInsideHorizontally(anchorX: Double) throws {
    let bounds = Rect(x: 10, y: 2, width: 300, height: 200)
    let box = Self.box(anchorX: anchorX, bounds: bounds)
    #expect(box.width < bounds.width)
    #expect(box.x >= bounds.x)
    #expect(box.x + box.width <= bounds.maxX + 0.005)
    // Written as it is placed.
    let markup = written {
      AnnotationBox.writeBox(
        left: box.x, width: box.width, context: Self.context(bounds: bounds), isStatic: false,
        writer: &$0)
    }
    let rect = try XMLCheck.parse(markup)
    #expect(rect.number("x").map { abs($0 - box.x) <= 0.05 } == true)
    #expect(rect.number("y") == bounds.y)
  }

  @Test func annotationBoxIsCentredWhereItFits() {
    let bounds = Rect(x: 10, y: 2, width: 300, height: 200)
    let box = Self.box(anchorX: 160, bounds: bounds)
    #expect(abs(box.x + box.width / 2 - 160) < 0.01)
    let left = Self.box(anchorX: 10, bounds: bounds)
    #expect(left.x == 10)
    let right = Self.box(anchorX: 310, bounds: bounds)
    #expect(abs(right.x + right.width - 310) < 0.01)
  }

  @Test func annotationBoxWiderThanBoundsStartsAtTheLeftEdge() {
    let box = Self.box(anchorX: 25, bounds: Rect(x: 5, y: 0, width: 40, height: 50))
    #expect(box.width > 40)
    #expect(box.x == 5)
    #expect(
      AnnotationBox.clampedLeft(
        anchorX: 1000, width: 100, bounds: Rect(x: 5, y: 0, width: 40, height: 50)) == 5)
  }

  @Test func annotationBoxSizeFollowsItsText() {
    let short = Self.box(anchorX: 500, bounds: Rect(x: 0, y: 0, width: 1000, height: 100))
    let longTip = Tip(
      title: "Wednesday, December 31", value: "1,234,567", accessibilityLabel: "", valueClass: "v",
      valueColor: "#000")
    let long = Self.box(
      anchorX: 500, bounds: Rect(x: 0, y: 0, width: 1000, height: 100), tip: longTip)
    #expect(long.width > short.width)
    let title = TextMeasure.width(
      of: "Wednesday, December 31", fontSize: AnnotationBox.titleSize, bold: true)
    let value = TextMeasure.width(of: "1,234,567", fontSize: AnnotationBox.valueSize, bold: true)
    #expect(long.width == (max(title, value) + 2 * AnnotationBox.padding).rounded(.up))
    #expect(long.width == long.width.rounded())
  }

  @Test func annotationBoxMarkup() {
    let context = Self.context(bounds: Rect(x: 0, y: 2, width: 300, height: 200))
    #expect(
      written {
        AnnotationBox.writeBox(
          left: 10.25, width: 75, context: context, isStatic: false, writer: &$0)
      }
        == #"<rect class="tip-box" x="10.3" y="2" width="75" height="49" rx="4"/>"#)
    #expect(
      written {
        AnnotationBox.writeBox(left: 0, width: 75, context: context, isStatic: true, writer: &$0)
      }
        == ##"<rect class="tip-box" x="0" y="2" width="75" height="49" rx="4" fill="#FFFFFF" filter="url(#a-shadow)"/>"##
    )
    let tip = Tip(
      title: "Mon & Tue", value: "<1>", accessibilityLabel: "", valueClass: "loss",
      valueColor: "#FF3B30")
    #expect(
      written {
        AnnotationBox.writeText(tip: tip, x: 0, isStatic: false, context: context, writer: &$0)
      }
        == #"<text y="21">Mon &amp; Tue</text><text class="tip-value loss" y="40">&lt;1&gt;</text>"#
    )
    #expect(
      written {
        AnnotationBox.writeText(
          tip: Fixture.tip(), x: 8, isStatic: true, context: context, writer: &$0)
      }
        == ##"<text class="tip-title" x="8" y="21" font-size="12" font-weight="600" fill="#6C6C70">Mon, Dec 9</text>"##
        + ##"<text class="tip-value fill-steps" x="8" y="40" font-size="17" font-weight="800" fill="#FF2D55">12,345</text>"##
    )
    #expect(AnnotationBox.height == 49)
  }

  // MARK: ChartStyleSheet

  @Test(arguments: [
    [ChartStyleSheet.Part](),
    [.datums],
    [.dimming],
    [.axes],
    [.datums, .dimming, .tips],
    [.donut, .card],
    [.tips, .empty, .axes],
    ChartStyleSheet.Part.allCases,
  ])
  func styleSheetHasExactlyTheRequestedParts(parts: [ChartStyleSheet.Part]) {
    let appearance = Fixture.appearance
    let css = ChartStyleSheet.css(parts: Set(parts), appearance: appearance)
    let darkOpening = "@media screen and (prefers-color-scheme:dark){\n"
    let hasDark = parts.contains { !$0.dark(appearance).isEmpty }
    #expect(occurrences(of: darkOpening, in: css) == (hasDark ? 1 : 0))
    let (light, dark) =
      css.range(of: darkOpening).map {
        (String(css[..<$0.lowerBound]), String(css[$0.upperBound...]))
      } ?? (css, "")
    for part in ChartStyleSheet.Part.allCases {
      let wanted = parts.contains(part)
      let (partLight, partDark) = (part.light(appearance), part.dark(appearance))
      if !partLight.isEmpty { #expect(light.contains(partLight) == wanted, "\(part) light") }
      if !partDark.isEmpty { #expect(dark.contains(partDark) == wanted, "\(part) dark") }
    }
    // Nothing else: the light rules in order, then the dark block.
    let ordered = parts.sorted()
    #expect(light == ordered.map { $0.light(appearance) }.joined())
    #expect(dark == (hasDark ? ordered.map { $0.dark(appearance) }.joined() + "}\n" : ""))
  }

  @Test func styleSheetAppendsApplicationRules() {
    let appearance = Fixture.appearance
    let css = ChartStyleSheet.css(
      parts: [.axes], appearance: appearance, light: ".x{fill:red}\n", dark: ".x{fill:pink}\n")
    #expect(
      css
        == ".x{fill:red}\n@media screen and (prefers-color-scheme:dark){\n.chart .axis{fill:#AEAEB2}\n.x{fill:pink}\n}\n"
    )
    #expect(ChartStyleSheet.css(parts: [], appearance: appearance, light: ".y{}\n") == ".y{}\n")
    #expect(ChartStyleSheet.css(parts: [], appearance: appearance) == "")
    #expect(
      ChartStyleSheet.css(parts: [], appearance: appearance, dark: ".z{}\n")
        == "@media screen and (prefers-color-scheme:dark){\n.z{}\n}\n")
    #expect(occurrences(of: "@media", in: Fixture.styleSheet) == 1)
  }

  @Test func styleSheetTakesItsColoursFromTheAppearanceAndSelectsByClass() {
    let css = Fixture.styleSheet
    for color in [
      "#007AFF", "#0A84FF", "#8E8E93", "#FFFFFF", "#2C2C2E", "#6C6C70", "#AEAEB2", "#1C1C1E",
      "#F2F2F7",
    ] {
      #expect(css.contains(color), "\(color)")
    }
    #expect(css.contains("rgba(0,0,0,.18)"))
    // No rule depends on element order or structure: no sibling or child combinators.
    #expect(!css.contains(">") && !css.contains("+") && !css.contains("~"))
    #expect(!css.contains("nth-") && !css.contains("first-child") && !css.contains("last-child"))
    #expect(Escaping.escape(css) == css.replacingOccurrences(of: "'", with: "&#39;"))
  }

  // MARK: EmptyState

  @Test func emptyStateShowsTitleAndWrappedMessage() throws {
    let message = "There is no step count data from the Health App."
    let markup = EmptyState.make(
      width: 340, height: 226, title: "No Data", message: message, ids: IDGenerator(prefix: "e"),
      appearance: Fixture.appearance, className: "chart", styleSheet: nil
    ).render()
    #expect(!markup.contains("\n"))
    let root = try XMLCheck.parse(markup)
    #expect(root.attributes["class"] == "chart empty")
    #expect(root.attributes["role"] == "img")
    #expect(root.elements(named: "title").first?.text == "No Data")
    #expect(root.elements(named: "desc").first?.text == message)
    #expect(root.elements(withClass: "empty-title").map(\.text) == ["No Data"])
    let lines = root.elements(withClass: "empty-message")
    #expect(lines.map(\.text) == ["There is no step count data from the Health", "App."])
    #expect(lines.map { $0.attributes["y"] } == ["138", "155"])
    #expect(root.elements(withClass: "empty-icon").count == 1)
    #expect(!markup.contains("<style"))
  }

  @Test func emptyStateOnANarrowChartWrapsMore() throws {
    let message = "There is no weight data from your data."
    let root = try XMLCheck.parse(
      EmptyState.make(
        width: 100, height: 200, title: "No Data", message: message, ids: IDGenerator(prefix: "e"),
        appearance: Fixture.appearance, className: "chart",
        styleSheet: StyleSheet(Fixture.styleSheet)
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

  static let chartSVG = MarkupNode.el(
    "svg", [("xmlns", "http://www.w3.org/2000/svg"), ("viewBox", "0 0 10 10")],
    [.el("rect", [("width", "10"), ("height", "10")])])

  static func card(title: String = "Steps", link: String?) -> ChartCard {
    ChartCard(
      title: title, subtitle: "Avg: 8,532 steps", iconPaths: ["M2 2L22 22"],
      accentClass: "accent-steps",
      accentColor: "#FF2D55", link: link)
  }

  @Test func linkVariantWrapsTheHeaderInALinkWithAChevron() throws {
    let markup = Self.card(link: "steps.html").pageHTML(chart: Self.chartSVG)
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
    let markup = Self.card(link: nil).pageHTML(chart: Self.chartSVG)
    #expect(!markup.contains("<a"))
    #expect(!markup.contains("card-chevron"))
    let root = try XMLCheck.parse(markup)
    #expect(root.children.map { $0.attributes["class"] } == ["card-header", "card-body"])
  }

  @Test(arguments: [(1, "h2"), (2, "h2"), (3, "h3"), (4, "h4"), (6, "h6"), (9, "h6")])
  func headingLevel(level: Int, tag: String) throws {
    let root = try XMLCheck.parse(
      Self.card(link: nil).pageHTML(chart: Self.chartSVG, headingLevel: level))
    let headings = root.allElements.filter { $0.name.count == 2 && $0.name.hasPrefix("h") }
    #expect(headings.map(\.name) == [tag])
    #expect(headings.first?.attributes["class"] == "card-title accent-steps")
  }

  @Test func hostileTitleAndLinkAreEscaped() throws {
    let hostile = #"<script>alert(1)</script>&"'"#
    var card = Self.card(title: hostile, link: #"x" onclick="alert(1)"#)
    card.subtitle = hostile
    for markup in [
      card.pageHTML(chart: Self.chartSVG),
      card.standalone(
        chart: Self.chartSVG, chartWidth: 10, chartHeight: 10, ids: IDGenerator(prefix: "k"),
        appearance: Fixture.appearance,
        accessibility: ChartAccessibility(label: hostile, description: hostile),
        styleSheet: StyleSheet("")
      ),
    ] {
      #expect(!markup.contains("<script"))
      #expect(!markup.contains(#"" onclick"#))
      let root = try XMLCheck.parse(markup)
      #expect(root.elements(withClass: "card-title").first?.text == hostile)
      #expect(root.allElements.allSatisfy { $0.attributes["onclick"] == nil })
    }
  }

  static func standaloneCard(link: String?, pretty: Bool = false) -> String {
    var chart = ChartTests.chart(marks: [ChartTests.bars([3, 7, 14], tips: true)], selection: 1)
    chart.isNested = true
    var writer = MarkupWriter(pretty: pretty, syntax: .xml)
    Self.card(link: link).writeStandalone(
      chartWidth: chart.width, chartHeight: chart.height, ids: IDGenerator(prefix: "card"),
      appearance: Fixture.appearance, accessibility: ChartTests.accessibility,
      styleSheet: StyleSheet(Fixture.styleSheet), writer: &writer
    ) { chart.write(to: &$0) }
    return writer.text
  }

  @Test(arguments: [nil, "steps.html"])
  func standaloneIsOneWellFormedSVGWithTheCardBackground(link: String?) throws {
    let markup = Self.standaloneCard(link: link)
    #expect(markup.hasPrefix("<svg "))
    #expect(markup.hasSuffix("</svg></g></svg>"))
    let root = try XMLCheck.parse(markup)
    #expect(root.name == "svg")
    #expect(root.attributes["class"] == "chart-card")
    #expect(root.attributes["viewBox"] == "0 0 332 305")
    #expect(root.attributes["role"] == "img")
    #expect(root.attributes["aria-labelledby"] == "card-title")
    #expect(root.elements(named: "title").map { $0.attributes["id"] } == ["card-title"])
    #expect(root.elements(named: "style").count == 1)
    let background = try #require(root.elements(withClass: "card-background").first)
    #expect(background.attributes["fill"] == "#F2F2F7")
    #expect(background.attributes["rx"] == "12")
    #expect(background.attributes["width"] == "332")
    #expect(background.attributes["height"] == "305")
    // The chart is nested: no name of its own, the outer image carries it.
    let svgs = root.elements(named: "svg")
    #expect(svgs.count == 2)
    #expect(svgs[1].attributes["role"] == nil)
    // A standalone file has nowhere to link to: never a chevron.
    #expect(root.elements(withClass: "card-chevron").isEmpty)
    #expect(!markup.contains("M9 5L16 12L9 19"))
    #expect(root.elements(withClass: "card-title").first?.text == "Steps")
    #expect(root.elements(withClass: "card-subtitle").first?.text == "Avg: 8,532 steps")
    #expect(
      markup.contains(
        #"<g transform="translate(16,62)"><svg viewBox="0 0 300 227" width="300" height="227" class="chart">"#
      ))
    #expect(references(in: root).isSubset(of: Set(definedIDs(in: root))))
  }

  @Test func standaloneFromANodeMatchesTheStreamedCard() throws {
    var chart = ChartTests.chart(marks: [ChartTests.bars([3, 7, 14], tips: true)], selection: 1)
    chart.isNested = true
    let fromNode = Self.card(link: nil).standalone(
      chart: .markup(Markup(unchecked: chart.render())), chartWidth: chart.width,
      chartHeight: chart.height,
      ids: IDGenerator(prefix: "card"), appearance: Fixture.appearance,
      accessibility: ChartTests.accessibility, styleSheet: StyleSheet(Fixture.styleSheet))
    #expect(fromNode == Self.standaloneCard(link: nil))
    #expect(Self.standaloneCard(link: nil) == Self.standaloneCard(link: "x.html"))
    let pretty = Self.standaloneCard(link: nil, pretty: true)
    #expect(pretty.contains("\n  <rect class=\"card-background\""))
    let compactRoot = try XMLCheck.parse(fromNode)
    let prettyRoot = try XMLCheck.parse(pretty)
    #expect(compactRoot.allElements.map(\.name) == prettyRoot.allElements.map(\.name))
  }

  // MARK: Icons

  @Test func iconsAreStrokedPathsOnA24PointGrid() {
    #expect(
      Icons.chevron(x: 1, y: 2, size: 12, className: "c", color: "#000").render(syntax: .xml)
        == ##"<g class="c" transform="translate(1,2) scale(0.5)" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M9 5L16 12L9 19"/></g>"##
    )
    #expect(
      Icons.chartBars(x: 0, y: 0, size: 24, className: "", color: "red").render(
        pretty: true, syntax: .xml)
          == """
          <g transform="translate(0,0) scale(1)" fill="none" stroke="red" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">
            <path d="M4 20V12"/>
            <path d="M10 20V6"/>
            <path d="M16 20V9"/>
            <path d="M2.5 21.5H21.5"/>
          </g>

          """)
    #expect(
      Icons.icon(x: -0.0, y: 0.5, size: 14, className: "x", color: "c", paths: []).render(
        pretty: false, syntax: .xml)
        == #"<g class="x" transform="translate(0,0.5) scale(0.5833)" fill="none" stroke="c" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"/>"#
    )
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
    #expect(
      TextMeasure.width(of: text, fontSize: 12, bold: true)
        > TextMeasure.width(of: text, fontSize: 12))
    #expect(TextMeasure.width(of: text, fontSize: 24) > TextMeasure.width(of: text, fontSize: 12))
    #expect(
      abs(TextMeasure.width(of: text, fontSize: 24) - 2 * TextMeasure.width(of: text, fontSize: 12))
        < 1e-9)
  }

  @Test func textMeasureTable() {
    #expect(TextMeasure.width(of: "", fontSize: 12) == 0)
    #expect(TextMeasure.width(of: "0", fontSize: 10) == TextMeasure.width(of: "8", fontSize: 10))
    // DejaVu Sans: digits advance 1303 of 2048 units per em.
    #expect(abs(TextMeasure.width(of: "10", fontSize: 10) - 2 * 1303 / 2048 * 10) < 1e-9)
    #expect(TextMeasure.width(of: "W", fontSize: 10) > TextMeasure.width(of: "i", fontSize: 10))
    #expect(TextMeasure.width(of: "m", fontSize: 10) > TextMeasure.width(of: "n", fontSize: 10))
  }
}
