import ChartKit

/// A table of figures as every page shows one: a named, scrolling region (``ScrollRegion``)
/// around a table whose caption only screen readers read (it is the region's name too), its
/// header and its body rows.
enum FigureTable {
  /// The region and its table.
  /// - Parameters:
  ///   - className: the table's classes ("day-list", "day-list summary-table").
  ///   - caption: the table's caption and the region's name.
  ///   - header: the rows of `<thead>`.
  ///   - rows: the rows of `<tbody>`.
  ///   - heading: what stands in the region before the table (a period table's heading); none
  ///     by default.
  /// - Returns: the region.
  static func node(
    className: String, caption: String, header: [MarkupNode], rows: [MarkupNode],
    heading: [MarkupNode] = []
  ) -> MarkupNode {
    ScrollRegion.node(
      className: "table-wrap", label: caption,
      heading + [
        .el(
          "table", [("class", className)],
          [
            .el("caption", [("class", "visually-hidden")], [.text(caption)]),
            .el("thead", [], header),
            .el("tbody", [], [.newline, .lines(rows)]),
          ])
      ])
  }

  /// Writes ``node(className:caption:header:rows:heading:)``'s region to `writer`, a compact
  /// HTML writer, with the same bytes, its body rows written in place by `writeRow` instead of
  /// kept as a tree (a table of every day has thousands of rows).
  /// - Parameters:
  ///   - className: the table's classes.
  ///   - caption: the table's caption and the region's name.
  ///   - header: the rows of `<thead>`.
  ///   - rowCount: the number of rows of `<tbody>`.
  ///   - linesBetweenParts: whether a line break also stands between the region's and the
  ///     table's parts (the list pages' layout).
  ///   - writer: where the region goes.
  ///   - writeRow: writes the row at an index (`0..<rowCount`), a line break follows it.
  static func write(
    className: String, caption: String, header: [MarkupNode], rowCount: Int,
    linesBetweenParts: Bool = false, to writer: inout MarkupWriter,
    row writeRow: (Int, inout MarkupWriter) -> Void
  ) {
    func lineBetweenParts() { if linesBetweenParts { writer.text("\n") } }
    ScrollRegion.writeStart(className: "table-wrap", label: caption, to: &writer)
    lineBetweenParts()
    writer.open("table")
    writer.attribute("class", className)
    writer.endOpen()
    lineBetweenParts()
    writer.open("caption")
    writer.attribute("class", "visually-hidden")
    writer.endWithText(caption, close: "caption")
    lineBetweenParts()
    MarkupNode.el("thead", [], header).write(to: &writer)
    lineBetweenParts()
    writer.open("tbody")
    writer.endOpen()
    writer.text("\n")
    for index in 0..<rowCount {
      writeRow(index, &writer)
      writer.text("\n")
    }
    writer.close("tbody")
    lineBetweenParts()
    writer.close("table")
    lineBetweenParts()
    writer.close("div")
  }
}
