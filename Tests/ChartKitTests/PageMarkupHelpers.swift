@testable import ChartKit

extension ChartCard {
  /// The card as a page writes it (``writeHTML(headingLevel:legend:className:to:chart:footer:)``),
  /// holding `chart` and then what `footer` writes, as text.
  func pageHTML(
    chart: MarkupNode, headingLevel: Int = 3, legend: Legend? = nil, className: String = "card",
    pretty: Bool = false, footer: (inout MarkupWriter) -> Void = { _ in }
  ) -> String {
    var writer = MarkupWriter(pretty: pretty)
    writeHTML(
      headingLevel: headingLevel, legend: legend, className: className, to: &writer,
      chart: { chart.write(to: &$0) }, footer: footer)
    return writer.text
  }
}

extension DataTable {
  /// The table in its disclosure as a page writes it (``writeDisclosure(summary:to:)``), as text.
  func disclosureHTML(summary: String = "Data table", pretty: Bool = false) -> String {
    var writer = MarkupWriter(pretty: pretty)
    writeDisclosure(summary: summary, to: &writer)
    return writer.text
  }

  /// The `<table>` alone (``writeTable(to:)``), as text.
  var tableHTML: String {
    var writer = MarkupWriter()
    writeTable(to: &writer)
    return writer.text
  }
}
