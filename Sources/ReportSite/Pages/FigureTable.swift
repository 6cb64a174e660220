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
}
