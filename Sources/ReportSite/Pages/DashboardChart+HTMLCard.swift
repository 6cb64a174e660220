import ChartKit

extension DashboardChart {
  /// Writes the card with the chart inline, for pages (styles come from the page's
  /// `charts.css`), and below the chart its ``dataTable`` behind a disclosure
  /// (`<details class="chart-data">`); a ``WideChart`` is drawn at both its widths and its card
  /// takes the page's width. The chart is drawn straight into the page's buffer (a compact
  /// HTML writer) and the data table written element by element, so neither is rendered apart,
  /// kept as a tree or copied in.
  /// - Parameters:
  ///   - idPrefix: a prefix that makes the chart's ids unique in the page.
  ///   - dataLink: where the page already lists the chart's data (an in-page `#fragment`); when
  ///     given, the card links there instead of repeating the data in a disclosure.
  ///   - writer: where the `<figure>` goes.
  func writeHTMLCard(idPrefix: String, dataLink: String? = nil, to writer: inout MarkupWriter) {
    let wide = self as? any WideChart
    card.writeHTML(
      legend: legend, className: wide == nil ? "card" : "card card-wide", to: &writer
    ) { writer in
      if let wide {
        wide.writeSizedRenderings(idPrefix: idPrefix, to: &writer)
      } else {
        writeSVG(ids: IDGenerator(prefix: idPrefix), styleSheet: nil, nested: false, to: &writer)
      }
    } footer: { writer in
      if let dataLink {
        MarkupNode.el(
          "p", [("class", "chart-data")],
          [.el("a", [("href", dataLink)], [.text(words.text("Data table: every day, below"))])]
        ).write(to: &writer)
      } else {
        dataTable?.writeDisclosure(summary: words.text("Data table"), to: &writer)
      }
    }
  }
}

extension WideChart {
  /// Writes both renderings in their switchable wrappers (`chart-narrow`, `chart-wide`) to
  /// `writer`, a compact HTML writer: each drawn straight into the page's buffer.
  /// - Parameters:
  ///   - idPrefix: the prefix of both renderings' ids (`idPrefix-n`, `idPrefix-w`).
  ///   - writer: where the two wrappers go.
  func writeSizedRenderings(idPrefix: String, to writer: inout MarkupWriter) {
    for (suffix, width) in [("n", LongSpan.narrowWidth), ("w", LongSpan.wideWidth)] {
      var chart = self
      chart.width = width
      writer.open("div")
      writer.attribute("class", suffix == "n" ? "chart-narrow" : "chart-wide")
      writer.endOpen()
      chart.writeSVG(
        ids: IDGenerator(prefix: idPrefix + "-" + suffix), styleSheet: nil, nested: false,
        to: &writer)
      writer.close("div")
    }
  }
}
