/// A chart's data as an HTML table, for readers who cannot see the chart: a caption naming the
/// chart, one header cell per column and one row per datum, all given as display strings.
///
/// The first column heads its row (`<th scope="row">`, a date or a weekday); the others are
/// values (`<td class="num">`). Every string is written as escaped text by the markup writer,
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

  /// Writes the `<table>` to `writer`: a caption, a header row of `<th scope="col">` and a body
  /// of rows, each a `<th scope="row">` and `<td class="num">` cells.
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
        // Never empty: a missing or empty cell is a space.
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

  /// Writes the table behind a disclosure to `writer`:
  /// `<details class="chart-data"><summary>…</summary><div class="chart-data-scroll"><table>…`;
  /// the wrapper scrolls sideways on narrow screens (a ``ScrollRegion`` named by the caption).
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
}
