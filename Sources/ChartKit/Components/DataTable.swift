/// A chart's data as an HTML table, for readers who cannot see the chart: a caption naming the
/// chart, one header cell per column and one row per datum, all given as display strings.
///
/// The first column heads its row (`<th scope="row">`, a date or a weekday); the others are
/// values (`<td class="num">`). Every string is written as escaped text through the node tree,
/// never as markup.
public struct DataTable: Sendable, Equatable {
  /// The table's caption, naming the chart ("Steps per day, last 28 days").
  public var caption: String
  /// The column headings ("Date", "Steps").
  public var columns: [String]
  /// The rows, each with one string per column (missing or empty cells are written as a space,
  /// so no cell is self-closing).
  public var rows: [[String]]

  /// Creates a table.
  public init(caption: String, columns: [String], rows: [[String]]) {
    self.caption = caption
    self.columns = columns
    self.rows = rows
  }

  /// The `<table>`: caption, a header row of `<th scope="col">` and a body of rows.
  public var table: MarkupNode {
    let header = MarkupNode.el(
      "tr", [],
      columns.enumerated().map { index, title in
        .el("th", [("scope", "col"), ("class", index == 0 ? nil : "num")], [.text(title)])
      })
    let body = rows.map { row in
      MarkupNode.el(
        "tr", [],
        columns.indices.map { index in
          let text = index < row.count && !row[index].isEmpty ? row[index] : " "
          return index == 0
            ? .el("th", [("scope", "row")], [.text(text)])
            : .el("td", [("class", "num")], [.text(text)])
        })
    }
    return .el(
      "table", [],
      [
        .el("caption", [], [.text(caption)]),
        .el("thead", [], [header]),
        .el("tbody", [], body),
      ])
  }

  /// Writes ``table`` to `writer` element by element, without making the tree: the same bytes
  /// as `table.write(to:)`, in compact and pretty output alike.
  /// - Parameter writer: where the `<table>` goes.
  public func writeTable(to writer: inout MarkupWriter) {
    writer.open("table")
    writer.endOpen()
    writer.open("caption")
    writer.endWithText(caption, close: "caption")
    writer.open("thead")
    writer.endOpen()
    writer.open("tr")
    if columns.isEmpty {
      writer.endEmpty()
    } else {
      writer.endOpen()
      for (index, title) in columns.enumerated() {
        writer.open("th")
        writer.attribute("scope", "col")
        writer.attribute("class", index == 0 ? nil : "num")
        writer.endWithText(title, close: "th")
      }
      writer.close("tr")
    }
    writer.close("thead")
    writer.open("tbody")
    guard !rows.isEmpty else {
      writer.endEmpty()
      writer.close("table")
      return
    }
    writer.endOpen()
    for row in rows {
      writer.open("tr")
      guard !columns.isEmpty else {
        writer.endEmpty()
        continue
      }
      writer.endOpen()
      for index in columns.indices {
        // Never empty: a missing or empty cell is a space, as in ``table``.
        let text = index < row.count && !row[index].isEmpty ? row[index] : " "
        if index == 0 {
          writer.open("th")
          writer.attribute("scope", "row")
          writer.endWithText(text, close: "th")
        } else {
          writer.open("td")
          writer.attribute("class", "num")
          writer.endWithText(text, close: "td")
        }
      }
      writer.close("tr")
    }
    writer.close("tbody")
    writer.close("table")
  }

  /// Writes ``disclosure(summary:)`` to `writer` element by element, without making the tree:
  /// the same bytes as `disclosure(summary:).write(to:)`, in compact and pretty output alike.
  /// - Parameters:
  ///   - summary: the disclosure's label.
  ///   - writer: where the `<details>` goes.
  public func writeDisclosure(summary: String = "Data table", to writer: inout MarkupWriter) {
    writer.open("details")
    writer.attribute("class", "chart-data")
    writer.endOpen()
    writer.open("summary")
    writer.endWithText(summary, close: "summary")
    ScrollRegion.writeStart(className: "chart-data-scroll", label: caption, to: &writer)
    writeTable(to: &writer)
    writer.close("div")
    writer.close("details")
  }

  /// The table behind a disclosure:
  /// `<details class="chart-data"><summary>…</summary><div class="chart-data-scroll"><table>…`;
  /// the wrapper scrolls sideways on narrow screens (a ``ScrollRegion`` named by the caption).
  /// - Parameter summary: the disclosure's label.
  /// - Returns: the `<details>` node.
  public func disclosure(summary: String = "Data table") -> MarkupNode {
    .el(
      "details", [("class", "chart-data")],
      [
        .el("summary", [], [.text(summary)]),
        ScrollRegion.node(className: "chart-data-scroll", label: caption, [table]),
      ])
  }
}
