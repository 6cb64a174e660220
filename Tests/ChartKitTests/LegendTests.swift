import Testing

@testable import ChartKit

struct LegendTests {
  static let items: [Legend.Item] = [
    .init(label: "Low & slow", color: "#111111", className: "key-low"),
    .init(label: "Medium", color: "#222222"),
    .init(label: "<High>", color: "#333333", className: "key-high"),
  ]
  static let legend = Legend(items: items)

  /// The widths of the three entries, measured as the legend measures them.
  static var widths: [Double] {
    items.map { 10 + 4 + TextMeasure.width(of: $0.label, fontSize: 12) }
  }

  static func lefts(_ legend: Legend, width: Double) -> [[Double]] {
    legend.lines(width: width).map { $0.map(\.x) }
  }

  @Test func entriesShareALineWhileTheyFit() {
    let widths = Self.widths
    let all = widths.reduce(0, +) + 2 * Legend.itemGap
    #expect(
      Self.lefts(Self.legend, width: all) == [[0, widths[0] + 12, widths[0] + widths[1] + 24]])
    #expect(Self.legend.height(width: all) == 18)
    // A point less: the last entry wraps.
    #expect(Self.lefts(Self.legend, width: all - 1) == [[0, widths[0] + 12], [0]])
    #expect(Self.legend.height(width: all - 1) == 36)
    // Narrower than any entry: one entry per line, none dropped.
    #expect(Self.lefts(Self.legend, width: 5) == [[0], [0], [0]])
    #expect(Self.legend.height(width: 5) == 54)
    #expect(Self.legend.lines(width: 5).map { $0.map(\.item) } == Self.items.map { [$0] })
  }

  @Test func anEmptyLegendTakesNoRoomAndWritesNothing() {
    let empty = Legend(items: [])
    #expect(empty.height(width: 300) == 0)
    #expect(
      written { empty.write(x: 0, y: 0, width: 300, appearance: Fixture.appearance, writer: &$0) }
        .isEmpty)
    #expect(ChartCard.headerHeight(appearance: Fixture.appearance, legend: empty, width: 300) == 46)
  }

  @Test func theLineHeightFollowsTheFontSize() {
    #expect(Legend(items: Self.items, fontSize: 14).lineHeight == 20)
    #expect(Legend(items: Self.items, fontSize: 14).height(width: 1000) == 20)
  }

  @Test func svgIsAHiddenGroupOfSwatchesAndEscapedLabels() throws {
    let one = Legend(items: [Self.items[0]])
    let markup = written {
      one.write(x: 16, y: 60, width: 300, appearance: Fixture.appearance, writer: &$0)
    }
    #expect(
      markup
        == ##"<g class="legend" aria-hidden="true" font-size="12" fill="#6C6C70">"##
        + ##"<rect class="legend-swatch key-low" x="16" y="64" width="10" height="10" rx="2" fill="#111111"/>"##
        + ##"<text class="legend-label" x="30" y="73.3">Low &amp; slow</text></g>"##)
    let root = try XMLCheck.parse(
      written {
        Self.legend.write(x: 0, y: 0, width: 5, appearance: Fixture.appearance, writer: &$0)
      })
    #expect(root.elements(named: "text").map(\.text) == Self.items.map(\.label))
    #expect(root.elements(named: "rect").map { $0.number("y") } == [4, 22, 40])
    #expect(
      root.elements(named: "rect").map { $0.attributes["class"] } == [
        "legend-swatch key-low", "legend-swatch", "legend-swatch key-high",
      ])
  }

  @Test func htmlIsAListWithHiddenSwatches() throws {
    let markup = Legend(items: [Self.items[2]]).html().render()
    #expect(
      markup
        == ##"<ul class="legend"><li><svg class="legend-swatch" viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">"##
        + ##"<rect class="key-high" width="10" height="10" rx="2" fill="#333333"/></svg>"##
        + ##"<span class="legend-label">&lt;High&gt;</span></li></ul>"##)
    let root = try XMLCheck.parse(Self.legend.html().render())
    #expect(root.elements(named: "li").count == 3)
  }

  @Test func darkRulesColourTheLabels() {
    #expect(Legend.darkRules(Fixture.appearance) == ".legend .legend-label{fill:#AEAEB2}\n")
  }

  // MARK: In a card

  static let card = ChartCard(
    title: "Minutes", subtitle: "Avg: 421 min", iconPaths: [], accentClass: "accent-minutes",
    accentColor: "#3B82F6", link: nil)

  @Test func aCardsHeaderHoldsTheLegendUnderTheSubtitle() throws {
    let plain = Self.card.pageHTML(chart: .empty)
    let withLegend = Self.card.pageHTML(chart: .empty, legend: Self.legend)
    let list = Self.legend.html().render()
    #expect(withLegend == plain.replacingOccurrences(of: "min</p>", with: "min</p>" + list))
    let linked = ChartCard(
      title: "T", subtitle: "S", iconPaths: [], accentClass: "a", accentColor: "#000000",
      link: "x.html")
    #expect(linked.pageHTML(chart: .empty, legend: Self.legend).contains("S</p>" + list))
  }

  @Test func aStandaloneCardGrowsByTheLegendsHeight() throws {
    func render(_ legend: Legend?) -> String {
      var writer = MarkupWriter(syntax: .xml)
      Self.card.writeStandalone(
        chartWidth: 5, chartHeight: 100, ids: IDGenerator(prefix: "c"),
        appearance: Fixture.appearance, accessibility: .init(label: "L", description: "D"),
        styleSheet: StyleSheet(""), legend: legend, writer: &writer
      ) { _ in }
      return writer.text
    }
    let sizes = Fixture.appearance.card
    let base = sizes.titleSize + 6 + sizes.subtitleSize + 10
    #expect(ChartCard.headerHeight(appearance: Fixture.appearance, legend: nil, width: 5) == base)
    #expect(
      ChartCard.headerHeight(appearance: Fixture.appearance, legend: Self.legend, width: 5)
        == base + 54)
    let plain = try XMLCheck.parse(render(nil))
    let withLegend = try XMLCheck.parse(render(Self.legend))
    #expect(withLegend.number("height") == (plain.number("height") ?? 0) + 54)
    #expect(plain.elements(withClass: "legend").isEmpty)
    let legend = try #require(withLegend.elements(withClass: "legend").first)
    // Under the subtitle's baseline, over the chart's group.
    #expect(legend.elements(named: "rect").first?.number("y") == Double(16 + 17 + 6 + 13 + 4 + 4))
    #expect(
      withLegend.elements(named: "g").last?.attributes["transform"]
        == "translate(16," + NumberFormat.point(16 + base + 54) + ")")
  }
}
