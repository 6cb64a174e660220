import Testing

@testable import ChartKit

/// The element-by-element writers of pages (``DataTable/writeDisclosure(summary:to:)``,
/// ``ChartCard/writeHTML(headingLevel:legend:className:to:chart:footer:)``) write exactly what
/// their node trees render.
struct StreamedMarkupTests {
  static let tables: [DataTable] = [
    DataTableTests.table,
    DataTable(caption: "", columns: ["", "Value"], rows: [["", ""], ["Monday"], []]),
    DataTable(caption: "No rows", columns: ["Date", "Steps"], rows: []),
    DataTable(caption: "No columns", columns: [], rows: [["a"], []]),
    DataTable(caption: "Wörds · ünïcode", columns: ["Día", "Pasos"], rows: [["lunes", "1 234"]]),
  ]

  @Test(arguments: [false, true], [0, 1, 2, 3, 4])
  func disclosureMatchesItsTree(pretty: Bool, index: Int) {
    let table = Self.tables[index]
    var writer = MarkupWriter(pretty: pretty)
    table.writeDisclosure(summary: "Data & table", to: &writer)
    #expect(writer.text == table.disclosure(summary: "Data & table").render(pretty: pretty))
    var empty = MarkupWriter(pretty: pretty)
    table.writeDisclosure(summary: "", to: &empty)
    #expect(empty.text == table.disclosure(summary: "").render(pretty: pretty))
  }

  @Test(arguments: [nil, "steps.html?a=1&b=<2>"], [2, 3, 7])
  func cardMatchesItsTree(link: String?, level: Int) {
    let chart = ComponentTests.chartSVG
    let footer = MarkupNode.el("p", [("class", "chart-data")], [.text("Data")])
    for (title, legend) in [("Steps <&>", nil), ("", LegendTests.legend)] {
      let card = ComponentTests.card(title: title, link: link)
      var writer = MarkupWriter()
      writer.text("before ")
      card.writeHTML(
        headingLevel: level, legend: legend, className: "card card-wide", to: &writer
      ) {
        chart.write(to: &$0)
      } footer: {
        footer.write(to: &$0)
      }
      let tree = card.html(
        chart: chart, headingLevel: level, legend: legend, footer: [footer],
        className: "card card-wide")
      #expect(writer.text == "before " + tree.render())
    }
  }

  @Test func cardWithoutChartOrFooterMatchesItsTree() {
    var card = ComponentTests.card(link: nil)
    card.iconPaths = []
    var writer = MarkupWriter()
    card.writeHTML(to: &writer) { _ in }
    #expect(writer.text == card.html(chart: .empty).render())
  }
}
