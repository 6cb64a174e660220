import Testing

@testable import ChartKit

struct DataTableTests {
  static let hostile = "<script>alert(1)</script>&\"'"

  static let table = DataTable(
    caption: "Steps per day " + hostile, columns: ["Date", "Steps <b>"],
    rows: [["December 9, 2024", "12,345"], ["December 10, 2024 " + hostile, hostile]])

  @Test func escapesCaptionHeadingsAndCells() throws {
    let markup = Self.table.disclosureHTML()
    #expect(!markup.contains("<script"))
    #expect(!markup.contains("<b>"))
    #expect(markup.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;"))
    // Escaped text parses back to exactly the strings given.
    let root = try XMLCheck.parse(markup)
    #expect(root.elements(named: "caption").first?.text == "Steps per day " + Self.hostile)
    #expect(root.elements(named: "td").last?.text == Self.hostile)
    #expect(root.elements(named: "th").map(\.text).contains("Steps <b>"))
  }

  @Test func headersHaveScopes() throws {
    let root = try XMLCheck.parse(Self.table.tableHTML)
    #expect(root.name == "table")
    #expect(root.children.map(\.name) == ["caption", "thead", "tbody"])
    let head = try #require(root.elements(named: "thead").first)
    #expect(head.elements(named: "th").map { $0.attributes["scope"] } == ["col", "col"])
    #expect(head.elements(named: "th").map(\.text) == ["Date", "Steps <b>"])
    let body = try #require(root.elements(named: "tbody").first)
    #expect(body.children.count == 2)
    for row in body.children {
      #expect(row.children.map(\.name) == ["th", "td"])
      #expect(row.children.first?.attributes["scope"] == "row")
      #expect(row.children.last?.attributes["class"] == "num")
    }
    #expect(body.children.first?.children.map(\.text) == ["December 9, 2024", "12,345"])
  }

  @Test func disclosureWrapsTheTableInAScroller() throws {
    let root = try XMLCheck.parse(Self.table.disclosureHTML(summary: "Data"))
    #expect(root.name == "details")
    #expect(root.attributes["class"] == "chart-data")
    #expect(root.children.map(\.name) == ["summary", "div"])
    #expect(root.children.first?.text == "Data")
    #expect(root.children.last?.attributes["class"] == "chart-data-scroll")
    #expect(root.children.last?.children.first?.name == "table")
  }

  @Test func shortAndEmptyCellsAreNeverSelfClosing() {
    let markup = DataTable(caption: "c", columns: ["a", "b"], rows: [["x"], ["", ""]]).tableHTML
    #expect(!markup.contains("/>"))
    #expect(markup.contains(#"<td class="num"> </td>"#))
  }

  @Test func cardPlacesTheFooterAfterTheChart() throws {
    let card = ChartCard(
      title: "Steps", subtitle: "Avg", iconPaths: ["M2 2L22 22"], accentClass: "accent-steps",
      accentColor: "#FF2D55", link: nil)
    let chart = MarkupNode.el("svg", [("viewBox", "0 0 10 10")], [.el("rect", [("width", "10")])])
    let root = try XMLCheck.parse(
      card.pageHTML(chart: chart) { Self.table.writeDisclosure(to: &$0) })
    #expect(root.children.map(\.name) == ["div", "div", "details"])
    #expect(
      root.children.map { $0.attributes["class"] } == ["card-header", "card-body", "chart-data"])
  }
}
