import ChartKit

/// The columns of a figure table (``FigureTable``), which make its header row and its body
/// rows alike: the first column heads each row (`<th scope="row">`), a column of numbers is
/// right-aligned (`class="num"`) in the header and in every row, and in a table that stacks its
/// cells on a phone (the summary's) each cell carries its column's heading (`data-label`).
struct TableColumns: Sendable {
  /// One column: its heading and whether it holds numbers.
  struct Column: Sendable {
    /// The heading, in the reader's words.
    var heading: String
    /// Whether the column holds numbers (right-aligned).
    var isNumber: Bool

    /// A column of text (a name, a range, a date).
    static func text(_ heading: String) -> Column { Column(heading: heading, isNumber: false) }

    /// A column of numbers.
    static func number(_ heading: String) -> Column { Column(heading: heading, isNumber: true) }
  }

  /// The columns, the rows' headings first.
  var columns: [Column]
  /// Whether each body cell carries its column's heading as `data-label`.
  var labelsCells = false

  /// The header row: a `<th scope="col">` per column.
  var header: MarkupNode {
    .el(
      "tr", [],
      columns.map { column in
        .el(
          "th", [("scope", "col")] + (column.isNumber ? [("class", "num")] : []),
          [.text(column.heading)])
      })
  }

  /// A body row: `heading` in the first column, then `cells` in the columns after it.
  /// - Parameters:
  ///   - heading: the row's heading.
  ///   - cells: the texts of the row's other cells, in column order.
  /// - Returns: the row.
  func row(_ heading: String, _ cells: [String]) -> MarkupNode {
    .el(
      "tr", [],
      [.el("th", [("scope", "row")], [.text(heading)])]
        + zip(columns.dropFirst(), cells).map { column, text in
          var attributes: [(String, String?)] = column.isNumber ? [("class", "num")] : []
          if labelsCells { attributes.append(("data-label", column.heading)) }
          return .el("td", attributes, [.text(text)])
        })
  }
}
