import TestSupport
import Testing

@testable import ChartKit

/// What pages write for a chart card (``ChartCard/writeHTML(headingLevel:legend:className:to:chart:footer:)``)
/// and a data table's disclosure (``DataTable/writeDisclosure(summary:to:)``), for every variant,
/// against golden files. They were recorded when these writers still had node-tree twins and
/// matched them byte for byte, compact and pretty.
struct PageMarkupGoldenTests {
  static let tables: [DataTable] = [
    DataTableTests.table,
    DataTable(caption: "", columns: ["", "Value"], rows: [["", ""], ["Monday"], []]),
    DataTable(caption: "No rows", columns: ["Date", "Steps"], rows: []),
    DataTable(caption: "No columns", columns: [], rows: [["a"], []]),
    DataTable(caption: "Wörds · ünïcode", columns: ["Día", "Pasos"], rows: [["lunes", "1 234"]]),
  ]

  @Test func disclosures() {
    var out = ""
    for pretty in [false, true] {
      for (index, table) in Self.tables.enumerated() {
        for summary in ["Data & table", ""] {
          out += "<!-- table \(index), \(pretty ? "pretty" : "compact"), summary '\(summary)' -->\n"
          out += table.disclosureHTML(summary: summary, pretty: pretty) + "\n"
        }
      }
    }
    GoldenFile.assertMatches(out, named: "page-disclosures.html")
  }

  @Test func cards() {
    let chart = ComponentTests.chartSVG
    let footer = MarkupNode.el("p", [("class", "chart-data")], [.text("Data")])
    var out = ""
    for link in [nil, "steps.html?a=1&b=<2>"] {
      for level in [2, 3, 7] {
        for (title, legend) in [("Steps <&>", nil), ("", LegendTests.legend)] {
          out += "<!-- link '\(link ?? "none")', level \(level), title '\(title)' -->\n"
          out +=
            ComponentTests.card(title: title, link: link).pageHTML(
              chart: chart, headingLevel: level, legend: legend, className: "card card-wide"
            ) { footer.write(to: &$0) } + "\n"
        }
      }
    }
    var bare = ComponentTests.card(link: nil)
    bare.iconPaths = []
    out += "<!-- no icon, no chart, no footer -->\n"
    out += bare.pageHTML(chart: .empty) + "\n"
    GoldenFile.assertMatches(out, named: "page-cards.html")
  }
}
